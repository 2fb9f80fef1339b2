package org.tablecompanion.engine.geometry;

import org.tablecompanion.engine.catalog.Rotation;

/**
 * A round pool that belongs to a river: the spring it rises from, or the pond it ends in when
 * the catalog gives the tile no lake feature (the River's last tile).
 *
 * @param centre where it lies, in tile units
 * @param radius its radius, in tile units
 * @param spring true for a spring, false for a pond the river ends in
 */
public record Pool(Point2 centre, double radius, boolean spring) {

    public boolean contains(double u, double v) {
        double du = u - centre.u();
        double dv = v - centre.v();
        return du * du + dv * dv <= radius * radius;
    }

    public Pool rotated(Rotation rotation) {
        return new Pool(centre.rotated(rotation), radius, spring);
    }
}
