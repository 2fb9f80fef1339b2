package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * Seamlets are fitted from moments summed once per half-block cell and added up per block
 * ({@link SeamEvidence#seamlets}); they must be the ones the blocks' own pixels give, summed one
 * by one as the fit was first written.
 */
class SeamletMomentsTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    @Test
    void seamletsFromCellMomentsAreThoseOfEachBlocksPixels() {
        // A textured table with a turned grid of dark seams, and a frame size no block divides.
        Mat gray = new Mat(541, 963, CvType.CV_8UC1);
        Core.setRNGSeed(5);
        Core.randn(gray, 140, 18);
        double a = Math.toRadians(17);
        for (int k = -12; k <= 12; k++) {
            Point centre = new Point(480 + 70 * k * Math.cos(a), 270 + 70 * k * Math.sin(a));
            Point along = new Point(-Math.sin(a) * 1200, Math.cos(a) * 1200);
            Imgproc.line(gray, new Point(centre.x - along.x, centre.y - along.y),
                    new Point(centre.x + along.x, centre.y + along.y), new Scalar(60), 2);
            Point across = new Point(480 - 70 * k * Math.sin(a), 270 + 70 * k * Math.cos(a));
            Point dir = new Point(Math.cos(a) * 1200, Math.sin(a) * 1200);
            Imgproc.line(gray, new Point(across.x - dir.x, across.y - dir.y),
                    new Point(across.x + dir.x, across.y + dir.y), new Scalar(60), 2);
        }
        SeamEvidence seams = SeamEvidence.of(gray, 1.5);
        List<Seamlet> expected = pixelByPixel(seams);
        assertTrue(expected.size() > 200, "seamlets found: " + expected.size());
        assertEquals(expected, seams.seamlets());
        gray.release();
    }

    @Test
    void aFrameLowerThanABlockHasNoSeamlets() {
        Mat gray = new Mat(5, 64, CvType.CV_8UC1);
        Core.randn(gray, 140, 18);
        assertTrue(SeamEvidence.of(gray, 1.5).seamlets().isEmpty());
        gray.release();
    }

    /** Every block's seamlet from its own pixels, summed one by one in doubles. */
    private static List<Seamlet> pixelByPixel(SeamEvidence seams) {
        int block = SeamEvidence.BLOCK;
        int floor = seams.floor();
        List<Seamlet> out = new ArrayList<>();
        for (int by = 0; by + block <= seams.height(); by += block / 2) {
            for (int bx = 0; bx + block <= seams.width(); bx += block / 2) {
                double[] sum = new double[SeamEvidence.MOMENTS];
                for (int y = by; y < by + block; y++) {
                    for (int x = bx; x < bx + block; x++) {
                        double wt = seams.valleyAt(x, y) - floor;
                        if (wt <= 0) {
                            continue;
                        }
                        double lx = x - bx;
                        double ly = y - by;
                        sum[0]++;
                        sum[1] += wt;
                        sum[2] += wt * lx;
                        sum[3] += wt * ly;
                        sum[4] += wt * lx * lx;
                        sum[5] += wt * lx * ly;
                        sum[6] += wt * ly * ly;
                    }
                }
                long[] moments = new long[sum.length];
                for (int k = 0; k < sum.length; k++) {
                    moments[k] = (long) sum[k];
                }
                Seamlet s = SeamEvidence.seamlet(bx, by, moments);
                if (s != null) {
                    out.add(s);
                }
            }
        }
        return out;
    }
}
