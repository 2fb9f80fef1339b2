package org.tablecompanion.recognizer.tracker;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * A tile's four corners in the frame, from where the picture changed when it was laid (or, for
 * the start tile, where it stands out from the table around it).
 */
final class TileOutline {

    /** A channel change (8-bit) that counts as the tile. */
    private static final int CHANGED = 30;
    /** A chromaticity difference (8-bit) that sets a tile apart from the table. */
    private static final int COLOUR_APART = 28;

    private TileOutline() {
    }

    /**
     * The new tile near {@code predicted} (its expected corners, north-west first): the changed
     * region between the still tables {@code before} and {@code now}, as a rectangle. Falls back
     * to the prediction moved onto the change when the region's size is off.
     */
    static Vec2[] fromChange(Mat before, Mat now, Vec2[] predicted) {
        Rect roi = around(predicted, 0.5, now.cols(), now.rows());
        Mat a = before.submat(roi);
        Mat b = now.submat(roi);
        Mat d = new Mat();
        Core.absdiff(a, b, d);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        a.release();
        b.release();
        Mat mask = maxChannelAbove(d, CHANGED);
        d.release();
        Optional<RotatedRect> rect = blobNear(mask, centre(predicted).minus(new Vec2(roi.x, roi.y)), 5);
        mask.release();
        if (rect.isEmpty()) {
            return predicted;
        }
        return settle(rect.get(), roi, predicted);
    }

    /** The rectangle's corners when it is the size the prediction says; else the prediction, moved. */
    private static Vec2[] settle(RotatedRect r, Rect roi, Vec2[] predicted) {
        double side = side(predicted);
        Point[] pts = new Point[4];
        r.points(pts);
        Vec2[] found = new Vec2[4];
        for (int k = 0; k < 4; k++) {
            found[k] = new Vec2(pts[k].x + roi.x, pts[k].y + roi.y);
        }
        Vec2 shift = centre(found).minus(centre(predicted));
        if (shift.length() > 0.3 * side) {
            return predicted;
        }
        double w = r.size.width;
        double h = r.size.height;
        // A tile's thickness and shadow widen the change by a few per cent; TileReader.refine
        // settles the corners on the tile's picture.
        boolean sized = Math.abs(w / side - 1) < 0.1 && Math.abs(h / side - 1) < 0.1;
        if (!sized) {
            Vec2[] moved = new Vec2[4];
            for (int k = 0; k < 4; k++) {
                moved[k] = predicted[k].plus(shift);
            }
            return moved;
        }
        return matched(found, predicted);
    }

    /** {@code found} reordered so each point is the one nearest the predicted corner. */
    static Vec2[] matched(Vec2[] found, Vec2[] predicted) {
        int bestShift = 0;
        double best = Double.MAX_VALUE;
        // The rectangle's points go round in one direction; try both directions and every start.
        for (int dir = 0; dir < 2; dir++) {
            for (int s = 0; s < 4; s++) {
                double sum = 0;
                for (int k = 0; k < 4; k++) {
                    sum += predicted[k].distance(found[index(dir, s, k)]);
                }
                if (sum < best) {
                    best = sum;
                    bestShift = dir * 4 + s;
                }
            }
        }
        Vec2[] out = new Vec2[4];
        for (int k = 0; k < 4; k++) {
            out[k] = found[index(bestShift / 4, bestShift % 4, k)];
        }
        return out;
    }

    private static int index(int dir, int start, int k) {
        return dir == 0 ? (start + k) % 4 : ((start - k) % 4 + 4) % 4;
    }

