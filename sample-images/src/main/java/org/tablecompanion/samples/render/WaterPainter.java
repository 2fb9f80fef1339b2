package org.tablecompanion.samples.render;

import java.util.List;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.geometry.FeatureShape;
import org.tablecompanion.engine.geometry.Point2;
import org.tablecompanion.engine.geometry.Polyline;
import org.tablecompanion.engine.geometry.Pool;

/**
 * Rivers get light ripples along the current; springs a ring of stones; lakes reeds at the shore
 * and one drawn fish for every fish they count (so do river stretches that count fish).
 */
final class WaterPainter {

    private WaterPainter() {
    }

    static void paint(TileCanvas c) {
        Mat water = c.mask(f -> c.terrain(f) == Terrain.RIVER || c.terrain(f) == Terrain.LAKE);
        if (Core.countNonZero(water) == 0) {
            water.release();
            return;
        }
        Mat layer = c.image.clone();
        for (FeatureShape shape : c.geometry.shapes()) {
            if (shape.terrain() == Terrain.RIVER) {
                ripples(c, layer, shape);
            } else if (shape.terrain() == Terrain.LAKE) {
                lakeRipples(c, layer, shape);
            }
        }
        layer.copyTo(c.image, water);
        layer.release();
        water.release();
        for (FeatureShape shape : c.geometry.shapes()) {
            for (Pool pool : shape.pools()) {
                if (pool.spring()) {
                    spring(c, pool);
                }
            }
        }
        for (int f = 0; f < c.tile.features().size(); f++) {
            FeatureSpec spec = c.tile.feature(f);
            if (spec.terrain() == Terrain.LAKE) {
                reeds(c, f);
            }
            if ((spec.terrain() == Terrain.LAKE || spec.terrain() == Terrain.RIVER) && spec.fish() > 0) {
                boolean river = spec.terrain() == Terrain.RIVER;
                int stream = river ? f : -1;
                for (int k = 0; k < spec.fish(); k++) {
                    double length = c.px(river ? RIVER_FISH : LAKE_FISH);
                    c.spot(f, length * 0.55, length * 0.3)
                            .ifPresent(spot -> fish(c, spot.at(), length, stream));
                }
            }
        }
    }

    /** Short light strokes following the river's centre line, scattered across its width. */
    private static void ripples(TileCanvas c, Mat layer, FeatureShape river) {
        double half = c.px(river.halfWidth());
        for (Polyline line : river.centrelines()) {
            double length = c.px(line.length());
            int count = (int) Math.max(3, length / Math.max(3, c.px(0.035)));
            for (int k = 0; k < count; k++) {
                double t = (k + c.random.nextDouble()) / count;
                Point2 a = line.pointAt(t);
                Point2 b = line.pointAt(Math.min(1, t + 0.02));
                Point2 dir = b.minus(a).normalized();
                if (dir.length() == 0) {
                    continue;
                }
                Point2 across = dir.perpendicular();
                double offset = (c.random.nextDouble() - 0.5) * 1.2 * half;
                Point centre = new Point(c.px(a.u()) + across.u() * offset, c.px(a.v()) + across.v() * offset);
                double len = c.px(0.03) * (0.7 + 0.6 * c.random.nextDouble());
                double angle = Math.toDegrees(Math.atan2(dir.v(), dir.u()));
                Sketch k2 = new Sketch(layer, centre, len, angle, false);
                Scalar colour = Palette.mix(Palette.WATER_LIGHT, Palette.rgb(90, 150, 210), c.random.nextDouble() * 0.4);
                k2.arc(colour, Math.max(0.05, 1.0 / len), 0, 0.6, 0.5, 0.6, 0, 220, 320);
            }
        }
    }

    /** Rings of light ripples on a lake. */
    private static void lakeRipples(TileCanvas c, Mat layer, FeatureShape lake) {
        Point centre = c.px(lake.anchor());
        int count = 6;
        for (int k = 0; k < count; k++) {
            double angle = c.random.nextDouble() * 360;
            double r = c.px(0.03 + 0.09 * c.random.nextDouble());
            Point p = new Point(centre.x + r * Math.cos(Math.toRadians(angle)), centre.y + r * Math.sin(Math.toRadians(angle)));
            double len = c.px(0.03);
            new Sketch(layer, p, len).arc(Palette.WATER_LIGHT, Math.max(0.05, 1.0 / len), 0, 0, 1, 0.5, 0, 200, 340);
        }
    }

    private static void spring(TileCanvas c, Pool pool) {
        Point centre = c.px(pool.centre());
        double r = c.px(pool.radius());
        Sketch k = new Sketch(c.image, centre, r);
        k.circle(Palette.rgb(120, 184, 228), 0, 0, 0.7);
        k.circle(Palette.rgb(186, 222, 244), -0.1, -0.1, 0.35);
        int stones = 9;
        for (int i = 0; i < stones; i++) {
            double a = 2 * Math.PI * i / stones + c.random.nextDouble() * 0.3;
            double sr = 0.18 + 0.08 * c.random.nextDouble();
            double x = Math.cos(a) * 0.95;
            double y = Math.sin(a) * 0.95;
            k.circle(Palette.rgb(90, 88, 82), x + 0.04, y + 0.05, sr);
            k.circle(Palette.rgb(166, 162, 150), x, y, sr);
            k.circle(Palette.rgb(200, 196, 186), x - sr * 0.3, y - sr * 0.3, sr * 0.4);
        }
        c.take(centre, r);
    }

