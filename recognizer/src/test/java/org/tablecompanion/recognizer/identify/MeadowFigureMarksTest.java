package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * A figure on an H&amp;G meadow: 38 and 40 share their layout (a forest across the tile between
 * two meadows) and differ only by 38's deer in the north meadow. The tiles are painted at the
 * size a 1080p board shows them (80 px), a red meeple seen from above (its wood, its dark rim and
 * its shadow) painted on, and their marks judged for both twins, as the zero-shot matcher does
 * once its readings leave the meeple unexplained.
 */
class MeadowFigureMarksTest {

    private static final Catalog HG = Catalogs.builtIn("hg-2020");
    private static final TerrainLayouts LAYOUTS = new TerrainLayouts(HG);
    private static final MarkEvidence MARKS = new MarkEvidence(LAYOUTS);
    /** The painted tiles' side, and the side of the pictures marks are judged on. */
    private static final double PAINTED = 80;
    /** Half a meeple's side at {@link #PAINTED} pixels a tile. */
    private static final int MEEPLE = 8;

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    /**
     * The odd pixels of {@code id}, a meeple painted with its centre at {@code at} (painted
     * pixels), or none if {@code at} is null; the meeple is all the readings leave unexplained.
     */
    private static MarkEvidence.Odd observed(String id, Point at) {
        Patch p = PaintedBoardTiles.patches(HG, List.of(HG.require(id)), (t, seen) -> {
            if (at != null) {
                Imgproc.rectangle(seen, new Point(at.x - MEEPLE + 3, at.y - MEEPLE + 3),
                        new Point(at.x + MEEPLE + 3, at.y + MEEPLE + 3), new Scalar(40, 60, 40), -1);
                Imgproc.rectangle(seen, new Point(at.x - MEEPLE - 1, at.y - MEEPLE - 1),
                        new Point(at.x + MEEPLE + 1, at.y + MEEPLE + 1), new Scalar(20, 25, 45), -1);
                Imgproc.rectangle(seen, new Point(at.x - MEEPLE, at.y - MEEPLE),
                        new Point(at.x + MEEPLE, at.y + MEEPLE), new Scalar(30, 30, 200), -1);
            }
        }).get(0);
        int n = MarkEvidence.N;
        boolean[] unexplained = new boolean[n * n / 4];
        if (at != null) {
            double half = n / 2.0 / PAINTED;
            for (int y = 0; y < n / 2; y++) {
                for (int x = 0; x < n / 2; x++) {
                    unexplained[y * n / 2 + x] = Math.abs(x + 0.5 - at.x * half) <= (MEEPLE + 1) * half
                            && Math.abs(y + 0.5 - at.y * half) <= (MEEPLE + 1) * half;
                }
            }
        }
        return PaintedMarks.observed(MARKS, LAYOUTS, p, unexplained);
    }

    /** What the marks of {@code odd} say of tile {@code id} read upright, under the painted looks. */
    private static double says(MarkEvidence.Odd odd, String id) {
        return PaintedMarks.says(MARKS, LAYOUTS, odd, id);
    }

    /**
     * The centre of 38's deer, in painted pixels: the middle of the animal-like pixels of the
     * picture's north quarter, where its meadow lies (the forest's gold, in the middle of the
     * tile, shows animal-like parts too).
     */
    private static Point deer() {
        MarkEvidence.Odd odd = observed("38", null);
        long[] marks = odd.marks()[LAYOUTS.terrains().indexOf(Terrain.MEADOW)];
        int n = MarkEvidence.N;
        double sx = 0;
        double sy = 0;
        int count = 0;
        for (int p = 0; p < n * n / 4; p++) {
            if ((marks[p >>> 6] >>> p & 1) != 0) {
                sx += p % n + 0.5;
                sy += p / n + 0.5;
                count++;
            }
        }
        assertTrue(count > 0, "painted 38 shows its deer");
        return new Point(sx / count * PAINTED / n, sy / count * PAINTED / n);
    }

    @Test
    void aMeadowsAnimalInViewTellsTheTwins() {
        MarkEvidence.Odd odd = observed("38", null);
        assertTrue(says(odd, "38") - says(odd, "40") > 1, "the deer seen favours 38");
    }

    @Test
    void aFigureOverAMeadowsAnimalLeavesTheTwinsNearlyAlike() {
        // The meeple hides the deer: seeing none there is worth little, not a sure 40.
        MarkEvidence.Odd odd = observed("38", deer());
        double gap = says(odd, "40") - says(odd, "38");
        assertTrue(Math.abs(gap) < 1, "a meeple over 38's deer moves the reading by " + gap);
    }

    @Test
    void aFiguresRimOnAnEmptyMeadowIsNoAnimal() {
        // The same meeple on 40, where 38 has its deer: its rim and shadow are no deer, and the
        // meadow round it shows none (counted as shown by the share of the meadow the meeple
        // leaves in view). Judged with the rim, the two read alike.
        MarkEvidence.Odd odd = observed("40", deer());
        double gap = says(odd, "40") - says(odd, "38");
        assertTrue(gap > 0.5, "a meeple's rim on 40 moves the reading to 40 by " + gap);
    }
}
