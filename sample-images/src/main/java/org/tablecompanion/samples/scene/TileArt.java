package org.tablecompanion.samples.scene;

/**
 * How tiles look and where figures stand on them: the scene generator's only view of tile art, so
 * the real renderer and a trivial stand-in are interchangeable.
 */
public interface TileArt {

    /**
     * The upright tile (north up) painted as a square of {@code sizePx} pixels, 8-bit BGR, row by
     * row. Equal arguments must give equal pixels: scenes are reproducible from their seed.
     */
    byte[] paint(String catalogId, String tileId, int sizePx);

    /**
     * Where a figure on the given feature of the upright tile stands, in tile units: (0, 0) is the
     * north-west corner, (1, 1) the south-east one.
     */
    Point2 anchor(String catalogId, String tileId, int featureIndex);
}
