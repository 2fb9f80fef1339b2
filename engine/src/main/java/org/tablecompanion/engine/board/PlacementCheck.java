package org.tablecompanion.engine.board;

import java.util.List;
import org.tablecompanion.engine.catalog.Edge;

/**
 * What the board says about a tile lying at a square in a rotation (the River's extra rules are
 * checked elsewhere, they depend on the game's history).
 *
 * @param occupied a tile already lies there
 * @param touching at least one edge touches a placed tile
 * @param mismatchedEdges the board edges of the new tile whose terrain does not continue
 */
public record PlacementCheck(boolean occupied, boolean touching, List<Edge> mismatchedEdges) {

    public PlacementCheck {
        mismatchedEdges = List.copyOf(mismatchedEdges);
    }

    public boolean legal() {
        return !occupied && touching && mismatchedEdges.isEmpty();
    }
}
