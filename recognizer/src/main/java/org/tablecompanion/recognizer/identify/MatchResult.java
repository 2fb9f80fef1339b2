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
 * @param camouflagedWood per tile, {@code SIZE * SIZE} flags: pixels its reading explains as art of
 *                        a figure's colour that may yet be that figure's wood (on water, deep blue,
 *                        darker and more saturated than the tile's own water; in a forest, green
 *                        far more saturated than the forest); a second chance for the figures
 *                        stage, not part of {@code foreign}. All false where the matcher has no
 *                        such idea (a pack knows its art).
 */
public record MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts,
                          List<boolean[]> camouflagedWood) {

    public MatchResult {
        candidates = List.copyOf(candidates);
        foreign = List.copyOf(foreign);
        shifts = List.copyOf(shifts);
        camouflagedWood = List.copyOf(camouflagedWood);
    }

    /** A reading with no second thoughts about the art's colours. */
    public MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts) {
        this(candidates, foreign, shifts, none(candidates.size()));
    }

    /** A reading of tiles taken where they were expected. */
    public MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign) {
        this(candidates, foreign, java.util.Collections.nCopies(candidates.size(), new Vec2(0, 0)));
    }

    /** The same reading with other candidates (the same tiles, in the same order). */
    public MatchResult withCandidates(List<List<Candidate>> others) {
        return new MatchResult(others, foreign, shifts, camouflagedWood);
    }

    /** No camouflaged wood on any of {@code tiles} tiles (one shared all-false mask: never written). */
    private static List<boolean[]> none(int tiles) {
        return java.util.Collections.nCopies(tiles, new boolean[TilePictures.SIZE * TilePictures.SIZE]);
    }
}
