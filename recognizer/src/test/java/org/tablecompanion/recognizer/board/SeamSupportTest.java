package org.tablecompanion.recognizer.board;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.RadialLens;
import org.tablecompanion.recognizer.lattice.LatticeModel;
import org.tablecompanion.recognizer.lattice.SeamEvidence;

/**
 * Seams frame a board's own lattice better than its half or its double: tiles of 72 px with a
 * dark bevel, laid 3 px apart from (600, 300) on a speckled table, each a forest with a meadow
 * across part of it.
 */
class SeamSupportTest {

    private static final int TILE = 72;
    private static final int GAP = 3;
    private static final int X0 = 600;
    private static final int Y0 = 300;
    private static final int SIDE = 4;

    private Mat frame;
    private Mat gray;

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    @AfterEach
    void release() {
        frame.release();
        gray.release();
    }

    private SeamEvidence seams() {
        frame = new Mat(1080, 1920, CvType.CV_8UC3, new Scalar(150, 170, 180));
        Random random = new Random(11);
        for (int k = 0; k < 20000; k++) {
            Point p = new Point(random.nextInt(1920), random.nextInt(1080));
            Imgproc.circle(frame, p, 1, new Scalar(120, 140, 150), -1);
        }
        int step = TILE + GAP;
        for (int j = 0; j < SIDE; j++) {
            for (int i = 0; i < SIDE; i++) {
                int x = X0 + i * step;
                int y = Y0 + j * step;
                Imgproc.rectangle(frame, new Point(x, y), new Point(x + TILE - 1, y + TILE - 1),
                        new Scalar(60, 120, 70), -1);
                // A meadow across part of the tile, and the tile's dark bevel round its edge.
                Mat tile = frame.submat(new Rect(x, y, TILE, TILE));
                Imgproc.circle(tile, new Point(random.nextInt(TILE), random.nextInt(TILE)), 30,
                        new Scalar(90, 200, 170), -1);
                tile.release();
                Imgproc.rectangle(frame, new Point(x, y), new Point(x + TILE - 1, y + TILE - 1),
                        new Scalar(40, 60, 50), 1);
            }
        }
        gray = SeamEvidence.gray(frame, 1.0);
        return SeamEvidence.of(gray, 1.5);
    }

    /** A lattice of {@code tiles} tiles a cell whose lines pass through the gaps. */
    private static LatticeModel lattice(double tiles) {
        double period = tiles * (TILE + GAP);
        double x0 = X0 - GAP / 2.0;
        double y0 = Y0 - GAP / 2.0;
        return LatticeModel.of(Homography.affine(1 / period, 0, -x0 / period, 0, 1 / period, -y0 / period),
                RadialLens.none(960, 540));
    }

    private static List<Cell> cells(int across) {
        List<Cell> out = new ArrayList<>();
        for (int j = 0; j < across; j++) {
            for (int i = 0; i < across; i++) {
                out.add(new Cell(i, j));
            }
        }
        return out;
    }

    @Test
    void theTilesOwnLatticeIsFramedByItsSeamsBetterThanItsHalf() {
        SeamEvidence seams = seams();
        double own = SeamSupport.of(lattice(1), seams, cells(SIDE));
        double half = SeamSupport.of(lattice(0.5), seams, cells(2 * SIDE));
        assertTrue(own > 1.25 * half && own > 8, "own " + own + ", half " + half);
    }

    @Test
    void theTilesOwnLatticeIsFramedByItsSeamsBetterThanItsDouble() {
        SeamEvidence seams = seams();
        double own = SeamSupport.of(lattice(1), seams, cells(SIDE));
        double twice = SeamSupport.of(lattice(2), seams, cells(SIDE / 2));
        assertTrue(own > 1.25 * twice, "own " + own + ", double " + twice);
    }

    /** The seams between the tiles part the squares of their own lattice from each other. */
    @Test
    void theSeamsPartTheTilesOwnSquares() {
        SeamEvidence seams = seams();
        double between = SeamSupport.between(lattice(1), seams, cells(2));
        assertTrue(between > 0, "between " + between);
    }

    /**
     * A tile cut into four squares: half the edges between them cross its art, where no seam
     * lies; the art does not part them as seams do.
     */
    @Test
    void aTileCutInFourIsNotPartedBySeams() {
        SeamEvidence seams = seams();
        double own = SeamSupport.between(lattice(1), seams, cells(2));
        double quarters = SeamSupport.between(lattice(0.5), seams, cells(2));
        assertTrue(quarters < own, "quarters " + quarters + ", own " + own);
    }

    @Test
    void oneSquareHasNoSeamsBetweenSquares() {
        assertTrue(Double.isNaN(SeamSupport.between(lattice(1), seams(), List.of(new Cell(0, 0)))));
    }
}
