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

    // A plain root, not Math.hypot: pixel and cell coordinates never come near overflow, and
    // hypot is a slow software routine that the lattice fit calls millions of times per frame.
    public double length() {
        return Math.sqrt(x * x + y * y);
    }

    public double distance(Vec2 o) {
        double dx = x - o.x;
        double dy = y - o.y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    public Vec2 unit() {
        double l = length();
        return l == 0 ? this : new Vec2(x / l, y / l);
    }
}
