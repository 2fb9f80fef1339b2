package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.figures.FigureColours;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * Reads tiles by comparing them with the pictures of an appearance pack in all four rotations.
 * Light differs over a table, so each comparison allows the tile its own brightness; the
 * photo's colour cast is learned from the tiles read with confidence and taken out before the
 * second pass. Pixels that none of a tile's best readings explains (a figure and its shadow, a
 * finger) are left out of the second pass. The few best readings are then compared at full
 * detail, where small marks such as pennants decide.
 */
public final class PackMatcher implements TileMatcher {

    /** Per-pixel error cap, 8-bit units: a figure or a glare spot costs no more than this. */
    private static final double CAP = 70;
    /** Converts mean squared error into log-likelihood (effective independent pixels / 2 sigma^2). */
    static final double SCALE = 64.0 / (2 * 14.0 * 14.0);
    /** A pixel is foreign when every good reading misses it by more than this (RMS, 8-bit). */
    private static final double FOREIGN = 45;
    /** A pixel in a figure's paint colour is left for the figures when the reading misses it by more than this. */
    private static final double PAINT_FOREIGN = 25;
    private static final int VERIFY = 4;
    /** Error cap of a pixel in a figure's paint colour. */
    private static final double PAINT_CAP = 22;
    /**
     * How many of a tile's first readings at {@link TilePictures#SIZE} must have their whole
     * costs: the second pass reads the first five (what they all miss is a figure, where they are
     * all lighter is shade), the colour cast the first two; the rest are scored again there, so
     * only their order among equals counts ({@link #boundedCosts}).
     */
    private static final int FIRST_EXACT = 5;
    /** How many of the coarse pass's best readings a tile is aligned with. */
    private static final int ALIGN_WITH = 3;
    /**
     * How far ({@link TilePictures#SIZE} pixels, before the last fraction) a tile may be found off
     * its cell: hands miss by 2 mm at most (3 % of a tile), and a lattice by a pixel or two.
     */
    private static final int ALIGN_REACH = 2;
    /**
     * Cost (squared 8-bit units) of each squared pixel of shift: a shift must pay for itself, so
     * a tile is not dragged towards a neighbour's art that happens to fit a wrong reading.
     */
    private static final double SHIFT_COST = 10;
    private static final double[] NO_CAST = {1, 1, 1};
    /**
     * Score (log-likelihood) under which no picture fits a square: a tile read right scores
     * above -110 on the default benchmark scenes, even with figures on it; skin, sleeves and
     * bare table score below -150.
     */
    static final double NO_FIT = -150;
    /**
     * {@link #evenOdds}. On the default benchmark scenes a reading right by its picture scores
     * above this but for figures and shadows on 2-3 % of tiles; on the hard ones (a lattice a
     * little off, strong lens, blur) most wrong readings score below it while far ahead of
     * their second. Counting "none of these" here, pack readings wrong yet 90 % sure went from
     * 0.28 % to none on default scenes (seeds 2000-2004) and from 16 % / 13 % to 2.8 % / 1.1 %
     * on hard ones (base+River / H&amp;G, seeds 1000-1004), for 2-3 % of right tiles asked about.
     */
    private static final double EVEN_ODDS = -60;
    /**
     * {@link #typicalFit}: the median best score of a frame's tiles. Default frames' medians lie
     * at -11 to -20 (H&amp;G seeds 1000-1004 and 2000-2004), hard frames' at -28 to -37: blur, noise
     * and heavy compression spread every fit wider than {@link #SCALE} assumes, and the gaps
     * between readings with it. Beyond -24 the beliefs are tempered by the median's share of it.
     * On the hard rows with a pack of seeds 1000-5004 (3,530 tiles, both games) the H&amp;G tiles
     * wrong yet told as sure went from 6 to 3 (8 read as 9 at 91 %, 28 as 22 at 96 %, 53 as 52 at
     * 94 % now asked about), for 33 right tiles more asked of the 1,741 told as sure; every
     * reading at easy and default is byte for byte as before (seeds 1000-4004). The 3 left lie
     * under figures, two of them 7.9 and 8.4 ahead of their second: a wider temper (-16) left
     * those two sure too and asked 52 more on seeds 1000-4004.
     */
    private static final double TYPICAL_FIT = -24;

    private final List<Template> templates = new ArrayList<>();
    /** The score under which a square is not read ({@link #NO_FIT}, or what {@link #fittingDownTo} set). */
    private final double noFit;

    /**
     * One pack picture in one rotation at each size the passes use (detail, fine, coarse and the
     * 8-pixel sketch), each with its energy (the sum of its squared values): a tile without masked
     * pixels is compared with hundreds of pictures, and the picture's half of the brightness gain
     * need not be added up again for each.
     */
    private record Template(String tileId, Rotation rotation, Patch detail, Patch fine, Patch coarse, Patch sketch,
                            double detailEnergy, double fineEnergy, double coarseEnergy, double sketchEnergy) {

        Template(String tileId, Rotation rotation, Patch detail, Patch fine, Patch coarse) {
            this(tileId, rotation, detail, fine, coarse, TilePictures.half(coarse));
        }

        private Template(String tileId, Rotation rotation, Patch detail, Patch fine, Patch coarse, Patch sketch) {
            this(tileId, rotation, detail, fine, coarse, sketch, energy(detail), energy(fine), energy(coarse),
                    energy(sketch));
        }
    }

    public PackMatcher(AppearancePack pack, Catalog catalog) {
        this.noFit = NO_FIT;
        for (Map.Entry<String, Mat> e : pack.pictures().entrySet()) {
            if (catalog.tile(e.getKey()).isEmpty()) {
                continue;
            }
            Patch detail = Patch.of(e.getValue(), TilePictures.DETAIL, TilePictures.BLUR);
            Patch smooth = TilePictures.smooth(TilePictures.half(detail));
            for (Rotation r : Rotation.values()) {
                Patch d = detail.rotated(r.quarterTurns());
                Patch f = smooth.rotated(r.quarterTurns());
                templates.add(new Template(e.getKey(), r, d, f, TilePictures.half(f)));
            }
        }
    }

    private PackMatcher(List<Template> subset, double noFit) {
        templates.addAll(subset);
        this.noFit = noFit;
    }

    /** Compares only with the pictures of the readings {@code allowed} accepts. */
    @Override
    public TileMatcher among(java.util.function.BiPredicate<String, Rotation> allowed) {
        return new PackMatcher(templates.stream().filter(t -> allowed.test(t.tileId(), t.rotation())).toList(),
                noFit);
    }

    /**
     * This matcher reading squares whose best picture scores down to {@code floor}, where
     * something other than the pictures says a tile lies there (a lone tile's outline).
     */
    public PackMatcher fittingDownTo(double floor) {
        return new PackMatcher(templates, floor);
    }

