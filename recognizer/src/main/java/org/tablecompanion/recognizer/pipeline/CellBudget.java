package org.tablecompanion.recognizer.pipeline;

import org.tablecompanion.engine.catalog.Catalog;

/**
 * The most cells one reading of a frame may take as tiles. No board holds more tiles than its
 * box, and the largest boards players lay hold about {@link #LARGEST_BOARD}. A lattice that calls
 * more cells tiles than that follows the table's own pattern (a checked cloth's checks at their
 * own period and angle), not the tiles: reading all its cells had taken 75 s on one hard frame
 * (base+River seed 3002, 943 cells) and read none of its tiles right. Such a lattice is refused
 * before any cell is read, and the refusal says why.
 *
 * @param cells how many cells a reading may take
 */
public record CellBudget(int cells) {

    /** Tiles on the largest boards players lay (every tile of a base game and its expansions). */
    public static final int LARGEST_BOARD = 150;

    public CellBudget {
        if (cells < 1) {
            throw new IllegalArgumentException("a reading must be allowed at least one cell, not " + cells);
        }
    }

    /** The budget for the boxes a catalog describes: their tiles, and never under {@link #LARGEST_BOARD}. */
    public static CellBudget of(Catalog catalog) {
        return new CellBudget(Math.max(LARGEST_BOARD, catalog.tileCount()));
    }

    /** Whether a lattice calling {@code called} cells tiles asks more than a board can hold. */
    public boolean exceededBy(int called) {
        return called > cells;
    }

    /** Why a lattice calling {@code called} cells tiles is not read, as a player would be told. */
    public String refusal(int called) {
        return String.format(java.util.Locale.ROOT, "the lattice calls %d cells tiles, more than a board can hold (%d):"
                + " it follows the table's pattern, not the tiles; not read", called, cells);
    }
}
