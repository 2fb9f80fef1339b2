package org.tablecompanion.recognizer.identify;

import java.util.List;

/** Reads tile types from tile pictures: an appearance pack or the catalog geometry. */
public interface TileMatcher {

    /** How many candidates each cell keeps. */
    int KEEP = 12;

    /** The name the observation reports ("pack" or "zero-shot"). */
    String mode();

    /**
     * Candidates for every tile picture (same order), best first, at most {@link #KEEP} each,
     * and the pixels no reading explains. The pictures are looked at together, so the matcher
     * can learn the colours of this photo.
     *
     * @param tiles upright pictures of the tiles, north up, {@link TilePictures#DETAIL} pixels
     */
    MatchResult match(List<Patch> tiles);

    /**
     * A matcher that only considers the readings {@code allowed} accepts (the tracker knows which
     * tile types and turns are legal on a square). This default filters the candidates of the
     * whole matcher; a matcher that can compare with fewer pictures does that instead.
     */
    default TileMatcher among(java.util.function.BiPredicate<String, org.tablecompanion.engine.catalog.Rotation> allowed) {
        TileMatcher all = this;
        return new TileMatcher() {
            @Override
            public String mode() {
                return all.mode();
            }

            @Override
            public MatchResult match(List<Patch> tiles) {
                MatchResult r = all.match(tiles);
                List<List<Candidate>> kept = r.candidates().stream()
                        .map(l -> l.stream().filter(c -> allowed.test(c.tileId(), c.rotation())).toList()).toList();
                return new MatchResult(kept, r.foreign());
            }
        };
    }
}
