package org.tablecompanion.recognizer.tracker;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.lattice.TableOutline;

/**
 * A tile's four corners in the frame, from where the picture changed when it was laid (or, for
 * the start tile, where it stands out from the table around it).
 */
final class TileOutline {

    /** A channel change (8-bit) that counts as the tile. */
    private static final int CHANGED = 30;

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
        Optional<RotatedRect> rect = TableOutline.outlineNear(mask, centre(predicted).minus(new Vec2(roi.x, roi.y)), 5);
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
        return TableOutline.clip(new Rect((int) Math.floor(minX - grow * side), (int) Math.floor(minY - grow * side),
                (int) Math.ceil(maxX - minX + 2 * grow * side), (int) Math.ceil(maxY - minY + 2 * grow * side)), w, h);
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
