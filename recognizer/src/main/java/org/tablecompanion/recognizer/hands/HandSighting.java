package org.tablecompanion.recognizer.hands;

import java.util.List;
import java.util.Map;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * A hand seen over the board.
 *
 * @param confidence how sure the finder is that this is a hand, 0..1
 * @param outline the hand's outline in the frame it was found in, pixels
 * @param coverage share of each cell the hand covers (only cells covered by {@link HandFinder#COVERS}
 *     or more), in the lattice's cells it was found on
 * @param cells the hand's area in cells
 */
public record HandSighting(double confidence, List<Vec2> outline, Map<Cell, Double> coverage, double cells) {

    public HandSighting {
        outline = List.copyOf(outline);
        coverage = Map.copyOf(coverage);
    }
}
