package org.tablecompanion.engine.geometry;

import java.util.List;

import org.tablecompanion.engine.catalog.Rotation;

/** An open path on a tile, e.g. the centre line of a road or a river, in tile units. */
public record Polyline(List<Point2> points) {

    public Polyline {
        points = List.copyOf(points);
        if (points.size() < 2) {
            throw new IllegalArgumentException("a polyline needs at least two points, got " + points.size());
        }
    }

    public Point2 start() {
        return points.get(0);
    }

    public Point2 end() {
        return points.get(points.size() - 1);
    }

    public double length() {
        double total = 0;
        for (int i = 1; i < points.size(); i++) {
            total += points.get(i - 1).distance(points.get(i));
        }
        return total;
    }

    /** The point at a fraction {@code t} (0..1) of the path's length. */
    public Point2 pointAt(double t) {
        double target = Math.max(0, Math.min(1, t)) * length();
        for (int i = 1; i < points.size(); i++) {
            Point2 a = points.get(i - 1);
            Point2 b = points.get(i);
            double seg = a.distance(b);
            if (target <= seg || i == points.size() - 1) {
                return seg == 0 ? a : a.lerp(b, Math.min(1, target / seg));
            }
            target -= seg;
        }
        return end();
    }

    /** The shortest distance from {@code p} to the path. */
    public double distanceTo(Point2 p) {
        return Math.sqrt(distanceSquared(p.u(), p.v()));
    }

    double distanceSquared(double pu, double pv) {
        double best = Double.MAX_VALUE;
        for (int i = 1; i < points.size(); i++) {
            Point2 a = points.get(i - 1);
            Point2 b = points.get(i);
            best = Math.min(best, segmentDistanceSquared(pu, pv, a.u(), a.v(), b.u(), b.v()));
        }
        return best;
    }

    static double segmentDistanceSquared(double pu, double pv, double au, double av, double bu, double bv) {
        double du = bu - au;
        double dv = bv - av;
        double len2 = du * du + dv * dv;
        double t = len2 == 0 ? 0 : ((pu - au) * du + (pv - av) * dv) / len2;
        t = Math.max(0, Math.min(1, t));
        double eu = au + t * du - pu;
        double ev = av + t * dv - pv;
        return eu * eu + ev * ev;
    }

    public Polyline rotated(Rotation rotation) {
        return new Polyline(points.stream().map(p -> p.rotated(rotation)).toList());
    }
}
