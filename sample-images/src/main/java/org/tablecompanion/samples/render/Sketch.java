package org.tablecompanion.samples.render;

import java.util.ArrayList;
import java.util.List;

import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Draws small pictures (animals, buildings, icons) described in their own frame: {@code x}
 * forward, {@code y} down, one unit = {@code scale} pixels, placed at {@code origin}, turned by
 * {@code angle} and optionally mirrored. Coordinates are passed to OpenCV in fixed point so
 * small pictures stay smooth.
 */
final class Sketch {

    private static final int SHIFT = 3;
    private static final double ONE = 1 << SHIFT;

    private final Mat image;
    private final Point origin;
    private final double scale;
    private final double cos;
    private final double sin;
    private final double mirror;

    Sketch(Mat image, Point origin, double scale, double angleDegrees, boolean mirrored) {
        this.image = image;
        this.origin = origin;
        this.scale = scale;
        this.cos = Math.cos(Math.toRadians(angleDegrees));
        this.sin = Math.sin(Math.toRadians(angleDegrees));
        this.mirror = mirrored ? -1 : 1;
    }

    Sketch(Mat image, Point origin, double scale) {
        this(image, origin, scale, 0, false);
    }

    /** The pixel position of a local point. */
    Point at(double x, double y) {
        double lx = x * scale * mirror;
        double ly = y * scale;
        return new Point(origin.x + lx * cos - ly * sin, origin.y + lx * sin + ly * cos);
    }

    private Point fixed(double x, double y) {
        Point p = at(x, y);
        return new Point(Math.round(p.x * ONE), Math.round(p.y * ONE));
    }

    double pixels(double units) {
        return units * scale;
    }

    private static int thickness(double px) {
        return Math.max(1, (int) Math.round(px));
    }

    /** A filled polygon through local points x0, y0, x1, y1, ... */
    Sketch polygon(Scalar colour, double... xy) {
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        MatOfPoint polygon = points(xy);
        Imgproc.fillPoly(image, List.of(polygon), colour, Imgproc.LINE_AA, SHIFT, new Point(0, 0));
        polygon.release();
        return this;
    }

    /** The polygon's border only, {@code width} in local units. */
    Sketch polygonOutline(Scalar colour, double width, double... xy) {
        MatOfPoint polygon = points(xy);
        Imgproc.polylines(image, List.of(polygon), true, colour, thickness(pixels(width)), Imgproc.LINE_AA, SHIFT);
        polygon.release();
        return this;
    }

    /** An open line through local points, {@code width} in local units. */
    Sketch stroke(Scalar colour, double width, double... xy) {
        MatOfPoint line = points(xy);
        Imgproc.polylines(image, List.of(line), false, colour, thickness(pixels(width)), Imgproc.LINE_AA, SHIFT);
        line.release();
        return this;
    }

    Sketch ellipse(Scalar colour, double cx, double cy, double rx, double ry, double angleDegrees) {
        Imgproc.ellipse(image, fixed(cx, cy), axes(rx, ry), ellipseAngle(angleDegrees), 0, 360, colour, -1,
                Imgproc.LINE_AA, SHIFT);
        return this;
    }

    Sketch ellipseOutline(Scalar colour, double width, double cx, double cy, double rx, double ry, double angleDegrees) {
        Imgproc.ellipse(image, fixed(cx, cy), axes(rx, ry), ellipseAngle(angleDegrees), 0, 360, colour,
                thickness(pixels(width)), Imgproc.LINE_AA, SHIFT);
        return this;
    }

    Sketch circle(Scalar colour, double cx, double cy, double r) {
        return ellipse(colour, cx, cy, r, r, 0);
    }

    Sketch circleOutline(Scalar colour, double width, double cx, double cy, double r) {
        return ellipseOutline(colour, width, cx, cy, r, r, 0);
    }

    /** An arc of an ellipse from {@code start} to {@code end} degrees, as a line. */
    Sketch arc(Scalar colour, double width, double cx, double cy, double rx, double ry, double angleDegrees,
               double start, double end) {
        double from = mirror < 0 ? -end : start;
        double to = mirror < 0 ? -start : end;
        Imgproc.ellipse(image, fixed(cx, cy), axes(rx, ry), ellipseAngle(angleDegrees), from, to, colour,
                thickness(pixels(width)), Imgproc.LINE_AA, SHIFT);
        return this;
    }

    private Size axes(double rx, double ry) {
        return new Size(Math.max(1, Math.round(pixels(rx) * ONE)), Math.max(1, Math.round(pixels(ry) * ONE)));
    }

    private double ellipseAngle(double localDegrees) {
        double base = Math.toDegrees(Math.atan2(sin, cos));
        return mirror < 0 ? base + 180 - localDegrees : base + localDegrees;
    }

    private MatOfPoint points(double... xy) {
        List<Point> list = new ArrayList<>();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            list.add(fixed(xy[i], xy[i + 1]));
        }
        MatOfPoint m = new MatOfPoint();
        m.fromList(list);
        return m;
    }
}
