package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * Zero-shot reading of an H&amp;G river tile with a hut on its river: some H&amp;G types painted at
 * the size a 1080p board shows them and read together, one with a hut's wood, its dark rim and
 * its shadow painted on the river; and what the marks of a river a hut stands on say of a fish.
 */
class HutOnWaterMarksTest {

    private static final Catalog HG = Catalogs.builtIn("hg-2020");
    private static final TerrainLayouts LAYOUTS = new TerrainLayouts(HG);
    private static final MarkEvidence MARKS = new MarkEvidence(LAYOUTS);

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    /**
     * Paints a black hut seen from above at {@code hut} (80 px a tile), 0.3 of a tile across as
     * on the scenes' boards: its shadow and its wood.
     */
    private static void hut(Mat seen, Point hut) {
        Imgproc.rectangle(seen, new Point(hut.x - 10, hut.y - 9), new Point(hut.x + 19, hut.y + 20),
                new Scalar(40, 50, 30), -1);
        Imgproc.rectangle(seen, new Point(hut.x - 12, hut.y - 12), new Point(hut.x + 12, hut.y + 12),
                new Scalar(22, 22, 24), -1);
    }

    /** The marks of {@code id} painted upright with a hut at {@code at} (80 px a tile), or none where null. */
    private static MarkEvidence.Odd withHut(String id, Point at) {
        Patch p = PaintedBoardTiles.patches(HG, List.of(HG.require(id)), (t, seen) -> {
            if (at != null) {
                hut(seen, at);
            }
        }).get(0);
        return PaintedMarks.observed(MARKS, LAYOUTS, p, null);
    }

    /** Where painted 19's fish lies, at 80 px a tile: the middle of the orange blob on its river as drawn. */
    private static Point nineteensFish() {
        int river = LAYOUTS.terrains().indexOf(Terrain.RIVER);
        int[] drawn = LAYOUTS.layout("19", Rotation.R0).terrain();
        int side = TilePictures.SIZE;
        int per = MarkEvidence.N / side;
        for (MarkEvidence.OrangeBlob b : withHut("19", null).orange()[river]) {
            int x = b.middle() % MarkEvidence.N;
            int y = b.middle() / MarkEvidence.N;
            if (drawn[(y / per) * side + x / per] == river) {
                double scale = 80.0 / MarkEvidence.N;
                return new Point(x * scale, y * scale);
            }
        }
        throw new AssertionError("painted 19 shows no fish on its river");
    }

    /** What the marks of {@code odd} say for 19 (a fish in the river) over 15 (the same river without). */
    private static double fishOverNone(MarkEvidence.Odd odd) {
        return PaintedMarks.says(MARKS, LAYOUTS, odd, "19") - PaintedMarks.says(MARKS, LAYOUTS, odd, "15");
    }

    @Test
    void aFishAHutStandsOnIsMissedAtTheHutsShareOfTheRiverOnly() {
        // A river in plain sight without a fish's orange costs 19 a whole 1 against 15. A hut over
        // the fish hides it; the river seen round the hut has no fish, but the hut's share of the
        // river might: the reading with the fish loses less (log of that share). Counted as in
        // plain sight, a 45 whose fish a hut covered was read as 73 (H&G default seed 120002).
        double plain = fishOverNone(withHut("15", null));
        double hidden = fishOverNone(withHut("19", nineteensFish()));
        assertTrue(hidden > plain + 0.1 && hidden < 0, "no fish in sight: " + plain + "; under the hut: " + hidden);
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
