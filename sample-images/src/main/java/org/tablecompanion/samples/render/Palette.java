package org.tablecompanion.samples.render;

import org.opencv.core.Scalar;

/** The colours of the painted tiles (OpenCV order: blue, green, red). */
final class Palette {

    private Palette() {
    }

    static Scalar rgb(double r, double g, double b) {
        return new Scalar(b, g, r);
    }

    static Scalar rgba(double r, double g, double b, double a) {
        return new Scalar(b, g, r, a);
    }

    /** {@code c} scaled towards black (factor below 1) or white (above 1). */
    static Scalar shade(Scalar c, double factor) {
        double[] v = c.val;
        if (factor <= 1) {
            return new Scalar(v[0] * factor, v[1] * factor, v[2] * factor);
        }
        double t = factor - 1;
        return new Scalar(v[0] + (255 - v[0]) * t, v[1] + (255 - v[1]) * t, v[2] + (255 - v[2]) * t);
    }

    static Scalar mix(Scalar a, Scalar b, double t) {
        return new Scalar(a.val[0] + (b.val[0] - a.val[0]) * t, a.val[1] + (b.val[1] - a.val[1]) * t,
                a.val[2] + (b.val[2] - a.val[2]) * t);
    }

    static final Scalar OUTLINE = rgb(38, 30, 22);
    static final Scalar WHITE = rgb(250, 248, 240);

    static final Scalar ROOF_RED = rgb(178, 62, 44);
    static final Scalar ROOF_DARK = rgb(128, 42, 32);
    static final Scalar ROOF_BROWN = rgb(150, 82, 50);
    static final Scalar STONE = rgb(168, 158, 140);
    static final Scalar STONE_DARK = rgb(104, 96, 86);
    static final Scalar PLASTER = rgb(226, 206, 160);

    static final Scalar PENNANT_BLUE = rgb(36, 70, 170);

    static final Scalar WATER_LIGHT = rgb(200, 230, 248);
    static final Scalar TREE_SHADOW = rgb(18, 38, 20);
    static final Scalar GOLD = rgb(236, 190, 40);
    static final Scalar GOLD_LIGHT = rgb(255, 242, 150);
    static final Scalar GOLD_DARK = rgb(140, 96, 18);
}
