package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.RotatedRect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds the tile in a photo of a single tile: the largest near-square outline that fills a good
 * part of the picture (the tile's die-cut edge against the table), at whatever angle it lies.
 * When none is found the photo is taken to be cropped to the tile.
 */
public final class TilePhoto {

    private TilePhoto() {
    }

    /**
     * The tile's corners in the photo (clockwise from the one nearest the top-left), or the
     * photo's own corners.
     */
    public static List<Point> corners(Mat photo) {
        double scale = Math.min(1.0, 480.0 / Math.max(photo.cols(), photo.rows()));
        Mat small = new Mat();
        Imgproc.resize(photo, small, new Size(), scale, scale, Imgproc.INTER_AREA);
        Mat gray = new Mat();
        Imgproc.cvtColor(small, gray, Imgproc.COLOR_BGR2GRAY);
        Imgproc.GaussianBlur(gray, gray, new Size(5, 5), 0);
        Mat edges = new Mat();
        Imgproc.Canny(gray, edges, 30, 90);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.dilate(edges, edges, kernel);
        kernel.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(edges, contours, hierarchy, Imgproc.RETR_LIST, Imgproc.CHAIN_APPROX_SIMPLE);
        hierarchy.release();
        double area = small.cols() * (double) small.rows();
        RotatedRect best = null;
        double bestArea = 0;
        for (MatOfPoint c : contours) {
            MatOfPoint2f f = new MatOfPoint2f(c.toArray());
            RotatedRect r = Imgproc.minAreaRect(f);
            double a = r.size.width * r.size.height;
            double aspect = r.size.width / Math.max(1, r.size.height);
            double filled = Math.abs(Imgproc.contourArea(f)) / Math.max(1, a);
            if (a > 0.25 * area && a < 0.98 * area && aspect > 0.8 && aspect < 1.25 && filled > 0.7 && a > bestArea) {
                best = r;
                bestArea = a;
            }
            f.release();
            c.release();
        }
        small.release();
        gray.release();
        edges.release();
        List<Point> out = new ArrayList<>();
        if (best == null) {
            out.add(new Point(0, 0));
            out.add(new Point(photo.cols(), 0));
            out.add(new Point(photo.cols(), photo.rows()));
            out.add(new Point(0, photo.rows()));
            return out;
        }
        Point[] p = new Point[4];
        best.points(p);
        // Start at the corner nearest the top-left and go clockwise (image y points down).
        int first = 0;
        for (int i = 1; i < 4; i++) {
            if (p[i].x + p[i].y < p[first].x + p[first].y) {
                first = i;
            }
        }
        List<Point> ring = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Point q = p[(first + i) % 4];
            ring.add(new Point(q.x / scale, q.y / scale));
        }
        double cross = (ring.get(1).x - ring.get(0).x) * (ring.get(2).y - ring.get(0).y)
                - (ring.get(1).y - ring.get(0).y) * (ring.get(2).x - ring.get(0).x);
        if (cross < 0) {
            Point t = ring.get(1);
            ring.set(1, ring.get(3));
            ring.set(3, t);
        }
        return ring;
    }

    /** The tile warped upright (as it lies in the photo) to a square of {@code size} pixels. */
    public static Mat square(Mat photo, List<Point> corners, int size) {
        MatOfPoint2f from = new MatOfPoint2f(corners.toArray(new Point[0]));
        MatOfPoint2f to = new MatOfPoint2f(new Point(0, 0), new Point(size, 0), new Point(size, size),
                new Point(0, size));
        Mat h = Imgproc.getPerspectiveTransform(from, to);
        Mat out = new Mat();
        // Shrinking a large photo: blur first so the resampling does not alias.
        double side = Math.hypot(corners.get(1).x - corners.get(0).x, corners.get(1).y - corners.get(0).y);
        Mat source = photo;
        if (side > 1.5 * size) {
            source = new Mat();
            Imgproc.GaussianBlur(photo, source, new Size(0, 0), 0.45 * side / size);
        }
        Imgproc.warpPerspective(source, out, h, new Size(size, size), Imgproc.INTER_LINEAR);
        if (source != photo) {
            source.release();
        }
        from.release();
        to.release();
        h.release();
        return out;
    }
}
