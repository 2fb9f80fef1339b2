package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Convex hull of image points (Andrew's monotone chain), for cast shadows of small solids. */
final class Hull {

    private Hull() {
    }

    static List<Point2> of(List<Point2> points) {
        List<Point2> p = new ArrayList<>(points);
        p.sort(Comparator.comparingDouble(Point2::x).thenComparingDouble(Point2::y));
        if (p.size() < 3) {
            return p;
        }
        List<Point2> hull = new ArrayList<>();
        for (int pass = 0; pass < 2; pass++) {
            int start = hull.size();
            for (Point2 q : p) {
                while (hull.size() >= start + 2 && cross(hull.get(hull.size() - 2), hull.get(hull.size() - 1), q) <= 0) {
                    hull.remove(hull.size() - 1);
                }
                hull.add(q);
            }
            hull.remove(hull.size() - 1);
            java.util.Collections.reverse(p);
        }
        return hull;
    }

    private static double cross(Point2 o, Point2 a, Point2 b) {
        return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
    }
}
