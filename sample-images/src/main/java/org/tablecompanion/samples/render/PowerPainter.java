package org.tablecompanion.samples.render;

import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Power;

/**
 * Special powers of H&amp;G bonus tiles as a symbol on a round parchment badge in the feature that
 * carries the power: flames, a dolmen, a shaman's feathered head, a dugout canoe, a net, a pit
 * with stakes, a raft.
 */
final class PowerPainter {

    private static final Scalar PARCHMENT = Palette.rgb(238, 226, 188);
    private static final Scalar RING = Palette.rgb(96, 64, 36);
    private static final Scalar WOOD = Palette.rgb(150, 98, 52);
    private static final Scalar WOOD_DARK = Palette.rgb(96, 60, 30);
    private static final Scalar ROCK = Palette.rgb(150, 146, 138);

    private PowerPainter() {
    }

    static void paint(TileCanvas c) {
        for (int f = 0; f < c.tile.features().size(); f++) {
            FeatureSpec spec = c.tile.feature(f);
            if (spec.power().isEmpty()) {
                continue;
            }
            Power power = spec.power().get();
            double r = c.px(0.09);
            c.spot(f, r * 1.1, r).ifPresent(spot -> badge(c.image, power, spot.at(), r));
        }
    }

    /** The badge with the power's symbol, radius {@code r} pixels. */
    static void badge(Mat image, Power power, Point at, double r) {
        Sketch shadow = new Sketch(image, new Point(at.x + r * 0.1, at.y + r * 0.12), r);
        shadow.circle(Palette.rgb(40, 40, 24), 0, 0, 1);
        Sketch k = new Sketch(image, at, r);
        k.circle(RING, 0, 0, 1);
        k.circle(PARCHMENT, 0, 0, 0.86);
        switch (power) {
            case FIRE, WILD_FIRE -> flames(k, power == Power.WILD_FIRE);
            case DOLMEN -> dolmen(k);
            case SHAMAN -> shaman(k);
            case LOGBOAT -> logboat(k);
            case HUNTING_TRAP -> net(k);
            case PIT_TRAP -> pit(k);
            case RAFT -> raft(k);
        }
    }

    private static void flames(Sketch k, boolean wild) {
        k.polygon(Palette.rgb(200, 40, 20), -0.5, 0.55, -0.55, 0.0, -0.3, -0.35, -0.2, 0.0, 0.0, -0.7, 0.2, -0.1,
                0.35, -0.4, 0.55, 0.05, 0.5, 0.55);
        k.polygon(Palette.rgb(245, 140, 30), -0.35, 0.55, -0.35, 0.15, -0.15, 0.2, 0.0, -0.35, 0.15, 0.15, 0.35, -0.05,
                0.35, 0.55);
        k.polygon(Palette.rgb(255, 226, 90), -0.15, 0.55, -0.15, 0.3, 0.0, 0.05, 0.15, 0.3, 0.15, 0.55);
        k.stroke(WOOD_DARK, 0.1, -0.55, 0.62, 0.55, 0.5);
        if (wild) {
            k.circle(Palette.rgb(120, 120, 116), 0.45, -0.55, 0.14);
            k.circle(Palette.rgb(150, 150, 146), 0.25, -0.7, 0.11);
        }
    }

    private static void dolmen(Sketch k) {
        k.polygon(ROCK, -0.5, 0.55, -0.45, -0.1, -0.2, -0.1, -0.22, 0.55);
        k.polygon(ROCK, 0.22, 0.55, 0.2, -0.1, 0.45, -0.1, 0.5, 0.55);
        k.polygon(Palette.shade(ROCK, 1.15), -0.65, -0.1, -0.55, -0.35, 0.6, -0.4, 0.66, -0.1);
        k.polygonOutline(Palette.rgb(70, 68, 64), 0.05, -0.65, -0.1, -0.55, -0.35, 0.6, -0.4, 0.66, -0.1);
        k.polygonOutline(Palette.rgb(70, 68, 64), 0.05, -0.5, 0.55, -0.45, -0.1, -0.2, -0.1, -0.22, 0.55);
        k.polygonOutline(Palette.rgb(70, 68, 64), 0.05, 0.22, 0.55, 0.2, -0.1, 0.45, -0.1, 0.5, 0.55);
    }

