package org.tablecompanion.samples.render;

import java.util.ArrayList;
import java.util.List;

import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.geometry.FeatureShape;
import org.tablecompanion.engine.geometry.Point2;
import org.tablecompanion.engine.geometry.Polyline;

/**
 * What roads carry beyond their colour: a few pebbles, a wooden bridge where a road crosses a
 * river, and a small house where roads meet or a road stops in the open.
 */
final class RoadPainter {

    private RoadPainter() {
    }

    static void paint(TileCanvas c) {
        boolean anyRoad = false;
        for (FeatureShape s : c.geometry.shapes()) {
            anyRoad |= s.terrain() == Terrain.ROAD;
        }
        if (!anyRoad) {
            return;
        }
        pebbles(c);
        bridges(c);
        houses(c);
    }

    private static void pebbles(TileCanvas c) {
        int count = (int) (c.size * c.size / 900.0);
        for (int k = 0; k < count; k++) {
            int x = c.random.nextInt(c.size);
            int y = c.random.nextInt(c.size);
            int i = y * c.size + x;
            if (c.terrain(c.labels[i]) == Terrain.ROAD && c.ground[i] > 2.5) {
                double r = Math.max(0.6, c.px(0.004) * (0.7 + c.random.nextDouble()));
                new Sketch(c.image, new Point(x, y), r).circle(Palette.rgb(170, 156, 124), 0, 0, 1);
            }
        }
    }

    /** Planks across the road where it lies over a river, with rails along both sides. */
    private static void bridges(TileCanvas c) {
        List<FeatureShape> rivers = new ArrayList<>();
        for (FeatureShape s : c.geometry.shapes()) {
            if (s.terrain() == Terrain.RIVER) {
                rivers.add(s);
            }
        }
        if (rivers.isEmpty()) {
            return;
        }
        byte[] pixels = new byte[c.size * c.size * 3];
        c.image.get(0, 0, pixels);
        double plank = Math.max(2, c.px(0.018));
        boolean any = false;
        for (int y = 0; y < c.size; y++) {
            for (int x = 0; x < c.size; x++) {
                int i = y * c.size + x;
                if (c.terrain(c.labels[i]) != Terrain.ROAD) {
                    continue;
                }
                double u = (x + 0.5) / c.size;
                double v = (y + 0.5) / c.size;
                double across = Double.MAX_VALUE;
                for (FeatureShape river : rivers) {
                    for (Polyline line : river.centrelines()) {
                        double d = line.distanceTo(new Point2(u, v));
                        if (d < river.halfWidth() * 1.25) {
                            across = Math.min(across, d);
                        }
                    }
                }
                if (across == Double.MAX_VALUE) {
                    continue;
                }
                any = true;
                // planks lie along the river, so their seams run across the road
                double along = c.px(across) / plank;
                double seam = Math.abs(along - Math.round(along)) < 0.12 ? 0.7 : 1.0;
                double r = 150 * seam;
                double g = 108 * seam;
                double b = 70 * seam;
                if (c.inside[i] < Math.max(1.5, c.px(0.012))) {
                    r = 84;
                    g = 56;
                    b = 36;
                }
                pixels[i * 3] = (byte) b;
                pixels[i * 3 + 1] = (byte) g;
                pixels[i * 3 + 2] = (byte) r;
            }
        }
        if (any) {
            c.image.put(0, 0, pixels);
        }
    }

    /** A house at a crossing of three or more roads, or where a lone road ends in the open. */
    private static void houses(TileCanvas c) {
        List<FeatureShape> roads = new ArrayList<>();
        for (FeatureShape s : c.geometry.shapes()) {
            if (s.terrain() == Terrain.ROAD) {
                roads.add(s);
            }
        }
        int singles = 0;
        for (FeatureShape road : roads) {
            FeatureSpec spec = c.tile.feature(road.feature());
            if (spec.ports().size() == 1) {
                singles++;
            }
        }
        boolean monastery = c.tile.features().stream().anyMatch(f -> f.terrain() == Terrain.MONASTERY);
        boolean city = c.tile.features().stream().anyMatch(f -> f.terrain() == Terrain.CITY);
        if (monastery) {
            return;
        }
        if (singles >= 3 || singles == 2 && !city) {
            house(c, new Point(c.size / 2.0, c.size / 2.0), c.px(0.1));
            return;
        }
        if (singles == 1 && !city) {
            for (FeatureShape road : roads) {
                if (c.tile.feature(road.feature()).ports().size() == 1 && !road.centrelines().isEmpty()) {
                    house(c, c.px(road.centrelines().get(0).end()), c.px(0.09));
                }
            }
        }
    }

    private static void house(TileCanvas c, Point at, double size) {
        Sketch shadow = new Sketch(c.image, new Point(at.x + size * 0.12, at.y + size * 0.15), size);
        shadow.polygon(Palette.rgb(50, 50, 30), -0.5, -0.4, 0.5, -0.4, 0.5, 0.5, -0.5, 0.5);
        Sketch k = new Sketch(c.image, at, size);
        k.polygon(Palette.PLASTER, -0.5, 0.25, 0.5, 0.25, 0.5, 0.5, -0.5, 0.5);
        k.polygon(Palette.rgb(90, 60, 40), -0.1, 0.5, 0.1, 0.5, 0.1, 0.3, -0.1, 0.3);
        Scalar roof = Palette.ROOF_RED;
        k.polygon(Palette.shade(roof, 1.12), -0.55, -0.45, 0.55, -0.45, 0.55, -0.1, -0.55, -0.1);
        k.polygon(Palette.shade(roof, 0.8), -0.55, -0.1, 0.55, -0.1, 0.55, 0.27, -0.55, 0.27);
        k.stroke(Palette.shade(roof, 0.5), 0.05, -0.55, -0.1, 0.55, -0.1);
        k.polygonOutline(Palette.OUTLINE, 0.05, -0.55, -0.45, 0.55, -0.45, 0.55, 0.5, -0.55, 0.5);
        c.take(at, size * 0.7);
    }
}
