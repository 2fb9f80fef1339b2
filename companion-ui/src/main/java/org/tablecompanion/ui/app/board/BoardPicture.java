package org.tablecompanion.ui.app.board;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.features.Feature;

/**
 * The board painted once, off the JavaFX thread: the pixels (tiles, closed features highlighted,
 * held features outlined in their holders' colours), which feature every pixel shows, where the
 * figures and emblems go. The picture covers the tiles plus one empty square all round, where
 * the next tiles can go.
 */
public final class BoardPicture {

    private final int minX;
    private final int minY;
    private final int cols;
    private final int rows;
    private final int tile;
    private final int[] argb;
    private final int[] featureIds;
    private final byte[] tileFeatures;
    private final List<Feature> features;
    private final List<FigureMark> figures;
    private final List<Emblem> emblems;
    private final Set<Position> occupied;
    private final Set<Position> frontier;

    BoardPicture(int minX, int minY, int cols, int rows, int tile, int[] argb, int[] featureIds,
            byte[] tileFeatures, List<Feature> features, List<FigureMark> figures, List<Emblem> emblems, Set<Position> occupied,
            Set<Position> frontier) {
        this.minX = minX;
        this.minY = minY;
        this.cols = cols;
        this.rows = rows;
        this.tile = tile;
        this.argb = argb;
        this.featureIds = featureIds;
        this.tileFeatures = tileFeatures;
        this.features = List.copyOf(features);
        this.figures = List.copyOf(figures);
        this.emblems = List.copyOf(emblems);
        this.occupied = Set.copyOf(occupied);
        this.frontier = Set.copyOf(frontier);
    }

    public int width() {
        return cols * tile;
    }

    public int height() {
        return rows * tile;
    }

    /** Pixels per tile side. */
    public int tile() {
        return tile;
    }

    /** The pixels, row by row, {@link #width()} per row. Do not change them. */
    public int[] argb() {
        return argb;
    }

    public List<FigureMark> figures() {
        return figures;
    }

    public List<Emblem> emblems() {
        return emblems;
    }

    public Set<Position> frontier() {
        return frontier;
    }

    public boolean occupied(Position p) {
        return occupied.contains(p);
    }

    /** The square under a picture pixel. */
    public Position positionAt(double x, double y) {
        return new Position(minX + (int) Math.floor(x / tile), minY + (int) Math.floor(y / tile));
    }

    /** The picture pixel of a square's top-left corner. */
    public double left(Position p) {
        return (double) (p.x() - minX) * tile;
    }

    public double top(Position p) {
        return (double) (p.y() - minY) * tile;
    }

    /** The feature shown at a picture pixel, if a tile lies there. */
    public Optional<Feature> featureAt(double x, double y) {
        int id = featureIdAt(x, y);
        return id < 0 ? Optional.empty() : Optional.of(features.get(id));
    }

    /** The index, in its tile type's list, of the tile feature shown at a picture pixel. */
    public java.util.OptionalInt tileFeatureAt(double x, double y) {
        int px = (int) Math.floor(x);
        int py = (int) Math.floor(y);
        if (px < 0 || py < 0 || px >= width() || py >= height() || featureIds[py * width() + px] < 0) {
            return java.util.OptionalInt.empty();
        }
        return java.util.OptionalInt.of(tileFeatures[py * width() + px]);
    }

    /** The board feature that holds a tile feature. */
    public Optional<Feature> featureOfPart(Position square, int tileFeature) {
        org.tablecompanion.engine.features.FeaturePart part =
                new org.tablecompanion.engine.features.FeaturePart(square, tileFeature);
        return features.stream().filter(f -> f.contains(part)).findFirst();
    }

    int featureIdAt(double x, double y) {
        int px = (int) Math.floor(x);
        int py = (int) Math.floor(y);
        if (px < 0 || py < 0 || px >= width() || py >= height()) {
            return -1;
        }
        return featureIds[py * width() + px];
    }

    /**
     * A mask of one feature's pixels over its tiles' bounding box, for hover and selection
     * highlights: {@code [left, top, width, height]} in the first four entries, then 0/1 per pixel.
     */
    public int[] mask(Feature feature) {
        int id = features.indexOf(feature);
        if (id < 0) {
            return new int[] {0, 0, 0, 0};
        }
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int x1 = Integer.MIN_VALUE;
        int y1 = Integer.MIN_VALUE;
        for (Position p : feature.tiles()) {
            x0 = Math.min(x0, (int) left(p));
            y0 = Math.min(y0, (int) top(p));
            x1 = Math.max(x1, (int) left(p) + tile);
            y1 = Math.max(y1, (int) top(p) + tile);
        }
        int w = x1 - x0;
        int h = y1 - y0;
        int[] mask = new int[4 + w * h];
        mask[0] = x0;
        mask[1] = y0;
        mask[2] = w;
        mask[3] = h;
        for (int y = 0; y < h; y++) {
            int row = (y0 + y) * width();
            for (int x = 0; x < w; x++) {
                mask[4 + y * w + x] = featureIds[row + x0 + x] == id ? 1 : 0;
            }
        }
        return mask;
    }
}