    /** Tufts of reeds on the lake's shore. */
    private static void reeds(TileCanvas c, int lake) {
        List<Point> shore = new java.util.ArrayList<>();
        for (int y = 0; y < c.size; y += 2) {
            for (int x = 0; x < c.size; x += 2) {
                int i = y * c.size + x;
                if (c.labels[i] == lake && c.inside[i] < 2.5) {
                    shore.add(new Point(x, y));
                }
            }
        }
        int tufts = Math.min(shore.size(), 5);
        for (int t = 0; t < tufts; t++) {
            Point p = shore.get(c.random.nextInt(shore.size()));
            double h = c.px(0.035);
            Sketch k = new Sketch(c.image, p, h);
            for (int blade = -2; blade <= 2; blade++) {
                k.stroke(Palette.rgb(56, 96, 40), 0.07, blade * 0.08, 0.2, blade * 0.22, -0.7);
            }
            k.ellipse(Palette.rgb(110, 72, 40), 0.12, -0.6, 0.05, 0.14, 10);
        }
    }

    /**
     * A lake's fish, as a share of the tile's side. The printed H&amp;G tiles' fish (the scans of
     * ../shared/real-tiles, ids 0, 4, 8, 12, 24, 56 and 80) are 0.12-0.17 of a tile long.
     */
    static final double LAKE_FISH = 0.13;
    /**
     * A river's fish: on the printed tiles (ids 20, 28, 88 of the scans) 0.11-0.15 of a tile,
     * lying along the stream and filling most of its width. Until the thirty-fifth session the
     * renderer drew them 0.08 long at any angle.
     */
    static final double RIVER_FISH = 0.12;

    /**
     * A fish seen from above: a spindle body, a forked tail, a fin and an eye, painted as the
     * printed H&amp;G tiles paint theirs. Every one of the 13 fish on the scanned tiles has an
     * orange-red body (about rgb 220, 95, 65 in the scans) with a green head or tail; until the
     * thirty-fifth session the renderer drew two fish in five silver, the same for every print of
     * a type (19's fish, 9's second), which no printed tile has. A river's fish lies along the
     * stream ({@code river} is its feature, -1 in a lake).
     */
    private static void fish(TileCanvas c, Point at, double length, int river) {
        double drawn = c.random.nextDouble();
        double angle = river >= 0 ? alongStream(c, at, length, river) + (drawn < 0.5 ? 0 : 180) : drawn * 360;
        double look = c.random.nextDouble();
        Scalar body = Palette.mix(Palette.rgb(232, 112, 52), Palette.rgb(212, 78, 66), look);
        Scalar green = Palette.mix(Palette.rgb(150, 200, 92), Palette.rgb(104, 168, 84), look);
        Scalar dark = Palette.rgb(120, 48, 28);
        boolean greenHead = look < 0.5;
        Sketch k = new Sketch(c.image, at, length, angle, false);
        k.polygon(greenHead ? dark : green, -0.3, 0, -0.55, -0.22, -0.48, 0, -0.55, 0.22);
        k.ellipse(body, 0, 0, 0.34, 0.15, 0);
        k.ellipse(green, greenHead ? 0.2 : -0.2, 0, 0.13, 0.12, 0);
        k.ellipse(Palette.shade(body, 1.15), 0.0, -0.05, 0.16, 0.05, 0);
        k.polygon(dark, -0.05, -0.12, 0.12, -0.14, 0.05, -0.02);
        k.circle(Palette.rgb(20, 20, 20), 0.24, -0.03, 0.035);
        k.ellipseOutline(dark, 0.03, 0, 0, 0.34, 0.15, 0);
    }

    /**
     * The direction (degrees) in which a fish of {@code length} at {@code at} stays deepest in
     * its river: of 24 directions over half a turn (a fish's two ends are tried alike), the one
     * whose shallower end lies furthest inside the river.
     */
    private static double alongStream(TileCanvas c, Point at, double length, int river) {
        double best = 0;
        double bestDepth = Double.NEGATIVE_INFINITY;
        double reach = length * 0.45;
        for (int step = 0; step < 24; step++) {
            double a = Math.toRadians(step * 7.5);
            double depth = Math.min(depthAt(c, at.x + reach * Math.cos(a), at.y + reach * Math.sin(a), river),
                    depthAt(c, at.x - reach * Math.cos(a), at.y - reach * Math.sin(a), river));
            if (depth > bestDepth) {
                bestDepth = depth;
                best = step * 7.5;
            }
        }
        return best;
    }

    /** How far inside {@code feature} a pixel lies; negative off it or off the tile. */
    private static double depthAt(TileCanvas c, double x, double y, int feature) {
        int xi = (int) Math.round(x);
        int yi = (int) Math.round(y);
        if (xi < 0 || yi < 0 || xi >= c.size || yi >= c.size) {
            return -1;
        }
        int i = yi * c.size + xi;
        return c.labels[i] == feature ? c.inside[i] : -1;
    }
}
