package org.tablecompanion.calibration.testing;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/** How alike two pictures of a tile are, for tests that cut tiles out of photos and scans. */
public final class Likeness {

    private Likeness() {
    }

    /**
     * Normalised correlation over all channels of the two pictures shrunk to 48 px: 1 = the same
     * picture up to brightness and contrast.
     */
    public static double of(Mat a, Mat b) {
        Mat sa = small(a);
        Mat sb = small(b);
        Mat r = new Mat();
        Imgproc.matchTemplate(sa, sb, r, Imgproc.TM_CCOEFF_NORMED);
        sa.release();
        sb.release();
        double value = r.get(0, 0)[0];
        r.release();
        return value;
    }

    private static Mat small(Mat m) {
        Mat out = new Mat();
        Imgproc.resize(m, out, new Size(48, 48), 0, 0, Imgproc.INTER_AREA);
        out.convertTo(out, CvType.CV_32FC3);
        return out;
    }
}
