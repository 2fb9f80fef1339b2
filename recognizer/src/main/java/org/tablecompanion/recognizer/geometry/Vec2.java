package org.tablecompanion.recognizer.geometry;

/** A point or direction in some plane (image pixels, board cells, tile units). */
public record Vec2(double x, double y) {

    public Vec2 plus(Vec2 o) {
        return new Vec2(x + o.x, y + o.y);
    }

    public Vec2 minus(Vec2 o) {
        return new Vec2(x - o.x, y - o.y);
    }

    public Vec2 times(double s) {
        return new Vec2(x * s, y * s);
    }

    public double dot(Vec2 o) {
        return x * o.x + y * o.y;
    }

    public double cross(Vec2 o) {
        return x * o.y - y * o.x;
    }

    public double length() {
        return Math.hypot(x, y);
    }

    public double distance(Vec2 o) {
        return Math.hypot(x - o.x, y - o.y);
    }

    public Vec2 unit() {
        double l = length();
        return l == 0 ? this : new Vec2(x / l, y / l);
    }
}
