package org.tablecompanion.samples.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * Forests: many round tree crowns in dark greens, lit from the upper left, the lower ones
 * overlapping the upper ones; gold nuggets or menhirs and mushrooms sit in small clearings.
 */
final class ForestPainter {

    private static final Scalar[] CROWNS = {
        Palette.rgb(40, 92, 38), Palette.rgb(30, 78, 34), Palette.rgb(52, 104, 42), Palette.rgb(36, 86, 50),
        Palette.rgb(58, 96, 36), Palette.rgb(26, 70, 30)
    };

    private ForestPainter() {
    }

    static void paint(TileCanvas c) {
        Mat forest = c.mask(Terrain.FOREST);
        if (Core.countNonZero(forest) == 0) {
            forest.release();
            return;
        }
        List<Clearing> clearings = clearings(c);
        trees(c, forest, clearings);
        forest.release();
        for (Clearing clearing : clearings) {
            clearing.item().draw(c, clearing.at(), clearing.radius());
        }
    }

    private record Clearing(Point at, double radius, Item item) {
    }

    @FunctionalInterface
    private interface Item {
        void draw(TileCanvas c, Point at, double radius);
    }

    /** Spots kept free of trees for what the forest holds. */
    private static List<Clearing> clearings(TileCanvas c) {
        List<Clearing> list = new ArrayList<>();
        int biggest = -1;
        int biggestArea = 0;
        for (int f = 0; f < c.tile.features().size(); f++) {
            if (c.terrain(f) != Terrain.FOREST) {
                continue;
            }
            int area = 0;
            for (int l : c.labels) {
                if (l == f) {
                    area++;
                }
            }
            if (area > biggestArea) {
                biggestArea = area;
                biggest = f;
            }
        }
        boolean volcano = c.style.volcano() || c.tile.id().toLowerCase(java.util.Locale.ROOT).contains("volcano");
        if (volcano && biggest >= 0) {
            double r = c.px(0.15);
            c.spot(biggest, r, r).ifPresent(spot -> list.add(new Clearing(spot.at(), r, ForestPainter::volcano)));
        }
        for (int f = 0; f < c.tile.features().size(); f++) {
            FeatureSpec spec = c.tile.feature(f);
            if (spec.terrain() != Terrain.FOREST) {
                continue;
            }
            if (spec.gold()) {
                double r = c.px(0.1);
                Item item = c.style.goldMarker() == GoldMarker.MENHIR ? ForestPainter::menhir : ForestPainter::nugget;
                c.spot(f, r, r * 0.9).ifPresent(spot -> list.add(new Clearing(spot.at(), r, item)));
            }
            for (int k = 0; k < spec.mushrooms(); k++) {
                double r = c.px(0.09);
                c.spot(f, r, r * 0.9).ifPresent(spot -> list.add(new Clearing(spot.at(), r, ForestPainter::mushrooms)));
            }
        }
        return list;
    }