    /** The shaman: a carved wooden ceremonial mask beside a staff with a rattle. */
    private static void shaman(Sketch k) {
        k.stroke(WOOD_DARK, 0.08, 0.5, -0.6, 0.42, 0.65);
        k.circle(Palette.rgb(200, 60, 40), 0.5, -0.62, 0.12);
        k.ellipse(WOOD, -0.08, 0.0, 0.36, 0.52, 0);
        k.ellipseOutline(WOOD_DARK, 0.05, -0.08, 0.0, 0.36, 0.52, 0);
        k.ellipse(Palette.OUTLINE, -0.22, -0.12, 0.09, 0.06, 0);
        k.ellipse(Palette.OUTLINE, 0.06, -0.12, 0.09, 0.06, 0);
        k.stroke(Palette.rgb(230, 220, 200), 0.05, -0.08, -0.02, -0.08, 0.14);
        k.ellipse(Palette.OUTLINE, -0.08, 0.3, 0.14, 0.06, 0);
        k.stroke(Palette.rgb(230, 220, 200), 0.04, -0.36, 0.1, -0.24, 0.2);
        k.stroke(Palette.rgb(230, 220, 200), 0.04, 0.2, 0.1, 0.08, 0.2);
        k.stroke(Palette.rgb(200, 60, 40), 0.05, -0.3, -0.36, 0.14, -0.36);
    }

    private static void logboat(Sketch k) {
        k.polygon(WOOD, -0.75, -0.05, -0.5, 0.22, 0.5, 0.22, 0.75, -0.05);
        k.polygon(WOOD_DARK, -0.6, -0.05, 0.6, -0.05, 0.45, 0.08, -0.45, 0.08);
        k.stroke(WOOD_DARK, 0.07, -0.2, -0.6, 0.25, 0.5);
        k.ellipse(WOOD, 0.3, 0.55, 0.08, 0.16, -25);
        k.arc(Palette.rgb(60, 120, 200), 0.05, 0, 0.4, 0.6, 0.1, 0, 0, 180);
    }

    private static void net(Sketch k) {
        Scalar rope = Palette.rgb(120, 86, 50);
        for (int i = -2; i <= 2; i++) {
            double t = i * 0.22;
            double h = Math.sqrt(Math.max(0, 0.6 * 0.6 - t * t));
            k.stroke(rope, 0.05, t, -h, t, h);
            k.stroke(rope, 0.05, -h, t, h, t);
        }
        k.circleOutline(WOOD_DARK, 0.08, 0, 0, 0.62);
    }

    private static void pit(Sketch k) {
        k.ellipse(Palette.rgb(70, 48, 30), 0, 0.1, 0.62, 0.45, 0);
        k.ellipse(Palette.rgb(30, 20, 12), 0, 0.14, 0.48, 0.32, 0);
        for (int i = -2; i <= 2; i++) {
            double x = i * 0.17;
            k.polygon(Palette.rgb(220, 196, 150), x - 0.06, 0.3, x + 0.06, 0.3, x, -0.15);
        }
    }

    private static void raft(Sketch k) {
        for (int i = -2; i <= 2; i++) {
            double y = i * 0.2;
            k.ellipse(i % 2 == 0 ? WOOD : Palette.shade(WOOD, 0.85), 0, y, 0.6, 0.09, 0);
        }
        k.stroke(Palette.rgb(220, 200, 150), 0.06, -0.38, -0.5, -0.38, 0.5);
        k.stroke(Palette.rgb(220, 200, 150), 0.06, 0.38, -0.5, 0.38, 0.5);
    }
}
