package org.tablecompanion.recognizer.identify;

import java.util.List;
import java.util.function.Function;
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
 *                        far more saturated than the forest; those {@link #figuresAgainst}
 *                        gives also count, on the squares whose reading it is given, blue on a
 *                        meadow or in a forest deeper than the photo's rivers); a second chance
 *                        for the figures stage, not part of {@code foreign}. All false where the matcher has no
 *                        such idea (a pack knows its art).
 * @param against {@code foreign} and {@code camouflagedWood} worked out again against other
 *                readings than each tile's first ({@link #figuresAgainst})
 * @param unlikeModel whether the matcher found the photo's art unlike its model of the tiles and
 *                    read them for it otherwise (zero-shot over printed art: the tiles read by
 *                    their borders, {@code ZeroShotMatcher#fitsAsPrintedArt}); false where it
 *                    has no such idea
 */
public record MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts,
                          List<boolean[]> camouflagedWood, Function<List<Candidate>, FigureMasks> against,
                          boolean unlikeModel) {

    public MatchResult {
        candidates = List.copyOf(candidates);
        foreign = List.copyOf(foreign);
        shifts = List.copyOf(shifts);
        camouflagedWood = List.copyOf(camouflagedWood);
    }

    /** A reading of art like the matcher's model of the tiles. */
    public MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts,
                       List<boolean[]> camouflagedWood, Function<List<Candidate>, FigureMasks> against) {
        this(candidates, foreign, shifts, camouflagedWood, against, false);
    }

    /** A reading whose figure masks are those of each tile's first reading, whatever is chosen. */
    public MatchResult(List<List<Candidate>> candidates, List<boolean[]> foreign, List<Vec2> shifts,
                       List<boolean[]> camouflagedWood) {
        this(candidates, foreign, shifts, camouflagedWood, null);
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
        return new MatchResult(others, foreign, shifts, camouflagedWood, against, unlikeModel);
    }

    /** Where figures may stand on each tile: its unexplained pixels and its camouflaged wood. */
    public record FigureMasks(List<boolean[]> foreign, List<boolean[]> camouflagedWood) {

        public FigureMasks {
            foreign = List.copyOf(foreign);
            camouflagedWood = List.copyOf(camouflagedWood);
        }
    }

    /**
     * The pixels of each tile that figures may be, where {@code chosen} reads it (per tile, in
     * order; null keeps its first reading, and asks for no look that needs the reading
     * believed). The board's solve may choose a reading other than a
     * tile's first, and what that first reading explains need not be what the chosen one does: on
     * H&amp;G seed 31001 a 2's lake, read first, explained a green hunter's paint, and the solve
     * chose a 31, a meadow there, where the hunter was then not looked for. A matcher with no
     * such second look gives its first reading's masks whatever is chosen.
     */
    public FigureMasks figuresAgainst(List<Candidate> chosen) {
        return against == null ? new FigureMasks(foreign, camouflagedWood) : against.apply(chosen);
    }

    /** No camouflaged wood on any of {@code tiles} tiles (one shared all-false mask: never written). */
    private static List<boolean[]> none(int tiles) {
        return java.util.Collections.nCopies(tiles, new boolean[TilePictures.SIZE * TilePictures.SIZE]);
    }
}
