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

    /**
     * The same belief, its best reading held to at most {@code most}: what a hand half hides, the
     * picture may fit by chance (skin reads as city), so it may be asked about, never taken as sure.
     * The share taken from the best goes to the others in proportion, or stays unclaimed when there
     * are none.
     */
    public CellBelief capped(double most) {
        double top = probabilities.get(0);
        if (top <= most) {
            return this;
        }
        double rest = 1 - top;
        List<Double> shares = new java.util.ArrayList<>();
        shares.add(most);
        for (int k = 1; k < probabilities.size(); k++) {
            shares.add(rest > 0 ? probabilities.get(k) * (1 - most) / rest : 0.0);
        }
        return new CellBelief(cell, candidates, shares);
    }

    /** Score of the best reading minus the second best (large when there is no second). */
    public double margin() {
        return candidates.size() < 2 ? 99 : candidates.get(0).score() - candidates.get(1).score();
    }
}
