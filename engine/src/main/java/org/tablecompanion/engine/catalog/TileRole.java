package org.tablecompanion.engine.catalog;

/** What part a tile type plays in the draw. */
public enum TileRole {
    /** An ordinary land tile, shuffled into the draw pile. */
    LAND,
    /** The River: drawn before all land tiles (the spring starts, the lake ends the river). */
    RIVER,
    /** The River's first tile, replacing the base start tile. */
    RIVER_SPRING,
    /** The River's last tile, placed after all other river tiles. */
    RIVER_LAKE,
    /** H&G: drawn after a completed forest with gold (or a menhir); not a land tile. */
    BONUS
}
