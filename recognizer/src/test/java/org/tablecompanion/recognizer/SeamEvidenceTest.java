package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.lattice.SeamEvidence;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;

/**
 * The seam evidence of a generated table scene: worked out in bands of rows on all cores and in
 * single precision, it must be the valley response of the whole frame's derivatives (every later
 * stage reads it), and near the grid lines alone what the whole frame gives there.
 */
class SeamEvidenceTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    @Test
    void valleysAreTheDoublePrecisionResponseWithinALevel() {
        Mat frame = TestScenes.dealtScene(SampleGame.RIVER, 1000, 40, Difficulty.DEFAULT, 960, 540).decode();
        Mat gray = SeamEvidence.gray(frame, 1.0);
        for (double sigma : new double[] {1.5, 1.0}) {
            SeamEvidence banded = SeamEvidence.of(gray, sigma);
            int[] whole = wholeFrameValleys(gray, sigma);
            int differ = 0;
            int most = 0;
            for (int y = 0; y < gray.rows(); y++) {
                for (int x = 0; x < gray.cols(); x++) {
                    int d = Math.abs(banded.valleyAt(x, y) - whole[y * gray.cols() + x]);
                    differ += d == 0 ? 0 : 1;
                    most = Math.max(most, d);
                }
            }
            assertTrue(most <= 1, "levels differ by " + most + " at sigma " + sigma);
            assertTrue(differ <= gray.total() / 10_000, differ + " pixels differ at sigma " + sigma);
        }
        gray.release();
        frame.release();
    }

    @Test
    void valleysNearGridLinesEqualThoseOfTheWholeFrameThere() {
        Mat frame = TestScenes.dealtScene(SampleGame.RIVER, 1000, 40, Difficulty.DEFAULT, 960, 540).decode();
        Mat gray = SeamEvidence.gray(frame, 1.0);
        int period = 64;
        int reach = 3;
        // A size the filters' vector steps divide, and one they do not.
        Mat corner = gray.submat(0, 531, 0, 950);
        Mat odd = corner.clone();
        corner.release();
        for (Mat image : new Mat[] {gray, odd}) {
            SeamEvidence near = SeamEvidence.nearGridLines(image, 1.0, period, reach);
            SeamEvidence whole = SeamEvidence.of(image, 1.0);
            int differ = 0;
            int compared = 0;
            for (int y = 0; y < image.rows(); y++) {
                for (int x = 0; x < image.cols(); x++) {
                    if (nearALine(x, period, reach) || nearALine(y, period, reach)) {
                        compared++;
                        differ += near.valleyAt(x, y) == whole.valleyAt(x, y) ? 0 : 1;
                    }
                }
            }
            assertEquals(0, differ, "of " + compared + " pixels near the lines of a " + image.cols() + " x "
                    + image.rows() + " image, those whose valley differs");
            image.release();
        }
        frame.release();
    }

    private static boolean nearALine(int at, int period, int reach) {
        int off = Math.floorMod(at, period);
        return off <= reach || period - off <= reach;
    }

    @Test
    void seamletsAreFoundOnceAndKept() {
        Mat frame = TestScenes.dealtScene(SampleGame.RIVER, 1001, 30, Difficulty.DEFAULT, 960, 540).decode();
        Mat gray = SeamEvidence.gray(frame, 1.0);
        SeamEvidence seams = SeamEvidence.of(gray, 1.5);
        assertSame(seams.seamlets(), seams.seamlets());
        gray.release();
        frame.release();
    }

    /** The valley response as it was first worked out: the whole frame at once, in doubles. */
    private static int[] wholeFrameValleys(Mat gray, double sigma) {
        Mat f = new Mat();
        gray.convertTo(f, CvType.CV_32F);
        Imgproc.GaussianBlur(f, f, new Size(0, 0), sigma);
        int n = (int) f.total();
        float[] a = derivative(f, 2, 0, n);
        float[] b = derivative(f, 0, 2, n);
        float[] c = derivative(f, 1, 1, n);
        f.release();
        double scale = 2.0 * sigma * sigma;
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            double half = (a[i] - b[i]) / 2;
            double mean = (a[i] + b[i]) / 2;
            double root = Math.sqrt(half * half + c[i] * c[i]);
            double big = mean + root;
            double small = mean - root;
            double r = big - Math.max(0, small) * 2 - Math.max(0, -small) * 0.5;
            int v = (int) Math.round(r * scale);
            out[i] = v <= 0 ? 0 : Math.min(255, v);
        }
        return out;
    }

    private static float[] derivative(Mat f, int dx, int dy, int n) {
        Mat d = new Mat();
        Imgproc.Sobel(f, d, CvType.CV_32F, dx, dy, 3);
        float[] out = new float[n];
        d.get(0, 0, out);
        d.release();
        return out;
    }
}
