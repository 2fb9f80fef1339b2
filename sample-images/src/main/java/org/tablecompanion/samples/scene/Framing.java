package org.tablecompanion.samples.scene;

/** How the camera's distance is chosen. */
public enum Framing {
    /** Tile size drawn from the difficulty's range; the board may run past the image edges. */
    TILE_SIZE,
    /** As {@link #TILE_SIZE}, but moved back (never closer) until the whole board is in view. */
    FIT_BOARD
}
