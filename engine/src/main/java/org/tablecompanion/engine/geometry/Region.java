package org.tablecompanion.engine.geometry;

import java.util.List;

/** A part of the upright unit square, tested point by point. */
sealed interface Region permits Region.Whole, Region.Ring, Region.Difference, Region.Disc, Region.Blob,
        Region.RoundedSquare, Region.EvenOdd {

    boolean contains(double u, double v);

    /** The whole tile. */
    record Whole() implements Region {
        @Override
        public boolean contains(double u, double v) {
            return true;
        }
    }

    /** The inside of one closed ring, with a bounding box to skip far points quickly. */
    record Ring(Polygon polygon, double minU, double minV, double maxU, double maxV) implements Region {
        static Ring of(Polygon polygon) {
            double minU = Double.MAX_VALUE;
            double minV = Double.MAX_VALUE;
            double maxU = -Double.MAX_VALUE;
            double maxV = -Double.MAX_VALUE;
            for (Point2 p : polygon.points()) {
                minU = Math.min(minU, p.u());
                minV = Math.min(minV, p.v());
                maxU = Math.max(maxU, p.u());
                maxV = Math.max(maxV, p.v());
            }
            return new Ring(polygon, minU, minV, maxU, maxV);
        }

        @Override
        public boolean contains(double u, double v) {
            return u >= minU && u <= maxU && v >= minV && v <= maxV && polygon.contains(u, v);
        }
    }

    /** {@code base} with every one of {@code holes} cut away. */
    record Difference(Region base, List<Region> holes) implements Region {
        @Override
        public boolean contains(double u, double v) {
            if (!base.contains(u, v)) {
                return false;
            }
            for (Region hole : holes) {
                if (hole.contains(u, v)) {
                    return false;
                }
            }
            return true;
        }
    }

    record Disc(Point2 centre, double radius) implements Region {
        @Override
        public boolean contains(double u, double v) {
            double du = u - centre.u();
            double dv = v - centre.v();
            return du * du + dv * dv <= radius * radius;
        }
    }

    /**
     * A lake: a disc whose radius wobbles gently with the angle, so lakes look like water and
     * not like coins. The wobble phase comes from the tile, so a tile type always has the same lake.
     */
    record Blob(Point2 centre, double radius, double phase) implements Region {
        double radiusAt(double angle) {
            return radius * (1 + 0.07 * Math.sin(3 * angle + phase) + 0.04 * Math.sin(5 * angle + 2.1 * phase));
        }

        @Override
        public boolean contains(double u, double v) {
            double du = u - centre.u();
            double dv = v - centre.v();
            double r2 = du * du + dv * dv;
            double max = radius * 1.12;
            if (r2 > max * max) {
                return false;
            }
            double r = radiusAt(Math.atan2(dv, du));
            return r2 <= r * r;
        }
    }

    /** A monastery's ground: a square with rounded corners. */
    record RoundedSquare(Point2 centre, double half, double corner) implements Region {
        @Override
        public boolean contains(double u, double v) {
            double du = Math.abs(u - centre.u()) - (half - corner);
            double dv = Math.abs(v - centre.v()) - (half - corner);
            if (du > corner || dv > corner) {
                return false;
            }
            if (du <= 0 || dv <= 0) {
                return true;
            }
            return du * du + dv * dv <= corner * corner;
        }
    }

    /** Rings given by a catalog, combined by the even-odd rule. */
    record EvenOdd(List<Ring> rings) implements Region {
        @Override
        public boolean contains(double u, double v) {
            boolean inside = false;
            for (Ring ring : rings) {
                if (ring.contains(u, v)) {
                    inside = !inside;
                }
            }
            return inside;
        }
    }
}
