package org.tablecompanion.samples.render;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;
import org.tablecompanion.samples.OpenCvLoader;

/**
 * Paints any catalog tile (base game, the River, H&amp;G) in a painted style a player would
 * recognise, from the tile's geometry alone: nothing is copied from printed tiles. The same tile,
 * rotation, size and seed always give the same pixels; different seeds give the small variations
 * between real prints (borders that wander a little, different trees, roofs and grass).
 *
 * <p>Safe to share between threads: layouts are cached in this instance (tile layout takes a few
 * tens of milliseconds, painting a 256-pixel tile a few).
 */
public final class TileRenderer {

    /** The default picture size in pixels. */
    public static final int DEFAULT_SIZE = 256;

    private static final int MAX_CACHED_GRIDS = 600;

    private final Map<TileType, TileGeometry> layouts = new ConcurrentHashMap<>();
    /** How a tile type is laid out: {@link TileLayout#layout(TileType)} unless told otherwise. */
    private final java.util.function.Function<TileType, TileGeometry> layout;
    private final Map<GridKey, int[]> grids = new ConcurrentHashMap<>();

    private record GridKey(TileType tile, int size) {
    }

    public TileRenderer() {
        this(TileLayout::layout);
    }

    /**
     * A renderer that paints tiles laid out by {@code layout}: {@link TileLayout#tightlyBent}
     * paints roads bent square by the middle, as some printed tiles are, to check that a
     * recognizer reads what it has not been drawn.
     */
    public TileRenderer(java.util.function.Function<TileType, TileGeometry> layout) {
        OpenCvLoader.load();
        this.layout = layout;
    }

    /** The upright geometry of a tile type (cached). */
    public TileGeometry geometry(TileType tile) {
        return layouts.computeIfAbsent(tile, layout);
    }

    /** The tile at {@link #DEFAULT_SIZE} pixels in the default style. */
    public Mat render(TileType tile, Rotation rotation, long seed) {
        return paint(tile, rotation, DEFAULT_SIZE, seed, TileStyle.DEFAULT).image();
    }

    public Mat render(TileType tile, Rotation rotation, int size, long seed, TileStyle style) {
        return paint(tile, rotation, size, seed, style).image();
    }

    /**
     * Paints a tile and says which feature each pixel shows.
     *
     * @param size picture side in pixels, 16 to 4096
     * @throws IllegalArgumentException naming the size when it is out of range
     */
    public PaintedTile paint(TileType tile, Rotation rotation, int size, long seed, TileStyle style) {
        if (size < 16 || size > 4096) {
            throw new IllegalArgumentException("tile picture size must be 16..4096 pixels, got " + size);
        }
        TileGeometry upright = geometry(tile);
        SplittableRandom art = new SplittableRandom(tile.id().hashCode() * 0x9E3779B97F4A7C15L + style.artVariant());
        SplittableRandom print = new SplittableRandom(seed * 0xC2B2AE3D27D4EB4FL ^ tile.id().hashCode());
        if (grids.size() > MAX_CACHED_GRIDS) {
            grids.clear(); // many sizes in use: start over rather than grow without bound
        }
        int[] labels = wobble(grids.computeIfAbsent(new GridKey(tile, size), k -> upright.featureGrid(size, size)),
                size, style.wobble(), print.nextLong());
        TileCanvas canvas = new TileCanvas(tile, upright, size, style, art, print, labels);
        GroundPainter.paint(canvas);
        GrassPainter.paint(canvas);
        WaterPainter.paint(canvas);
        RoadPainter.paint(canvas);
        CityPainter.paint(canvas);
        ForestPainter.paint(canvas);
        MonasteryPainter.paint(canvas);
        AnimalPainter.paint(canvas);
        PowerPainter.paint(canvas);
        printVariation(canvas);
        return new PaintedTile(turn(canvas.image, rotation), turn(labels, size, rotation), upright.at(rotation));
    }

    /** Prints and photos differ a little in brightness and colour balance. */
    private static void printVariation(TileCanvas c) {
        double brightness = 0.96 + 0.08 * c.print.nextDouble();
        Scalar balance = new Scalar(brightness * (0.98 + 0.04 * c.print.nextDouble()),
                brightness * (0.98 + 0.04 * c.print.nextDouble()), brightness * (0.98 + 0.04 * c.print.nextDouble()));
        Core.multiply(c.image, balance, c.image);
    }

    /**
     * Moves each pixel's lookup by a smooth random offset that fades to nothing at the tile's
     * border, so borders between features wander like paint while the edges still match the
     * neighbouring tiles.
     */
    private static int[] wobble(int[] grid, int size, double amount, long seed) {
        if (amount == 0) {
            return grid.clone();
        }
        ValueNoise nu = new ValueNoise(seed);
        ValueNoise nv = new ValueNoise(~seed);
        int[] out = new int[grid.length];
        double reach = amount * size;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                double u = (x + 0.5) / size;
                double v = (y + 0.5) / size;
                double edge = Math.min(Math.min(u, 1 - u), Math.min(v, 1 - v)) / 0.15;
                double fade = edge >= 1 ? 1 : edge * edge * (3 - 2 * edge);
                double dx = (nu.fractal(u * 4, v * 4, 2) * 2 - 1) * 2 * reach * fade;
                double dy = (nv.fractal(u * 4, v * 4, 2) * 2 - 1) * 2 * reach * fade;
                int sx = Math.max(0, Math.min(size - 1, (int) Math.round(x + dx)));
                int sy = Math.max(0, Math.min(size - 1, (int) Math.round(y + dy)));
                out[y * size + x] = grid[sy * size + sx];
            }
        }
        return out;
    }

    private static Mat turn(Mat upright, Rotation rotation) {
        if (rotation == Rotation.R0) {
            return upright;
        }
        Mat out = new Mat();
        int code = switch (rotation) {
            case R90 -> Core.ROTATE_90_CLOCKWISE;
            case R180 -> Core.ROTATE_180;
            default -> Core.ROTATE_90_COUNTERCLOCKWISE;
        };
        Core.rotate(upright, out, code);
        upright.release();
        return out;
    }

    /** The same turn as {@link #turn(Mat, Rotation)}, for the feature map. */
    private static int[] turn(int[] labels, int size, Rotation rotation) {
        if (rotation == Rotation.R0) {
            return labels;
        }
        int[] out = new int[labels.length];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int tx;
                int ty;
                switch (rotation) {
                    case R90 -> {
                        tx = size - 1 - y;
                        ty = x;
                    }
                    case R180 -> {
                        tx = size - 1 - x;
                        ty = size - 1 - y;
                    }
                    default -> {
                        tx = y;
                        ty = size - 1 - x;
                    }
                }
                out[ty * size + tx] = labels[y * size + x];
            }
        }
        return out;
    }
}
