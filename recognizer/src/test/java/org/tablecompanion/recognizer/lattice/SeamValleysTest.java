package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * {@link SeamEvidence#of} works its valleys out in bands of rows on all cores; every level must
 * be the one {@link SeamEvidence#valleyLevels} gives for the whole image at once.
 */
class SeamValleysTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    @Test
    void bandsGiveTheLevelsOfTheWholeImage() {
        Mat gray = linesOnTexture(700, 300);
        for (double sigma : new double[] {1.5, 1.0}) {
            SeamEvidence banded = SeamEvidence.of(gray, sigma);
            byte[] levels = wholeImageLevels(gray, sigma);
            int differ = 0;
            for (int y = 0; y < gray.rows(); y++) {
                for (int x = 0; x < gray.cols(); x++) {
                    differ += banded.valleyAt(x, y) == (levels[y * gray.cols() + x] & 0xFF) ? 0 : 1;
                }
            }
            assertEquals(0, differ, "pixels whose level differs at sigma " + sigma);
        }
        gray.release();
    }

    /** Dark lines a few pixels wide at random angles over a noisy grey: seams on a table. */
    private static Mat linesOnTexture(int width, int height) {
        Mat gray = new Mat(height, width, CvType.CV_8U);
        Core.randn(gray, 150, 25);
        SplittableRandom random = new SplittableRandom(5);
        Scalar dark = new Scalar(60);
        for (int k = 0; k < 30; k++) {
            Point from = new Point(random.nextInt(width), random.nextInt(height));
            Point to = new Point(random.nextInt(width), random.nextInt(height));
            Imgproc.line(gray, from, to, dark, 1 + random.nextInt(3));
        }
        return gray;
    }

    private static byte[] wholeImageLevels(Mat gray, double sigma) {
        Mat f = new Mat();
        gray.convertTo(f, CvType.CV_32F);
        Imgproc.GaussianBlur(f, f, new Size(0, 0), sigma);
        byte[] levels = SeamEvidence.valleyLevels(f, 2.0 * sigma * sigma);
        f.release();
        return levels;
    }
}
