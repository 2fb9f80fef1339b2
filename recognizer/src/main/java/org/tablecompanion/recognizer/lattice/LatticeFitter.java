package org.tablecompanion.recognizer.lattice;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.Linear;
import org.tablecompanion.recognizer.geometry.RadialLens;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * Fits the integer lattice of the board to the seamlets of one image: the two vanishing points
 * undo the perspective up to an affine map, a periodogram of each seam family gives its period
 * and phase (the fundamental, never a multiple: a comb of seams has no power at twice its period),
 * and a robust least-squares fit of a homography plus one radial distortion coefficient then
 * pulls every seamlet onto its nearest lattice line, growing outward from the board's centre so
 * the distortion never assigns a seam to the wrong line.
 */
public final class LatticeFitter {

    /** Smallest and largest tile edge in working pixels the periodogram looks for. */
    static final double MIN_PERIOD = 18;
    static final double MAX_PERIOD = 300;
    /** A seamlet further than this (cells) from its nearest lattice line is not a seam. */
    static final double INLIER_CELLS = 0.16;
    static final double COARSEN_MARGIN = 0.25;
    static final int PERIOD_SAMPLES = 500;
    /** Seamlets the robust fit uses at most (the strongest). */
    static final int FIT_SAMPLES = 3000;

    private LatticeFitter() {
    }

    /**
     * What the fit found.
     *
     * @param model the lattice in working pixels
     * @param periodPx tile edge near the board centre, working pixels
     * @param inliers seamlets on lattice lines
     * @param rmsPx root mean square distance of inliers to their lines, pixels
     * @param families the two vanishing points (for the debug picture)
     * @param guess how the lattice was found when it is a guess, whose readings are not taken as
     *              sure ({@link Guess}), or {@link Guess#NONE}
     */
    public record Fit(LatticeModel model, double periodPx, int inliers, double rmsPx,
                      List<VanishingPoints.Family> families, Guess guess) {

        public Fit(LatticeModel model, double periodPx, int inliers, double rmsPx,
                   List<VanishingPoints.Family> families) {
            this(model, periodPx, inliers, rmsPx, families, Guess.NONE);
        }

        /** Whether the lattice is a guess, whose readings are not taken as sure. */
        public boolean guessed() {
            return guess != Guess.NONE;
        }

        /** This fit, found as {@code how}. */
        public Fit as(Guess how) {
            return new Fit(model, periodPx, inliers, rmsPx, families, how);
        }
    }

    /** How a lattice that is a guess was found. */
    public enum Guess {
        /** Not a guess. */
        NONE,
        /**
         * Only looking beyond the first {@link #FAMILIES} families of seams found it: lines a
         * strong lens bent, or the table's and an arm's outweighing the board's.
         */
        WIDE_SEARCH,
        /**
         * From the seams of the blocks that do not look like the table alone
         * ({@link #fitInBoardsCore} at depth 0), where every other lattice read poorly: such
         * blocks also hold figures, hands and the board's outline, and on base+River default
         * seed 1086 (72 tiles under a strong lens and a hand) their lattice lay 0.39 of a cell
         * off (median), its three river tiles read as V at 1.00.
         */
        BOARDS_BLOCKS
    }

    public static Optional<Fit> fit(SeamEvidence evidence) {
        return fit(evidence, evidence.seamlets(), false);
    }

    /**
     * The best lattice of the seamlets' first {@link #FAMILIES} families, or with {@code wide} of
     * the pairs the next ones make (up to {@link #MORE_FAMILIES}), when the first held none.
     */
    private static Optional<Fit> fit(SeamEvidence evidence, List<Seamlet> seamlets, boolean wide) {
        Candidate best;
        if (!wide) {
            best = best(evidence, seamlets, families(seamlets, FAMILIES), 0);
        } else {
            List<VanishingPoints.Family> more = families(seamlets, MORE_FAMILIES);
            best = more.size() > FAMILIES ? best(evidence, seamlets, more, FAMILIES) : null;
        }
        if (best == null) {
            return Optional.empty();
        }
        Fit found = refined(evidence, seamlets, best);
        return Optional.of(wide ? found.as(Guess.WIDE_SEARCH) : found);
    }

    /** The candidate fitted to the seams, with no lens. */
    private static Fit refined(SeamEvidence evidence, List<Seamlet> seamlets, Candidate best) {
        RadialLens lens = RadialLens.none(evidence.width() / 2.0, evidence.height() / 2.0);
        return refined(evidence, seamlets, best.imageToBoard(), lens, best.centre(), List.of(best.a(), best.b()));
    }

    /**
     * Seamlets so few that their vanishing points are guesses: a board of a few tiles alone in
     * its region gives 50-60, and its seams run nearly parallel over so small a patch that
     * where they meet may land anywhere, even on the board (base default seed 1003, 10 tiles of
     * 57 px on a white sheet: one family's point lay among its own tiles, and the other pair's
     * horizon crossed the frame, so every lattice of the board's seams was dropped and the
     * sheet's edges were read instead, no tile). A full board's frame has several hundred.
     */
    static final int FEW_SEAMLETS = 150;

    /**
     * Up to four families of parallel seams (vanishing points at infinity), for seamlets too few
     * to place a vanishing point ({@link #FEW_SEAMLETS}): the strongest directions of the
     * seamlets, by weight, each at least {@link VanishingPoints#TOLERANCE_DEG} twice over from
     * those before; the fit then adds what perspective the seams bear out.
     */
    static List<VanishingPoints.Family> parallelFamilies(List<Seamlet> seamlets) {
        double[] weight = new double[180];
        for (Seamlet s : seamlets) {
            weight[(int) Math.floor(Math.toDegrees(Math.atan2(s.dy(), s.dx())) + 360) % 180] += s.weight();
        }
        int reach = (int) Math.round(VanishingPoints.TOLERANCE_DEG);
        double[] near = new double[180];
        for (int d = 0; d < 180; d++) {
            for (int k = -reach; k <= reach; k++) {
                near[d] += weight[Math.floorMod(d + k, 180)];
            }
        }
        double sinTol = Math.sin(Math.toRadians(VanishingPoints.TOLERANCE_DEG));
        boolean[] taken = new boolean[seamlets.size()];
        List<VanishingPoints.Family> out = new ArrayList<>();
        List<Integer> peaks = new ArrayList<>();
        while (out.size() < FAMILIES) {
            int peak = -1;
            for (int d = 0; d < 180; d++) {
                final int deg = d;
                boolean apart = peaks.stream().allMatch(p -> Math.min(Math.floorMod(deg - p, 180),
                        Math.floorMod(p - deg, 180)) > 2 * reach);
                if (apart && near[d] > 0 && (peak < 0 || near[d] > near[peak])) {
                    peak = d;
                }
            }
            if (peak < 0) {
                break;
            }
            peaks.add(peak);
            // The family's direction is its members' weighted mean (on doubled angles: a seam has no sense).
            double c = 0;
            double sn = 0;
            double theta = Math.toRadians(peak + 0.5);
            double[] guess = {Math.cos(theta), Math.sin(theta), 0};
            for (Seamlet s : seamlets) {
                if (VanishingPoints.residualSin(s, guess) < 2 * sinTol) {
                    double a = 2 * Math.atan2(s.dy(), s.dx());
                    c += s.weight() * Math.cos(a);
                    sn += s.weight() * Math.sin(a);
                }
            }
            double mean = Math.atan2(sn, c) / 2;
            double[] point = {Math.cos(mean), Math.sin(mean), 0};
            List<Integer> inliers = new ArrayList<>();
            double support = 0;
            for (int i = 0; i < seamlets.size(); i++) {
                if (!taken[i] && VanishingPoints.residualSin(seamlets.get(i), point) < sinTol) {
                    inliers.add(i);
                    support += seamlets.get(i).weight();
                }
            }
            if (inliers.size() < 8) {
                continue;
            }
            inliers.forEach(i -> taken[i] = true);
            out.add(new VanishingPoints.Family(point, List.copyOf(inliers), support));
        }
        return out;
    }

    /** Families of seams looked for first, and at most when no pair of the first holds a lattice. */
    static final int FAMILIES = 4;
    static final int MORE_FAMILIES = 7;

    /**
     * The best lattice of any pair of the families whose second lies at {@code from} or later
     * (pairs of earlier families were judged already), null when none holds one.
     */
    private static Candidate best(SeamEvidence evidence, List<Seamlet> seamlets, List<VanishingPoints.Family> families,
                                  int from) {
        int width = evidence.width();
        int height = evidence.height();
        List<int[]> pairs = pairs(families.size(), from);
        // Each pair of families is judged on its own (on all cores); the best is chosen in pair order.
        List<Candidate> judged = pairs.parallelStream()
                .map(p -> bestLattice(evidence, seamlets, families.get(p[0]), families.get(p[1])))
                .toList();
        Candidate best = null;
        for (Candidate c : judged) {
            if (c != null && depthRatio(c.imageToBoard(), width, height) <= MAX_DEPTH_RATIO
                    && (best == null || c.score() > best.score())) {
                best = c;
            }
        }
        return best;
    }

