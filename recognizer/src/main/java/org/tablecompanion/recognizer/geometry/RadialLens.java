package org.tablecompanion.recognizer.geometry;

/**
 * One-parameter radial lens distortion about the image centre, in pixels: an undistorted point
 * {@code u} and its observed (distorted) place {@code d} satisfy
 * {@code u = c + (d - c) (1 + kappa |d - c|^2)}. Barrel distortion (cheap webcams) has
 * {@code kappa > 0} here. Without a calibration this is all the lattice fit estimates: it is
 * enough to straighten the seams of a board.
 *
 * @param cx centre x, pixels
 * @param cy centre y, pixels
 * @param kappa coefficient, per pixel squared
 */
public record RadialLens(double cx, double cy, double kappa) {

    public static RadialLens none(double cx, double cy) {
        return new RadialLens(cx, cy, 0);
    }

    public Vec2 undistort(double x, double y) {
        double dx = x - cx;
        double dy = y - cy;
        double f = 1 + kappa * (dx * dx + dy * dy);
        return new Vec2(cx + dx * f, cy + dy * f);
    }

    public Vec2 distort(double x, double y) {
        if (kappa == 0) {
            return new Vec2(x, y);
        }
        double ux = x - cx;
        double uy = y - cy;
        double ru = Math.sqrt(ux * ux + uy * uy);
        if (ru == 0) {
            return new Vec2(x, y);
        }
        // Solve rd (1 + kappa rd^2) = ru by Newton from rd = ru.
        double rd = ru;
        for (int i = 0; i < 8; i++) {
            double g = rd + kappa * rd * rd * rd - ru;
            double dg = 1 + 3 * kappa * rd * rd;
            if (dg <= 1e-6) {
                break;
            }
            double next = rd - g / dg;
            if (Math.abs(next - rd) < 1e-6) {
                rd = next;
                break;
            }
            rd = next;
        }
        double s = rd / ru;
        return new Vec2(cx + ux * s, cy + uy * s);
    }
}
