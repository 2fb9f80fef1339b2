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
}
