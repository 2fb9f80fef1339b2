package org.tablecompanion.engine.geometry;

import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Port;

/**
 * The tile's border as one clockwise loop. Position {@code t} runs 0..4: N from the north-west
 * corner (0) to the north-east corner (1), then E, S and W, back to the north-west corner (4).
 * The twelve ports are consecutive thirds of it in their declared order, so port {@code i}
 * covers {@code [i/3, (i+1)/3]}: clockwise reading is built into the numbering.
 */
final class Perimeter {

    static final Point2[] CORNERS = {
        new Point2(0, 0), new Point2(1, 0), new Point2(1, 1), new Point2(0, 1)
    };

    private Perimeter() {
    }

    /** The border point at perimeter position {@code t} (taken modulo 4). */
    static Point2 point(double t) {
        double m = ((t % 4) + 4) % 4;
        int edge = (int) Math.floor(m);
        double f = m - edge;
        return switch (edge) {
            case 0 -> new Point2(f, 0);
            case 1 -> new Point2(1, f);
            case 2 -> new Point2(1 - f, 1);
            default -> new Point2(0, 1 - f);
        };
    }

    /** Unit vector from the edge into the tile. */
    static Point2 inward(Edge edge) {
        return new Point2(-edge.dx(), -edge.dy());
    }

    static double start(Port port) {
        return port.ordinal() / 3.0;
    }

    /** The middle of the port's stretch of border, moved {@code depth} into the tile. */
    static Point2 portPoint(Port port, double depth) {
        return point(start(port) + 1 / 6.0).plus(inward(port.edge()).times(depth));
    }

    /** Distance from {@code p} to the port's stretch of border. */
    static double distanceToPort(Port port, double u, double v) {
        Point2 a = point(start(port));
        Point2 b = point(start(port) + 1 / 3.0);
        return Math.sqrt(Polyline.segmentDistanceSquared(u, v, a.u(), a.v(), b.u(), b.v()));
    }
}
