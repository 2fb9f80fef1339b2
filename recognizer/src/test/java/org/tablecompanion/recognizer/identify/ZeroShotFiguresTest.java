package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * Zero-shot reading of a city tile with a figure on it: every base type painted at the size a
 * 1080p board shows it and read together (so the terrain colours are learned), one of them with
 * a figure's wood painted over its city.
 */
class ZeroShotFiguresTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    /** The reading of {@code id} among all base types, a blue figure lying across its city's middle. */
    private static String readWithBlueFigure(String id) {
        Catalog catalog = Catalogs.builtIn("base");
        List<TileType> tiles = catalog.tiles();
        List<Patch> patches = PaintedBoardTiles.patches(catalog, tiles, (t, seen) -> {
            if (t.id().equals(id)) {
                // A meeple lying in the city of the N-W corner: a quarter of the tile long. The
                // paint is the figure colours' blue, stored as the picture's channels are (BGR).
                Imgproc.ellipse(seen, new Point(24, 22), new Size(10, 5), 35, 0, 360, new Scalar(170, 78, 30), -1);
            }
        });
        int at = tiles.indexOf(catalog.require(id));
        MatchResult result = new ZeroShotMatcher(catalog).match(patches);
        return result.candidates().get(at).get(0).tileId();
    }

    @Test
    void aBlueFigureInACityIsNoPennant() {
        // P: a city in the N-W corner, a road curve, no pennant; O is the same with one.
        assertEquals("P", readWithBlueFigure("P"));
    }
}
