package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How the table is lit: a few lamps that make the light uneven across the table, an optional
 * large soft shadow (a lamp arm, a leaning player), and the lens's vignetting. Everything is a
 * gain that multiplies the scene; the brightest lit point of the board has gain 1.
 *
 * @param lamps broad light sources over the table
 * @param unevenness how far below 1 the dimmest part of the board (and a margin round it) falls
 * @param rawMin lamp sum at the dimmest board point (for normalising)
 * @param rawMax lamp sum at the brightest board point
 * @param vignetting darkening at the image corners
 * @param shadows large soft shadows on the table
 */
public record Lighting(List<Lamp> lamps, double unevenness, double rawMin, double rawMax, double vignetting,
                       List<SoftShadow> shadows) {

    /** A broad light: its brightness falls off as a Gaussian of the table distance. */
    public record Lamp(double x, double y, double radiusMm, double weight) {
    }

    /**
     * An elliptic soft shadow on the table.
     *
     * @param softMm width of its blurred edge
     * @param strength darkening inside (0..1)
     */
    public record SoftShadow(double x, double y, double radiusXMm, double radiusYMm, double angleDeg,
                             double softMm, double strength) {

        double darkening(double px, double py) {
            double a = Math.toRadians(angleDeg);
            double dx = px - x;
            double dy = py - y;
            double u = dx * Math.cos(a) + dy * Math.sin(a);
            double v = -dx * Math.sin(a) + dy * Math.cos(a);
            // Approximate distance outside the ellipse, in mm (negative inside).
            double k = Math.sqrt((u * u) / (radiusXMm * radiusXMm) + (v * v) / (radiusYMm * radiusYMm));
            double dist = (k - 1) * Math.min(radiusXMm, radiusYMm);
            double t = TableTexture.clamp01(0.5 - dist / (2 * softMm));
            double smooth = t * t * (3 - 2 * t);
            return strength * smooth;
        }
    }

    public static Lighting sample(SplittableRandom random, SceneParameters p, double boardMinX, double boardMinY,
                                  double boardMaxX, double boardMaxY) {
        double w = Math.max(boardMaxX - boardMinX, 300) * 1.5;
        double h = Math.max(boardMaxY - boardMinY, 300) * 1.5;
        double cx = (boardMinX + boardMaxX) / 2;
        double cy = (boardMinY + boardMaxY) / 2;
        List<Lamp> lamps = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            lamps.add(new Lamp(cx + (random.nextDouble() - 0.5) * 2.0 * w, cy + (random.nextDouble() - 0.5) * 2.0 * h,
                    Math.max(600, (1.0 + 1.5 * random.nextDouble()) * Math.max(w, h)), 0.4 + random.nextDouble()));
        }
        double min = Double.MAX_VALUE;
        double max = 0;
        for (int i = 0; i <= 16; i++) {
            for (int j = 0; j <= 16; j++) {
                double v = raw(lamps, cx + w * (i / 16.0 - 0.5), cy + h * (j / 16.0 - 0.5));
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        List<SoftShadow> shadows = new ArrayList<>();
        if (p.softShadow() > 0) {
            shadows.add(new SoftShadow(cx + (random.nextDouble() - 0.5) * w, cy + (random.nextDouble() - 0.5) * h,
                    (0.15 + 0.25 * random.nextDouble()) * w, (0.15 + 0.25 * random.nextDouble()) * h,
                    random.nextDouble() * 180, 30 + random.nextDouble() * 90, p.softShadow()));
        }
        return new Lighting(lamps, p.lightUnevenness(), min, max, p.vignetting(), shadows);
    }

    private static double raw(List<Lamp> lamps, double x, double y) {
        double sum = 0;
        for (Lamp l : lamps) {
            double dx = x - l.x;
            double dy = y - l.y;
            sum += l.weight * Math.exp(-(dx * dx + dy * dy) / (2 * l.radiusMm * l.radiusMm));
        }
        return sum;
    }

    /** The light's gain at a table point (vignetting excluded). */
    public double gain(double x, double y) {
        double t = rawMax - rawMin < 1e-12 ? 1 : (raw(lamps, x, y) - rawMin) / (rawMax - rawMin);
        // Off the board the light keeps falling, but a room is never pitch dark.
        double g = 1 - unevenness * (1 - Math.max(-0.3, t));
        for (SoftShadow s : shadows) {
            g *= 1 - s.darkening(x, y);
        }
        return Math.max(0.25, g);
    }

    /** The lens's fall-off at an image point. */
    public double vignette(double u, double v, int width, int height) {
        double dx = (u - width / 2.0) / (width / 2.0);
        double dy = (v - height / 2.0) / (width / 2.0);
        double r2 = (dx * dx + dy * dy) / (1 + (height / (double) width) * (height / (double) width));
        return 1 - vignetting * r2;
    }
}
