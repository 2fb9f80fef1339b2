package org.tablecompanion.samples.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.Point2;
import org.tablecompanion.engine.geometry.TileGeometry;

/**
 * One upright tile being painted: its picture, the feature under every pixel (after the gentle
 * wobble of this print), how deep inside its feature every pixel lies, the random source of
 * this print, and the spots decorations have already taken.
 */
final class TileCanvas {

    final TileType tile;
    final TileGeometry geometry;
    final int size;
    final TileStyle style;
    /** Decides the drawing: where houses, trees, animals go (the same for every print of a tile type). */
    final SplittableRandom random;
    /** Decides what varies between prints and photos: grain, grass, colour. */
    final SplittableRandom print;
    final ValueNoise noise;
    /** Feature index under each pixel, row by row. */
    final int[] labels;
    /** Distance in pixels from each pixel to the nearest pixel of another feature (the tile's own border does not count). */
    final float[] inside;
    /**
     * Distance in pixels to the nearest pixel of other ground: like {@link #inside} but two roads
     * at a crossing, or a river and its lake, count as one, so no verge or bank runs between them.
     */
    final float[] ground;
    /** The picture, 8-bit BGR. */
    final Mat image;
    private final List<double[]> taken = new ArrayList<>();

    TileCanvas(TileType tile, TileGeometry geometry, int size, TileStyle style, SplittableRandom random,
               SplittableRandom print, int[] labels) {
        this.tile = tile;
        this.geometry = geometry;
        this.size = size;
        this.style = style;
        this.random = random;
        this.print = print;
        this.noise = new ValueNoise(random.nextLong());
        this.labels = labels;
        this.inside = insideDistances(labels, size);
        int[] groundKinds = new int[labels.length];
        for (int i = 0; i < labels.length; i++) {
            Terrain t = tile.feature(labels[i]).terrain();
            groundKinds[i] = t == Terrain.LAKE ? Terrain.RIVER.ordinal() : t.ordinal();
        }
        this.ground = insideDistances(groundKinds, size);
        this.image = new Mat(size, size, CvType.CV_8UC3);
    }

    Terrain terrain(int feature) {
        return tile.feature(feature).terrain();
    }

    double px(double tileUnits) {
        return tileUnits * size;
    }

    Point px(Point2 p) {
        return new Point(p.u() * size, p.v() * size);
    }

    int label(int x, int y) {
        return labels[y * size + x];
    }

    /** 255 where the pixel's feature passes the test, 0 elsewhere. */
    Mat mask(IntPredicate feature) {
        byte[] data = new byte[size * size];
        for (int i = 0; i < data.length; i++) {
            if (feature.test(labels[i])) {
                data[i] = (byte) 255;
            }
        }
        Mat m = new Mat(size, size, CvType.CV_8UC1);
        m.put(0, 0, data);
        return m;
    }

    Mat mask(Terrain terrain) {
        return mask(f -> terrain(f) == terrain);
    }

    /** Marks a round area as used, so later decorations keep clear of it. */
    void take(Point centre, double radius) {
        taken.add(new double[] {centre.x, centre.y, radius});
    }

    /** A place found for a decoration: its centre and how deep inside its feature it lies (pixels). */
    record Spot(Point at, double depth) {
    }

    /**
     * A random point of the feature at least {@code depth} pixels inside it, {@code radius} pixels
     * clear of taken spots and of the tile's border; if none is that deep, the deepest such point.
     * Empty when the feature has no free pixel at all. The spot is taken.
     */
    Optional<Spot> spot(int feature, double radius, double depth) {
        return spot(feature, radius, depth, Math.min(radius, size * 0.2), false);
    }

    /**
     * Like {@link #spot(int, double, double)}, but only a point at least {@code depth} inside
     * counts, and {@code margin} pixels from the tile's border are enough: empty, with nothing
     * taken and no random draw, where no such point is free.
     */
    Optional<Spot> deepSpot(int feature, double radius, double depth, double margin) {
        return spot(feature, radius, depth, margin, true);
    }

    private Optional<Spot> spot(int feature, double radius, double depth, double borderMargin, boolean deepOnly) {
        List<Integer> good = new ArrayList<>();
        int best = -1;
        float bestDepth = -1;
        int margin = (int) Math.max(1, borderMargin);
        for (int y = margin; y < size - margin; y += 2) {
            for (int x = margin; x < size - margin; x += 2) {
                int i = y * size + x;
                if (labels[i] != feature || clash(x, y, radius)) {
                    continue;
                }
                if (inside[i] >= depth) {
                    good.add(i);
                }
                if (inside[i] > bestDepth) {
                    bestDepth = inside[i];
                    best = i;
                }
            }
        }
        if (deepOnly && good.isEmpty()) {
            return Optional.empty();
        }
        int chosen = good.isEmpty() ? best : good.get(random.nextInt(good.size()));
        if (chosen < 0) {
            return Optional.empty();
        }
        Point p = new Point(chosen % size, chosen / size);
        take(p, radius);
        return Optional.of(new Spot(p, Math.min(inside[chosen], size)));
    }

    private boolean clash(int x, int y, double radius) {
        for (double[] t : taken) {
            double dx = x - t[0];
            double dy = y - t[1];
            double r = radius + t[2];
            if (dx * dx + dy * dy < r * r) {
                return true;
            }
        }
        return false;
    }

    /** Chamfer distance to the nearest pixel of another label; the picture's border is not a border. */
    private static float[] insideDistances(int[] labels, int size) {
        float[] d = new float[labels.length];
        float far = Float.MAX_VALUE / 4;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = y * size + x;
                int l = labels[i];
                boolean edge = (x > 0 && labels[i - 1] != l) || (x < size - 1 && labels[i + 1] != l)
                        || (y > 0 && labels[i - size] != l) || (y < size - 1 && labels[i + size] != l);
                d[i] = edge ? 0.5f : far;
            }
        }
        float diag = (float) Math.sqrt(2);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = y * size + x;
                if (x > 0) {
                    d[i] = Math.min(d[i], d[i - 1] + 1);
                }
                if (y > 0) {
                    d[i] = Math.min(d[i], d[i - size] + 1);
                    if (x > 0) {
                        d[i] = Math.min(d[i], d[i - size - 1] + diag);
                    }
                    if (x < size - 1) {
                        d[i] = Math.min(d[i], d[i - size + 1] + diag);
                    }
                }
            }
        }
        for (int y = size - 1; y >= 0; y--) {
            for (int x = size - 1; x >= 0; x--) {
                int i = y * size + x;
                if (x < size - 1) {
                    d[i] = Math.min(d[i], d[i + 1] + 1);
                }
                if (y < size - 1) {
                    d[i] = Math.min(d[i], d[i + size] + 1);
                    if (x < size - 1) {
                        d[i] = Math.min(d[i], d[i + size + 1] + diag);
                    }
                    if (x > 0) {
                        d[i] = Math.min(d[i], d[i + size - 1] + diag);
                    }
                }
            }
        }
        return d;
    }
}
