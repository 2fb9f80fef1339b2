package org.tablecompanion.samples.scene;

/**
 * How the players laid the tiles: a lattice with small gaps, each tile nudged and turned a little
 * by hand. The nudge of a tile depends only on the seed and its cell, so a tile stays exactly
 * where it was put for the rest of a game sequence.
 *
 * @param gapMm mean gap between neighbouring tiles
 * @param jitterMm largest shift of a tile off its cell centre, each axis
 * @param jitterDeg largest turn of a tile off the lattice
 * @param seed seed of the nudges
 */
public record BoardLayout(double gapMm, double jitterMm, double jitterDeg, long seed) {

    /** Edge of a tile (Carcassonne tiles are 45 mm squares). */
    public static final double TILE_MM = 45.0;
    /** Thickness of the cardboard. */
    public static final double TILE_THICKNESS_MM = 2.0;

    public double pitchMm() {
        return TILE_MM + gapMm;
    }

    /** The centre of a cell with no nudge. Cell (0, 0) is at the table origin. */
    public Point2 cellCentre(double x, double y) {
        return new Point2(x * pitchMm(), y * pitchMm());
    }

    public TilePose pose(SceneTile tile) {
        long h = ValueNoise.mix(seed ^ ValueNoise.mix(tile.x() * 0x632BE59BD9B4E019L + tile.y()));
        double dx = jitterMm * triangular(h);
        double dy = jitterMm * triangular(ValueNoise.mix(h + 1));
        double turn = jitterDeg * triangular(ValueNoise.mix(h + 2));
        Point2 c = cellCentre(tile.x(), tile.y());
        return new TilePose(new Point2(c.x() + dx, c.y() + dy), turn, tile.rotation(), 0);
    }

    /** A value in [-1, 1], most often near 0: hands aim at the cell and miss a little. */
    private static double triangular(long bits) {
        double a = ((bits >>> 11) & 0x3FFFFFL) / (double) 0x3FFFFF;
        double b = ((bits >>> 40) & 0xFFFFFFL) / (double) 0xFFFFFF;
        return a + b - 1;
    }
}