    /**
     * The one tile on an empty table: a compact square blob that stands out from the table's
     * smoothed colour. Corners go clockwise on the picture from the one nearest its top-left.
     */
    static Optional<Vec2[]> lone(Mat frame) {
        double s = 320.0 / frame.cols();
        Mat small = new Mat();
        Imgproc.resize(frame, small, new Size(), s, s, Imgproc.INTER_AREA);
        Mat table = new Mat();
        Imgproc.medianBlur(small, table, 31);
        // By colour, not brightness: plank joints and cloth checks are dark lines of the
        // table's own hue, a tile's fields are green.
        Mat mask = colourApart(small, table, COLOUR_APART);
        // A road across the tile splits its fields: bridged.
        Mat bridge = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_CLOSE, bridge);
        bridge.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(mask, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        hierarchy.release();
        mask.release();
        RotatedRect best = null;
        double bestScore = -1;
        for (MatOfPoint c : contours) {
            double area = Imgproc.contourArea(c);
            if (area < 25 || area > 60 * 60) {
                continue;
            }
            Point[] hull = hull(c);
            MatOfPoint2f hullF = new MatOfPoint2f(hull);
            RotatedRect r = Imgproc.minAreaRect(hullF);
            hullF.release();
            double rectArea = r.size.width * r.size.height;
            MatOfPoint hullI = new MatOfPoint(hull);
            double hullArea = Imgproc.contourArea(hullI);
            hullI.release();
            double aspect = Math.max(r.size.width, r.size.height) / Math.max(1e-6, Math.min(r.size.width, r.size.height));
            // A tile's colours can leave holes and a missing edge (a city the table's colour), not a
            // ragged outline; the corners are settled on the tile's picture afterwards.
            if (area < 0.4 * rectArea || hullArea < 0.75 * rectArea || aspect > 2.0) {
                continue;
            }
            double score = area;
            if (score > bestScore) {
                bestScore = score;
                best = r;
            }
        }
        if (best == null) {
            small.release();
            table.release();
            return Optional.empty();
        }
        // Again at full size, around the blob, against the table's colour.
        double side = Math.max(best.size.width, best.size.height) / s;
        Vec2 c = new Vec2(best.center.x / s, best.center.y / s);
        Rect roi = clip(new Rect((int) (c.x() - side), (int) (c.y() - side), (int) (2 * side), (int) (2 * side)),
                frame.cols(), frame.rows());
        Mat tableFull = new Mat();
        Imgproc.resize(table, tableFull, frame.size(), 0, 0, Imgproc.INTER_LINEAR);
        Mat df = new Mat();
        Mat frameWindow = frame.submat(roi);
        Mat tableWindow = tableFull.submat(roi);
        Mat m = colourApart(frameWindow, tableWindow, COLOUR_APART);
        frameWindow.release();
        tableWindow.release();
        // A road or river across the tile splits its colours: bridged before the outline is taken.
        int close = Math.max(5, (int) Math.round(side / 5) | 1);
        Optional<RotatedRect> r = blobNear(m, c.minus(new Vec2(roi.x, roi.y)), close);
        small.release();
        table.release();
        tableFull.release();
        df.release();
        m.release();
        if (r.isEmpty()) {
            return Optional.empty();
        }
        Point[] pts = new Point[4];
        r.get().points(pts);
        Vec2[] v = new Vec2[4];
        for (int k = 0; k < 4; k++) {
            v[k] = new Vec2(pts[k].x + roi.x, pts[k].y + roi.y);
        }
        return Optional.of(clockwiseFromTopLeft(v));
    }

    static Vec2[] clockwiseFromTopLeft(Vec2[] v) {
        Vec2 c = centre(v);
        Vec2[] sorted = v.clone();
        // Angles grow clockwise on a picture (y down).
        java.util.Arrays.sort(sorted, java.util.Comparator.comparingDouble(p -> Math.atan2(p.y() - c.y(), p.x() - c.x())));
        int start = 0;
        for (int k = 1; k < 4; k++) {
            if (sorted[k].x() + sorted[k].y() < sorted[start].x() + sorted[start].y()) {
                start = k;
            }
        }
        Vec2[] out = new Vec2[4];
        for (int k = 0; k < 4; k++) {
            out[k] = sorted[(start + k) % 4];
        }
        return out;
    }

