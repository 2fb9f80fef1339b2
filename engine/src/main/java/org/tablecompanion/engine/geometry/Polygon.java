package org.tablecompanion.engine.geometry;

import java.util.List;

import org.tablecompanion.engine.catalog.Rotation;

/** A closed ring of points on a tile, in tile units (the last point joins the first). */
public record Polygon(List<Point2> points) {

    public Polygon {
        points = List.copyOf(points);
        if (points.size() < 3) {
            throw new IllegalArgumentException("a polygon needs at least three points, got " + points.size());
        }
    }

    /** Even-odd ray casting; points exactly on the ring may fall either way. */
    public boolean contains(Point2 p) {
        return contains(p.u(), p.v());
    }

    public boolean contains(double u, double v) {
        boolean inside = false;
        int n = points.size();
        for (int i = 0, j = n - 1; i < n; j = i++) {
            Point2 a = points.get(i);
            Point2 b = points.get(j);
            if ((a.v() > v) != (b.v() > v)
                    && u < (b.u() - a.u()) * (v - a.v()) / (b.v() - a.v()) + a.u()) {
                inside = !inside;
            }
        }
        return inside;
    }

    /** Unsigned area in square tile units. */
    public double area() {
        double twice = 0;
        int n = points.size();
        for (int i = 0, j = n - 1; i < n; j = i++) {
            twice += points.get(j).u() * points.get(i).v() - points.get(i).u() * points.get(j).v();
        }
        return Math.abs(twice) / 2;
    }

    public Polygon rotated(Rotation rotation) {
        return new Polygon(points.stream().map(p -> p.rotated(rotation)).toList());
    }
}
