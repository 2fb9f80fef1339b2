package org.tablecompanion.samples.scene;

/**
 * Paints the table top procedurally, straight in table millimetres, so the texture is exact under
 * any camera. Every pattern is band-limited: a detail finer than about two image pixels fades to
 * its mean instead of aliasing into moire.
 */
final class TableTexture {

    private final TableSurface surface;
    private final ValueNoise noise;
    private final ValueNoise plankNoise;
    private final double cos;
    private final double sin;

    TableTexture(TableSurface surface) {
        this.surface = surface;
        this.noise = new ValueNoise(surface.textureSeed());
        this.plankNoise = new ValueNoise(surface.textureSeed() ^ 0x5DEECE66DL);
        this.cos = Math.cos(Math.toRadians(surface.angleDeg()));
        this.sin = Math.sin(Math.toRadians(surface.angleDeg()));
    }

    /** How much of a pattern with this period survives at this footprint (mm per pixel). */
    static double bandLimit(double periodMm, double footprintMm) {
        double pixelsPerPeriod = periodMm / Math.max(1e-6, footprintMm);
        return clamp01((pixelsPerPeriod - 2.0) / 3.0);
    }

    static double clamp01(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }

    boolean onTable(double x, double y) {
        return x >= surface.minX() && x <= surface.maxX() && y >= surface.minY() && y <= surface.maxY();
    }

    /** Writes the table colour (B, G, R, 0..255) at table point (x, y) into {@code out[at..at+2]}. */
    void albedo(double x, double y, double footprintMm, float[] out, int at) {
        double u = x * cos + y * sin;
        double v = -x * sin + y * cos;
        double r;
        double g;
        double b;
        Rgb base = surface.base();
        Rgb accent = surface.accent();
        double c = surface.contrast();
        switch (surface.material()) {
            case WOOD -> {
                double w = surface.scaleMm();
                double plank = Math.floor(v / w);
                double tone = 1 + 0.08 * plankNoise.lattice((long) plank, 7);
                double across = v - plank * w;
                double grainWarp = 6 * noise.fractal(u / 90 + plank * 13.1, across / 30, 2);
                double rings = Math.sin(2 * Math.PI * (across + grainWarp) / 4.5);
                double ringsLimited = bandLimit(4.5, footprintMm) * rings;
                double streaks = noise.at(u / 25 + plank * 31.7, across / 0.7) * bandLimit(1.4, footprintMm);
                double dark = clamp01(0.5 + 0.5 * ringsLimited * c + 0.25 * streaks * c);
                double mottle = 1 + 0.06 * noise.at(x / 160, y / 160);
                double seamDist = Math.min(across, w - across);
                double seam = 1 - 0.55 * clamp01(1 - (seamDist - 0.35) / Math.max(footprintMm, 0.2));
                double k = tone * mottle * seam;
                double t = 0.55 * dark;
                r = (base.r() + (accent.r() - base.r()) * t) * k;
                g = (base.g() + (accent.g() - base.g()) * t) * k;
                b = (base.b() + (accent.b() - base.b()) * t) * k;
            }
            case FELT -> {
                double fibres = noise.fractal(x / 0.6, y / 0.6, 2) * bandLimit(1.2, footprintMm);
                double mottle = noise.fractal(x / 45, y / 45, 2);
                double k = 1 + c * (0.06 * mottle + 0.08 * fibres);
                r = base.r() * k;
                g = base.g() * k;
                b = base.b() * k;
            }
            case LINEN -> {
                double p = surface.scaleMm();
                double weave = 0.5 * (Math.sin(2 * Math.PI * u / p) * Math.sin(2 * Math.PI * v / p));
                double slubs = noise.at(u / 18, v / 0.5) * bandLimit(1.0, footprintMm);
                double t = clamp01(0.5 + c * (weave * bandLimit(p, footprintMm) + 0.5 * slubs));
                double mottle = 1 + 0.04 * noise.fractal(x / 60, y / 60, 2);
                r = (base.r() + (accent.r() - base.r()) * t) * mottle;
                g = (base.g() + (accent.g() - base.g()) * t) * mottle;
                b = (base.b() + (accent.b() - base.b()) * t) * mottle;
            }
            default -> {
                double s = surface.scaleMm();
                double stripesU = stripe(u / s, footprintMm / s);
                double stripesV = stripe(v / s, footprintMm / s);
                double t = c * (0.5 * stripesU + 0.5 * stripesV);
                double weave = 1 + 0.05 * Math.sin(2 * Math.PI * u / 0.9) * Math.sin(2 * Math.PI * v / 0.9)
                        * bandLimit(0.9, footprintMm);
                double mottle = 1 + 0.03 * noise.fractal(x / 50, y / 50, 2);
                double k = weave * mottle;
                r = (base.r() + (accent.r() - base.r()) * t) * k;
                g = (base.g() + (accent.g() - base.g()) * t) * k;
                b = (base.b() + (accent.b() - base.b()) * t) * k;
            }
        }
        out[at] = (float) b;
        out[at + 1] = (float) g;
        out[at + 2] = (float) r;
    }

    /** An anti-aliased square wave: 1 on the first half of each period, 0 on the second. */
    private static double stripe(double phase, double footprint) {
        double f = phase - Math.floor(phase);
        double edgeDist = Math.min(Math.min(f, Math.abs(f - 0.5)), 1 - f);
        double inside = f < 0.5 ? 1 : -1;
        return clamp01(0.5 + inside * edgeDist / Math.max(footprint, 1e-6));
    }

    /** The floor seen past the table's edges: dull and slightly mottled. */
    void floor(double x, double y, float[] out, int at) {
        double k = 1 + 0.15 * noise.fractal(x / 300, y / 300, 3);
        Rgb f = surface.floor();
        out[at] = (float) (f.b() * k);
        out[at + 1] = (float) (f.g() * k);
        out[at + 2] = (float) (f.r() * k);
    }
}