    /** The biggest blob's rectangle among those holding or nearest the point. */
    private static Optional<RotatedRect> blobNear(Mat mask, Vec2 point, int close) {
        Mat closed = new Mat();
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(close, close));
        Imgproc.morphologyEx(mask, closed, Imgproc.MORPH_CLOSE, kernel);
        kernel.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(closed, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        hierarchy.release();
        closed.release();
        MatOfPoint best = null;
        double bestScore = Double.MAX_VALUE;
        for (MatOfPoint c : contours) {
            double area = Imgproc.contourArea(c);
            if (area < 20) {
                continue;
            }
            MatOfPoint2f f = new MatOfPoint2f(c.toArray());
            double inside = Imgproc.pointPolygonTest(f, new Point(point.x(), point.y()), true);
            f.release();
            // Holding the point wins; then the nearest; big blobs before specks.
            double score = (inside >= 0 ? 0 : 1000 - inside) - area * 1e-3;
            if (score < bestScore) {
                bestScore = score;
                best = c;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        MatOfPoint2f outline = new MatOfPoint2f(hull(best));
        RotatedRect rect = Imgproc.minAreaRect(outline);
        outline.release();
        contours.forEach(Mat::release);
        return Optional.of(rect);
    }

    private static Point[] hull(MatOfPoint contour) {
        MatOfInt hullIdx = new MatOfInt();
        Imgproc.convexHull(contour, hullIdx);
        Point[] all = contour.toArray();
        int[] idx = hullIdx.toArray();
        hullIdx.release();
        Point[] hull = new Point[idx.length];
        for (int i = 0; i < idx.length; i++) {
            hull[i] = all[idx[i]];
        }
        return hull;
    }

    /** Chromaticity (blue and red against green) apart by more than {@code threshold} (8-bit). */
    static Mat colourApart(Mat a, Mat b, int threshold) {
        Mat ca = chroma(a);
        Mat cb = chroma(b);
        Mat d = new Mat();
        Core.absdiff(ca, cb, d);
        List<Mat> ch = new ArrayList<>();
        Core.split(d, ch);
        Mat m = new Mat();
        Core.max(ch.get(0), ch.get(1), m);
        Mat out = new Mat();
        Imgproc.threshold(m, out, threshold, 255, Imgproc.THRESH_BINARY);
        out.convertTo(out, CvType.CV_8U);
        ca.release();
        cb.release();
        d.release();
        m.release();
        ch.forEach(Mat::release);
        return out;
    }

    private static Mat chroma(Mat bgr) {
        List<Mat> ch = new ArrayList<>();
        Core.split(bgr, ch);
        Mat b = new Mat();
        Mat g = new Mat();
        Mat r = new Mat();
        ch.get(0).convertTo(b, CvType.CV_32F);
        ch.get(1).convertTo(g, CvType.CV_32F);
        ch.get(2).convertTo(r, CvType.CV_32F);
        Mat bg = new Mat();
        Mat rg = new Mat();
        Core.subtract(b, g, bg);
        Core.subtract(r, g, rg);
        Mat out = new Mat();
        Core.merge(List.of(bg, rg), out);
        for (Mat m : List.of(b, g, r, bg, rg)) {
            m.release();
        }
        ch.forEach(Mat::release);
        return out;
    }

    static Mat maxChannelAbove(Mat diff, int threshold) {
        List<Mat> ch = new ArrayList<>();
        Core.split(diff, ch);
        Mat m = new Mat();
        Core.max(ch.get(0), ch.get(1), m);
        Core.max(m, ch.get(2), m);
        ch.forEach(Mat::release);
        Mat out = new Mat();
        Imgproc.threshold(m, out, threshold, 255, Imgproc.THRESH_BINARY);
        m.release();
        out.convertTo(out, CvType.CV_8U);
        return out;
    }

    static Rect around(Vec2[] q, double grow, int w, int h) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Vec2 p : q) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        double side = side(q);
        return clip(new Rect((int) Math.floor(minX - grow * side), (int) Math.floor(minY - grow * side),
                (int) Math.ceil(maxX - minX + 2 * grow * side), (int) Math.ceil(maxY - minY + 2 * grow * side)), w, h);
    }

    static Rect clip(Rect r, int w, int h) {
        int x0 = Math.max(0, Math.min(w - 1, r.x));
        int y0 = Math.max(0, Math.min(h - 1, r.y));
        int x1 = Math.max(x0 + 1, Math.min(w, r.x + r.width));
        int y1 = Math.max(y0 + 1, Math.min(h, r.y + r.height));
        return new Rect(x0, y0, x1 - x0, y1 - y0);
    }

    static Vec2 centre(Vec2[] q) {
        double x = 0;
        double y = 0;
        for (Vec2 p : q) {
            x += p.x();
            y += p.y();
        }
        return new Vec2(x / q.length, y / q.length);
    }

    static double side(Vec2[] q) {
        double s = 0;
        for (int k = 0; k < 4; k++) {
            s += q[k].distance(q[(k + 1) % 4]);
        }
        return s / 4;
    }
}
