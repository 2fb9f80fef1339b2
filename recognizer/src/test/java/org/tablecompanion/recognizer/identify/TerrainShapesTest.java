package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;

/**
 * Zero-shot scores each picture of terrains once for all the layouts that share it, and reads
 * every pixel's fit to every terrain from one table: both must give exactly the numbers of
 * scoring every layout pixel by pixel, or the readings would change with the speed-up.
 */
class TerrainShapesTest {

    @Test
    void layoutsWithTheSameTerrainsShareOneShapeAndNoOthersDo() {
        for (String catalog : List.of("base+river", "hg-2020")) {
            TerrainLayouts layouts = new TerrainLayouts(Catalogs.resolve(catalog));
            Set<String> distinct = new HashSet<>();
            for (TerrainLayouts.Layout l : layouts.layouts()) {
                TerrainLayouts.Shape shape = layouts.shape(l);
                assertArrayEquals(l.terrain(), shape.terrain(), catalog + " " + l.tileId());
                assertArrayEquals(l.weight(), shape.weight(), catalog + " " + l.tileId());
                assertSame(shape, layouts.shapes().get(shape.index()));
                distinct.add(Arrays.toString(l.terrain()));
            }
            assertEquals(distinct.size(), layouts.shapes().size(), catalog);
            // Symmetric tiles turned and twins that differ only in marks: a good share is shared.
            assertFalse(layouts.shapes().size() > 0.8 * layouts.layouts().size(), catalog);
        }
    }

    @Test
    void theTableOfFitsHoldsExactlyWhatEachPixelGivesAlone() {
        List<org.tablecompanion.engine.catalog.Terrain> terrains = new TerrainLayouts(
                Catalogs.resolve("base+river")).terrains();
        TerrainColours colours = TerrainColours.prior(terrains);
        Random random = new Random(7);
        double[][] px = new double[TilePictures.SIZE * TilePictures.SIZE][TerrainColours.DIMENSIONS];
        for (double[] p : px) {
            TerrainColours.features(random.nextInt(256), random.nextInt(256), random.nextInt(256), p);
        }
        double[] table = new double[px.length * colours.size()];
        colours.logLikelihoods(px, table);
        for (int p = 0; p < px.length; p++) {
            for (int t = 0; t < colours.size(); t++) {
                assertEquals(Double.doubleToRawLongBits(colours.logLikelihood(t, px[p])),
                        Double.doubleToRawLongBits(table[p * colours.size() + t]), "pixel " + p + " terrain " + t);
            }
        }
    }
}
