package org.tablecompanion.recognizer.identify;

import java.util.List;

/**
 * What a matcher read: per tile picture its candidates (best first) and which of its pixels
 * (at {@link TilePictures#SIZE}) no reading explains: figures, their shadows, hands.
 *
 * @param candidates per tile, best first
 * @param foreign per tile, {@code SIZE * SIZE} flags
 */
public record MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign) {

    public MatchResult {
        candidates = List.copyOf(candidates);
        foreign = List.copyOf(foreign);
    }
}