    /** Every pair (i, j) of {@code count} families, i before j, whose second lies at {@code from} or later. */
    private static List<int[]> pairs(int count, int from) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            for (int j = Math.max(i + 1, from); j < count; j++) {
                pairs.add(new int[] {i, j});
            }
        }
        return pairs;
    }

    /**
     * The lattice fitted again to the seams, starting from {@code start} (a lattice known to lie
     * near the board's own: every m-th line of a lattice that was a fraction of the tiles).
     */
    public static Fit refitted(SeamEvidence evidence, LatticeModel start, List<VanishingPoints.Family> families) {
        Vec2 centre = new Vec2(evidence.width() / 2.0, evidence.height() / 2.0);
        return refined(evidence, evidence.seamlets(), start.imageToBoard(), start.lens(), centre, families);
    }

    /**
     * The lattice moved by ({@code du}, {@code dv}) cells and fitted again to the seams: its
     * lines then lie where its cells' middles were. Straight roads run through the middles of
     * tiles, a line of them every tile, and each road's two banks are valleys in brightness as a
     * seam is; where the seams between tiles are faint, the lattice of the roads holds the seams
     * better than the tiles' own (base+River default seed 1019, 72 tiles: fitted on the roads,
     * 1 of 72 read right with a pack). Moved by half a cell, the roads lie halfway between its
     * lines, where the fit does not look for seams, and the faint seams on them pull it onto the
     * tiles. A lattice that was a guess stays one ({@link Fit#guess}).
     */
    public static Fit moved(SeamEvidence evidence, Fit fit, double du, double dv) {
        LatticeModel start = fit.model().rebased(Homography.affine(1, 0, du, 0, 1, dv));
        Fit again = refitted(evidence, start, fit.families());
        return again.as(fit.guess());
    }

    /**
     * The lattice fitted again to the seams on the board alone: those within {@link #BOARD_REACH}
     * of a cell {@code onBoard} holds, by {@code start}. A table's lines run on past the board
     * and, where they run nearly along its rows, are taken for its seams; at the board's edge,
     * far from most of its seams, they can turn the lattice's perspective off by a tenth of a
     * cell or more: base default seed 1002's arm of three tiles along the planks lay up to 0.13
     * of a cell off the lattice fitted to the whole frame, its last two tiles showed a tenth
     * smaller than their cells and were read wrong with a pack. Fitted again so, default seeds
     * 1000-4004 read base 1,401 -> 1,403 of 1,403 tiles with a pack and 1,395 -> 1,398
     * zero-shot; hard seeds 1000-1004 with a pack H&amp;G 196 -> 201 of 369 and base+River
     * 172 -> 178 of 320 (wrong yet sure 4 -> 1). In paired runs no cost shows on the lattice stage.
     */
    public static LatticeModel refittedOnBoard(SeamEvidence evidence, LatticeModel start, BoardCells onBoard) {
        List<Seamlet> near = new ArrayList<>();
        for (Seamlet s : evidence.seamlets()) {
            Vec2 b = start.toBoard(s.x(), s.y());
            if (!Double.isFinite(b.x()) || !Double.isFinite(b.y())) {
                continue;
            }
            boolean in = false;
            for (int dy = -1; dy <= 1 && !in; dy += 2) {
                for (int dx = -1; dx <= 1 && !in; dx += 2) {
                    in = onBoard.holds((int) Math.floor(b.x() + dx * BOARD_REACH),
                            (int) Math.floor(b.y() + dy * BOARD_REACH));
                }
            }
            if (in) {
                near.add(s);
            }
        }
        // The start is the board's lattice already: no growing from the middle, only the whole
        // board's seams pulled onto their lines again (twice, as the lines they fall nearest move).
        Refinement r = new Refinement(evenSample(near), start.imageToBoard(), start.lens(), evidence.width());
        for (int round = 0; round < BOARD_ROUNDS; round++) {
            Refinement.State before = r.state();
            r.refine(new Vec2(0, 0), Double.POSITIVE_INFINITY, 9);
            if (depthRatio(r.imageToBoard(), evidence.width(), evidence.height()) > MAX_DEPTH_RATIO) {
                r.restore(before);
                break;
            }
        }
        return LatticeModel.of(r.imageToBoard(), r.lens());
    }

    /** Rounds of {@link #refittedOnBoard}. */
    static final int BOARD_ROUNDS = 2;

    /**
     * At most {@link #FIT_SAMPLES} seamlets, an even spread over the image (seamlets come in image
     * order), not the strongest: the fit needs seams from every part of the board.
     */
    private static List<Seamlet> evenSample(List<Seamlet> seamlets) {
        if (seamlets.size() <= FIT_SAMPLES) {
            return seamlets;
        }
        List<Seamlet> out = new ArrayList<>();
        double stride = seamlets.size() / (double) FIT_SAMPLES;
        for (double k = 0; k < seamlets.size(); k += stride) {
            out.add(seamlets.get((int) k));
        }
        return out;
    }

    /** Which cells of a lattice hold tiles (the lattice knows no cells of its own). */
    @FunctionalInterface
    public interface BoardCells {
        boolean holds(int i, int j);
    }

    /** How far (cells) outside the board's cells a seam may lie and count as the board's: its edge's blur. */
    static final double BOARD_REACH = 0.2;

    /**
     * A robust fit of the homography and the lens, growing outward from {@code centre} (image
     * pixels) from the lattice {@code initial}.
     */
    private static Fit refined(SeamEvidence evidence, List<Seamlet> seamlets, Homography initial, RadialLens lens,
                               Vec2 centre, List<VanishingPoints.Family> families) {
        return refined(evidence, seamlets, initial, lens, centre, families, false).orElseThrow();
    }

    /**
     * As {@link #refined(SeamEvidence, List, Homography, RadialLens, Vec2, List)}; where
     * {@code collapseLeavesNone}, empty if a round fell flat ({@link Refinement#refine}): one of
     * the other lattices a frame's seams allow ({@link #alternatives}) that does is no lattice to
     * read, as it was before such rounds were undone.
     */
    private static Optional<Fit> refined(SeamEvidence evidence, List<Seamlet> seamlets, Homography initial,
                                         RadialLens lens, Vec2 centre, List<VanishingPoints.Family> families,
                                         boolean collapseLeavesNone) {
        int width = evidence.width();
        int height = evidence.height();
        Refinement r = new Refinement(evenSample(seamlets), initial, lens, width);
        Vec2 boardCentre = initial.apply(lens.undistort(centre.x(), centre.y()));
        // Small regions pin down only an affine map; perspective and the lens need the whole board.
        double radius = 3;
        for (int round = 0; round < 8; round++) {
            int params = radius < 5 ? 6 : radius < 8 ? 8 : 9;
            if (refinedOrKept(r, boardCentre, radius, params, width, height)) {
                break;
            }
            radius *= 1.7;
        }
        refinedOrKept(r, boardCentre, 1e9, 9, width, height);
        if (collapseLeavesNone && r.collapsed) {
            return Optional.empty();
        }
        LatticeModel model = LatticeModel.of(r.imageToBoard(), r.lens());
        return Optional.of(new Fit(model, model.cellSizePx((int) Math.floor(boardCentre.x()),
                (int) Math.floor(boardCentre.y())), r.inliers, r.rmsPx(), families));
    }

    /**
     * One round of {@link Refinement#refine}, undone where it left no camera's view of a table:
     * where growing took in lines that are no seams (a sheet's edge, an arm) the depths over the
     * image run past {@link #MAX_DEPTH_RATIO}; what held before is kept and growing stops.
     *
     * @return whether growing should stop: every seamlet was taken in, or this round was undone
     */
    private static boolean refinedOrKept(Refinement r, Vec2 boardCentre, double radius, int params, int width,
                                         int height) {
        Refinement.State before = r.state();
        boolean all = r.refine(boardCentre, radius, params);
        if (depthRatio(r.imageToBoard(), width, height) > MAX_DEPTH_RATIO) {
            r.restore(before);
            return true;
        }
        return all;
    }

    /**
     * A lattice and the seam evidence it was fitted to.
     *
     * @param fit the lattice
     * @param seams the evidence it was fitted to: the whole frame's, or only where the board may lie
     */
    public record Located(Fit fit, SeamEvidence seams) {
    }

    /**
     * The lattice of the board rather than of the table. The whole frame's seams are fitted
     * first. When that finds no lattice, or one whose lines hold hardly more of the seams than
     * the lines halfway between them (it followed plank joints, a cloth's checks or a sheet's
     * edge, and the board's seams fall anywhere on it), the seams where the board may lie are
     * fitted alone, and that lattice is kept if it holds them better. The region is only worked
     * out then: a frame whose lattice holds costs nothing more than judging it.
     */
    public static Optional<Located> fitAvoidingTable(SeamEvidence seams,
                                                     java.util.function.Supplier<BoardRegion> region) {
        Optional<Located> found = fitAvoidingTable(seams, region, false);
        // A strong lens bends the long lines of one direction into several families, and the
        // board's other direction may not be among the first four: when neither the frame's nor
        // the board region's seams hold a lattice of them, more families are looked for, and only
        // pairs with a new family judged (such a lattice is a guess: Fit#wideSearch).
        return found.isPresent() ? found : fitAvoidingTable(seams, region, true);
    }

    private static Optional<Located> fitAvoidingTable(SeamEvidence seams,
                                                      java.util.function.Supplier<BoardRegion> region, boolean wide) {
        List<Seamlet> all = seams.seamlets();
        Optional<Fit> whole = fit(seams, all, wide);
        double wholeHolds = whole.map(f -> seamContrast(f.model(), all)).orElse(0.0);
        // A lattice of the wider search is a guess (lines a lens bent); one the whole frame's
        // seams hold may be a cloth's checks, which the wider search finds as easily as the
        // board (H&G hard seed 3000: the frame's checks at 37 px held, the board's 62 px tiles
        // were read 0 of 63). So there the board region's lattice is always weighed against it.
        if (wholeHolds >= HOLDS && !wide) {
            return whole.map(f -> new Located(f, seams));
        }
        Optional<Located> local = wide ? fitWithinWidely(seams, region.get()) : fitWithin(seams, region.get());
        if (local.isEmpty()) {
            return whole.map(f -> new Located(f, seams));
        }
        List<Seamlet> boardSeams = local.get().seams().seamlets();
        double before = whole.map(f -> seamContrast(f.model(), boardSeams)).orElse(0.0);
        double after = seamContrast(local.get().fit().model(), boardSeams);
        return after > before ? local : whole.map(f -> new Located(f, seams));
    }

    /**
     * The lattice of the seams where the board may lie alone, if the region is not the whole
     * frame and they hold one (for {@link #fitAvoidingTable}, and for the recognizer when the
     * frame's lattice held its seams but reading its cells explained little of them).
     */
    public static Optional<Located> fitWithin(SeamEvidence seams, BoardRegion where) {
        if (where.everywhere()) {
            return Optional.empty();
        }
        SeamEvidence.WithinFit known = seams.withinFit();
        if (known != null && known.region() == where) {
            return known.located();
        }
        SeamEvidence onBoard = seams.within(where);
        Optional<Located> located = fit(onBoard, onBoard.seamlets(), false).map(f -> new Located(f, onBoard));
        seams.withinFit(new SeamEvidence.WithinFit(where, located));
        return located;
    }

    /**
     * The lattice of the seams of the board alone, for the recognizer to read when the frame's
     * lattice read poorly (never the first one: on a plank table the parallel seams of the board
     * region gave a lattice of 2.4 tiles a square, which taken first lost base default seed
     * 1000's board, 10 tiles: 9 -> 0).
     * The region is taken without the long thin bands along a sheet's edge
     * ({@link BoardRegion#withoutThinBands()}), and when its seams are too few to place
     * vanishing points ({@link #FEW_SEAMLETS}) and hold no lattice of them, families of
     * parallel seams are fitted instead ({@link #parallelFamilies}). Empty where that leaves
     * nothing {@link #fitWithin} did not try.
     */
    public static Optional<Located> fitOnBoardAlone(SeamEvidence seams, BoardRegion region) {
        BoardRegion where = region.withoutThinBands();
        if (where.everywhere() || where == region && fitWithin(seams, region).isPresent()) {
            return Optional.empty();
        }
        SeamEvidence onBoard = seams.within(where);
        List<Seamlet> seamlets = onBoard.seamlets();
        Optional<Fit> found = where == region ? Optional.empty() : fit(onBoard, seamlets, false);
        if (found.isEmpty() && seamlets.size() <= FEW_SEAMLETS) {
            found = Optional.ofNullable(best(onBoard, seamlets, parallelFamilies(seamlets), 0))
                    .map(parallel -> refined(onBoard, seamlets, parallel));
        }
        return found.map(f -> new Located(f, onBoard));
    }

    /**
     * The lattice of the seams in the board's core ({@link BoardRegion#core} at {@code depth}, of
     * the region without a sheet's edges: {@link BoardRegion#withoutThinBands}), for the
     * recognizer to read where the frame's lattices read poorly. On planks whose grain runs a few
     * degrees off the board's rows, the grain in the region's margin outweighs the board's own
     * faint seams, and every lattice of the region's seams follows the wood (base+River default
     * seed 1072, 72 tiles: no tile's middle within a fifth of a cell of its cell's). The core's
     * seams find the board's two directions and its period, but few of them lie along its outer
     * rows, and the ends are left up to 0.3 of a cell off; so the lattice is fitted again,
     * {@link #CORE_REFITS} times, to the region's seams on and round the cells whose middles lie
     * in the core ({@link #refittedOnBoard}): every middle of 1072 then lies within 0.05 of its
     * cell's. The seams it returns are the region's (without its bands). At depth 0 the lattice
     * is a guess ({@link Guess#BOARDS_BLOCKS}). Empty when the region is the whole frame or the
     * core's seams hold no lattice.
     */
    public static Optional<Located> fitInBoardsCore(SeamEvidence seams, BoardRegion region, int depth) {
        BoardRegion where = region.withoutThinBands();
        BoardRegion core = where.core(depth);
        if (core.everywhere()) {
            return Optional.empty();
        }
        SeamEvidence inCore = seams.within(core);
        Optional<Fit> found = fit(inCore, inCore.seamlets(), false);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        SeamEvidence around = seams.within(where);
        LatticeModel model = found.get().model();
        for (int k = 0; k < CORE_REFITS; k++) {
            LatticeModel from = model;
            model = refittedOnBoard(around, from, (i, j) -> {
                Vec2 middle = from.toImage(i + 0.5, j + 0.5);
                return Double.isFinite(middle.x()) && Double.isFinite(middle.y())
                        && core.contains((int) middle.x(), (int) middle.y());
            });
        }
        Fit f = found.get();
        Fit refitted = new Fit(model, f.periodPx(), f.inliers(), f.rmsPx(), f.families());
        return Optional.of(new Located(depth == 0 ? refitted.as(Guess.BOARDS_BLOCKS) : refitted, around));
    }

    /**
     * Times {@link #fitInBoardsCore} fits its lattice again (each of {@link #BOARD_ROUNDS} rounds):
     * after one, 7 of 1072's tiles still lay more than 0.2 of a cell off; after two, none (median 0.023).
     */
    static final int CORE_REFITS = 2;

    /** As {@link #fitWithin}, of the pairs of families beyond the first four only. */
    private static Optional<Located> fitWithinWidely(SeamEvidence seams, BoardRegion where) {
        if (where.everywhere()) {
            return Optional.empty();
        }
        SeamEvidence onBoard = seams.within(where);
        return fit(onBoard, onBoard.seamlets(), true).map(f -> new Located(f, onBoard));
    }

    /**
     * The seam contrast ({@link #seamContrast}) under which a lattice does not hold: on the
     * default and hard benches every lattice that read its board held above 0.6, and a frame
     * lattice that missed the board entirely fell to 0.
     */
    static final double HOLDS = 0.3;

    /**
     * How much more of the seamlets' weight lies on the lattice's lines than halfway between
     * them, running along them (within {@link #INLIER_CELLS}, turned less than 10 degrees). Tile
     * art has lines everywhere, seams only between tiles: the board's own lattice finds several
     * times more on its lines than between, a lattice of something else about as much.
     */
    static double seamContrast(LatticeModel model, List<Seamlet> seamlets) {
        double on = 0;
        double between = 0;
        double tan = Math.tan(Math.toRadians(10));
        for (Seamlet s : seamlets) {
            double half = Math.min(s.length(), SeamEvidence.BLOCK) / 2;
            Vec2 e1 = model.toBoard(s.x() - s.dx() * half, s.y() - s.dy() * half);
            Vec2 e2 = model.toBoard(s.x() + s.dx() * half, s.y() + s.dy() * half);
            Vec2 c = model.toBoard(s.x(), s.y());
            if (!Double.isFinite(c.x()) || !Double.isFinite(c.y())) {
                continue;
            }
            double du = Math.abs(e2.x() - e1.x());
            double dv = Math.abs(e2.y() - e1.y());
            double across = du < dv * tan ? c.x() : dv < du * tan ? c.y() : Double.NaN;
            if (Double.isNaN(across)) {
                continue;
            }
            double off = Math.abs(across - Math.round(across));
            if (off < INLIER_CELLS) {
                on += s.weight();
            } else if (Math.abs(off - 0.5) < INLIER_CELLS) {
                between += s.weight();
            }
        }
        return on / (between + 1e-9 + 0.02 * on);
    }

    /**
     * The largest ratio of depths over the image the lattice implies, beyond which it is no
     * table seen by a camera looking down: at the steepest tilt the scenes allow (45 degrees)
     * and a wide lens the far corner of the image is about 3 times as deep as the near one.
     */
    static final double MAX_DEPTH_RATIO = 8;

    /**
     * How many times deeper the farthest corner of the image lies than the nearest, on the
     * table plane this lattice implies; infinite when the plane's horizon crosses the image
     * (part of the image would look above the table). A board-to-image map's depth at a pixel
     * is, up to one factor, the inverse of the image-to-board map's third coordinate there.
     */
    static double depthRatio(Homography imageToBoard, int width, int height) {
        double least = Double.MAX_VALUE;
        double most = 0;
        int sign = 0;
        for (int corner = 0; corner < 4; corner++) {
            double x = (corner & 1) == 0 ? 0 : width;
            double y = (corner & 2) == 0 ? 0 : height;
            double w = imageToBoard.get(6) * x + imageToBoard.get(7) * y + imageToBoard.get(8);
            int s = (int) Math.signum(w);
            if (s == 0 || (sign != 0 && s != sign)) {
                return Double.POSITIVE_INFINITY;
            }
            sign = s;
            least = Math.min(least, Math.abs(w));
            most = Math.max(most, Math.abs(w));
        }
        return most / least;
    }

    /** Whether the cell at the centre looks like a square seen by a camera tilted at most ~55 degrees. */
    static boolean squareEnough(Homography imageToBoard, Vec2 centre) {
        Homography inv = imageToBoard.inverse();
        Vec2 b = imageToBoard.apply(centre);
        Vec2 o = inv.apply(b);
        Vec2 eu = inv.apply(b.x() + 1, b.y()).minus(o);
        Vec2 ev = inv.apply(b.x(), b.y() + 1).minus(o);
        double ratio = eu.length() / ev.length();
        double sin = Math.abs(eu.cross(ev)) / (eu.length() * ev.length());
        return ratio > 0.55 && ratio < 1 / 0.55 && sin > Math.sin(Math.toRadians(50));
    }

    /**
     * How far a lattice is from squares seen by a pinhole camera with its principal point at the
     * image centre: the board's two axes, taken back through the camera, must be orthogonal and
     * equally long. The focal length is unknown, so the best over a plausible range counts.
     */
    static double metricError(Homography imageToBoard, int width, int height) {
        return metric(imageToBoard, width, height)[0];
    }

    /**
     * The focal length (pixels) under which the lattice's cells are most nearly squares, for a
     * camera with its principal point at the image centre.
     */
    public static double focalLength(Homography imageToBoard, int width, int height) {
        return metric(imageToBoard, width, height)[1];
    }

    private static double[] metric(Homography imageToBoard, int width, int height) {
        Homography m = imageToBoard.inverse();
        double cx = width / 2.0;
        double cy = height / 2.0;
        double best = Double.MAX_VALUE;
        double bestF = width;
        for (int k = 0; k <= 40; k++) {
            double f = width * 0.35 * Math.pow(2.0, k / 10.0);
            double[] a = {(m.get(0) - cx * m.get(6)) / f, (m.get(3) - cy * m.get(6)) / f, m.get(6)};
            double[] b = {(m.get(1) - cx * m.get(7)) / f, (m.get(4) - cy * m.get(7)) / f, m.get(7)};
            double na = Math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
            double nb = Math.sqrt(b[0] * b[0] + b[1] * b[1] + b[2] * b[2]);
            double cos = Math.abs(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) / (na * nb);
            double ratio = Math.abs(Math.log(na / nb));
            if (cos + ratio < best) {
                best = cos + ratio;
                bestF = f;
            }
        }
        return new double[] {best, bestF};
    }

    static Vec2 weightedMedian(List<Seamlet> seamlets, List<Integer> one, List<Integer> two) {
        List<Integer> all = new ArrayList<>(one);
        all.addAll(two);
        return new Vec2(median(seamlets, all, true), median(seamlets, all, false));
    }

    private static double median(List<Seamlet> seamlets, List<Integer> idx, boolean x) {
        List<Integer> sorted = new ArrayList<>(idx);
        sorted.sort(Comparator.comparingDouble(i -> x ? seamlets.get(i).x() : seamlets.get(i).y()));
        double total = sorted.stream().mapToDouble(i -> seamlets.get(i).weight()).sum();
        double acc = 0;
        for (int i : sorted) {
            acc += seamlets.get(i).weight();
            if (acc >= total / 2) {
                return x ? seamlets.get(i).x() : seamlets.get(i).y();
            }
        }
        return 0;
    }

    /**
     * Up to four families of parallel valleys: the board's two, and maybe wood grain, plank
     * joints or a tablecloth's checks. Each takes its own inliers out of the pool for the next.
     */
    public static List<VanishingPoints.Family> families(List<Seamlet> seamlets) {
        return families(seamlets, FAMILIES);
    }

    /** Up to {@code most} families, each found among the seamlets the ones before it left. */
    static List<VanishingPoints.Family> families(List<Seamlet> seamlets, int most) {
        boolean[] excluded = new boolean[seamlets.size()];
        List<VanishingPoints.Family> families = new ArrayList<>();
        for (int f = 0; f < most; f++) {
            Optional<VanishingPoints.Family> family = VanishingPoints.strongest(seamlets, excluded, 11 + 7 * f);
            if (family.isEmpty() || family.get().inliers().size() < 8) {
                break;
            }
            families.add(family.get());
            for (int i : family.get().inliers()) {
                excluded[i] = true;
            }
        }
        return families;
    }

    /**
     * A candidate lattice.
     *
     * @param imageToBoard working pixels to board cells
     * @param centre image point the candidate was judged around
     * @param score how well seams support it (see {@link #score})
     */
    record Candidate(Homography imageToBoard, Vec2 centre, double score, VanishingPoints.Family a,
                     VanishingPoints.Family b) {
    }

    /**
     * The best lattice two families allow: periods and phases from each family's periodogram,
     * tried at the best period and its half, double and triple, judged by {@link #score}.
     */
    static Candidate bestLattice(SeamEvidence evidence, List<Seamlet> seamlets, VanishingPoints.Family a,
                                 VanishingPoints.Family b) {
        Judged judged = judged(evidence, seamlets, a, b);
        if (judged == null) {
            return null;
        }
        Candidate best = null;
        for (Candidate c : judged.candidates()) {
            if (best == null || c.score() > best.score()) {
                best = c;
            }
        }
        return best == null ? null : coarsened(evidence, best, judged.radius());
    }

    /**
     * Every lattice two families allow that cells of some pinhole camera's squares, in the order of
     * their periods (see {@link #bestLattice}), and the radius round their centre they were judged in.
     */
    private record Judged(List<Candidate> candidates, double radius) {
    }

    private static Judged judged(SeamEvidence evidence, List<Seamlet> seamlets, VanishingPoints.Family a,
                                 VanishingPoints.Family b) {
        int width = evidence.width();
        int height = evidence.height();
        List<Integer> ma = members(seamlets, a);
        List<Integer> mb = members(seamlets, b);
        if (ma.size() < 6 || mb.size() < 6) {
            return null;
        }
        double[] region = crossingRegion(seamlets, ma, mb);
        Vec2 centre = new Vec2(region[0], region[1]);
        double[] da = a.directionAt(centre.x(), centre.y());
        double[] db = b.directionAt(centre.x(), centre.y());
        if (Math.abs(da[0] * db[1] - da[1] * db[0]) < Math.sin(Math.toRadians(30))) {
            return null;
        }
        double[] l = VanishingPoints.cross(a.point(), b.point());
        double atCentre = l[0] * centre.x() + l[1] * centre.y() + l[2];
        if (Math.abs(atCentre) < 1e-12) {
            return null;
        }
        for (int k = 0; k < 3; k++) {
            l[k] /= atCentre;
        }
        Homography affine = Homography.of(1, 0, 0, 0, 1, 0, l[0], l[1], l[2]);
        double[] dA = unit(a.point()[0], a.point()[1]);
        double[] dB = unit(b.point()[0], b.point()[1]);
        double[] nA = {-dA[1], dA[0]};
        double[] nB = {-dB[1], dB[0]};
        double radius = region[2];
        // The two families' periodograms are each their own (on all cores).
        List<List<double[]>> periodsOf = java.util.stream.IntStream.range(0, 2).parallel()
                .mapToObj(f -> f == 0 ? periods(seamlets, ma, affine, nA, centre, radius)
                        : periods(seamlets, mb, affine, nB, centre, radius))
                .toList();
        List<double[]> pa = periodsOf.get(0);
        List<double[]> pb = periodsOf.get(1);
        // Every pair of periods is judged on its own (on all cores: a frame often has only the
        // board's two families, one pair of them); the first of the best is taken, in order.
        List<Candidate> judged = java.util.stream.IntStream.range(0, pa.size() * pb.size()).parallel().mapToObj(k -> {
            double[] p = pa.get(k / pb.size());
            double[] q = pb.get(k % pb.size());
            // u counts family-A seams (they run along dA), v counts family-B seams.
            double[] rowU = {nA[0] / p[0], nA[1] / p[0], -p[1] / p[0]};
            double[] rowV = {nB[0] / q[0], nB[1] / q[0], -q[1] / q[0]};
            if (rowU[0] * rowV[1] - rowU[1] * rowV[0] < 0) {
                rowV = new double[] {-rowV[0], -rowV[1], -rowV[2]};
            }
            Homography h = Homography.of(rowU[0], rowU[1], rowU[2], rowV[0], rowV[1], rowV[2], 0, 0, 1)
                    .after(affine);
            // Cells must be squares seen by some plausible pinhole camera.
            if (!squareEnough(h, centre)) {
                return null;
            }
            double metric = metricError(h, width, height);
            if (metric > 0.25) {
                return null;
            }
            double score = coverage(seamlets, ma, mb, h, centre, radius) * Math.exp(-sq(metric / 0.1));
            return new Candidate(h, centre, score, a, b);
        }).filter(java.util.Objects::nonNull).toList();
        return new Judged(judged, radius);
    }

    /**
     * Lattices the seams allow beside {@code besides}, for when reading the board on it went
     * poorly: every family pair's candidates (periods from the periodograms' peaks, their
     * halves, doubles and thirds) best covered first, each unlike those of {@code besides} and
     * the ones before it (cells a sixth larger or smaller, axes turned 5 degrees or more, or
     * lines apart: {@link #alike}), at most {@code most}, each fitted to the seams (lattices
     * already read are {@code besides}). Which of them is the board's, the board's content must
     * tell: a checked cloth's lines cover their lattice better than small tiles' seams do. A
     * candidate is not dropped when its fit slides onto a lattice already read: read again from
     * its own start, a lattice fitted to a calibrated (undistorted) frame read a board the first
     * fit had lost (calibration bench scene 3).
     */
    public static List<Located> alternatives(SeamEvidence seams, List<LatticeModel> besides, int most) {
        List<Seamlet> seamlets = seams.seamlets();
        int width = seams.width();
        int height = seams.height();
        List<VanishingPoints.Family> families = families(seamlets, MORE_FAMILIES);
        List<int[]> pairs = pairs(families.size(), 0);
        List<Candidate> all = pairs.parallelStream().flatMap(p -> {
            Judged j = judged(seams, seamlets, families.get(p[0]), families.get(p[1]));
            return j == null ? java.util.stream.Stream.<Candidate>empty() : j.candidates().stream();
        }).filter(c -> depthRatio(c.imageToBoard(), width, height) <= MAX_DEPTH_RATIO).toList();
        List<Candidate> sorted = new ArrayList<>(all);
        sorted.sort(Comparator.comparingDouble(Candidate::score).reversed());
        Vec2 middle = new Vec2(width / 2.0, height / 2.0);
        List<Homography> taken = new ArrayList<>(besides.stream().map(LatticeModel::imageToBoard).toList());
        List<Candidate> picked = new ArrayList<>();
        for (Candidate c : sorted) {
            if (picked.size() >= most) {
                break;
            }
            if (c.score() > 0 && taken.stream().noneMatch(t -> alike(t, c.imageToBoard(), middle))) {
                taken.add(c.imageToBoard());
                picked.add(c);
            }
        }
        RadialLens lens = RadialLens.none(width / 2.0, height / 2.0);
        return picked.stream().<Located>mapMulti((c, out) -> {
            Fit f;
            try {
                // A fit that fell flat on the way (a singular map) leaves no lattice to read.
                Optional<Fit> kept = refined(seams, seamlets, c.imageToBoard(), lens, c.centre(),
                        List.of(c.a(), c.b()), true);
                if (kept.isEmpty()) {
                    return;
                }
                f = kept.get();
            } catch (IllegalStateException collapsed) {
                // The fit shrank the cells to nothing: no lattice is left to read.
                return;
            }
            boolean wide = families.indexOf(c.a()) >= FAMILIES || families.indexOf(c.b()) >= FAMILIES;
            out.accept(new Located(wide ? f.as(Guess.WIDE_SEARCH) : f, seams));
        }).toList();
    }

    /** Whether two lattices have cells of about the same size and axes in about the same directions at a point. */
    static boolean alike(Homography one, Homography two, Vec2 at) {
        double[] a = cellLook(one, at);
        double[] b = cellLook(two, at);
        if (!(a[0] > 0) || !(b[0] > 0)) {
            return false;
        }
        double turn = Math.abs(a[1] - b[1]) % 90;
        return Math.abs(Math.log(a[0] / b[0])) < Math.log(1 + 1 / 6.0) && Math.min(turn, 90 - turn) < 5
                && sameLines(one, two, at);
    }

    /**
     * Whether the lines of two lattices run together at a point: the corners of the first's cell
     * there lie within a fifth of a cell of the second's corners. Two lattices of one cell size
     * half a cell apart are not alike: one runs along the tiles' seams, the other along their
     * middles, and only one of them can be read (base default seed 1000: the tiles' lattice had
     * been dropped as alike to a wrong one a ninth larger, read before it).
     */
    static boolean sameLines(Homography one, Homography two, Vec2 at) {
        Homography toImage = one.inverse();
        Vec2 b = one.apply(at);
        double u = Math.floor(b.x());
        double v = Math.floor(b.y());
        for (int du = 0; du < 2; du++) {
            for (int dv = 0; dv < 2; dv++) {
                Vec2 q = two.apply(toImage.apply(u + du, v + dv));
                if (Math.hypot(q.x() - Math.round(q.x()), q.y() - Math.round(q.y())) > 0.2) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A lattice's cell side (pixels, the geometric mean of its two) and its first axis' direction (degrees) at a point. */
    private static double[] cellLook(Homography imageToBoard, Vec2 at) {
        Homography toImage = imageToBoard.inverse();
        Vec2 b = imageToBoard.apply(at);
        Vec2 o = toImage.apply(b);
        Vec2 u = toImage.apply(b.x() + 1, b.y()).minus(o);
        Vec2 v = toImage.apply(b.x(), b.y() + 1).minus(o);
        double side = Math.sqrt(u.length() * v.length());
        double angle = Math.toDegrees(Math.atan2(u.y(), u.x()));
        return new double[] {side, ((angle % 90) + 90) % 90};
    }

    /**
     * The candidate, or the lattice of twice its period if that one's lines stand out much
     * better from the lines halfway (a few straight roads through the middle of the tiles can
     * make half the period look as well covered as the true one).
     */
    private static Candidate coarsened(SeamEvidence evidence, Candidate c, double radius) {
        Candidate current = c;
        for (int round = 0; round < 2; round++) {
            double own = profile(evidence, current.imageToBoard(), current.centre(), radius);
            Candidate better = null;
            // Only a clear, strong profile may double the period: on a busy wood table the
            // profiles of all candidates are weak and noisy.
            double betterProfile = Math.max(own + COARSEN_MARGIN, 0.4);
            for (int du = 0; du < 2; du++) {
                for (int dv = 0; dv < 2; dv++) {
                    Homography twice = Homography.affine(0.5, 0, -0.5 * du, 0, 0.5, -0.5 * dv)
                            .after(current.imageToBoard());
                    double p = profile(evidence, twice, current.centre(), radius);
                    if (p > betterProfile) {
                        betterProfile = p;
                        better = new Candidate(twice, current.centre(), current.score(), current.a(), current.b());
                    }
                }
            }
            if (better == null) {
                break;
            }
            current = better;
        }
        return current;
    }

    private static List<Integer> members(List<Seamlet> seamlets, VanishingPoints.Family f) {
        double sinTol = Math.sin(Math.toRadians(VanishingPoints.TOLERANCE_DEG));
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < seamlets.size(); i++) {
            if (VanishingPoints.residualSin(seamlets.get(i), f.point()) < sinTol) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * Where the two families cross densely: the board. Tile seams cross every cell; plank joints,
     * wood grain and a table's edge run long but seldom cross. Blocks of the image count each
     * family's seamlets; the lesser count is the block's weight. Returns the weighted centre and
     * a radius that holds the weight.
     */
    static double[] crossingRegion(List<Seamlet> seamlets, List<Integer> ma, List<Integer> mb) {
        final double block = 40;
        java.util.Map<Long, double[]> blocks = new java.util.HashMap<>();
        for (int f = 0; f < 2; f++) {
            for (int i : f == 0 ? ma : mb) {
                Seamlet s = seamlets.get(i);
                long key = ((long) Math.floor(s.x() / block)) * 100_003L + (long) Math.floor(s.y() / block);
                blocks.computeIfAbsent(key, k -> new double[] {0, 0, 0, 0})[f] += s.weight();
            }
        }
        double w = 0;
        double sx = 0;
        double sy = 0;
        java.util.List<double[]> weighted = new ArrayList<>();
        for (java.util.Map.Entry<Long, double[]> e : blocks.entrySet()) {
            long key = e.getKey();
            long bx = Math.floorDiv(key + 50_001L, 100_003L);
            long by = key - bx * 100_003L;
            double weight = Math.min(e.getValue()[0], e.getValue()[1]);
            if (weight <= 0) {
                continue;
            }
            weight *= weight;
            double cx = (bx + 0.5) * block;
            double cy = (by + 0.5) * block;
            weighted.add(new double[] {cx, cy, weight});
            w += weight;
            sx += weight * cx;
            sy += weight * cy;
        }
        if (w <= 0) {
            Vec2 c = weightedMedian(seamlets, ma, mb);
            return new double[] {c.x(), c.y(), spread(seamlets, ma, mb, c)};
        }
        double cx = sx / w;
        double cy = sy / w;
        double var = 0;
        for (double[] b : weighted) {
            var += b[2] * (sq(b[0] - cx) + sq(b[1] - cy));
        }
        return new double[] {cx, cy, Math.max(120, 1.5 * Math.sqrt(var / w))};
    }

    /** A radius around the centre that holds the bulk of the two families' seamlets. */
    private static double spread(List<Seamlet> seamlets, List<Integer> ma, List<Integer> mb, Vec2 centre) {
        double sum = 0;
        double w = 0;
        for (List<Integer> m : List.of(ma, mb)) {
            for (int i : m) {
                Seamlet s = seamlets.get(i);
                sum += s.weight() * (sq(s.x() - centre.x()) + sq(s.y() - centre.y()));
                w += s.weight();
            }
        }
        return Math.max(120, Math.sqrt(sum / w));
    }

    /**
     * How much darker the lattice's lines are than the lines halfway between them, near the
     * centre, for the worse of the two directions. Every tile edge shows the bevel and the gap,
     * however alike the art on both sides; halfway lines are dark only where a road or a wall
     * happens to run. Half the period puts plain art on every other line, twice the period puts
     * seams halfway.
     */
    static double profile(SeamEvidence evidence, Homography imageToBoard, Vec2 centre, double radius) {
        Homography toImage = imageToBoard.inverse();
        Vec2 bc = imageToBoard.apply(centre);
        double[] worst = {Double.MAX_VALUE};
        for (int dir = 0; dir < 2; dir++) {
            double[] sum = new double[2];
            int[] n = new int[2];
            int reach = reach(toImage, bc, radius);
            for (int line = -reach; line <= reach; line++) {
                for (int half = 0; half < 2; half++) {
                    double across = Math.floor(dir == 0 ? bc.x() : bc.y()) + line + 0.5 * half;
                    for (double along = -reach; along <= reach; along += 0.125) {
                        double a = Math.floor(dir == 0 ? bc.y() : bc.x()) + along;
                        double u = dir == 0 ? across : a;
                        double v = dir == 0 ? a : across;
                        if (toImage.w(u, v) * toImage.w(bc.x(), bc.y()) <= 0) {
                            continue;
                        }
                        Vec2 p = toImage.apply(u, v);
                        if (p.distance(centre) > radius) {
                            continue;
                        }
                        int x = (int) Math.round(p.x());
                        int y = (int) Math.round(p.y());
                        int best = 0;
                        for (int d = -1; d <= 1; d++) {
                            best = Math.max(best, Math.max(evidence.valleyAt(x + d, y), evidence.valleyAt(x, y + d)));
                        }
                        sum[half] += best;
                        n[half]++;
                    }
                }
            }
            if (n[0] < 8 || n[1] < 8) {
                return 0;
            }
            worst[0] = Math.min(worst[0], (sum[0] / n[0] - sum[1] / n[1]) / Math.max(1, evidence.floor()));
        }
        return worst[0];
    }

    /** Cells from the centre to beyond {@code radius} pixels, at most 40. */
    private static int reach(Homography toImage, Vec2 bc, double radius) {
        Vec2 o = toImage.apply(bc);
        double px = Math.min(o.distance(toImage.apply(bc.x() + 1, bc.y())), o.distance(toImage.apply(bc.x(), bc.y() + 1)));
        if (!(px > 0)) {
            return 40;
        }
        return (int) Math.min(40, Math.ceil(radius / (0.6 * px)) + 1);
    }

    /**
     * How well a lattice's lines are covered by seams near the centre, minus how well the lines
     * halfway between them are. Every tile edge of the board is a seam, so the true lattice has
     * its lines covered along the whole board and little halfway (a few straight roads). Half
     * the period adds uncovered lines, twice the period leaves covered lines halfway. The worse
     * of the two families counts, because a board has both.
     */
    static double coverage(List<Seamlet> seamlets, List<Integer> ma, List<Integer> mb, Homography h, Vec2 centre,
                           double radius) {
        Homography toImage = h.inverse();
        double[] a = familyCoverage(seamlets, ma, h, toImage, centre, radius, true);
        double[] b = familyCoverage(seamlets, mb, h, toImage, centre, radius, false);
        return Math.min(a[0] - a[1], b[0] - b[1]);
    }

    /**
     * Fraction of the lattice edges (one cell long) within {@code radius} of the centre that
     * seamlets cover for at least 40 % of their length: of the lattice's lines, and of the lines
     * halfway between them (shifted by half a cell). One pass maps the seamlets for both.
     */
    private static double[] familyCoverage(List<Seamlet> seamlets, List<Integer> members, Homography h,
                                           Homography toImage, Vec2 centre, double radius, boolean alongU) {
        final int sub = 8;
        double[] offsets = {0, 0.5};
        EdgeBits[] covered = {new EdgeBits(), new EdgeBits()};
        for (int i : members) {
            Seamlet s = seamlets.get(i);
            if (sq(s.x() - centre.x()) + sq(s.y() - centre.y()) > radius * radius) {
                continue;
            }
            double half = Math.min(s.length(), SeamEvidence.BLOCK) / 2;
            Vec2 e1 = h.apply(s.x() - s.dx() * half, s.y() - s.dy() * half);
            Vec2 e2 = h.apply(s.x() + s.dx() * half, s.y() + s.dy() * half);
            for (int o = 0; o < 2; o++) {
                double across = (alongU ? e1.x() + e2.x() : e1.y() + e2.y()) / 2 - offsets[o];
                long line = Math.round(across);
                if (Math.abs(across - line) > 0.08) {
                    continue;
                }
                double from = alongU ? Math.min(e1.y(), e2.y()) : Math.min(e1.x(), e2.x());
                double to = alongU ? Math.max(e1.y(), e2.y()) : Math.max(e1.x(), e2.x());
                for (long k = (long) Math.floor(from * sub); k <= (long) Math.floor(to * sub); k++) {
                    long unit = Math.floorDiv(k, sub);
                    int bit = (int) Math.floorMod(k, sub);
                    covered[o].or(line * 1_000_003L + unit, 1 << bit);
                }
            }
        }
        Vec2 bc = h.apply(centre);
        int reach = reach(toImage, bc, radius);
        double[] out = new double[2];
        for (int o = 0; o < 2; o++) {
            double offset = offsets[o];
            int units = 0;
            int supported = 0;
            for (int i = -reach; i <= reach; i++) {
                for (int j = -reach; j <= reach; j++) {
                    double line = Math.floor(alongU ? bc.x() : bc.y()) + i;
                    double unit = Math.floor(alongU ? bc.y() : bc.x()) + j;
                    double u = alongU ? line + offset : unit + 0.5;
                    double v = alongU ? unit + 0.5 : line + offset;
                    if (toImage.w(u, v) * toImage.w(bc.x(), bc.y()) <= 0) {
                        continue;
                    }
                    Vec2 p = toImage.apply(u, v);
                    if (p.distance(centre) > radius) {
                        continue;
                    }
                    units++;
                    int bits = covered[o].get((long) line * 1_000_003L + (long) unit);
                    if (Integer.bitCount(bits) >= 0.4 * sub) {
                        supported++;
                    }
                }
            }
            out[o] = units < 4 ? 0 : supported / (double) units;
        }
        return out;
    }

    /**
     * Which eighths of each lattice edge seamlets cover, by edge key: an open-addressing table of
     * longs to bit sets (a candidate lattice is judged on thousands of them, and a boxed map
     * spent its time on boxes). An edge no seamlet touches has no bits.
     */
    static final class EdgeBits {
        private long[] keys = new long[64];
        private int[] bits = new int[64];
        private boolean[] used = new boolean[64];
        private int size;

        void or(long key, int bit) {
            int at = slot(key);
            if (!used[at]) {
                used[at] = true;
                keys[at] = key;
                size++;
                if (2 * size > keys.length) {
                    grow();
                    at = slot(key);
                }
            }
            bits[at] |= bit;
        }

        int get(long key) {
            int at = slot(key);
            return used[at] ? bits[at] : 0;
        }

        private int slot(long key) {
            int mask = keys.length - 1;
            int at = (int) (mix(key) & mask);
            while (used[at] && keys[at] != key) {
                at = (at + 1) & mask;
            }
            return at;
        }

        private static long mix(long key) {
            long z = key * 0x9E3779B97F4A7C15L;
            return z ^ (z >>> 29);
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldBits = bits;
            boolean[] oldUsed = used;
            keys = new long[oldKeys.length * 2];
            bits = new int[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            for (int k = 0; k < oldKeys.length; k++) {
                if (oldUsed[k]) {
                    int at = slot(oldKeys[k]);
                    used[at] = true;
                    keys[at] = oldKeys[k];
                    bits[at] = oldBits[k];
                }
            }
        }
    }

    private static double[] unit(double x, double y) {
        double n = Math.hypot(x, y);
        return new double[] {x / n, y / n};
    }

    /**
     * Period candidates and their phases (affine units) for one family: the periodogram's
     * strongest peaks, and their thirds, halves and doubles. A double is tried at two phases half
     * its period apart: the seams are often strongest at half a tile (roads and walls through
     * the tiles' middles add to every other line of the half-tile comb), and where the table's
     * grain joins the family (base default seed 1000: more than half of one family's seamlets
     * lay off the board) the periodogram's phase for twice that period fell on the tiles'
     * middles. Seamlets are weighted down away from the centre, where the uncorrected lens
     * distortion would smear the comb.
     */
    static List<double[]> periods(List<Seamlet> seamlets, List<Integer> family, Homography affine, double[] normal,
                                  Vec2 centre, double radius) {
        double sigma = Math.max(40, 0.7 * radius);
        double[] s = new double[family.size()];
        double[] w = new double[family.size()];
        for (int k = 0; k < s.length; k++) {
            Seamlet sl = seamlets.get(family.get(k));
            Vec2 q = affine.apply(sl.x(), sl.y());
            s[k] = normal[0] * q.x() + normal[1] * q.y();
            double d2 = sq(sl.x() - centre.x()) + sq(sl.y() - centre.y());
            w[k] = sl.weight() * Math.exp(-d2 / (2 * sigma * sigma));
        }
        // The strongest few hundred seamlets decide the period as well as all of them, far faster.
        if (s.length > PERIOD_SAMPLES) {
            Integer[] order = new Integer[s.length];
            for (int k = 0; k < order.length; k++) {
                order[k] = k;
            }
            double[] wRef = w;
            Arrays.sort(order, (x, y) -> Double.compare(wRef[y], wRef[x]));
            double[] s2 = new double[PERIOD_SAMPLES];
            double[] w2 = new double[PERIOD_SAMPLES];
            for (int k = 0; k < PERIOD_SAMPLES; k++) {
                s2[k] = s[order[k]];
                w2[k] = w[order[k]];
            }
            s = s2;
            w = w2;
        }
        int steps = (int) Math.ceil(Math.log(MAX_PERIOD / MIN_PERIOD) / Math.log(1.004));
        double total = Arrays.stream(w).sum();
        double[] periods = new double[steps];
        double[] power = new double[steps];
        double top = 0;
        for (int i = 0; i < steps; i++) {
            periods[i] = MIN_PERIOD * Math.pow(1.004, i);
            power[i] = power(s, w, periods[i])[0] / total;
            top = Math.max(top, power[i]);
        }
        // The strongest peaks and their fractions and double: bold board outlines or a few
        // straight roads can put the best peak on a multiple or a fraction of the tile.
        List<Integer> peaks = new ArrayList<>();
        for (int i = 1; i + 1 < steps; i++) {
            if (power[i] >= power[i - 1] && power[i] >= power[i + 1] && power[i] >= 0.3 * top) {
                peaks.add(i);
            }
        }
        peaks.sort((x, y) -> Double.compare(power[y], power[x]));
        List<Double> tried = new ArrayList<>();
        List<double[]> out = new ArrayList<>();
        for (int k = 0; k < Math.min(4, peaks.size()); k++) {
            for (double m : new double[] {1.0 / 3, 0.5, 1, 2}) {
                double period = periods[peaks.get(k)] * m;
                if (period < MIN_PERIOD * 0.9 || period > MAX_PERIOD * 1.1
                        || tried.stream().anyMatch(t -> Math.abs(t / period - 1) < 0.03)) {
                    continue;
                }
                tried.add(period);
                double[] c = power(s, w, period);
                double phase = Math.atan2(c[2], c[1]) / (2 * Math.PI) * period;
                out.add(new double[] {period, phase});
                if (m == 2) {
                    // The doubled period's own phase is told by the seams a peak's lattice has
                    // every other line of, and the lines between can be the tiles' seams as well:
                    // both phases are tried.
                    out.add(new double[] {period, phase + period / 2});
                }
            }
        }
        return out;
    }

    private static double sq(double v) {
        return v * v;
    }

    /** |sum w e^(2 pi i s / P)|, and the real and imaginary parts. */
    private static double[] power(double[] s, double[] w, double period) {
        double re = 0;
        double im = 0;
        double f = 2 * Math.PI / period;
        for (int k = 0; k < s.length; k++) {
            double a = f * s[k];
            re += w[k] * Math.cos(a);
            im += w[k] * Math.sin(a);
        }
        return new double[] {Math.hypot(re, im), re, im};
    }

    /** Robust least squares of a homography plus radial distortion against seam assignments. */
    static final class Refinement {
        private final List<Seamlet> seamlets;
        private final double width;
        private final Homography normalize;
        private Homography gn;
        private double kappaScaled;
        private final double cx;
        private final double cy;
        int inliers;
        private double rms;

        Refinement(List<Seamlet> seamlets, Homography imageToBoard, RadialLens lens, double width) {
            this.seamlets = seamlets;
            this.width = width;
            this.cx = lens.cx();
            this.cy = lens.cy();
            this.normalize = Homography.affine(2 / width, 0, -2 * cx / width, 0, 2 / width, -2 * cy / width);
            this.gn = imageToBoard.after(normalize.inverse());
            this.kappaScaled = lens.kappa() * width * width / 4;
        }

        RadialLens lens() {
            return new RadialLens(cx, cy, kappa(kappaScaled));
        }

        /** Whether a round fell flat and was undone ({@link #refine}). */
        private boolean collapsed;

        /** What a round of refinement changes, so that a round that went wrong can be undone. */
        record State(Homography gn, double kappaScaled, int inliers, double rms) {
        }

        State state() {
            return new State(gn, kappaScaled, inliers, rms);
        }

        void restore(State s) {
            gn = s.gn();
            kappaScaled = s.kappaScaled();
            inliers = s.inliers();
            rms = s.rms();
        }

        private double kappa(double scaled) {
            return scaled * 4 / (width * width);
        }

        Homography imageToBoard() {
            return gn.after(normalize);
        }

        double rmsPx() {
            return rms;
        }

        private record Assigned(Seamlet s, boolean alongV, int line, double weight) {
        }

        /**
         * {@link #pulled}, undone where it left a map with no inverse: stray lines (a sheet's
         * edge, an arm, art running to the tiles' edges) can pull the map flat onto a line, and
         * a board laid of the real H&amp;G scans (benchmark seed 8000's second board, and the
         * 110th of seed 1000 once they were laid by the rules, in the fit on the board's own
         * seams) ended its whole read in "singular homography". What held before is kept.
         *
         * @return whether every seamlet within reach was taken in, or the round was undone:
         *         either way there is no growing further
         */
        boolean refine(Vec2 centre, double radius, int params) {
            State before = state();
            try {
                return pulled(centre, radius, params);
            } catch (Homography.Singular flat) {
                restore(before);
                collapsed = true;
                return true;
            }
        }

        /** One round: assign seamlets within {@code radius} cells, then a few damped Gauss-Newton steps. */
        private boolean pulled(Vec2 centre, double radius, int params) {
            List<Assigned> assigned = new ArrayList<>();
            boolean all = true;
            double[] p = new double[9];
            p[8] = kappaScaled;
            for (Seamlet s : seamlets) {
                Vec2 c = map(p, s.x(), s.y());
                if (!Double.isFinite(c.x()) || !Double.isFinite(c.y())) {
                    continue;
                }
                if (c.distance(centre) > radius) {
                    all = false;
                    continue;
                }
                double half = Math.min(s.length(), SeamEvidence.BLOCK) / 2;
                Vec2 e1 = map(p, s.x() - s.dx() * half, s.y() - s.dy() * half);
                Vec2 e2 = map(p, s.x() + s.dx() * half, s.y() + s.dy() * half);
                double du = Math.abs(e2.x() - e1.x());
                double dv = Math.abs(e2.y() - e1.y());
                double tan = Math.tan(Math.toRadians(10));
                if (du < dv * tan) {
                    int k = (int) Math.round(c.x());
                    if (Math.abs(c.x() - k) < INLIER_CELLS) {
                        assigned.add(new Assigned(s, true, k, Math.sqrt(s.weight())));
                    }
                } else if (dv < du * tan) {
                    int k = (int) Math.round(c.y());
                    if (Math.abs(c.y() - k) < INLIER_CELLS) {
                        assigned.add(new Assigned(s, false, k, Math.sqrt(s.weight())));
                    }
                }
            }
            if (assigned.size() < 12) {
                return all;
            }
            if (params == 9 && assigned.size() < 80) {
                params = 8;
            }
            Ends ends = Ends.of(assigned);
            double lambda = 1e-3;
            Ends.Normalized atKappa = ends.normalized(this, p[8]);
            double cost = cost(assigned, atKappa, p, null);
            for (int iteration = 0; iteration < 8; iteration++) {
                int n = assigned.size() * 2;
                double[] r0 = new double[n];
                double[] wts = new double[n];
                Ends.Normalized here = atKappa;
                double[] from = p;
                cost(assigned, here, p, r0);
                for (int i = 0; i < n; i++) {
                    double scale = 0.04; // Huber knee, cells
                    wts[i] = Math.abs(r0[i]) <= scale ? 1 : scale / Math.abs(r0[i]);
                }
                double[][] jtj = new double[params][params];
                double[] jtr = new double[params];
                // The Jacobian's columns, each on its own (on all cores): the same numbers in any order.
                double[][] jac = java.util.stream.IntStream.range(0, params).parallel().mapToObj(k -> {
                    double[] q = from.clone();
                    double h = k == 8 ? 1e-4 : 1e-6;
                    q[k] += h;
                    double[] r1 = new double[n];
                    cost(assigned, k == 8 ? ends.normalized(this, q[8]) : here, q, r1);
                    for (int i = 0; i < n; i++) {
                        r1[i] = (r1[i] - r0[i]) / h;
                    }
                    return r1;
                }).toArray(double[][]::new);
                double[] wi = new double[n];
                for (int i = 0; i < n; i++) {
                    wi[i] = wts[i] * assigned.get(i / 2).weight();
                }
                // Each entry of the normal equations summed over the residuals in their order, one
                // row of entries per task (on all cores): the same sums, column by column in memory.
                int size = params;
                java.util.stream.IntStream.range(0, size).parallel().forEach(a -> {
                    double[] ja = jac[a];
                    double sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += wi[i] * ja[i] * r0[i];
                    }
                    jtr[a] = sum;
                    for (int b = a; b < size; b++) {
                        double[] jb = jac[b];
                        double entry = 0;
                        for (int i = 0; i < n; i++) {
                            entry += wi[i] * ja[i] * jb[i];
                        }
                        jtj[a][b] = entry;
                    }
                });
                for (int a = 0; a < params; a++) {
                    for (int b = 0; b < a; b++) {
                        jtj[a][b] = jtj[b][a];
                    }
                    jtr[a] = -jtr[a];
                }
                boolean improved = false;
                for (int attempt = 0; attempt < 5 && !improved; attempt++) {
                    double[] step = Linear.solveDamped(jtj, jtr, lambda);
                    if (step.length == 0) {
                        lambda *= 10;
                        continue;
                    }
                    double[] q = p.clone();
                    for (int k = 0; k < params; k++) {
                        q[k] += step[k];
                    }
                    Ends.Normalized stepped = q[8] == p[8] ? atKappa : ends.normalized(this, q[8]);
                    double c = cost(assigned, stepped, q, null);
                    if (c < cost) {
                        p = q;
                        atKappa = stepped;
                        cost = c;
                        lambda = Math.max(1e-6, lambda / 5);
                        improved = true;
                    } else {
                        lambda *= 10;
                    }
                }
                if (!improved) {
                    break;
                }
            }
            gn = gn.after(perturbation(p));
            kappaScaled = p[8];
            inliers = assigned.size();
            double[] r = new double[assigned.size() * 2];
            double[] fresh = new double[9];
            fresh[8] = kappaScaled;
            cost(assigned, Ends.of(assigned).normalized(this, fresh[8]), fresh, r);
            double sum = 0;
            for (double v : r) {
                sum += v * v;
            }
            rms = Math.sqrt(sum / r.length) * periodGuessPx();
            return all;
        }

        private double periodGuessPx() {
            Homography inv = imageToBoard().inverse();
            Vec2 a = inv.apply(0, 0);
            Vec2 b = inv.apply(1, 0);
            return a.distance(b);
        }

        private static Homography perturbation(double[] p) {
            return Homography.of(1 + p[0], p[1], p[2], p[3], 1 + p[4], p[5], p[6], p[7], 1);
        }

        private Vec2 map(double[] p, double x, double y) {
            return mapNormalized(p, normalized(p[8], x, y));
        }

        /** A point of the image with the lens taken out, in the normalized frame of {@link #gn}. */
        private Vec2 normalized(double kappaScaled, double x, double y) {
            double k = kappa(kappaScaled);
            double dx = x - cx;
            double dy = y - cy;
            double f = 1 + k * (dx * dx + dy * dy);
            return normalize.apply(cx + dx * f, cy + dy * f);
        }

        private Vec2 mapNormalized(double[] p, Vec2 n) {
            double px = (1 + p[0]) * n.x() + p[1] * n.y() + p[2];
            double py = p[3] * n.x() + (1 + p[4]) * n.y() + p[5];
            double pw = p[6] * n.x() + p[7] * n.y() + 1;
            return gn.apply(px / pw, py / pw);
        }

        /**
         * The two ends of each assigned seamlet in the image. A round of refinement maps them
         * some hundred times, the lens parameter mostly the same: {@link #normalized} keeps them
         * with the lens taken out for one value of it.
         */
        private record Ends(double[] x1, double[] y1, double[] x2, double[] y2) {

            static Ends of(List<Assigned> assigned) {
                int n = assigned.size();
                Ends e = new Ends(new double[n], new double[n], new double[n], new double[n]);
                for (int i = 0; i < n; i++) {
                    Seamlet s = assigned.get(i).s();
                    double half = Math.min(s.length(), SeamEvidence.BLOCK) / 2;
                    e.x1[i] = s.x() - s.dx() * half;
                    e.y1[i] = s.y() - s.dy() * half;
                    e.x2[i] = s.x() + s.dx() * half;
                    e.y2[i] = s.y() + s.dy() * half;
                }
                return e;
            }

            /** The ends with the lens {@code kappaScaled} taken out, normalized. */
            Normalized normalized(Refinement r, double kappaScaled) {
                int n = x1.length;
                Vec2[] one = new Vec2[n];
                Vec2[] two = new Vec2[n];
                for (int i = 0; i < n; i++) {
                    one[i] = r.normalized(kappaScaled, x1[i], y1[i]);
                    two[i] = r.normalized(kappaScaled, x2[i], y2[i]);
                }
                return new Normalized(one, two);
            }

            record Normalized(Vec2[] one, Vec2[] two) {
            }
        }

        /** Weighted squared residuals (cells); fills {@code out} with raw residuals when given. */
        private double cost(List<Assigned> assigned, Ends.Normalized ends, double[] p, double[] out) {
            double total = 0;
            for (int i = 0; i < assigned.size(); i++) {
                Assigned a = assigned.get(i);
                Vec2 e1 = mapNormalized(p, ends.one()[i]);
                Vec2 e2 = mapNormalized(p, ends.two()[i]);
                double r1 = (a.alongV() ? e1.x() : e1.y()) - a.line();
                double r2 = (a.alongV() ? e2.x() : e2.y()) - a.line();
                if (out != null) {
                    out[2 * i] = r1;
                    out[2 * i + 1] = r2;
                }
                total += a.weight() * (huber(r1) + huber(r2));
            }
            return total;
        }

        private static double huber(double r) {
            double k = 0.04;
            double a = Math.abs(r);
            return a <= k ? r * r : 2 * k * a - k * k;
        }
    }
}
