package org.tablecompanion.recognizer.solve;

import java.util.List;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;

/**
 * What the board solve believes about one cell.
 *
 * @param cell the cell
 * @param candidates readings with scores that include the neighbours and the tile counts, best first
 * @param probabilities the same readings' shares of belief
 */
public record CellBelief(Cell cell, List<Candidate> candidates, List<Double> probabilities) {

    public CellBelief {
        candidates = List.copyOf(candidates);
        probabilities = List.copyOf(probabilities);
    }

    public Candidate best() {
        return candidates.get(0);
    }

    public double confidence() {
        return probabilities.get(0);
    }

    /** Score of the best reading minus the second best (large when there is no second). */
    public double margin() {
        return candidates.size() < 2 ? 99 : candidates.get(0).score() - candidates.get(1).score();
    }
}
