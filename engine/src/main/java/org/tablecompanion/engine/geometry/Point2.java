package org.tablecompanion.engine.geometry;

import org.tablecompanion.engine.catalog.Rotation;

/**
 * A point on a tile, in tile units: {@code u} grows to the right (east), {@code v} grows down
 * (south); the upright tile covers {@code 0..1} in both. Image conventions, so a picture of the
 * tile maps {@code (u, v)} to pixel {@code (u * width, v * height)}.
 */
public record Point2(double u, double v) {

    public static final Point2 CENTRE = new Point2(0.5, 0.5);

    public Point2 plus(Point2 other) {
        return new Point2(u + other.u, v + other.v);
    }

    public Point2 minus(Point2 other) {
        return new Point2(u - other.u, v - other.v);
    }

    public Point2 times(double factor) {
        return new Point2(u * factor, v * factor);
    }

    /** The point a fraction {@code t} of the way from this one to {@code other}. */
    public Point2 lerp(Point2 other, double t) {
        return new Point2(u + (other.u - u) * t, v + (other.v - v) * t);
    }

    public double dot(Point2 other) {
        return u * other.u + v * other.v;
    }

    public double length() {
        return Math.hypot(u, v);
    }

    public double distance(Point2 other) {
        return Math.hypot(u - other.u, v - other.v);
    }

    /** This vector turned a quarter turn clockwise on screen (v grows down). */
    public Point2 perpendicular() {
        return new Point2(-v, u);
    }

    public Point2 normalized() {
        double len = length();
        return len == 0 ? this : new Point2(u / len, v / len);
    }

    /**
     * Where this point of the upright tile lies once the tile is turned clockwise by
     * {@code rotation} about its centre. Each rotation is one exact formula (no repeated
     * quarter turns), so a point on a dyadic grid maps back and forth without rounding.
     */
    public Point2 rotated(Rotation rotation) {
        return switch (rotation) {
            case R0 -> this;
            case R90 -> new Point2(1 - v, u);
            case R180 -> new Point2(1 - u, 1 - v);
            case R270 -> new Point2(v, 1 - u);
        };
    }
}
