package org.tablecompanion.samples.scene;

/**
 * A point or direction in table space, in millimetres: x grows east, y grows south (the board's
 * directions), z grows down into the table, so the table top is z = 0 and everything standing on
 * it has negative z. This right-handed frame lets a camera with no tilt and no yaw see the board
 * north-up with image x = east and image y = south.
 */
public record Vec3(double x, double y, double z) {

    public Vec3 plus(Vec3 o) {
        return new Vec3(x + o.x, y + o.y, z + o.z);
    }

    public Vec3 minus(Vec3 o) {
        return new Vec3(x - o.x, y - o.y, z - o.z);
    }

    public Vec3 times(double k) {
        return new Vec3(x * k, y * k, z * k);
    }

    public double dot(Vec3 o) {
        return x * o.x + y * o.y + z * o.z;
    }

    public Vec3 cross(Vec3 o) {
        return new Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x);
    }

    public double length() {
        return Math.sqrt(dot(this));
    }

    public Vec3 normalized() {
        double l = length();
        return new Vec3(x / l, y / l, z / l);
    }
}
