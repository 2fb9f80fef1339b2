package org.tablecompanion.recognizer.tracker;

import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * The cheap look at every frame: the frame shrunk to {@link #WIDTH} pixels across and blurred a
 * little, compared pixel by pixel with the last still table, and the changed pixels counted per
 * watched square (and outside all of them, where a hand and arm show first).
 */
final class ChangeMap {

    /** Working width of the shrunk frames. */
    static final int WIDTH = 640;
    /** A pixel changed when one of its colour channels moved by more than this (8-bit). */
    static final int THRESHOLD = 32;

    private final double scale;
    private final int width;
    private final int height;
    private final int[] label;
    private final int[] area;
    private final int labels;

    /** Pixel counts of one comparison: per watched square, and outside every square. */
    record Counts(int[] changed, int[] area, int outside, int outsideArea) {

        double share(int k) {
            return area[k] == 0 ? 0 : changed[k] / (double) area[k];
        }
    }

    /**
     * @param frameWidth width of the full frames
     * @param frameHeight height of the full frames
     * @param squares each watched square's outline in full-frame pixels; later squares paint over earlier ones
     */
    ChangeMap(int frameWidth, int frameHeight, List<Vec2[]> squares) {
        this.scale = Math.min(1.0, WIDTH / (double) frameWidth);
        this.width = (int) Math.round(frameWidth * scale);
        this.height = (int) Math.round(frameHeight * scale);
        // shrinkTo rounds the same way, so shrunk frames and this map have one size
        this.labels = squares.size();
        Mat m = Mat.zeros(height, width, CvType.CV_32S);
        for (int k = 0; k < squares.size(); k++) {
            Vec2[] q = squares.get(k);
            Point[] pts = new Point[q.length];
            for (int i = 0; i < q.length; i++) {
                pts[i] = new Point(q[i].x() * scale, q[i].y() * scale);
            }
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            MatOfPoint square = new MatOfPoint(pts);
            Imgproc.fillConvexPoly(m, square, new Scalar(k + 1));
            square.release();
        }
        label = new int[width * height];
        m.get(0, 0, label);
        m.release();
        area = new int[labels + 1];
        for (int l : label) {
            area[l]++;
        }
    }

    double scale() {
        return scale;
    }

    /** The frame as this map compares it: shrunk and lightly blurred. */
    Mat shrink(Mat frame) {
        return shrinkTo(frame, WIDTH);
    }

    /** A frame shrunk to {@code width} pixels across (never enlarged) and lightly blurred. */
    static Mat shrinkTo(Mat frame, int width) {
        double s = Math.min(1.0, width / (double) frame.cols());
        Mat small = new Mat();
        Imgproc.resize(frame, small, new Size(Math.round(frame.cols() * s), Math.round(frame.rows() * s)), 0, 0,
                Imgproc.INTER_AREA);
        Imgproc.GaussianBlur(small, small, new Size(3, 3), 0);
        return small;
    }

    /** Changed pixels of {@code now} against {@code before} (both from {@link #shrink}). */
    Counts count(Mat before, Mat now) {
        Mat d = new Mat();
        Core.absdiff(before, now, d);
        byte[] px = new byte[width * height * 3];
        d.get(0, 0, px);
        d.release();
        int[] changed = new int[labels + 1];
        for (int i = 0, p = 0; i < label.length; i++, p += 3) {
            int a = px[p] & 0xFF;
            int b = px[p + 1] & 0xFF;
            int c = px[p + 2] & 0xFF;
            if (a > THRESHOLD || b > THRESHOLD || c > THRESHOLD) {
                changed[label[i]]++;
            }
        }
        int[] squareChanged = java.util.Arrays.copyOfRange(changed, 1, labels + 1);
        int[] squareArea = java.util.Arrays.copyOfRange(area, 1, labels + 1);
        return new Counts(squareChanged, squareArea, changed[0], area[0]);
    }

    /** Full-frame mask (255) of the pixels outside every watched square. */
    Mat outsideMask(int frameWidth, int frameHeight) {
        byte[] b = new byte[width * height];
        for (int i = 0; i < label.length; i++) {
            b[i] = label[i] == 0 ? (byte) 255 : 0;
        }
        Mat small = new Mat(height, width, CvType.CV_8U);
        small.put(0, 0, b);
        Mat full = new Mat();
        Imgproc.resize(small, full, new Size(frameWidth, frameHeight), 0, 0, Imgproc.INTER_NEAREST);
        small.release();
        return full;
    }

    /** Share of all pixels that changed between two shrunk frames. */
    static double changedShare(Mat before, Mat now) {
        Mat d = new Mat();
        Core.absdiff(before, now, d);
        Mat grey = new Mat();
        Imgproc.cvtColor(d, grey, Imgproc.COLOR_BGR2GRAY);
        Imgproc.threshold(grey, grey, THRESHOLD / 2.0, 255, Imgproc.THRESH_BINARY);
        double share = Core.countNonZero(grey) / (double) (grey.rows() * grey.cols());
        d.release();
        grey.release();
        return share;
    }
}
