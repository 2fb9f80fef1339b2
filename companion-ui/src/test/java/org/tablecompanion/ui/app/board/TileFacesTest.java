package org.tablecompanion.ui.app.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.TileLayout;

class TileFacesTest {

    @Test
    void aTurnedFaceShowsWhatTheGeometrySaysForThatRotation() {
        TileType d = Catalogs.builtIn("base").require("D");
        TileFace turned = new GeometryTileFaces().face(d, Rotation.R90, 48);
        int[] expected = TileLayout.layout(d).at(Rotation.R90).featureGrid(48, 48);
        long differing = java.util.stream.IntStream.range(0, expected.length)
                .filter(i -> expected[i] != turned.labels()[i]).count();
        assertTrue(differing < 48, differing + " pixels differ");
    }

    @Test
    void everyFeatureOfEveryBaseTileHasPixelsInThePortDrawingToo() {
        PortWedgeFaces faces = new PortWedgeFaces();
        for (TileType t : Catalogs.builtIn("base").tiles()) {
            TileFace face = faces.face(t, Rotation.R0, 48);
            for (int f = 0; f < t.features().size(); f++) {
                int feature = f;
                assertTrue(Arrays.stream(face.labels()).anyMatch(l -> l == feature), t.id() + " feature " + f);
            }
        }
    }

    @Test
    void anchorsLieOnTheirOwnFeature() {
        GeometryTileFaces faces = new GeometryTileFaces();
        for (TileType t : Catalogs.builtIn("river").tiles()) {
            TileFace face = faces.face(t, Rotation.R270, 64);
            for (int f = 0; f < t.features().size(); f++) {
                UV a = face.anchors().get(f);
                assertEquals(f, face.featureAt(a.u(), a.v()), t.id() + " feature " + f);
            }
        }
    }
}
