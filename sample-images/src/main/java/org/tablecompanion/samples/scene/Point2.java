package org.tablecompanion.samples.scene;

import java.util.List;

/** A point in a plane: image pixels, table millimetres or tile units, as the context says. */
public record Point2(double x, double y) {

    public Point2 plus(Point2 o) {
        return new Point2(x + o.x, y + o.y);
    }

    public Point2 minus(Point2 o) {
        return new Point2(x - o.x, y - o.y);
    }

    public Point2 times(double k) {
        return new Point2(x * k, y * k);
    }

    public double distance(Point2 o) {
        return Math.hypot(x - o.x, y - o.y);
    }

    /** The JSON form used by the ground truth: {@code [x, y]}, rounded to a thousandth of a unit. */
    public List<Double> toList() {
        return List.of(round3(x), round3(y));
    }

    static double round3(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}