    @Override
    public String mode() {
        return "pack";
    }

    @Override
    public double evenOdds() {
        return EVEN_ODDS;
    }

    @Override
    public double typicalFit() {
        return TYPICAL_FIT;
    }

    @Override
    public boolean fitTellsTiles() {
        return true;
    }

    @Override
    public MatchResult match(List<Patch> tiles) {
        List<Patch> fine = perTile(tiles.size(), k -> TilePictures.smooth(TilePictures.half(tiles.get(k))));
        List<List<Scored>> first = rank(fine, unmasked(fine.size()), null, NO_CAST, null);
        return read(null, tiles, fine, first, java.util.Collections.nCopies(tiles.size(), new Vec2(0, 0)),
                java.util.Collections.nCopies(tiles.size(), null));
    }

    /**
     * Each tile is first aligned with its few best readings at the coarse level (the coarse
     * pictures forgive a shift), so that a tile laid a little off its cell is compared where it
     * lies: off by a sixteenth of its side, a road or a city wall is paid for twice, where it is
     * and where it should be, and a tile without it (a bare city cap for a cap and a road) wins.
     */
    @Override
    public MatchResult matchLoose(List<Patch> framed) {
        return matchLoose(framed, java.util.Collections.nCopies(framed.size(), null));
    }

    /**
     * What shows of a tile the frame's edge cuts or a hand covers is read as the rest of a tile a
     * figure covers: the pixels not seen are masked (and charged as masked pixels are, the same
     * for every reading), and they are no figure.
     */
    @Override
    public MatchResult matchLoose(List<Patch> framed, List<boolean[]> hidden) {
        List<boolean[]> hiddenFine = hidden.stream().map(h -> h == null ? null : halvedFramed(h)).toList();
        List<Aligned> aligned = perTile(framed.size(), k -> aligned(framed.get(k), hiddenFine.get(k)));
        List<boolean[]> unseen = perTile(framed.size(), k -> hiddenFine.get(k) == null ? null
                : windowOf(hiddenFine.get(k), aligned.get(k).shift()));
        MatchResult read = read(framed, aligned.stream().map(Aligned::tile).toList(),
                aligned.stream().map(Aligned::fine).toList(), aligned.stream().map(Aligned::first).toList(),
                aligned.stream().map(Aligned::shift).toList(), unseen);
        // A square that no picture of the pack fits is not read at all: an arm or a hand over
        // the board, the table in a hole of the board. Any reading of it would be a guess. A
        // square partly unseen is scored on what shows of it (seenOnly).
        List<List<Candidate>> fitting = read.candidates().stream()
                .map(c -> c.isEmpty() || c.get(0).score() < noFit ? List.<Candidate>of() : c).toList();
        return new MatchResult(fitting, read.foreign(), read.shifts());
    }

    /**
     * One tile found in its framed picture and read a first time.
     *
     * @param tile the tile's own square, {@link TilePictures#DETAIL} pixels
     * @param fine the same smoothed at {@link TilePictures#SIZE}
     * @param shift where it was found off the expected square, {@link TilePictures#DETAIL} pixels
     * @param first the coarse pass's shortlist scored at {@link TilePictures#SIZE}, best first
     */
    private record Aligned(Patch tile, Patch fine, Vec2 shift, List<Scored> first) {
    }

    /**
     * @param hiddenFine the framed picture's pixels not seen, at half its size, or null for none
     */
    private Aligned aligned(Patch framed, boolean[] hiddenFine) {
        int n = TilePictures.SIZE;
        int m = MARGIN / 2;
        Patch framedFine = TilePictures.smooth(TilePictures.half(framed));
        boolean[] middle = hiddenFine == null ? new boolean[n * n] : windowOf(hiddenFine, new Vec2(0, 0));
        List<Template> shortlist = coarseOrder(framedFine.window(m, m, n), middle);
        Vec2 s = align(framedFine, shortlist.subList(0, Math.min(ALIGN_WITH, shortlist.size())), hiddenFine);
        Patch tile = framed.window(MARGIN + 2 * s.x(), MARGIN + 2 * s.y(), TilePictures.DETAIL);
        Patch tileFine = TilePictures.smooth(TilePictures.half(tile));
        boolean[] paint = tileFine.paintLike();
        boolean[] unseen = hiddenFine == null ? null : windowOf(hiddenFine, s.times(2));
        double[] costs = boundedCosts(shortlist, FIRST_EXACT, (t, above) -> cost(tileFine, t.fine(), t.fineEnergy(),
                unseen, paint, above));
        List<Scored> list = new ArrayList<>();
        for (int k = 0; k < shortlist.size(); k++) {
            list.add(new Scored(shortlist.get(k), costs[k]));
        }
        list.sort(Comparator.comparingDouble(Scored::cost));
        return new Aligned(tile, tileFine, s.times(2), list);
    }

    /** A framed picture's flags (DETAIL + 2 MARGIN a side) halved: a pixel is set where any of its four is. */
    private static boolean[] halvedFramed(boolean[] framed) {
        int side = TilePictures.DETAIL + 2 * MARGIN;
        return TilePictures.shrink(framed, side, side / 2);
    }

    /**
     * The {@link TilePictures#SIZE} square of halved framed flags where a tile lies {@code shift}
     * DETAIL pixels off the middle (rounded to whole pixels at SIZE).
     */
    private static boolean[] windowOf(boolean[] halvedFramed, Vec2 shift) {
        int half = (TilePictures.DETAIL + 2 * MARGIN) / 2;
        return TilePictures.window(halvedFramed, half, MARGIN / 2 + (int) Math.round(shift.x() / 2),
                MARGIN / 2 + (int) Math.round(shift.y() / 2), TilePictures.SIZE);
    }

