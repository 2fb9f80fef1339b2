package org.tablecompanion.recognizer.solve;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.catalog.Animal;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;
import org.tablecompanion.recognizer.identify.TerrainLayouts;
import org.tablecompanion.recognizer.identify.TilePictures;

/**
 * Readings that only a figure tells from another: where everything that tells a square's reading
 * from another one lies in what the picture does not show as tile (a figure, its blurred rim and
 * its shadow), and the other reading fits the neighbours as well, a matcher that sees only the
 * terrains (zero-shot) cannot decide between them, however far apart their scores are. A lying
 * meeple over the one road stub that tells a junction (W) from a straight road (U) is read as
 * whichever the pixels round it favour, and on a small board no neighbour checks that edge: base
 * default seed 1002 (10 tiles) read a U under a black meeple as W, sure. The same holds where
 * another reading lays the same terrains and differs only by a mark (a pennant, an animal) on a
 * feature a figure largely hides ({@link #MARKS_HIDDEN}).
 */
public final class HiddenDifferences {

    /**
     * Pixels (at {@link TilePictures#SIZE} a tile) that a figure's unexplained pixels are grown by:
     * its blurred rim and its shadow are explained by the terrain beside them, road or field
     * alike, and they favour whichever reading puts the darker terrain there.
     */
    static final int RIM = 2;
    /** Fewest pixels two readings must put different terrains on for the difference to count. */
    static final int LEAST = 8;
    /**
     * Share of those pixels that may lie in view and still leave the figure deciding. Zero-shot,
     * on 10-tile base boards (default seeds 1000-1004) asking about such readings caught 2 of the
     * 3 that were wrong yet sure (U read as W under a black meeple; W as V under a green one, 23
     * of the 161 pixels that tell them apart in view), and on 24-tile base+River boards the one
     * there. On 72-tile boards (seeds 1000-4004), where none was wrong yet sure, it asked about
     * 45 -> 102 of 1,403 tiles of the base game and 40 -> 81 of 1,401 of base+River, all read
     * right: the picture could not show what told them. At 0.1 it caught only the first of the
     * three, and asked 18 -> 35 rather than 39 of the base game's 356 tiles of seeds 1000-1004.
     */
    static final double IN_VIEW_AT_MOST = 0.15;

    private final TerrainLayouts layouts;
    private final BoardSolver solver;

    public HiddenDifferences(TerrainLayouts layouts, BoardSolver solver) {
        this.layouts = layouts;
        this.solver = solver;
    }

    /**
     * Per square whose reading a figure alone decides, the other reading it may as well be.
     *
     * @param trusted per square, its reading after the board solve; the neighbours are checked
     *                against these too
     * @param candidates per square, the matcher's readings, best first
     * @param unexplained per square, the pixels (at {@link TilePictures#SIZE}) no reading explains
     */
    public Map<Cell, Candidate> find(Map<Cell, Candidate> trusted, Map<Cell, List<Candidate>> candidates,
                                     Map<Cell, boolean[]> unexplained) {
        Map<Cell, Candidate> out = new LinkedHashMap<>();
        trusted.forEach((c, best) -> {
            boolean[] mask = unexplained.get(c);
            List<Candidate> others = candidates.get(c);
            if (mask == null || others == null || !TilePictures.any(mask)) {
                return;
            }
            TerrainLayouts.Layout a = layouts.layout(best.tileId(), best.rotation());
            if (a == null) {
                return;
            }
            boolean[] hidden = TilePictures.dilated(mask, TilePictures.SIZE, RIM);
            for (Candidate other : others) {
                TerrainLayouts.Layout b = layouts.layout(other.tileId(), other.rotation());
                if (b == null || b == a) {
                    continue;
                }
                int differ = 0;
                int inView = 0;
                for (int p = 0; p < hidden.length; p++) {
                    if (a.terrain()[p] != b.terrain()[p]) {
                        differ++;
                        inView += hidden[p] ? 0 : 1;
                    }
                }
                boolean decides = differ >= LEAST && inView <= IN_VIEW_AT_MOST * differ;
                if (differ == 0 && !other.tileId().equals(best.tileId())) {
                    decides = marksHidden(a, b, hidden);
                }
                if (!decides || !fitsNeighbours(c, other, trusted)) {
                    continue;
                }
                out.put(c, other);
                return;
            }
        });
        return out;
    }

    /**
     * Share of the pixels on which two readings of the same terrains print different marks (a
     * pennant, an animal, gold) that a figure, its rim and its shadow must hide for the mark to
     * be taken as maybe under it. A pennant is drawn anywhere in its city, so a figure hiding a
     * third of the city hides it about a third of the time, and a figure's rim on a city can look
     * like one. Base+River zero-shot hard seeds 1000-4004: 3 readings were wrong yet sure, all a
     * pennant told or missed under a standing meeple (M as N, N as M, T as S, at 97 %); from 0.25
     * to 0.35 all three are asked, at 0.45 one is told again. At 0.35 default seeds 1000-4004
     * ask about 84 -> 111 of 1,401 tiles, all of them read right (at 0.25, 127): the price of
     * never telling as sure a pennant a figure may hide.
     */
    static final double MARKS_HIDDEN = 0.35;

    /**
     * Whether a figure hides enough of the features on which two readings of the same terrains
     * print different marks for the mark to lie under it.
     */
    private boolean marksHidden(TerrainLayouts.Layout a, TerrainLayouts.Layout b, boolean[] hidden) {
        int[] fa = a.feature();
        int[] fb = b.feature();
        List<Marks> ma = Marks.of(layouts.type(a.tileId()));
        List<Marks> mb = Marks.of(layouts.type(b.tileId()));
        // Compared once per pair of features, not once per pixel: a record's equality walks its
        // animals' map, and this ran for every reading of every square a figure stands on.
        boolean[][] same = new boolean[ma.size()][mb.size()];
        for (int i = 0; i < ma.size(); i++) {
            for (int j = 0; j < mb.size(); j++) {
                same[i][j] = ma.get(i).equals(mb.get(j));
            }
        }
        int differ = 0;
        int under = 0;
        for (int p = 0; p < fa.length; p++) {
            if (!same[fa[p]][fb[p]]) {
                differ++;
                under += hidden[p] ? 1 : 0;
            }
        }
        return differ >= LEAST && under >= MARKS_HIDDEN * differ;
    }

    /** What a feature shows beyond its terrain and its shape. */
    private record Marks(int pennants, int fish, Map<Animal, Integer> animals, boolean gold, int mushrooms,
                         Optional<Power> power) {
        /** Per feature of {@code t}, by index. */
        static List<Marks> of(TileType t) {
            return t.features().stream().map(f -> new Marks(f.pennants(), f.fish(), f.animals(), f.gold(),
                    f.mushrooms(), f.power())).toList();
        }
    }

    /** Whether {@code reading} at {@code c} matches every trusted neighbour on their shared edges. */
    private boolean fitsNeighbours(Cell c, Candidate reading, Map<Cell, Candidate> trusted) {
        Map<Cell, Candidate> around = new LinkedHashMap<>();
        around.put(c, reading);
        for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            Cell n = c.neighbour(d[0], d[1]);
            Candidate r = trusted.get(n);
            if (r != null) {
                around.put(n, r);
            }
        }
        return !solver.contradicted(around).contains(c);
    }
}