    private static void trees(TileCanvas c, Mat forest, List<Clearing> clearings) {
        double step = c.px(0.05);
        double minR = Math.max(1.5, c.px(0.022));
        double maxR = c.px(0.052);
        List<double[]> crowns = new ArrayList<>();
        for (double y = 0; y < c.size + step; y += step * 0.8) {
            for (double x = 0; x < c.size + step; x += step * 0.8) {
                double jx = x + (c.random.nextDouble() - 0.5) * step * 0.8;
                double jy = y + (c.random.nextDouble() - 0.5) * step * 0.8;
                int ix = (int) Math.max(0, Math.min(c.size - 1, Math.round(jx)));
                int iy = (int) Math.max(0, Math.min(c.size - 1, Math.round(jy)));
                int i = iy * c.size + ix;
                if (c.terrain(c.labels[i]) != Terrain.FOREST) {
                    continue;
                }
                double r = Math.max(minR, Math.min(maxR, c.inside[i] * 1.15 + minR * 0.6))
                        * (0.85 + 0.3 * c.random.nextDouble());
                boolean blocked = false;
                for (Clearing cl : clearings) {
                    if (Math.hypot(jx - cl.at().x, jy - cl.at().y) < cl.radius() * 0.85 + r * 0.3) {
                        blocked = true;
                    }
                }
                if (!blocked) {
                    crowns.add(new double[] {jx, jy, r, c.random.nextInt(CROWNS.length), c.random.nextDouble()});
                }
            }
        }
        crowns.sort(Comparator.comparingDouble(t -> t[1]));
        Mat layer = c.image.clone();
        for (double[] t : crowns) {
            Sketch k = new Sketch(layer, new Point(t[0], t[1]), t[2]);
            k.circle(Palette.TREE_SHADOW, 0.22, 0.3, 1.0);
        }
        for (double[] t : crowns) {
            Scalar base = Palette.shade(CROWNS[(int) t[3]], 0.9 + 0.25 * t[4]);
            Sketch k = new Sketch(layer, new Point(t[0], t[1]), t[2]);
            k.circle(Palette.shade(base, 0.62), 0.06, 0.08, 1.0);
            k.circle(base, 0, 0, 0.92);
            k.circle(Palette.shade(base, 1.18), -0.25, -0.28, 0.5);
            k.circle(Palette.shade(base, 1.32), -0.36, -0.4, 0.22);
        }
        // Crowns may reach a little over the forest's border, never onto water, roads or houses.
        Mat reach = new Mat();
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat element = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE,
                new Size(Math.max(3, minR * 0.9) * 2 + 1, Math.max(3, minR * 0.9) * 2 + 1));
        Imgproc.dilate(forest, reach, element);
        element.release();
        Mat open = c.mask(f -> c.terrain(f) == Terrain.FOREST || c.terrain(f) == Terrain.MEADOW
                || c.terrain(f) == Terrain.FIELD);
        Core.bitwise_and(reach, open, reach);
        layer.copyTo(c.image, reach);
        layer.release();
        reach.release();
        open.release();
    }

    private static void groundPatch(TileCanvas c, Point at, double radius) {
        Sketch k = new Sketch(c.image, at, radius);
        k.ellipse(Palette.rgb(70, 104, 44), 0, 0.05, 0.98, 0.9, 0);
        k.ellipse(Palette.rgb(104, 140, 60), -0.05, 0.0, 0.82, 0.74, 0);
        k.ellipse(Palette.rgb(124, 156, 70), -0.15, -0.1, 0.5, 0.42, 0);
    }

    /** A gold nugget: an irregular golden lump with bright facets. */
    private static void nugget(TileCanvas c, Point at, double radius) {
        groundPatch(c, at, radius);
        Sketch shadow = new Sketch(c.image, new Point(at.x + radius * 0.12, at.y + radius * 0.15), radius);
        double[] lump = {-0.55, -0.1, -0.3, -0.5, 0.15, -0.55, 0.55, -0.25, 0.6, 0.2, 0.25, 0.5, -0.3, 0.45, -0.6, 0.2};
        shadow.polygon(Palette.rgb(40, 34, 16), lump);
        Sketch k = new Sketch(c.image, at, radius);
        k.polygon(Palette.GOLD, lump);
        k.polygon(Palette.GOLD_LIGHT, -0.3, -0.4, 0.1, -0.45, 0.0, -0.1, -0.35, -0.05);
        k.polygon(Palette.shade(Palette.GOLD, 0.75), 0.25, 0.0, 0.55, 0.2, 0.25, 0.48, 0.05, 0.2);
        k.circle(Palette.WHITE, -0.18, -0.3, 0.07);
        k.polygonOutline(Palette.GOLD_DARK, 0.07, lump);
    }

    /** A menhir: a tall grey standing stone with a carved spiral. */
    private static void menhir(TileCanvas c, Point at, double radius) {
        groundPatch(c, at, radius);
        Sketch shadow = new Sketch(c.image, new Point(at.x, at.y), radius);
        shadow.polygon(Palette.rgb(36, 50, 26), 0.3, 0.62, 0.95, 0.35, 0.9, 0.6, 0.3, 0.8);
        Sketch k = new Sketch(c.image, at, radius);
        double[] stone = {-0.36, 0.7, -0.42, 0.0, -0.34, -0.7, -0.06, -0.95, 0.22, -0.8, 0.38, -0.1, 0.36, 0.7};
        k.polygon(Palette.rgb(140, 140, 136), stone);
        k.polygon(Palette.rgb(196, 196, 190), -0.33, 0.66, -0.4, 0.0, -0.31, -0.66, -0.07, -0.9, -0.04, 0.66);
        k.arc(Palette.rgb(80, 80, 78), 0.07, 0, -0.15, 0.18, 0.18, 0, 0, 300);
        k.arc(Palette.rgb(80, 80, 78), 0.07, 0, -0.15, 0.08, 0.08, 0, 0, 300);
        k.polygonOutline(Palette.rgb(56, 56, 54), 0.07, stone);
    }

    /** Three toadstools: red caps with white dots. */
    private static void mushrooms(TileCanvas c, Point at, double radius) {
        groundPatch(c, at, radius);
        double[][] places = {{-0.35, 0.1, 0.5}, {0.3, -0.15, 0.6}, {0.1, 0.4, 0.42}};
        for (double[] m : places) {
            Sketch k = new Sketch(c.image, new Point(at.x + m[0] * radius, at.y + m[1] * radius), radius * m[2]);
            k.polygon(Palette.rgb(238, 230, 210), -0.15, 0, 0.15, 0, 0.12, 0.55, -0.12, 0.55);
            k.ellipse(Palette.rgb(200, 36, 30), 0, 0, 0.55, 0.4, 0);
            k.polygon(Palette.rgb(238, 230, 210), -0.56, 0, 0.56, 0, 0.56, 0.1, -0.56, 0.1);
            k.circle(Palette.WHITE, -0.22, -0.15, 0.09);
            k.circle(Palette.WHITE, 0.18, -0.2, 0.08);
            k.circle(Palette.WHITE, 0.0, -0.3, 0.06);
            k.ellipseOutline(Palette.rgb(90, 20, 16), 0.06, 0, 0, 0.55, 0.4, 0);
        }
    }

    /** The volcano of the H&amp;G 1st-edition start tile: a dark cone, glowing crater, lava and smoke. */
    private static void volcano(TileCanvas c, Point at, double radius) {
        Sketch k = new Sketch(c.image, at, radius);
        double[] cone = {-0.95, 0.6, -0.25, -0.45, 0.25, -0.45, 0.95, 0.6};
        k.polygon(Palette.rgb(92, 74, 62), cone);
        k.polygon(Palette.rgb(120, 98, 80), -0.95, 0.6, -0.25, -0.45, -0.05, -0.45, -0.2, 0.6);
        k.ellipse(Palette.rgb(230, 90, 20), 0, -0.45, 0.26, 0.09, 0);
        k.ellipse(Palette.rgb(255, 200, 60), 0, -0.46, 0.14, 0.05, 0);
        k.stroke(Palette.rgb(240, 110, 20), 0.08, -0.1, -0.42, -0.2, -0.1, -0.15, 0.2, -0.3, 0.5);
        k.stroke(Palette.rgb(240, 140, 30), 0.07, 0.12, -0.42, 0.22, -0.05, 0.35, 0.35);
        k.polygonOutline(Palette.rgb(50, 40, 34), 0.05, cone);
        k.circle(Palette.rgb(150, 146, 140), -0.05, -0.72, 0.18);
        k.circle(Palette.rgb(170, 166, 160), 0.15, -0.88, 0.22);
        k.circle(Palette.rgb(190, 186, 180), 0.4, -1.0, 0.16);
    }
}
