package org.tablecompanion.recognizer.board;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Which groups of occupied cells are the board: the largest, those near it, and groups wholly
 * in view; a far group running into the edge of the view is the table's edge or the floor.
 */
class OccupancyBoardTest {

    /** A 20 x 12 view; the cells in {@code occupied} look like tiles, the rest like the table. */
    private static List<CellEvidence> view(Set<Cell> occupied) {
        List<CellEvidence> all = new ArrayList<>();
        for (int j = 0; j < 12; j++) {
            for (int i = 0; i < 20; i++) {
                Cell c = new Cell(i, j);
                boolean tile = occupied.contains(c);
                all.add(new CellEvidence(c, new double[] {1, 1, 1, 1}, tile ? 0.3 : 0.9, tile, 0.9));
            }
        }
        return all;
    }

    private static Set<Cell> block(int i0, int j0, int w, int h) {
        Set<Cell> out = new java.util.HashSet<>();
        for (int j = j0; j < j0 + h; j++) {
            for (int i = i0; i < i0 + w; i++) {
                out.add(new Cell(i, j));
            }
        }
        return out;
    }

    private static Set<Cell> kept(List<CellEvidence> evidence) {
        return Occupancy.keepBoard(evidence).stream().filter(CellEvidence::occupied).map(CellEvidence::cell)
                .collect(Collectors.toSet());
    }

    @Test
    void aFarGroupAtTheEdgeOfTheViewIsNotTakenForTiles() {
        Set<Cell> occupied = new java.util.HashSet<>(block(6, 4, 5, 4));
        occupied.addAll(block(17, 0, 3, 2)); // the floor in the image's corner
        Set<Cell> kept = kept(view(occupied));
        assertTrue(kept.containsAll(block(6, 4, 5, 4)));
        assertFalse(kept.contains(new Cell(18, 0)));
    }

    @Test
    void aFarGroupWhollyInViewIsKeptEvenWhenSomethingLargerCameOut() {
        Set<Cell> occupied = new java.util.HashSet<>(block(0, 0, 6, 12)); // a false band along the left
        occupied.addAll(block(12, 3, 4, 4)); // the real board, smaller, well inside the view
        Set<Cell> kept = kept(view(occupied));
        assertTrue(kept.containsAll(block(12, 3, 4, 4)), kept.toString());
    }
}