    /**
     * The tile placed again with its figures ({@code figures}, in the tile's pixels at
     * {@link TilePictures#SIZE}) left out, by the best readings of {@code placed}, when they cover
     * {@link #REPLACE_SHARE} of it or more and the placement moves by {@link #REPLACE_FROM} or
     * more; else {@code placed} itself. An H&amp;G 45 under a red lying hunter (29 % of the tile,
     * masked) was placed with the hunter counting, and read as 72 at full detail, though the
     * second pass put 45 first.
     */
    private Aligned placedAgain(Patch framed, Aligned placed, boolean[] figures) {
        int n = TilePictures.SIZE;
        int masked = 0;
        for (boolean b : figures) {
            masked += b ? 1 : 0;
        }
        if (masked < REPLACE_SHARE * n * n) {
            return placed;
        }
        int m = MARGIN / 2;
        Patch framedFine = TilePictures.smooth(TilePictures.half(framed));
        int side = framedFine.size();
        // The figures stay where they are in the framed picture while the tile's window moves.
        boolean[] framedMask = new boolean[side * side];
        int ox = m + (int) Math.round(placed.shift().x() / 2);
        int oy = m + (int) Math.round(placed.shift().y() / 2);
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (figures[y * n + x] && oy + y >= 0 && ox + x >= 0 && oy + y < side && ox + x < side) {
                    framedMask[(oy + y) * side + ox + x] = true;
                }
            }
        }
        List<Template> with = placed.first().subList(0, Math.min(ALIGN_WITH, placed.first().size())).stream()
                .map(Scored::template).toList();
        Vec2 s = align(framedFine, with, framedMask);
        if (s.minus(placed.shift().times(0.5)).length() < REPLACE_FROM) {
            return placed;
        }
        Patch tile = framed.window(MARGIN + 2 * s.x(), MARGIN + 2 * s.y(), TilePictures.DETAIL);
        return new Aligned(tile, TilePictures.smooth(TilePictures.half(tile)), s.times(2), placed.first());
    }

    /**
     * Share of a tile its figures must cover before it is placed again without them. A figure
     * need not stand on the tile to pull it: on held-out H&amp;G seed 3000 a yellow meeple on the
     * neighbour above, and its shadow, lay over the top of a 35 (5 % of it masked); placed with
     * them counting, the tile's window moved 1.6 px (of 32) down, away from them, its animal sat
     * off the mammoth of its picture, and it was read as its twin 36 at 100 %. At 0.12 that tile
     * was not placed again; at 0.04, pack rows of seeds 1000-4004 (both games) read it right and
     * nothing else moved, and hard base+River 53.13 -> 53.75 % (H&amp;G 52.57 -> 52.85 %).
     */
    private static final double REPLACE_SHARE = 0.04;
    /**
     * Pixels ({@link TilePictures#SIZE} a tile) the placement must move by to be taken: a fifth
     * of a pixel here is nearly half a pixel in the full-detail pass, which the 45 under a hunter
     * needed (moved 0.25 px); less is noise of the parabola's vertex.
     */
    private static final double REPLACE_FROM = 0.2;

    /**
     * The same work done on every tile, on all cores. Each tile's result depends on that tile
     * alone and comes back in tile order, so the reading does not depend on how the work was shared.
     */
    private static <T> List<T> perTile(int tiles, IntFunction<T> work) {
        return IntStream.range(0, tiles).parallel().mapToObj(work).toList();
    }

    /**
     * Reads from the first pass on: colour cast, figures masked, second pass, detail.
     *
     * @param framed each tile's framed picture when it was found in it (then a tile its figures
     *               cover much of is placed again without them), or null
     * @param unseen per tile, its pixels (at {@link TilePictures#SIZE}) that the frame's edge or a
     *               hand hides, or null: masked as figures are, and no figure
     */
    private MatchResult read(List<Patch> framed, List<Patch> tilesIn, List<Patch> fineIn, List<List<Scored>> first,
                             List<Vec2> shiftsIn, List<boolean[]> unseen) {
        List<Patch> tiles = new ArrayList<>(tilesIn);
        List<Patch> fine = new ArrayList<>(fineIn);
        List<Vec2> shifts = new ArrayList<>(shiftsIn);
        int n = TilePictures.SIZE;
        // Figure-coloured pixels are masked at the lower paint threshold: a black meeple lying on
        // a meadow is nearer to dark forest than to grass, and left in it made the meadow edge
        // under it read as forest (3 of the 4 wrong H&G tiles of seeds 2000-2004, all under
        // lying figures; 98.92 % -> 99.73 %, the others unchanged).
        // The mask then grows by MASK_GROWTH pixels: a figure's shaded sides and edge pixels,
        // blurred into the art round them, are explained by neither the figure's paint nor any
        // reading, yet decided readings (a crossroads read as a junction under a black farmer).
        List<boolean[]> foreign = perTile(fine.size(), k -> {
            boolean[] out = foreign(fine.get(k), first.get(k), PAINT_FOREIGN);
            for (int g = 0; g < MASK_GROWTH; g++) {
                out = grownOnce(out, n);
            }
            return TilePictures.or(out, unseen.get(k));
        });
        double[] gains = colourCast(fine, foreign, first);
        List<boolean[]> shade = perTile(fine.size(), k -> shadeRound(fine.get(k), first.get(k), foreign.get(k)));
        // The second pass only looks again at the first pass's best readings (the colour cast and
        // the masked figures change a tile's costs little against all the others).
        List<List<Scored>> second = new ArrayList<>(rank(fine, foreign, shade, gains, first));
        if (framed != null) {
            // A figure over an eighth of a tile or more pulls its first placement (made with every
            // pixel counting) off: placed again by the second pass's readings with the figure left
            // out. Its masks stay those of the first placement: grown by 2 px, they cover a move
            // of a fraction of a pixel.
            List<Aligned> again = perTile(tiles.size(), k -> placedAgain(framed.get(k),
                    new Aligned(tiles.get(k), fine.get(k), shifts.get(k), second.get(k)), foreign.get(k)));
            for (int k = 0; k < again.size(); k++) {
                Aligned a = again.get(k);
                if (a.tile() != tiles.get(k)) {
                    tiles.set(k, a.tile());
                    fine.set(k, a.fine());
                    shifts.set(k, a.shift());
                    second.set(k, rank(a.fine(), foreign.get(k), shade.get(k), gains, second.get(k)));
                }
            }
        }
        // What the chosen reading does not explain is where figures stand.
        List<boolean[]> unexplained = perTile(fine.size(), k -> TilePictures.without(
                foreign(fine.get(k).balanced(gains), second.get(k).subList(0, 1), PAINT_FOREIGN), unseen.get(k)));
        List<List<Candidate>> out = perTile(tiles.size(), k -> verify(tiles.get(k).balanced(gains),
                TilePictures.grow(foreign.get(k), n, TilePictures.DETAIL),
                shade.get(k) == null ? null : TilePictures.grow(shade.get(k), n, TilePictures.DETAIL), second.get(k),
                unseen.get(k) == null ? null : TilePictures.grow(unseen.get(k), n, TilePictures.DETAIL)));
        return new MatchResult(out, unexplained, shifts);
    }

    private static List<boolean[]> unmasked(int tiles) {
        List<boolean[]> out = new ArrayList<>();
        for (int k = 0; k < tiles; k++) {
            out.add(new boolean[TilePictures.SIZE * TilePictures.SIZE]);
        }
        return out;
    }

    /**
     * Where the tile lies in its framed picture ({@link TilePictures#SIZE} pixels, relative to the
     * centre): the shift at which the best of {@code with} fits it best, found by descending the
     * cost from no shift, to a fraction of a pixel by a parabola through the neighbours.
     */
    private static Vec2 align(Patch framedFine, List<Template> with) {
        return align(framedFine, with, null);
    }

    /** As {@link #align(Patch, List)}, the pixels of {@code framedMask} (figures) left out. */
    private static Vec2 align(Patch framedFine, List<Template> with, boolean[] framedMask) {
        int n = TilePictures.SIZE;
        int m = (framedFine.size() - n) / 2;
        int reach = Math.min(m - 1, ALIGN_REACH);
        boolean[] paint = framedFine.paintLike();
        double[][] memo = new double[2 * m + 1][2 * m + 1];
        for (double[] row : memo) {
            Arrays.fill(row, Double.NaN);
        }
        Patch centre = framedFine.window(m, m, n);
        double[] gains = new double[with.size()];
        for (int k = 0; k < with.size(); k++) {
            gains[k] = gain(centre, with.get(k).fine(), with.get(k).fineEnergy());
        }
        int bx = 0;
        int by = 0;
        for (int step = 0; step < 2 * reach; step++) {
            int nx = bx;
            int ny = by;
            double best = alignCost(framedFine, paint, framedMask, with, gains, bx, by, memo);
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int x = bx + dx;
                    int y = by + dy;
                    if ((dx == 0 && dy == 0) || Math.abs(x) > reach || Math.abs(y) > reach) {
                        continue;
                    }
                    double c = alignCost(framedFine, paint, framedMask, with, gains, x, y, memo);
                    if (c < best - 1e-9) {
                        best = c;
                        nx = x;
                        ny = y;
                    }
                }
            }
            if (nx == bx && ny == by) {
                break;
            }
            bx = nx;
            by = ny;
        }
        double c0 = alignCost(framedFine, paint, framedMask, with, gains, bx, by, memo);
        double fx = vertex(alignCost(framedFine, paint, framedMask, with, gains, bx - 1, by, memo), c0,
                alignCost(framedFine, paint, framedMask, with, gains, bx + 1, by, memo));
        double fy = vertex(alignCost(framedFine, paint, framedMask, with, gains, bx, by - 1, memo), c0,
                alignCost(framedFine, paint, framedMask, with, gains, bx, by + 1, memo));
        return new Vec2(bx + fx, by + fy);
    }

    /** Where a parabola through three equally spaced values has its lowest point, -0.5..0.5. */
    private static double vertex(double left, double centre, double right) {
        double curvature = left - 2 * centre + right;
        if (!(curvature > 1e-9)) {
            return 0;
        }
        return Math.max(-0.5, Math.min(0.5, (left - right) / (2 * curvature)));
    }

    private static double alignCost(Patch framedFine, boolean[] framedPaint, boolean[] framedMask, List<Template> with,
                                    double[] gains, int dx, int dy, double[][] memo) {
        int n = TilePictures.SIZE;
        int side = framedFine.size();
        int m = (side - n) / 2;
        if (Math.abs(dx) > m || Math.abs(dy) > m) {
            return Double.MAX_VALUE;
        }
        double known = memo[dy + m][dx + m];
        if (!Double.isNaN(known)) {
            return known;
        }
        // Read in place, with each picture's brightness gain from no shift: a shift of a pixel
        // or two hardly changes it.
        float[] o = framedFine.rgb();
        double best = Double.MAX_VALUE;
        // Squared differences summed over the channels and divided by three once, as in #capped.
        double cap3 = 3 * CAP * CAP;
        double paint3 = 3 * PAINT_CAP * PAINT_CAP;
        for (int k = 0; k < with.size(); k++) {
            float[] e = with.get(k).fine().rgb();
            double g = gains[k];
            double sum = 0;
            // Only the best picture counts: one whose sum already passes it is not finished.
            double abandon = best == Double.MAX_VALUE ? Double.POSITIVE_INFINITY : best * 3 * (n * n) * (1 + 1e-9);
            for (int y = 0; y < n && sum <= abandon; y++) {
                int row = (m + dy + y) * side + m + dx;
                if (framedMask == null) {
                    // Nothing masked (the first placement of every tile): the same sums, with
                    // nothing else asked of a pixel.
                    for (int x = 0; x < n; x++) {
                        int q = row + x;
                        int i = 3 * q;
                        int j = 3 * (y * n + x);
                        double d0 = o[i] - g * e[j];
                        double d1 = o[i + 1] - g * e[j + 1];
                        double d2 = o[i + 2] - g * e[j + 2];
                        double d = d0 * d0 + d1 * d1 + d2 * d2;
                        double c = framedPaint[q] ? paint3 : cap3;
                        sum += d <= c ? d : c;
                    }
                    continue;
                }
                for (int x = 0; x < n; x++) {
                    int q = row + x;
                    if (framedMask[q]) {
                        continue;
                    }
                    int i = 3 * q;
                    int j = 3 * (y * n + x);
                    double d0 = o[i] - g * e[j];
                    double d1 = o[i + 1] - g * e[j + 1];
                    double d2 = o[i + 2] - g * e[j + 2];
                    double d = d0 * d0 + d1 * d1 + d2 * d2;
                    double c = framedPaint[q] ? paint3 : cap3;
                    sum += d <= c ? d : c;
                }
            }
            if (sum <= abandon) {
                best = Math.min(best, sum / 3 / (n * n));
            }
        }
        best += SHIFT_COST * (dx * dx + dy * dy);
        memo[dy + m][dx + m] = best;
        return best;
    }

    private record Scored(Template template, double cost) {
    }

    /** Coarse pass over every template, then the best few at {@link TilePictures#SIZE}. */
    private List<List<Scored>> rank(List<Patch> fine, List<boolean[]> masks, List<boolean[]> shade, double[] gains,
                                    List<List<Scored>> before) {
        return perTile(fine.size(), k -> rank(fine.get(k), masks.get(k), shade == null ? null : shade.get(k), gains,
                before == null ? null : before.get(k)));
    }

    private List<Scored> rank(Patch tile, boolean[] mask, boolean[] shade, double[] gains, List<Scored> before) {
        Patch f = tile.balanced(gains);
        boolean[] finePaint = f.paintLike();
        boolean[] masked = maskedOrNull(mask);
        List<Scored> list = new ArrayList<>();
        List<Template> consider = before == null ? coarseOrder(f, mask) : shortlist(f, mask, before);
        for (Template t : consider) {
            list.add(new Scored(t, cost(f, t.fine(), t.fineEnergy(), masked, shade, finePaint)));
        }
        list.sort(Comparator.comparingDouble(Scored::cost));
        return list;
    }

    /**
     * The pictures a tile is compared with again: those of the first pass's shortlist and, where
     * the best of them fits poorly ({@link #SHORTLIST_AGAIN_ABOVE}), also the shortlist drawn
     * afresh from the picture with the colour cast taken out and the figures masked. The first
     * shortlist is drawn without either, each picture at its own brightness gain: there a black
     * hunter on the meadow of H&amp;G 63, a forest tile at the board's edge whose light fell off
     * across it, left only meadow tiles in the first 24 (a flat meadow darkened to half fits a
     * forest's mean better than the forest's own trees in a sloping light), and 63 was never
     * compared again (read as 85, asked, and the hunter put on the wrong tile's meadow; 64 under a
     * black hunter alike).
     *
     * @param balanced the tile's picture with the colour cast taken out
     * @param mask the pixels left for the figures
     * @param first the first pass's shortlist, best first
     */
    private List<Template> shortlist(Patch balanced, boolean[] mask, List<Scored> first) {
        List<Template> kept = first.stream().map(Scored::template).toList();
        if (first.isEmpty() || first.get(0).cost() <= SHORTLIST_AGAIN_ABOVE) {
            return kept;
        }
        java.util.LinkedHashSet<Template> both = new java.util.LinkedHashSet<>(kept);
        both.addAll(coarseOrder(balanced, mask));
        return List.copyOf(both);
    }

    /**
     * The first pass's best cost above which a tile is shortlisted again ({@link #shortlist}).
     * On H&amp;G seed 4003 (default) the median tile's first reading costs 38, 51 of its 80
     * tiles under 100 and 11 over 300 (under figures, in the falling light); the two tiles under
     * black hunters that needed it were at 328 and 531, so at 367 (even odds) one was lost.
     * About 10-30 squares a frame are shortlisted again, most of them bare table at the board's
     * edge; paired runs saw no cost in time (0.85-1.08 of the time before, on a busy machine).
     */
    private static final double SHORTLIST_AGAIN_ABOVE = 300;

    /**
     * The {@code 2 KEEP} templates that fit the tile best at the coarse level, best first. With
     * many templates (H&amp;G has 376) a pass at a quarter of the coarse pixels first keeps the
     * {@link #SKETCH_KEEP} best: a tile's right picture and its near misses are never far down
     * that list, and the coarse pass then compares only those.
     */
    private List<Template> coarseOrder(Patch fine, boolean[] mask) {
        Patch coarse = TilePictures.half(fine);
        boolean[] coarseMask = TilePictures.shrink(mask, TilePictures.SIZE, TilePictures.COARSE);
        List<Template> consider = templates;
        if (templates.size() > SKETCH_KEEP) {
            Patch sketch = TilePictures.half(coarse);
            boolean[] sketchMask = maskedOrNull(TilePictures.shrink(mask, TilePictures.SIZE, TilePictures.COARSE / 2));
            boolean[] sketchPaint = sketch.paintLike();
            consider = best(templates, SKETCH_KEEP, (t, above) -> cost(sketch, t.sketch(), t.sketchEnergy(),
                    sketchMask, sketchPaint, above));
        }
        boolean[] masked = maskedOrNull(coarseMask);
        boolean[] coarsePaint = coarse.paintLike();
        return best(consider, 2 * KEEP, (t, above) -> cost(coarse, t.coarse(), t.coarseEnergy(), masked, coarsePaint,
                above));
    }

    /** How many templates the sketch pass of {@link #coarseOrder} keeps. */
    private static final int SKETCH_KEEP = 8 * KEEP;

    /** A cost, or {@link Double#POSITIVE_INFINITY} once it is sure to exceed {@code above}. */
    @FunctionalInterface
    interface BoundedCost<T> {
        double cost(T t, double above);
    }

    /**
     * The {@code keep} templates of lowest cost, lowest first (ties in the given order). A template
     * is compared only until it is sure to cost more than the {@code keep}-th best so far: it
     * could not be kept, and the ones kept have their whole costs, so the list is the same.
     */
    static <T> List<T> best(List<T> from, int keep, BoundedCost<T> cost) {
        int size = from.size();
        double[] costs = boundedCosts(from, keep, cost);
        // Equal costs keep the given order.
        Integer[] order = new Integer[size];
        for (int t = 0; t < size; t++) {
            order[t] = t;
        }
        Arrays.sort(order, (a, b) -> {
            int byCost = Double.compare(costs[a], costs[b]);
            return byCost != 0 ? byCost : Integer.compare(a, b);
        });
        List<T> out = new ArrayList<>();
        for (int r = 0; r < Math.min(keep, size); r++) {
            out.add(from.get(order[r]));
        }
        return out;
    }

    /**
     * Each item's cost, in the given order, where the {@code keep} lowest are whole and every
     * other is either whole or {@link Double#POSITIVE_INFINITY}: an item is compared only until it
     * is sure to cost more than the {@code keep}-th lowest so far. Of two items of equal cost the
     * later is cut off whenever the earlier is (the bound only falls), so sorted stably the costs
     * keep their {@code keep} best, in order, and the given order among equals.
     */
    static <T> double[] boundedCosts(List<T> from, int keep, BoundedCost<T> cost) {
        int size = from.size();
        double[] costs = new double[size];
        // The keep lowest costs so far, as a max-heap: its top is the cost to beat.
        double[] heap = new double[Math.max(1, keep)];
        int inHeap = 0;
        for (int t = 0; t < size; t++) {
            double c = cost.cost(from.get(t), inHeap < keep ? Double.POSITIVE_INFINITY : heap[0]);
            costs[t] = c;
            if (inHeap < keep) {
                heap[inHeap] = c;
                siftUp(heap, inHeap++);
            } else if (c < heap[0]) {
                heap[0] = c;
                siftDown(heap, inHeap);
            }
        }
        return costs;
    }

    private static void siftUp(double[] heap, int at) {
        while (at > 0) {
            int parent = (at - 1) / 2;
            if (heap[parent] >= heap[at]) {
                return;
            }
            double t = heap[parent];
            heap[parent] = heap[at];
            heap[at] = t;
            at = parent;
        }
    }

    private static void siftDown(double[] heap, int size) {
        int at = 0;
        while (true) {
            int l = 2 * at + 1;
            int r = l + 1;
            int largest = at;
            if (l < size && heap[l] > heap[largest]) {
                largest = l;
            }
            if (r < size && heap[r] > heap[largest]) {
                largest = r;
            }
            if (largest == at) {
                return;
            }
            double t = heap[largest];
            heap[largest] = heap[at];
            heap[at] = t;
            at = largest;
        }
    }

    /** The best readings compared again at full detail; the rest keep their scores, aligned. */
    private List<Candidate> verify(Patch detail, boolean[] mask, boolean[] shade, List<Scored> ranked,
                                   boolean[] unseen) {
        int v = Math.min(VERIFY, ranked.size());
        double[] detailed = new double[v];
        double shift = 0;
        boolean[] paint = detail.paintLike();
        boolean[] masked = maskedOrNull(mask);
        for (int i = 0; i < v; i++) {
            Template t = ranked.get(i).template();
            detailed[i] = cost(detail, t.detail(), t.detailEnergy(), masked, shade, paint);
            shift += detailed[i] - ranked.get(i).cost();
        }
        shift /= Math.max(1, v);
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < Math.min(KEEP, ranked.size()); i++) {
            Scored s = ranked.get(i);
            double c = i < v ? detailed[i] : s.cost() + shift;
            out.add(new Candidate(s.template().tileId(), s.template().rotation(), -seenOnly(c, mask, unseen) * SCALE));
        }
        out.sort(Comparator.comparingDouble(Candidate::score).reversed());
        return out;
    }

    /**
     * A cost over the pixels that show: what the frame's edge or a hand hides is charged in {@link
     * #capped} as masked figures are (the same for every reading), which put a tile half out of the
     * frame far below even odds however well what shows fits. Here that charge comes off and the
     * cost is taken per pixel seen, as a whole tile's is; the readings keep their order.
     *
     * @param mask every masked pixel (figures and unseen), at the cost's size
     * @param unseen the unseen ones, or null (then the cost is returned as it is)
     */
    private static double seenOnly(double cost, boolean[] mask, boolean[] unseen) {
        if (unseen == null) {
            return cost;
        }
        int n = unseen.length;
        int masked = 0;
        int figure = 0;
        int hidden = 0;
        for (int p = 0; p < n; p++) {
            masked += mask[p] ? 1 : 0;
            hidden += unseen[p] ? 1 : 0;
            figure += mask[p] && !unseen[p] ? 1 : 0;
        }
        if (hidden == 0 || hidden >= n) {
            return cost;
        }
        return (n * cost - maskCharge(masked, n) + maskCharge(figure, n)) / (n - hidden);
    }

    /** What {@link #capped} charges for {@code masked} of {@code n} pixels, per channel (its sum / 3). */
    private static double maskCharge(int masked, int n) {
        int figure = Math.min(masked, (int) (FIGURE_SHARE * n));
        return figure * PAINT_CAP * PAINT_CAP + (masked - figure) * CAP * CAP;
    }

    /** The mask, or null when it masks nothing (most tiles carry no figure). */
    private static boolean[] maskedOrNull(boolean[] mask) {
        for (boolean b : mask) {
            if (b) {
                return mask;
            }
        }
        return null;
    }

    /**
     * How much more colour (brightest less darkest channel, 8-bit) than any good reading puts
     * there makes a green pixel foreign. A green meeple in an H&amp;G forest is missed by hardly
     * more than {@link #PAINT_FOREIGN} (lit (38, 125, 55) against the forest's (56, 80, 57)), and
     * its shaded side by less, but it is far more colourful than the forest's dark greens: missed,
     * or found as two figures where its blob broke (default pack, H&amp;G seeds 1000-1004 and
     * 3000-3004). Tried for every paint colour, blue huts on rivers lost their shape and 3 of
     * seeds 2000-2004 were read as fishers; 20 and 30 read the same, 40 left a meeple in two.
     */
    private static final double GREEN_CHROMA_FOREIGN = 30;

    /** Brightest less darkest channel of pixel {@code p}. */
    private static double chromaOf(float[] rgb, int p) {
        int i = 3 * p;
        return Math.max(rgb[i], Math.max(rgb[i + 1], rgb[i + 2])) - Math.min(rgb[i], Math.min(rgb[i + 1], rgb[i + 2]));
    }

    /**
     * Pixels that the five best readings all miss badly, as compact blobs; and pixels in a
     * figure's paint colour missed by {@code paintMiss}, or green and far more colourful than the
     * art any of them puts there ({@link #GREEN_CHROMA_FOREIGN}).
     *
     * @param paintMiss how far a pixel in a figure's paint colour must be missed: a green meeple
     *                  on a field or a blue one by the river is nearer the art than
     *                  {@link #FOREIGN}, yet it is what the figures are looked for in
     */
    private static boolean[] foreign(Patch observed, List<Scored> ranked, double paintMiss) {
        int n = observed.size();
        double[] least = new double[n * n];
        Arrays.fill(least, Double.MAX_VALUE);
        // The most colour (brightest less darkest channel) any reading puts under each pixel.
        double[] chroma = new double[n * n];
        float[] o = observed.rgb();
        for (int r = 0; r < Math.min(5, ranked.size()); r++) {
            Template template = ranked.get(r).template();
            Patch e = template.fine();
            double g = gain(observed, e, template.fineEnergy());
            float[] t = e.rgb();
            for (int p = 0; p < n * n; p++) {
                int i = 3 * p;
                double d0 = o[i] - g * t[i];
                double d1 = o[i + 1] - g * t[i + 1];
                double d2 = o[i + 2] - g * t[i + 2];
                least[p] = Math.min(least[p], d0 * d0 + d1 * d1 + d2 * d2);
                chroma[p] = Math.max(chroma[p], g * chromaOf(t, p));
            }
        }
        // Divided once, after the least is found: dividing by three keeps the order of values,
        // so the least of the quotients is the quotient of the least.
        for (int p = 0; p < n * n; p++) {
            least[p] /= 3;
        }
        boolean[] paint = paintMiss < FOREIGN ? observed.paintLike() : new boolean[n * n];
        boolean[] flags = new boolean[n * n];
        for (int p = 0; p < n * n; p++) {
            flags[p] = least[p] > FOREIGN * FOREIGN || paint[p] && (least[p] > paintMiss * paintMiss
                    || chromaOf(o, p) - chroma[p] > GREEN_CHROMA_FOREIGN
                    && FigureColours.classify(o[3 * p], o[3 * p + 1], o[3 * p + 2]) == PlayerColour.GREEN);
        }
        return TilePictures.blobs(flags, n);
    }

    /**
     * Pixels ({@link TilePictures#SIZE} a tile) the second pass's mask grows by. Default pack
     * benches: grown by 0 / 1 / 2, wrong tiles 1 / 0 / 0 (seeds 1000-1004) and 6 / 3 / 3 (2000-2004,
     * both games), 48 / 41 / 39 of 1,395 on seeds 3000-3009; tiles asked about fell by a third.
     */
    private static final int MASK_GROWTH = 2;
    /** Largest share of a tile figures and their shadows hide (a lying meeple and its rim, grown). */
    private static final double FIGURE_SHARE = 1.0 / 3;
    /**
     * How far ({@link TilePictures#SIZE} pixels) round a masked figure its shadow may fall: a
     * standing meeple is a third of a tile high, and the lamp is not overhead.
     */
    private static final int SHADE_REACH = 8;
    /** Darkest a shadow leaves the art it falls on (share of its light). */
    private static final double SHADE_MIN = 0.4;
    /** A pixel may be in shadow when it has at most this share of the light of every good reading. */
    private static final double SHADE_SEEN = 0.8;

    /**
     * The unmasked pixels a figure's shadow may cover, or null when nothing is masked. A shadow
     * darkens the art and keeps its hue; left to cost what it misses, a shadow across a light
     * road made the road's own reading pay for it (a road curve V under a yellow knight read as
     * a city cap E, whose darker city the shadow resembled).
     */
    private static boolean[] shadeRound(Patch observed, List<Scored> ranked, boolean[] masked) {
        if (maskedOrNull(masked) == null) {
            return null;
        }
        int n = observed.size();
        boolean[] near = masked;
        for (int g = 0; g < SHADE_REACH; g++) {
            near = grownOnce(near, n);
        }
        // Only where every good reading is lighter: a shadow darkens whatever art lies under it,
        // while a dark mark (an animal beside a hut) is dark in its own reading's picture and
        // must stay the evidence it is.
        double[] lightest = new double[n * n];
        float[] o = observed.rgb();
        for (int r = 0; r < Math.min(5, ranked.size()); r++) {
            Template template = ranked.get(r).template();
            float[] e = template.fine().rgb();
            double g = gain(observed, template.fine(), template.fineEnergy());
            for (int p = 0; p < n * n; p++) {
                int i = 3 * p;
                double oe = o[i] * e[i] + o[i + 1] * e[i + 1] + o[i + 2] * e[i + 2];
                double ee = e[i] * e[i] + e[i + 1] * e[i + 1] + e[i + 2] * e[i + 2];
                lightest[p] = Math.max(lightest[p], ee > 0 ? oe / (g * ee) : 1);
            }
        }
        boolean[] out = new boolean[n * n];
        boolean any = false;
        for (int p = 0; p < out.length; p++) {
            out[p] = near[p] && !masked[p] && lightest[p] < SHADE_SEEN;
            any |= out[p];
        }
        return any ? out : null;
    }

    /**
     * The squared error {@code d} of pixel {@code i} if the picture there may be darkened to
     * {@link #SHADE_MIN} of its light: the error after the best darkening, judged at the light
     * the pixel would have unshaded (divided by the darkening squared), so that a shadow explains
     * only the art's own hue darkened, not any dark colour. Without that, a brown mark by a blue
     * hut on H&amp;G seed 1000 passed for a shaded meadow and 5 read as 93.
     */
    private static double shaded(float[] o, float[] e, int i, double g, double d) {
        double e0 = g * e[i];
        double e1 = g * e[i + 1];
        double e2 = g * e[i + 2];
        double ee = e0 * e0 + e1 * e1 + e2 * e2;
        if (ee <= 0) {
            return d;
        }
        double s = (o[i] * e0 + o[i + 1] * e1 + o[i + 2] * e2) / ee;
        if (s >= 1) {
            return d;
        }
        s = Math.max(SHADE_MIN, s);
        double d0 = o[i] - s * e0;
        double d1 = o[i + 1] - s * e1;
        double d2 = o[i + 2] - s * e2;
        return Math.min(d, (d0 * d0 + d1 * d1 + d2 * d2) / (s * s));
    }

    /** The flags grown by one pixel up, down, left and right. */
    private static boolean[] grownOnce(boolean[] flags, int n) {
        boolean[] out = flags.clone();
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (!flags[y * n + x]) {
                    continue;
                }
                if (x > 0) {
                    out[y * n + x - 1] = true;
                }
                if (x + 1 < n) {
                    out[y * n + x + 1] = true;
                }
                if (y > 0) {
                    out[(y - 1) * n + x] = true;
                }
                if (y + 1 < n) {
                    out[(y + 1) * n + x] = true;
                }
            }
        }
        return out;
    }

    /** Per-channel gains that take the photo's colour cast out, from tiles read with confidence. */
    private static double[] colourCast(List<Patch> fine, List<boolean[]> masks, List<List<Scored>> ranked) {
        double[] obs = new double[3];
        double[] exp = new double[3];
        for (int k = 0; k < fine.size(); k++) {
            List<Scored> c = ranked.get(k);
            if (c.size() < 2 || (c.get(1).cost() - c.get(0).cost()) * SCALE < 3) {
                continue;
            }
            float[] o = fine.get(k).rgb();
            float[] e = c.get(0).template().fine().rgb();
            boolean[] mask = masks.get(k);
            for (int i = 0; i < o.length; i++) {
                if (!mask[i / 3]) {
                    obs[i % 3] += o[i];
                    exp[i % 3] += e[i];
                }
            }
        }
        if (obs[0] <= 0 || obs[1] <= 0 || obs[2] <= 0) {
            return new double[] {1, 1, 1};
        }
        double[] g = {exp[0] / obs[0], exp[1] / obs[1], exp[2] / obs[2]};
        double mean = (g[0] + g[1] + g[2]) / 3;
        return new double[] {g[0] / mean, g[1] / mean, g[2] / mean};
    }

    private static double gain(Patch observed, Patch expected, boolean[] mask) {
        float[] o = observed.rgb();
        float[] e = expected.rgb();
        double oe = 0;
        double ee = 0;
        int n = observed.size() * observed.size();
        for (int p = 0; p < n; p++) {
            if (mask[p]) {
                continue;
            }
            int i = 3 * p;
            oe += o[i] * e[i] + o[i + 1] * e[i + 1] + o[i + 2] * e[i + 2];
            ee += e[i] * e[i] + e[i + 1] * e[i + 1] + e[i + 2] * e[i + 2];
        }
        return ee > 0 ? Math.max(0.5, Math.min(2.0, oe / ee)) : 1;
    }

    /**
     * The products of two pictures summed, the even and the odd pixels apart and then together:
     * two sums that do not wait for each other take half the time of one.
     */
    private static double dot(float[] o, float[] e, int pixels) {
        double even = 0;
        double odd = 0;
        int p = 0;
        for (; p + 1 < pixels; p += 2) {
            int i = 3 * p;
            even += o[i] * e[i] + o[i + 1] * e[i + 1] + o[i + 2] * e[i + 2];
            odd += o[i + 3] * e[i + 3] + o[i + 4] * e[i + 4] + o[i + 5] * e[i + 5];
        }
        if (p < pixels) {
            int i = 3 * p;
            even += o[i] * e[i] + o[i + 1] * e[i + 1] + o[i + 2] * e[i + 2];
        }
        return even + odd;
    }

    /**
     * The brightness gain over the whole picture, from the expected picture's {@link #energy}: the
     * same value {@link #gain(Patch, Patch, boolean[])} finds with nothing masked.
     */
    private static double gain(Patch observed, Patch expected, double expectedEnergy) {
        double oe = dot(observed.rgb(), expected.rgb(), observed.size() * observed.size());
        return expectedEnergy > 0 ? Math.max(0.5, Math.min(2.0, oe / expectedEnergy)) : 1;
    }

    /** Sum of a picture's squared values, added up as {@link #gain} adds its products. */
    private static double energy(Patch p) {
        return dot(p.rgb(), p.rgb(), p.size() * p.size());
    }

    /**
     * {@link #cost(Patch, Patch, boolean[], boolean[])} with the gain over the whole picture, or
     * {@link Double#POSITIVE_INFINITY} once it is sure to exceed {@code above} (for tests).
     */
    static double costAtMost(Patch observed, Patch expected, boolean[] paint, double above) {
        return cost(observed, expected, energy(expected), null, paint, above);
    }

    /** Mean capped squared error after the best brightness gain, over unmasked pixels. */
    static double cost(Patch observed, Patch expected, boolean[] mask) {
        return cost(observed, expected, mask, null);
    }

    /**
     * The same, where a pixel in a figure's paint colour that the picture does not show costs
     * little: a figure standing there explains it. Without this a red meeple on a road makes the
     * road look like a monastery's roof.
     */
    static double cost(Patch observed, Patch expected, boolean[] mask, boolean[] paint) {
        return capped(observed, expected, gain(observed, expected, mask), mask, paint);
    }

    /** The same with the expected picture's energy known; {@code mask} null when nothing is masked. */
    private static double cost(Patch observed, Patch expected, double expectedEnergy, boolean[] mask,
                               boolean[] paint) {
        return cost(observed, expected, expectedEnergy, mask, paint, Double.POSITIVE_INFINITY);
    }

    /**
     * The same where the pixels of {@code shade} (null: none) may lie in a figure's shadow: the
     * gain is found without them, and each may be the picture darkened.
     */
    private static double cost(Patch observed, Patch expected, double expectedEnergy, boolean[] mask,
                               boolean[] shade, boolean[] paint) {
        if (shade == null) {
            return cost(observed, expected, expectedEnergy, mask, paint);
        }
        double g = gain(observed, expected, TilePictures.or(shade, mask));
        return capped(observed, expected, g, mask, shade, paint, Double.POSITIVE_INFINITY);
    }

    /** The same, or {@link Double#POSITIVE_INFINITY} once it is sure to exceed {@code above}. */
    private static double cost(Patch observed, Patch expected, double expectedEnergy, boolean[] mask,
                               boolean[] paint, double above) {
        double g = mask == null ? gain(observed, expected, expectedEnergy) : gain(observed, expected, mask);
        return capped(observed, expected, g, mask, null, paint, above);
    }

    private static double capped(Patch observed, Patch expected, double g, boolean[] mask, boolean[] paint) {
        return capped(observed, expected, g, mask, null, paint, Double.POSITIVE_INFINITY);
    }

    /**
     * {@link #capped(Patch, Patch, double, boolean[], boolean[])}, or {@link Double#POSITIVE_INFINITY}
     * as soon as the cost is sure to exceed {@code above}: a picture that cannot make a shortlist
     * need not be compared to the end. Each pixel's three squared differences are summed and capped
     * at three times the cap, and the whole divided by three once: a division per pixel was most
     * of the comparison's time.
     */
    static double capped(Patch observed, Patch expected, double g, boolean[] mask, boolean[] shade,
                         boolean[] paint, double above) {
        float[] o = observed.rgb();
        float[] e = expected.rgb();
        int side = observed.size();
        int n = side * side;
        int count = n;
        double sum = 0;
        if (mask != null) {
            // A masked pixel is charged what a figure's pixel costs unmasked at most: the same
            // for every reading of the tile, so the order is that of the masked sum, but a
            // square mostly "explained" by masks does not look like a good fit (masked for
            // free, hard-level readings wrong yet sure went from 1.25 % to 2.19 %, and to
            // 4.38 % with the grown mask; charged, 1.88 %). Figures cover a third of a tile at
            // most: masked pixels beyond that are charged the full cap, or a square of bare
            // table, masked whole, would pass for a tile (hard scenes read 87 / 118 extra tiles
            // where they had read 55 / 29).
            int masked = 0;
            for (boolean b : mask) {
                if (b) {
                    masked++;
                }
            }
            int figure = Math.min(masked, (int) (FIGURE_SHARE * n));
            sum += 3 * (figure * PAINT_CAP * PAINT_CAP + (masked - figure) * CAP * CAP);
        }
        double cap2 = CAP * CAP;
        double cap3 = 3 * cap2;
        double paint3 = 3 * PAINT_CAP * PAINT_CAP;
        // Partial sums only grow: past this the cost is above {@code above} whatever the rest.
        double abandon = above == Double.POSITIVE_INFINITY ? above : above * 3 * count * (1 + 1e-9);
        if (mask == null && shade == null && paint != null) {
            return unmaskedCapped(o, e, g, paint, side, abandon, cap3, paint3);
        }
        for (int y = 0; y < side; y++) {
            int end = (y + 1) * side;
            for (int p = y * side; p < end; p++) {
                if (mask != null && mask[p]) {
                    continue;
                }
                int i = 3 * p;
                double d0 = o[i] - g * e[i];
                double d1 = o[i + 1] - g * e[i + 1];
                double d2 = o[i + 2] - g * e[i + 2];
                double d = d0 * d0 + d1 * d1 + d2 * d2;
                if (shade != null && shade[p]) {
                    d = shaded(o, e, i, g, d);
                }
                double c = paint != null && paint[p] ? paint3 : cap3;
                sum += d <= c ? d : c;
            }
            if (sum > abandon) {
                return Double.POSITIVE_INFINITY;
            }
        }
        return sum / 3 / count;
    }

    /**
     * {@link #capped} of a tile with nothing masked and nothing in shade, as most tiles are in
     * every pass: the same sums in the same order, in a loop that asks nothing else of a pixel
     * than its paint flag (the first passes compare each tile with hundreds of pictures).
     */
    private static double unmaskedCapped(float[] o, float[] e, double g, boolean[] paint, int side, double abandon,
                                         double cap3, double paint3) {
        int n = side * side;
        double sum = 0;
        for (int y = 0; y < side; y++) {
            int end = (y + 1) * side;
            for (int p = y * side; p < end; p++) {
                int i = 3 * p;
                double d0 = o[i] - g * e[i];
                double d1 = o[i + 1] - g * e[i + 1];
                double d2 = o[i + 2] - g * e[i + 2];
                double d = d0 * d0 + d1 * d1 + d2 * d2;
                double c = paint[p] ? paint3 : cap3;
                sum += d <= c ? d : c;
            }
            if (sum > abandon) {
                return Double.POSITIVE_INFINITY;
            }
        }
        return sum / 3 / n;
    }
}
