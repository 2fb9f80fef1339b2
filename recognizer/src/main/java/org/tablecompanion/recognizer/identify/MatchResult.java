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
 */
public record MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts) {

    public MatchResult {
        candidates = List.copyOf(candidates);
        foreign = List.copyOf(foreign);
        shifts = List.copyOf(shifts);
    }

    /** A reading of tiles taken where they were expected. */
    public MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign) {
        this(candidates, foreign, java.util.Collections.nCopies(candidates.size(), new Vec2(0, 0)));
    }
}
