package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
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
 * Which odd blobs in a meadow may be its animal: H&amp;G 63 (a forest over a bare meadow) and 65
 * (the same with a tiger in the meadow), painted at the size a 1080p board shows them and read
 * together with other types, with a blob painted in 63's meadow.
 */
class MeadowMarkColourTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    /** What 63 is read as with a blob of {@code rgb} painted in its meadow, south of the forest. */
    private static String readWithBlob(double r, double g, double b) {
        Catalog catalog = Catalogs.builtIn("hg-2020");
        Set<String> some = Set.of("63", "65", "15", "18", "22", "28");
        List<TileType> tiles = catalog.tiles().stream()
                .filter(t -> some.contains(t.id()) || Integer.parseInt(t.id()) <= 14).toList();
        List<Patch> patches = PaintedBoardTiles.patches(catalog, tiles, (t, seen) -> {
            if (t.id().equals("63")) {
                // The picture's channels are stored BGR.
                Imgproc.ellipse(seen, new Point(40, 64), new Size(7, 4), 0, 0, 360, new Scalar(b, g, r), -1);
            }
        });
        MatchResult result = new ZeroShotMatcher(catalog).match(patches);
        return result.candidates().get(tiles.indexOf(catalog.require("63"))).get(0).tileId();
    }

    @Test
    void aBluishBlobInAMeadowIsNoAnimal() {
        // A river's blurred bank or a smear of water's colour: bluer than the meadow, not redder.
        assertEquals("63", readWithBlob(95, 150, 150));
    }

    @Test
    void aBrownBlobInAMeadowIsAnAnimal() {
        assertEquals("65", readWithBlob(170, 105, 55));
    }
}
