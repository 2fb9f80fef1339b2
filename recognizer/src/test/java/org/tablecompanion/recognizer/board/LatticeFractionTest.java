package org.tablecompanion.recognizer.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.CvType;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.RadialLens;
import org.tablecompanion.recognizer.lattice.LatticeModel;

/**
 * A lattice of a fraction of the tiles is told by the board's outline: on a table painted with
 * fine stripes, tiles of 60 px laid from (300, 180), read on lattices of 60, 30 and 20 px.
 */
class LatticeFractionTest {

    private static final int TILE = 60;
    private static final int X0 = 300;
    private static final int Y0 = 180;

    private Mat frame;

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    @AfterEach
    void release() {
        if (frame != null) {
            frame.release();
        }
    }

    /**
     * A ragged board: rows of different lengths and a hole, as a game leaves it. In a list, so
     * the tiles are painted, and their speckles drawn, in one order every run (a hash set of
     * arrays iterates by identity, and one run in many painted a third-lattice's frame that
     * failed).
     */
    private static List<int[]> raggedBoard() {
        List<int[]> tiles = new ArrayList<>();
        int[][] rows = {{3, 7}, {1, 9}, {0, 10}, {2, 8}, {2, 6}, {4, 11}, {5, 7}};
        for (int j = 0; j < rows.length; j++) {
            for (int i = rows[j][0]; i < rows[j][1]; i++) {
                if (!(i == 5 && j == 2)) {
                    tiles.add(new int[] {i, j});
                }
            }
        }
        return tiles;
    }

    private static List<int[]> rectangle() {
        List<int[]> tiles = new ArrayList<>();
        for (int j = 0; j < 6; j++) {
            for (int i = 0; i < 6; i++) {
                tiles.add(new int[] {i, j});
            }
        }
        return tiles;
    }

    /** Striped beige table, green and brown tiles with speckles (their art). */
    private static Mat paint(List<int[]> tiles) {
        Mat m = new Mat(1080, 1920, CvType.CV_8UC3, new Scalar(150, 180, 200));
        for (int x = -1080; x < 1920; x += 7) {
            Imgproc.line(m, new Point(x, 0), new Point(x + 1080, 1080), new Scalar(120, 150, 170), 2);
        }
        Random random = new Random(7);
        for (int[] t : tiles) {
            int x = X0 + t[0] * TILE;
            int y = Y0 + t[1] * TILE;
            Scalar art = (t[0] + t[1]) % 3 == 0 ? new Scalar(60, 80, 140) : new Scalar(50, 150, 60);
            Imgproc.rectangle(m, new Point(x, y), new Point(x + TILE - 1, y + TILE - 1), art, -1);
            for (int k = 0; k < 12; k++) {
                Imgproc.circle(m, new Point(x + 5 + random.nextInt(TILE - 10), y + 5 + random.nextInt(TILE - 10)), 3,
                        new Scalar(random.nextInt(255), random.nextInt(255), random.nextInt(255)), -1);
            }
        }
        return m;
    }

    /** A lattice of {@code period} pixels with a line through the board's corner. */
    private static LatticeModel lattice(double period) {
        return LatticeModel.of(Homography.affine(1 / period, 0, -X0 / period, 0, 1 / period, -Y0 / period),
                RadialLens.none(960, 540));
    }

    private Optional<LatticeFraction.Coarser> judge(List<int[]> tiles, LatticeModel model) {
        frame = paint(tiles);
        List<Cell> inView = Occupancy.cellsInView(model, frame.cols(), frame.rows());
        return LatticeFraction.of(model, frame, inView);
    }

    @Test
    void theBoardsOwnLatticeIsNoFraction() {
        assertEquals(Optional.empty(), judge(raggedBoard(), lattice(TILE)));
    }

    @Test
    void aLatticeOfHalfTilesIsToldAndEveryOtherLineKept() {
        Optional<LatticeFraction.Coarser> c = judge(raggedBoard(), lattice(TILE / 2.0));
        assertTrue(c.isPresent());
        assertEquals(2, c.get().every());
        assertEquals(0, c.get().phaseU());
        assertEquals(0, c.get().phaseV());
    }

    @Test
    void aLatticeOfThirdsIsToldAndEveryThirdLineKept() {
        Optional<LatticeFraction.Coarser> c = judge(raggedBoard(), lattice(TILE / 3.0));
        assertTrue(c.isPresent());
        assertEquals(3, c.get().every());
    }

    @Test
    void theCoarserLatticeHasTheTilesAsItsCells() {
        LatticeModel half = lattice(TILE / 2.0);
        LatticeFraction.Coarser c = judge(raggedBoard(), half).orElseThrow();
        LatticeModel coarse = half.rebased(c.change());
        assertEquals(X0 + 2 * TILE, coarse.toImage(2, 1).x(), 1e-6);
        assertEquals(Y0 + TILE, coarse.toImage(2, 1).y(), 1e-6);
    }

    @Test
    void aRectangularBoardOnItsOwnLatticeIsNoFraction() {
        // Its outline lies on two lines each way, both even and both multiples of three.
        assertEquals(Optional.empty(), judge(rectangle(), lattice(TILE)));
    }
}
