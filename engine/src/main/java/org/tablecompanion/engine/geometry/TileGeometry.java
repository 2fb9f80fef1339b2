package org.tablecompanion.engine.geometry;

import java.util.List;

import org.tablecompanion.engine.catalog.Rotation;

/**
 * Where every feature of one tile type lies, for the tile as it lies at {@link #rotation()}.
 * Made by {@link TileLayout}; the same value serves drawing a tile, mapping a figure's foot to the
 * feature under it, and recognizing a tile from its terrain.
 *
 * <p>Coordinates are tile units of the tile as it lies: {@code u} to the right, {@code v} down,
 * {@code 0..1}. Every point of the tile belongs to exactly one feature.
 */
public final class TileGeometry {

    private final String tileId;
    private final Rotation rotation;
    private final List<FeatureShape> shapes;
    private final List<FeatureShape> uprightShapes;
    private final LabelRaster upright;

    TileGeometry(String tileId, Rotation rotation, List<FeatureShape> uprightShapes, LabelRaster upright) {
        this.tileId = tileId;
        this.rotation = rotation;
        this.uprightShapes = List.copyOf(uprightShapes);
        this.shapes = uprightShapes.stream().map(s -> s.rotated(rotation)).toList();
        this.upright = upright;
    }

    public String tileId() {
        return tileId;
    }

    /** How the tile is turned (clockwise) from upright. */
    public Rotation rotation() {
        return rotation;
    }

    /** One shape per feature, in the tile type's feature order. */
    public List<FeatureShape> shapes() {
        return shapes;
    }

    public FeatureShape shape(int feature) {
        return shapes.get(feature);
    }

    /** Index (in the tile type's feature list) of the feature under the point. */
    public int featureAt(double u, double v) {
        Point2 up = new Point2(u, v).rotated(rotation.inverse());
        return upright.featureAt(up.u(), up.v());
    }

    public int featureAt(Point2 p) {
        return featureAt(p.u(), p.v());
    }

    /** The same tile turned a further {@code turn} clockwise. */
    public TileGeometry rotated(Rotation turn) {
        return new TileGeometry(tileId, rotation.plus(turn), uprightShapes, upright);
    }

    /** The same tile lying at {@code absolute}. */
    public TileGeometry at(Rotation absolute) {
        return absolute == rotation ? this : new TileGeometry(tileId, absolute, uprightShapes, upright);
    }

    /** Pairs of fields that meet on open ground in the layout (0 when the shapes keep them all apart). */
    int fieldLeaks() {
        return upright.leaks();
    }

    /**
     * The feature under the centre of each cell of a {@code width x height} grid over the tile,
     * row by row: a picture of the layout at any size.
     */
    public int[] featureGrid(int width, int height) {
        int[] grid = new int[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                grid[y * width + x] = featureAt((x + 0.5) / width, (y + 0.5) / height);
            }
        }
        return grid;
    }
}
