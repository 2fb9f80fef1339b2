package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The blocks along a sheet's edge mix two of the table's looks and look like neither: a long
 * thin band of them is the table, not the board ({@link BoardRegion#withoutThinBands}).
 */
class BoardRegionBandsTest {

    private static final int COLUMNS = 40;
    private static final int ROWS = 24;

    /** A grid of blocks that all look like the table. */
    private static boolean[] table() {
        boolean[] t = new boolean[COLUMNS * ROWS];
        java.util.Arrays.fill(t, true);
        return t;
    }

    private static void other(boolean[] t, int column, int row) {
        t[row * COLUMNS + column] = false;
    }

    /** A board of several tiles: 6 by 5 blocks of other looks. */
    private static void board(boolean[] t) {
        for (int r = 8; r < 13; r++) {
            for (int c = 16; c < 22; c++) {
                other(t, c, r);
            }
        }
    }

    /** The edge of a sheet: one or two blocks wide, slanting down across 30 columns, clear of the board. */
    private static void band(boolean[] t) {
        for (int c = 2; c < 32; c++) {
            other(t, c, 1 + c / 6);
            other(t, c, 1 + (c + 2) / 6);
        }
    }

    @Test
    void aLongThinBandBesideABoardIsTable() {
        boolean[] t = table();
        board(t);
        band(t);
        boolean[] onlyBoard = table();
        board(onlyBoard);
        assertTrue(BoardRegion.withoutThinBands(t, COLUMNS, ROWS));
        assertArrayEquals(onlyBoard, t);
    }

    @Test
    void aShortPatchWithoutACoreStaysBesideABoard() {
        // A tile joined to the board by a corner only: 3 by 2 blocks of other looks.
        boolean[] t = table();
        board(t);
        for (int c = 10; c < 13; c++) {
            for (int r = 14; r < 16; r++) {
                other(t, c, r);
            }
        }
        boolean[] before = t.clone();
        assertFalse(BoardRegion.withoutThinBands(t, COLUMNS, ROWS));
        assertArrayEquals(before, t);
    }

    @Test
    void withNoPatchThickEnoughToHoldATileNothingChanges() {
        // Tiles too small for a core: the band may be a line of them, and stays.
        boolean[] t = table();
        band(t);
        boolean[] before = t.clone();
        assertFalse(BoardRegion.withoutThinBands(t, COLUMNS, ROWS));
        assertArrayEquals(before, t);
    }
}
