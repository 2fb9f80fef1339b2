package org.tablecompanion.samples.render;

import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.geometry.TileLayout;

/**
 * The first coat: every pixel gets the ground colour of its terrain, mottled by noise, with the
 * edges real tiles show (dark road verges, river banks, a lake's shallow rim). Borders between
 * features are softened by one pixel so they do not look cut out.
 */
final class GroundPainter {

    private GroundPainter() {
    }

    static void paint(TileCanvas c) {
        int s = c.size;
        float[] rgb = new float[s * s * 3];
        double[] colour = new double[3];
        ValueNoise fine = new ValueNoise(c.print.nextLong());
        for (int y = 0; y < s; y++) {
            for (int x = 0; x < s; x++) {
                int i = y * s + x;
                ground(c, fine, c.labels[i], x, y, c.terrain(c.labels[i]) == Terrain.CITY
                        || c.terrain(c.labels[i]) == Terrain.MONASTERY ? c.inside[i] : c.ground[i], colour);
                rgb[i * 3] = (float) colour[0];
                rgb[i * 3 + 1] = (float) colour[1];
                rgb[i * 3 + 2] = (float) colour[2];
            }
        }
        soften(c, rgb);
        byte[] bgr = new byte[s * s * 3];
        for (int i = 0; i < s * s; i++) {
            bgr[i * 3] = clamp(rgb[i * 3 + 2]);
            bgr[i * 3 + 1] = clamp(rgb[i * 3 + 1]);
            bgr[i * 3 + 2] = clamp(rgb[i * 3]);
        }
        c.image.put(0, 0, bgr);
    }

    private static byte clamp(float v) {
        return (byte) Math.max(0, Math.min(255, Math.round(v)));
    }

    private static void ground(TileCanvas c, ValueNoise fine, int feature, int x, int y, float inside,
                               double[] out) {
        double u = (x + 0.5) / c.size;
        double v = (y + 0.5) / c.size;
        double blotch = c.noise.fractal(u * 5, v * 5, 3);
        double grain = fine.at(u * 60, v * 60);
        double speck = fine.lattice(x, y);
        Terrain terrain = c.terrain(feature);
        double px = c.size;
        switch (terrain) {
            case FIELD -> {
                set(out, 92, 142, 54);
                blend(out, 126, 164, 62, blotch * 0.9);
                scale(out, 0.86 + 0.22 * grain + 0.05 * speck);
            }
            case MEADOW -> {
                set(out, 170, 192, 98);
                blend(out, 196, 202, 112, blotch * 0.9);
                scale(out, 0.9 + 0.16 * grain + 0.05 * speck);
            }
            case FOREST -> {
                set(out, 36, 70, 32);
                blend(out, 56, 88, 38, blotch);
                scale(out, 0.85 + 0.25 * grain);
            }
            case CITY -> {
                set(out, 208, 186, 138);
                blend(out, 190, 160, 112, blotch * 0.7);
                scale(out, 0.9 + 0.14 * grain + 0.06 * speck);
            }
            case ROAD -> {
                double width = TileLayout.ROAD_HALF_WIDTH * px;
                set(out, 228, 216, 180);
                blend(out, 206, 190, 150, blotch * 0.6);
                scale(out, 0.92 + 0.1 * grain + 0.07 * speck);
                double verge = Math.max(1.2, width * 0.28);
                if (inside < verge) {
                    blend(out, 120, 100, 72, 0.75 * (1 - inside / verge) + 0.25);
                }
            }
            case RIVER -> {
                double width = TileLayout.RIVER_HALF_WIDTH * px;
                double depth = Math.min(1, inside / width);
                set(out, 116, 176, 222);
                blend(out, 52, 112, 192, Math.sqrt(depth));
                scale(out, 0.94 + 0.1 * grain);
                if (inside < Math.max(1.0, width * 0.12)) {
                    set(out, 48, 74, 96);
                }
            }
            case LAKE -> {
                double depth = Math.min(1, inside / (0.12 * px));
                set(out, 112, 170, 216);
                blend(out, 32, 86, 168, depth);
                scale(out, 0.95 + 0.08 * grain);
                double rim = Math.max(1.2, px * 0.012);
                if (inside < rim) {
                    set(out, 214, 204, 158);
                    if (inside < rim * 0.45) {
                        set(out, 70, 78, 62);
                    }
                }
            }
            case MONASTERY -> {
                set(out, 132, 174, 82);
                blend(out, 150, 186, 92, blotch);
                scale(out, 0.92 + 0.12 * grain);
                if (inside < Math.max(1.2, px * 0.012)) {
                    set(out, 60, 96, 44);
                }
            }
        }
    }

    /** Blends each border pixel with its neighbours, a one-pixel anti-aliasing of feature borders. */
    private static void soften(TileCanvas c, float[] rgb) {
        int s = c.size;
        float[] copy = rgb.clone();
        for (int y = 1; y < s - 1; y++) {
            for (int x = 1; x < s - 1; x++) {
                int i = y * s + x;
                if (c.inside[i] > 0.6f) {
                    continue;
                }
                for (int ch = 0; ch < 3; ch++) {
                    float sum = 0;
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            sum += copy[((y + dy) * s + x + dx) * 3 + ch];
                        }
                    }
                    rgb[i * 3 + ch] = (copy[i * 3 + ch] + sum) / 10;
                }
            }
        }
    }

    private static void set(double[] out, double r, double g, double b) {
        out[0] = r;
        out[1] = g;
        out[2] = b;
    }

    private static void blend(double[] out, double r, double g, double b, double t) {
        double k = Math.max(0, Math.min(1, t));
        out[0] += (r - out[0]) * k;
        out[1] += (g - out[1]) * k;
        out[2] += (b - out[2]) * k;
    }

    private static void scale(double[] out, double f) {
        out[0] *= f;
        out[1] *= f;
        out[2] *= f;
    }
}
