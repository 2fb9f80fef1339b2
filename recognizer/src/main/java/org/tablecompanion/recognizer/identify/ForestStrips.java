package org.tablecompanion.recognizer.identify;

import java.util.function.IntToDoubleFunction;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * What thin strips of forest say between two readings of a tile. Hunters &amp; Gatherers draws
 * hedges: forest a few millimetres wide that splits a meadow in two (42 runs one from its forest
 * to a corner, 34 two from its forest to the far corners, 45 one each side of its river). A
 * hedge decides which meadow a hunter lies on, yet at {@link TilePictures#SIZE} pixels a tile it
 * is one or two pixels wide, printed a pixel or two off the geometry's line, and every one of its
 * pixels borders a meadow, so the terrain sums weigh it at a third ({@link TerrainLayouts}):
 * 42 with a hedge in plain sight was read as 33, the same tile without it, and 34 as 94 or 37,
 * where the hunter on it lay on one meadow instead of the other.
 * <p>
 * So a reading near the top is weighed once more on the thin parts of forest or meadow where it
 * and the top reading differ: each such pixel says how much better its own terrain fits than the
 * other reading's, at the best of it and its eight neighbours (a hedge printed a pixel off still
 * counts), clamped so that one bright pixel cannot outweigh a line. Rivers and lakes are left to
 * their own cues: weighed the same way they moved readings among the three-river lake tiles (3,
 * 9, 93) both ways and gained less (H&amp;G zero-shot default seeds 1000-8004: 2,870 tiles right
 * by the rules with every terrain, 2,875 with forest and meadow alone, against 2,867 without;
 * 2,877 once a neighbour counts only where the photo shows forest or meadow and no pixel near a
 * figure counts, see {@link #term} and {@link #nearFit}; with those rules and a lake's fish
 * counted by their middle, river against meadow weighed too read 2,881 and every pair of
 * terrains 2,875, against 2,883).
 */
final class ForestStrips {

    /**
     * A pixel of a terrain is thin where no square of {@code 2 * THIN_REACH + 1} pixels inside
     * that terrain covers it: 42's hedge is three pixels wide on the diagonal, a forest's own edge
     * is covered. On seeds 1000-8004 reach 1, 2 and 3 read the same.
     */
    static final int THIN_REACH = 2;
    /**
     * Most a pixel says, in the terrain models' log-likelihoods: a hedge is a line of pixels, and
     * a few stray dark pixels in a meadow must not weigh as much. On seeds 1000-8004 a clamp of 2
     * and one of 4 read alike (2,876 tiles right by the rules).
     */
    private static final double PIXEL_AT_MOST = 4;
    /**
     * How far off its line, in pixels at {@link TilePictures#SIZE}, a hedge is looked for at full
     * detail. The print and the photo's lattice put a hedge up to two pixels off the geometry's
     * line: 42 in plain sight (seeds 133003, 2002, 151002), its hedge plain at 64 pixels a tile,
     * showed it a pixel or two to one side of its drawn line, so the drawn line's far pixels saw
     * only meadow within one pixel, and 42 was read as 33 or 77. Looked for two pixels off (and
     * beyond one only on {@link #openGround}), the 280 H&amp;G default scenes of 1000-8004 and
     * 117000-164004 read 20,145 -> 20,150 of 20,470 tiles right by the rules (42 mended 3 times,
     * a 33 and a 30 with it, none lost).
     */
    private static final int FINE_REACH = 2;
    /** How far from another terrain a pixel must lie to count as {@link #openGround}. */
    private static final int OPEN_FROM = 2;

    private final TerrainLayouts layouts;
    /** Per shape, per pixel, whether it lies in a thin part of its terrain. */
    private final boolean[][] thin;
    private final int forest;
    private final int meadow;

    ForestStrips(TerrainLayouts layouts) {
        this.layouts = layouts;
        this.forest = layouts.terrains().indexOf(Terrain.FOREST);
        this.meadow = layouts.terrains().indexOf(Terrain.MEADOW);
        this.thin = new boolean[layouts.shapes().size()][];
        if (any()) {
            for (TerrainLayouts.Shape shape : layouts.shapes()) {
                thin[shape.index()] = thinParts(shape.terrain(), TilePictures.SIZE, THIN_REACH);
            }
        }
    }

    /** Whether the catalog has forest and meadow at all (the base game and the River have not). */
    boolean any() {
        return forest >= 0 && meadow >= 0;
    }

    /**
     * How much better {@code other}'s thin forest and meadow fit than {@code top}'s where the two
     * differ: positive where the photo shows a hedge that {@code other} has and {@code top} lacks
     * (or lacks one that {@code top} has). A pixel within one of a masked pixel (a figure, a
     * hand) says nothing: a green hunter lying where 45's hedge would be is as dark as a hedge
     * (a neighbour both readings give the terrain judged is not looked at, masked or not).
     * <p>
     * Each such pixel is first judged on the tile's full-detail picture ({@code fine}, where a
     * hedge is two or three pixels wide and still dark in its middle), at the best of its fine
     * pixels' neighbours within one coarse pixel, leaving out neighbours both readings give the
     * terrain judged (the forest a hedge grows from is no sign of the hedge). Where that shows
     * the thin terrain of the reading that has it, the coarse pictures' terrain sums, which
     * blurred it into its meadow, are taken back ({@code summed}) and the fine judgement stands
     * in their place; elsewhere the pixel is judged the same way on the coarse fits, and the sums
     * stand. Judged on the coarse fits alone, the hedge of 42 that a photo showed plainly at 64
     * pixels a tile was a meadow at 32, and 42 was read as 33 (seed 120003: terrain sums 11
     * below 33, made up by 3.5 here; 9.4 now). On the 280 H&amp;G default scenes of 1000-8004 and
     * 117000-164004 (zero-shot) tiles right by the rules went 20,098 -> 20,104 of 20,470 and 42
     * was read wrong 15 -> 7 times. Taking the sums back wherever readings differ, shown or not,
     * let the forest beside 45's hedges pass for them, and 73 was read as 45 in plain sight.
     *
     * @param raw the terrain models' log-likelihoods at {@link TilePictures#SIZE}, {@code pixel * terrains + terrain}
     * @param masked per pixel, whether the reading leaves it out
     * @param fine the same log-likelihoods on the full-detail picture ({@link TilePictures#DETAIL} a side)
     * @param summed per pixel, what the terrain sums counted there for {@code top} over {@code other}
     */
    double term(TerrainLayouts.Layout top, TerrainLayouts.Layout other, double[] raw, boolean[] masked,
                double[] fine, IntToDoubleFunction summed) {
        if (!any()) {
            return 0;
        }
        int n = TilePictures.SIZE;
        int terrains = layouts.terrains().size();
        int side = TilePictures.DETAIL;
        int f = side / n;
        int[] a = top.terrain();
        int[] b = other.terrain();
        boolean[] thinA = thin[layouts.shape(top).index()];
        boolean[] thinB = thin[layouts.shape(other).index()];
        // openGround asks the same of a coarse pixel for each of the 81 fine neighbours it is
        // looked at from, 25 pixels each time: answered once per pixel and judged terrain here
        // (it was a third of an H&G zero-shot read's time on a small board).
        OpenGround open = new OpenGround(a, b, n, terrains);
        double sum = 0;
        for (int p = 0; p < n * n; p++) {
            if (a[p] == b[p] || !thinA[p] && !thinB[p] || !forestAgainstMeadow(a[p], b[p])) {
                continue;
            }
            double detail = 0;
            for (int fy = 0; fy < f; fy++) {
                for (int fx = 0; fx < f; fx++) {
                    int x = (p % n) * f + fx;
                    int y = (p / n) * f + fy;
                    if (thinB[p]) {
                        detail += nearFit(fine, masked, x, y, side, f, f * FINE_REACH, terrains, b[p], a[p], open);
                    }
                    if (thinA[p]) {
                        detail -= nearFit(fine, masked, x, y, side, f, f * FINE_REACH, terrains, a[p], b[p], open);
                    }
                }
            }
            detail /= f * f;
            if (thinB[p] && detail > 0 || thinA[p] && detail < 0) {
                sum += summed.applyAsDouble(p) + detail;
                continue;
            }
            if (thinB[p]) {
                sum += nearFit(raw, masked, p % n, p / n, n, 1, 1, terrains, b[p], a[p], open);
            }
            if (thinA[p]) {
                sum -= nearFit(raw, masked, p % n, p / n, n, 1, 1, terrains, a[p], b[p], open);
            }
        }
        return sum;
    }

    private boolean forestAgainstMeadow(int t, int u) {
        return t == forest && u == meadow || t == meadow && u == forest;
    }

    /**
     * The best fit of terrain {@code t} over {@code u} at a pixel and its neighbours within
     * {@code reach} pixels of a picture {@code side} a side, whose coarse pixels are {@code f} a
     * side, among those the photo shows as one of the two (a river's dark blue beside a hedge's
     * line fits forest better than meadow, and is no hedge) and that not both readings
     * ({@code a}, {@code b}, coarse) give terrain {@code t} (the forest a hedge grows from is no
     * sign of the hedge); 0 near a masked pixel (a pixel is masked where its coarse pixel is) or
     * where none is either. A neighbour more than one coarse pixel away counts only on open
     * ground ({@link #openGround}).
     */
    private static double nearFit(double[] raw, boolean[] masked, int x, int y, int side, int f, int reach,
                                  int terrains, int t, int u, OpenGround open) {
        int n = side / f;
        int[] a = open.a;
        int[] b = open.b;
        double best = Double.NEGATIVE_INFINITY;
        for (int dy = -reach; dy <= reach; dy++) {
            for (int dx = -reach; dx <= reach; dx++) {
                int xx = x + dx;
                int yy = y + dy;
                if (xx < 0 || yy < 0 || xx >= side || yy >= side) {
                    continue;
                }
                int coarse = (yy / f) * n + xx / f;
                if (a[coarse] == t && b[coarse] == t) {
                    continue;
                }
                boolean beyondOne = Math.abs(dx) > f || Math.abs(dy) > f;
                if (beyondOne && !open.at(t, u, coarse)) {
                    continue;
                }
                if (masked[coarse]) {
                    return 0;
                }
                best = Math.max(best, fitOver(raw, yy * side + xx, terrains, t, u));
            }
        }
        return best == Double.NEGATIVE_INFINITY ? 0 : Math.max(-PIXEL_AT_MOST, Math.min(PIXEL_AT_MOST, best));
    }

    /** The readings' coarse terrains, and {@link #openGround} answered once per pixel and terrain judged. */
    private static final class OpenGround {
        private static final byte UNKNOWN = 0;
        private static final byte OPEN = 1;
        private static final byte CLOSED = 2;

        final int[] a;
        final int[] b;
        private final int n;
        private final int terrains;
        /** Per terrain judged {@code t} and terrain {@code u} it is judged against, per coarse pixel. */
        private final byte[][] answers;

        OpenGround(int[] a, int[] b, int n, int terrains) {
            this.a = a;
            this.b = b;
            this.n = n;
            this.terrains = terrains;
            this.answers = new byte[terrains * terrains][];
        }

        boolean at(int t, int u, int coarse) {
            byte[] known = answers[t * terrains + u];
            if (known == null) {
                known = new byte[n * n];
                answers[t * terrains + u] = known;
            }
            if (known[coarse] == UNKNOWN) {
                known[coarse] = openGround(a, b, t, u, coarse % n, coarse / n, n) ? OPEN : CLOSED;
            }
            return known[coarse] == OPEN;
        }
    }

    /**
     * Whether coarse pixel ({@code x}, {@code y}) lies on open ground for judging a thin
     * {@code t} against {@code u}: within {@link #OPEN_FROM} pixels neither reading puts water
     * (or any terrain but the two) and not both put {@code t}. A forest is printed past its line
     * by a pixel or two as often as a hedge is: 73's forests, reaching two pixels nearer its river
     * than drawn, passed for 45's hedges once the hedge was looked for two pixels off its line
     * everywhere, and so did a river's bank (seed 151003, where 73 in plain sight was then read
     * as 45).
     */
    private static boolean openGround(int[] a, int[] b, int t, int u, int x, int y, int n) {
        for (int dy = -OPEN_FROM; dy <= OPEN_FROM; dy++) {
            for (int dx = -OPEN_FROM; dx <= OPEN_FROM; dx++) {
                int xx = x + dx;
                int yy = y + dy;
                if (xx < 0 || yy < 0 || xx >= n || yy >= n) {
                    continue;
                }
                int q = yy * n + xx;
                if (a[q] == t && b[q] == t || a[q] != t && a[q] != u || b[q] != t && b[q] != u) {
                    return false;
                }
            }
        }
        return true;
    }

    /** How much better terrain {@code t} fits pixel {@code q} than {@code u}, if it is the photo's best of all or {@code u} is. */
    private static double fitOver(double[] raw, int q, int terrains, int t, int u) {
        int fitsBest = 0;
        for (int k = 1; k < terrains; k++) {
            if (raw[q * terrains + k] > raw[q * terrains + fitsBest]) {
                fitsBest = k;
            }
        }
        return fitsBest == t || fitsBest == u ? raw[q * terrains + t] - raw[q * terrains + u] : Double.NEGATIVE_INFINITY;
    }

    /** Pixels of each terrain that no square of side {@code 2r + 1} inside that terrain covers. */
    static boolean[] thinParts(int[] terrain, int n, int r) {
        // The squares' centres: a square centred there lies inside its terrain (the tile's edge
        // continuing it), so a forest's own edge along the tile's border is not thin. A square
        // covers only pixels of its own terrain, so the squares of all terrains at once cover
        // exactly the pixels that are not thin.
        boolean[] centre = new boolean[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                centre[y * n + x] = inside(terrain, n, x, y, r);
            }
        }
        boolean[] out = TilePictures.dilated(centre, n, r);
        for (int p = 0; p < out.length; p++) {
            out[p] = !out[p];
        }
        return out;
    }

    private static boolean inside(int[] terrain, int n, int x, int y, int r) {
        int t = terrain[y * n + x];
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                int xx = Math.max(0, Math.min(n - 1, x + dx));
                int yy = Math.max(0, Math.min(n - 1, y + dy));
                if (terrain[yy * n + xx] != t) {
                    return false;
                }
            }
        }
        return true;
    }
}
