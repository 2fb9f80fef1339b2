package org.tablecompanion.samples.scene;

import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/** How alike a tile cut from a scene is to the tile's own picture, for the scene tests. */
final class Likeness {

    private Likeness() {
    }

    /**
     * Normalised cross-correlation of two square patches of one size without a border of
     * {@code margin} pixels (edges carry gaps and jitter): 1 = the same picture up to brightness
     * and contrast.
     */
    static double inner(Mat a, Mat b, int margin) {
        Rect inner = new Rect(margin, margin, a.cols() - 2 * margin, a.rows() - 2 * margin);
        Mat ia = new Mat(a, inner);
        Mat ib = new Mat(b, inner);
        Mat result = new Mat();
        Imgproc.matchTemplate(ia, ib, result, Imgproc.TM_CCOEFF_NORMED);
        ia.release();
        ib.release();
        double value = result.get(0, 0)[0];
        result.release();
        return value;
    }
}
