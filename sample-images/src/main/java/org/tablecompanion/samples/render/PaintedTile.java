package org.tablecompanion.samples.render;

import org.opencv.core.Mat;
import org.tablecompanion.engine.geometry.TileGeometry;

/**
 * A tile as painted, with the truth about it.
 *
 * @param image the picture, 8-bit BGR, square, turned as the tile lies
 * @param features the feature index painted at each pixel, row by row, in the picture's
 *        orientation: exact ground truth, including the small wobble of this print
 * @param geometry the tile's geometry at the same rotation (the wobble-free layout)
 */
public record PaintedTile(Mat image, int[] features, TileGeometry geometry) {

    public int size() {
        return image.rows();
    }

    /** The feature painted at pixel {@code (x, y)}. */
    public int featureAt(int x, int y) {
        return features[y * size() + x];
    }
}
