package org.tablecompanion.recognizer.solve;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
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
     * The share taken from the best stays unclaimed ("none of these"): the cap is doubt about the
     * reading, not evidence for another, so the other readings keep their own shares. Until the
     * eighty-first session it went to the others in proportion, and on the 280 H&amp;G zero-shot
     * default scenes (every reading held to 0.6) the readings offered beside the told one at
     * 0.3-0.5 were right by the rules 1.6 % of the time (149 of 9,383): each question looked far
     * closer than it was ({@code bench-recognizer}'s reliability).
     */
    public CellBelief capped(double most) {
        double top = probabilities.get(0);
        if (top <= most) {
            return this;
        }
        List<Double> shares = new ArrayList<>(probabilities);
        shares.set(0, most);
        return new CellBelief(cell, candidates, shares);
    }

    /**
     * The same belief with {@code reading} (the same type and turn) put first and the first put
     * in its place, the shares staying with the places; empty where the belief does not hold that
     * reading. Where the pictures could not tell the two apart (what told them lay under a
     * figure), something else did (the figure's shape: see {@code FoundFigure}), about as surely
     * as the pictures had seemed to; the share is capped all the same.
     */
    public Optional<CellBelief> withFirst(Candidate reading) {
        for (int k = 1; k < candidates.size(); k++) {
            Candidate c = candidates.get(k);
            if (c.tileId().equals(reading.tileId()) && c.rotation() == reading.rotation()) {
                List<Candidate> cs = new ArrayList<>(candidates);
                Collections.swap(cs, 0, k);
                return Optional.of(new CellBelief(cell, cs, probabilities));
            }
        }
        return Optional.empty();
    }

    /** Score of the best reading minus the second best (large when there is no second). */
    public double margin() {
        return candidates.size() < 2 ? 99 : candidates.get(0).score() - candidates.get(1).score();
    }
}
