package org.tablecompanion.samples.scene;

import java.util.Optional;

/**
 * A pinhole camera with two-term radial distortion looking at the table.
 *
 * <p>World points (table millimetres, see {@link Vec3}) go to camera coordinates by
 * {@code R (p - centre)}, to normalized coordinates by dividing by depth, are distorted by
 * {@code (1 + k1 r^2 + k2 r^4)} and scaled by the focal length about the principal point. The
 * renderer and the ground truth both go through {@link #project}, so what is drawn and what is
 * reported cannot drift apart.
 *
 * @param width image width in pixels
 * @param height image height in pixels
 * @param focalPx focal length in pixels (square pixels)
 * @param cx principal point x
 * @param cy principal point y
 * @param k1 first radial distortion coefficient (negative: barrel)
 * @param k2 second radial distortion coefficient
 * @param rotation world-to-camera rotation
 * @param centre camera centre in world millimetres
 * @param tiltDeg angle between the optical axis and straight down
 * @param yawDeg turn of the camera about the vertical, clockwise seen from above
 * @param distanceMm distance from the camera centre to {@code target} along the optical axis
 * @param target the table point on the optical axis
 */
public record Camera(int width, int height, double focalPx, double cx, double cy, double k1, double k2,
                     Mat3 rotation, Vec3 centre, double tiltDeg, double yawDeg, double distanceMm, Vec3 target) {

    /** Points closer to the camera than this (mm) are not projected: they would be behind the lens. */
    public static final double NEAR_MM = 60.0;

    /**
     * A camera aimed at {@code target}: with no yaw, tilting moves it south so it looks north, the
     * way a webcam on the near side of the table does; yaw then turns it about the vertical.
     */
    public static Camera lookingAt(int width, int height, double focalPx, double k1, double k2,
                                   Vec3 target, double tiltDeg, double yawDeg, double distanceMm) {
        double tilt = Math.toRadians(tiltDeg);
        double yaw = Math.toRadians(yawDeg);
        Vec3 xAxis = new Vec3(Math.cos(yaw), Math.sin(yaw), 0);
        Vec3 yFlat = new Vec3(-Math.sin(yaw), Math.cos(yaw), 0);
        Vec3 down = new Vec3(0, 0, 1);
        Vec3 yAxis = yFlat.times(Math.cos(tilt)).plus(down.times(Math.sin(tilt)));
        Vec3 zAxis = down.times(Math.cos(tilt)).minus(yFlat.times(Math.sin(tilt)));
        Vec3 centre = target.minus(zAxis.times(distanceMm));
        return new Camera(width, height, focalPx, (width - 1) / 2.0, (height - 1) / 2.0, k1, k2,
                Mat3.ofRows(xAxis, yAxis, zAxis), centre, tiltDeg, yawDeg, distanceMm, target);
    }

    /** Camera coordinates of a world point (z is the depth along the optical axis). */
    public Vec3 toCamera(Vec3 world) {
        return rotation.times(world.minus(centre));
    }

    /** The image pixel of a world point, or empty when it lies behind or too close to the lens. */
    public Optional<Point2> project(Vec3 world) {
        Vec3 c = toCamera(world);
        if (c.z() < NEAR_MM) {
            return Optional.empty();
        }
        return Optional.of(distort(c.x() / c.z(), c.y() / c.z()));
    }

    /** Like {@link #project} for points known to lie in front of the camera (the board, figures). */
    public Point2 projectVisible(Vec3 world) {
        return project(world).orElseThrow(() -> new IllegalStateException("point behind the camera: " + world));
    }

    /** Normalized undistorted camera coordinates -> distorted image pixel. */
    public Point2 distort(double xn, double yn) {
        double r2 = xn * xn + yn * yn;
        double d = 1 + k1 * r2 + k2 * r2 * r2;
        return new Point2(focalPx * xn * d + cx, focalPx * yn * d + cy);
    }

    /** The radius factor {@code r_d / r_u} for an undistorted normalized radius squared. */
    public double distortionFactor(double r2) {
        return 1 + k1 * r2 + k2 * r2 * r2;
    }

    /**
     * The undistorted normalized radius whose distorted radius is {@code rd} (Newton's method; the
     * distortion ranges used here keep the radial map monotonic over the image).
     */
    public double undistortRadius(double rd) {
        double r = rd;
        for (int i = 0; i < 20; i++) {
            double r2 = r * r;
            double g = r * (1 + k1 * r2 + k2 * r2 * r2) - rd;
            double dg = 1 + 3 * k1 * r2 + 5 * k2 * r2 * r2;
            double step = g / dg;
            r -= step;
            if (Math.abs(step) < 1e-13) {
                break;
            }
        }
        return r;
    }

    /** Image pixel -> normalized undistorted camera coordinates. */
    public Point2 undistort(Point2 pixel) {
        double xd = (pixel.x() - cx) / focalPx;
        double yd = (pixel.y() - cy) / focalPx;
        double rd = Math.hypot(xd, yd);
        if (rd < 1e-15) {
            return new Point2(xd, yd);
        }
        double k = undistortRadius(rd) / rd;
        return new Point2(xd * k, yd * k);
    }

    /**
     * The homography from a horizontal plane at height {@code z} (points (x, y, 1) in table mm) to
     * normalized undistorted camera coordinates.
     */
    public Mat3 normalizedPlaneHomography(double z) {
        Vec3 t = rotation.times(centre).times(-1);
        Vec3 r1 = rotation.column(0);
        Vec3 r2 = rotation.column(1);
        Vec3 r3 = rotation.column(2);
        return Mat3.ofColumns(r1, r2, r3.times(z).plus(t));
    }

    /**
     * The homography from a horizontal plane at height {@code z} to undistorted image pixels; apply
     * the radial distortion to its output to land on the image.
     */
    public Mat3 planeHomography(double z) {
        Mat3 k = new Mat3(focalPx, 0, cx, 0, focalPx, cy, 0, 0, 1);
        return k.times(normalizedPlaneHomography(z)).normalizedHomography();
    }

    /** Where the ray through a normalized undistorted image point meets the plane at height z. */
    public Vec3 rayOnPlane(double xn, double yn, double z) {
        Vec3 dir = rotation.transposed().times(new Vec3(xn, yn, 1));
        double t = (z - centre.z()) / dir.z();
        return centre.plus(dir.times(t));
    }

    /** Image pixels per millimetre for a small object at this world point (across the line of sight). */
    public double pixelsPerMm(Vec3 world) {
        return focalPx / Math.max(NEAR_MM, toCamera(world).z());
    }
}
