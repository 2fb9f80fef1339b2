package org.tablecompanion.recognizer.identify;

import java.util.List;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * What a matcher read: per tile picture its candidates (best first) and which of its pixels
 * (at {@link TilePictures#SIZE}) no reading explains: figures, their shadows, hands.
 *
 * @param candidates per tile, best first
 * @param foreign per tile, {@code SIZE * SIZE} flags
 * @param shifts per tile, where it was read in its picture: how far (in {@link TilePictures#DETAIL}
 *               pixels, x right and y down) the tile lies from the picture's centre; zero unless the
 *               matcher aligned it ({@link TileMatcher#matchLoose})
 * @param relearn reads the tiles again from the board's solved readings, or null
 */
public record MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts,
                          Relearn relearn) {

    public MatchResult {
        candidates = List.copyOf(candidates);
        foreign = List.copyOf(foreign);
        shifts = List.copyOf(shifts);
    }

    public MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts) {
        this(candidates, foreign, shifts, null);
    }

    /** A reading of tiles taken where they were expected. */
    public MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign) {
        this(candidates, foreign, java.util.Collections.nCopies(candidates.size(), new Vec2(0, 0)));
    }

    /**
     * Reads the tiles again with what the board's solved readings teach the matcher of this photo
     * (zero-shot: how its meadow marks look); null where there is nothing to learn.
     */
    @FunctionalInterface
    public interface Relearn {
        /**
         * @param solved per tile (same order as the candidates), its reading after the board solve,
         *               or null where the tile was not kept
         * @return per tile, its candidates read again, best first
         */
        List<List<Candidate>> again(List<Candidate> solved);
    }
}
