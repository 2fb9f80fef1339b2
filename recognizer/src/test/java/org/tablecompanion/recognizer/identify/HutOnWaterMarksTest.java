package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * Zero-shot reading of an H&amp;G river tile with a hut on its river: some H&amp;G types painted at
 * the size a 1080p board shows them and read together, one with a hut's wood, its dark rim and
 * its shadow painted on the river.
 */
class HutOnWaterMarksTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    /** The reading of {@code id} among some H&amp;G types, a red hut standing on its river at {@code hut}. */
    private static String readWithHut(String id, Point hut) {
        Catalog catalog = Catalogs.builtIn("hg-2020");
        Set<String> some = Set.of("15", "18", "19", "22", "28", "35", "36", "37", "48", "49", "72", "73", "74");
        List<TileType> tiles = catalog.tiles().stream()
                .filter(t -> some.contains(t.id()) || Integer.parseInt(t.id()) <= 14).toList();
        List<Patch> patches = PaintedBoardTiles.patches(catalog, tiles, (t, seen) -> {
            if (t.id().equals(id)) {
                // The hut seen from above at an angle: its shadow on the water, its dark rim, its
                // red wood (the figure colours' red, stored as the picture's channels are: BGR).
                Imgproc.rectangle(seen, new Point(hut.x - 5, hut.y - 3), new Point(hut.x + 9, hut.y + 9),
                        new Scalar(40, 50, 30), -1);
                Imgproc.rectangle(seen, new Point(hut.x - 7, hut.y - 6), new Point(hut.x + 7, hut.y + 6),
                        new Scalar(20, 25, 45), -1);
                Imgproc.rectangle(seen, new Point(hut.x - 5, hut.y - 4), new Point(hut.x + 5, hut.y + 4),
                        new Scalar(30, 30, 200), -1);
            }
        });
        int at = tiles.indexOf(catalog.require(id));
        MatchResult result = new ZeroShotMatcher(catalog).match(patches);
        return result.candidates().get(at).get(0).tileId();
    }

    @Test
    void aHutOnARiverIsNoFish() {
        // 18: a tiger in the large meadow and a river from the east to the south, no fish; 19 is
        // the same with a fish in the river. The hut stands on the river's bend.
        assertEquals("18", readWithHut("18", new Point(52, 52)));
    }
}
