package org.tablecompanion.recognizer.tracker;

import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.TermCriteria;
import org.opencv.imgproc.Imgproc;
import org.opencv.video.Video;
import org.tablecompanion.recognizer.geometry.Homography;

/** How the picture moved when the camera was bumped: old pixels to new pixels. */
final class CameraShift {

    /** Correlation (ECC) the aligned pictures must reach to call it the same table. */
    private static final double SAME_TABLE = 0.9;

    private CameraShift() {
    }

    /**
     * The homography taking {@code before}'s pixels to {@code now}'s (both shrunk frames), when
     * {@code now} is {@code before} seen from a moved camera; empty when it is not (an arm over the
     * table, a changed table).
     */
    static Optional<Homography> estimate(Mat before, Mat now) {
        Mat a = grey(before);
        Mat b = grey(now);
        try {
            Mat window = new Mat();
            Imgproc.createHanningWindow(window, a.size(), CvType.CV_32F);
            Point shift = Imgproc.phaseCorrelate(a, b, window);
            window.release();
            if (Math.hypot(shift.x, shift.y) < 0.5) {
                return Optional.empty();
            }
            // ECC's warp takes template (before) coordinates to input (now) coordinates.
            Mat warp = Mat.eye(3, 3, CvType.CV_32F);
            warp.put(0, 2, shift.x);
            warp.put(1, 2, shift.y);
            double rho;
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            Mat noMask = new Mat();
            try {
                rho = Video.findTransformECC(a, b, warp, Video.MOTION_HOMOGRAPHY,
                        new TermCriteria(TermCriteria.COUNT + TermCriteria.EPS, 60, 1e-5), noMask, 5);
            } catch (RuntimeException e) {
                return Optional.empty();
            } finally {
                noMask.release();
            }
            if (!(rho >= SAME_TABLE)) {
                return Optional.empty();
            }
            float[] v = new float[9];
            warp.get(0, 0, v);
            warp.release();
            double[] d = new double[9];
            for (int i = 0; i < 9; i++) {
                d[i] = v[i];
            }
            return Optional.of(Homography.of(d));
        } finally {
            a.release();
            b.release();
        }
    }

    /** {@code before} seen through the moved camera; pixels it never saw are taken from {@code now}. */
    static Mat warp(Mat before, Mat now, Homography oldToNew) {
        Mat m = new Mat(3, 3, CvType.CV_64F);
        m.put(0, 0, oldToNew.values());
        Mat out = new Mat();
        Imgproc.warpPerspective(before, out, m, now.size(), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, new Scalar(0, 0, 0));
        Mat ones = new Mat(before.size(), CvType.CV_8U, new Scalar(255));
        Mat seen = new Mat();
        Imgproc.warpPerspective(ones, seen, m, now.size(), Imgproc.INTER_NEAREST, Core.BORDER_CONSTANT, new Scalar(0));
        Mat unseen = new Mat();
        Core.bitwise_not(seen, unseen);
        now.copyTo(out, unseen);
        m.release();
        ones.release();
        seen.release();
        unseen.release();
        return out;
    }

    private static Mat grey(Mat bgr) {
        Mat g = new Mat();
        Imgproc.cvtColor(bgr, g, Imgproc.COLOR_BGR2GRAY);
        g.convertTo(g, CvType.CV_32F);
        return g;
    }
}
