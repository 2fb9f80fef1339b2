package org.tablecompanion.recognizer.identify;

import java.util.List;
import java.util.function.IntPredicate;
import org.tablecompanion.engine.catalog.TileType;

/** Reads tile types from tile pictures: an appearance pack or the catalog geometry. */
public interface TileMatcher {

    /** How many candidates each cell keeps. */
    int KEEP = 12;

    /** The name the observation reports ("pack" or "zero-shot"). */
    String mode();

    /**
     * How far this matcher's score gap between two readings can be trusted when they put the
     * same terrain on every edge and differ only inside (a pennant, an animal, fish, a power
     * badge, a monastery): 1 when it sees such differences as surely as the rest, less when its
     * evidence for them is weaker than its scores say. The board solve shrinks such gaps by this
     * share before it turns scores into confidences: the order of the readings stays, only the
     * confidence gets more honest.
     */
    default double trustInside(TileType best, TileType other) {
        return 1.0;
    }

    /**
     * {@link #trustInside(TileType, TileType)} on a frame whose tiles are {@code cellPx} pixels
     * across: a mark drawn large enough to be told at a camera's usual distance may be a few
     * pixels on a small board.
     */
    default double trustInside(TileType best, TileType other, double cellPx) {
        return trustInside(best, other);
    }

    /**
     * The score (after the board solve) at which a reading is as likely wrong as right because
     * its picture fits it so poorly; negative infinity when the scores alone say nothing of it.
     * The board solve counts "none of these" at this score beside the readings.
     */
    default double evenOdds() {
        return Double.NEGATIVE_INFINITY;
    }

    /**
     * The median best score of a frame's cells beyond which its pictures fit worse than the
     * scores assume (the frame is blurred, noisy or heavily compressed), so that the beliefs are
     * tempered by how far beyond it lies; NaN where no such scale is known.
     */
    default double typicalFit() {
        return Double.NaN;
    }

    /**
     * The most any reading of this matcher is believed: 1 where its model of the tiles draws them
     * as printed, less where it is known not to (then every reading is asked about, however far
     * ahead of its second it scores).
     */
    default double believedAtMost() {
        return 1.0;
    }

    /**
     * Whether this matcher tells readings apart only by the terrains they put where and the
     * catalog's marks (zero-shot): then where a figure covers every pixel whose terrain tells two
     * readings apart, the picture says nothing of which it is. A matcher that compares the
     * pictures of the tiles themselves also sees the rest of their art.
     */
    default boolean readsOnlyTerrains() {
        return false;
    }

    /**
     * Whether how well a square fits its best reading says whether the square is one tile: true
     * for pictures of the tiles themselves, false where any square of art or table fits some
     * reading at even odds (zero-shot's terrain layouts), so such fits cannot rank lattices.
     */
    default boolean fitTellsTiles() {
        return false;
    }

    /**
     * Candidates for every tile picture (same order), best first, at most {@link #KEEP} each,
     * and the pixels no reading explains. The pictures are looked at together, so the matcher
     * can learn the colours of this photo.
     *
     * @param tiles upright pictures of the tiles, north up, {@link TilePictures#DETAIL} pixels
     */
    MatchResult match(List<Patch> tiles);

    /** Margin, {@link TilePictures#DETAIL} pixels, round the tile in each picture {@link #matchLoose} takes. */
    int MARGIN = 8;

    /**
     * Reads tiles that may lie a few pixels off where the lattice expects them (hands place tiles
     * a little off their cells, and a lattice fit is off by a pixel or two here and there): each
     * picture shows the expected square with {@link #MARGIN} pixels all round, {@code DETAIL + 2
     * MARGIN} pixels a side. A matcher that can align a tile with its readings does, and says in
     * {@link MatchResult#shifts} where it found it; this default reads the expected squares.
     * A square no reading fits at all (a hand over it) may get no candidates.
     */
    default MatchResult matchLoose(List<Patch> framed) {
        return match(framed.stream().map(f -> f.window(MARGIN, MARGIN, TilePictures.DETAIL)).toList());
    }

    /**
     * {@link #matchLoose(List)} of pictures part of which something hides that is no part of any
     * tile (a hand over the board): what shows there is no evidence for any reading, and a
     * matcher that can leave such pixels out does. This default reads the pictures whole.
     *
     * @param hidden per picture, {@code (DETAIL + 2 MARGIN)²} flags row by row, or null where
     *     nothing hides it
     */
    default MatchResult matchLoose(List<Patch> framed, List<boolean[]> hidden) {
        return matchLoose(framed);
    }

    /**
     * {@link #matchLoose(List, List)} of pictures some of which may show no tile: the squares
     * {@code doubted} are those the occupancy stage could not call tiles (bare table beside the
     * board, or cut by the frame's edge). A matcher that measures this photo's art measures it on
     * the others; the doubted squares are read all the same. This default reads all alike.
     */
    default MatchResult matchLoose(List<Patch> framed, List<boolean[]> hidden, IntPredicate doubted) {
        return matchLoose(framed, hidden);
    }

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
            public double believedAtMost() {
                return all.believedAtMost();
            }

            @Override
            public boolean readsOnlyTerrains() {
                return all.readsOnlyTerrains();
            }

            @Override
            public MatchResult match(List<Patch> tiles) {
                MatchResult r = all.match(tiles);
                List<List<Candidate>> kept = r.candidates().stream()
                        .map(l -> l.stream().filter(c -> allowed.test(c.tileId(), c.rotation())).toList()).toList();
                return r.withCandidates(kept);
            }
        };
    }
}
