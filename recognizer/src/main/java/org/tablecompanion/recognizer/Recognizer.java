package org.tablecompanion.recognizer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.recognizer.board.BoardImage;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.board.CellEvidence;
import org.tablecompanion.recognizer.board.FramePixels;
import org.tablecompanion.recognizer.board.LatticeFraction;
import org.tablecompanion.recognizer.board.Occupancy;
import org.tablecompanion.recognizer.board.SeamSupport;
import org.tablecompanion.recognizer.board.TilePose;
import org.tablecompanion.recognizer.board.TilePoses;
import org.tablecompanion.recognizer.correction.FrameCalibration;
import org.tablecompanion.recognizer.figures.FigureFinder;
import org.tablecompanion.recognizer.figures.FigureKind;
import org.tablecompanion.recognizer.figures.FoundFigure;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.hands.HandFinder;
import org.tablecompanion.recognizer.hands.HandSighting;
import org.tablecompanion.recognizer.identify.Candidate;
import org.tablecompanion.recognizer.identify.MatchResult;
import org.tablecompanion.recognizer.identify.PackMatcher;
import org.tablecompanion.recognizer.identify.Patch;
import org.tablecompanion.recognizer.identify.TerrainLayouts;
import org.tablecompanion.recognizer.identify.TileMatcher;
import org.tablecompanion.recognizer.identify.TilePhoto;
import org.tablecompanion.recognizer.identify.TilePictures;
import org.tablecompanion.recognizer.identify.ZeroShotMatcher;
import org.tablecompanion.recognizer.lattice.BoardRegion;
import org.tablecompanion.recognizer.lattice.LatticeFitter;
import org.tablecompanion.recognizer.lattice.LatticeModel;
import org.tablecompanion.recognizer.lattice.SeamEvidence;
import org.tablecompanion.recognizer.lattice.TableOutline;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.HandReading;
import org.tablecompanion.recognizer.observation.LatticeView;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileIdentification;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.recognizer.observation.Unsure;
import org.tablecompanion.recognizer.pipeline.CellBudget;
import org.tablecompanion.recognizer.pipeline.StageLog;
import org.tablecompanion.recognizer.solve.BoardSolver;
import org.tablecompanion.recognizer.solve.CellBelief;
import org.tablecompanion.recognizer.solve.HiddenDifferences;

/**
 * From one frame of the table to an {@link Observation}: the pipeline of small named stages
 * (DESIGN.md, Recognition). Each stage's time, and on request its picture, is kept in the run's
 * {@link StageLog}.
 *
 * <ol>
 *   <li>{@code frame}: a working copy at most 1920 pixels wide;</li>
 *   <li>{@code seams}: the thin dark lines between tiles;</li>
 *   <li>{@code lattice}: vanishing points, periods, then a robust fit of the board lattice with
 *       lens distortion;</li>
 *   <li>{@code occupancy}: which cells hold a tile (and, timed under {@code lattice}, whether the
 *       lattice is a fraction of the tiles, told by the board's outline);</li>
 *   <li>{@code hands}: a hand over the board ({@link HandFinder}); after the solve, the cells it
 *       hides are not read and those it partly covers are never sure;</li>
 *   <li>{@code board}: the board resampled from above, each tile's own square found;</li>
 *   <li>{@code identify}: each tile read against the appearance pack or the catalog geometry;</li>
 *   <li>{@code solve}: the board read as a whole (edges must match, counts are limited);</li>
 *   <li>{@code figures}: figures found, their colour, kind and the feature under each.</li>
 * </ol>
 *
 * A lattice calling more cells tiles than a board can hold ({@link CellBudget}) is not read
 * there. When the readings explain fewer than half of what the lattice calls tiles, or fewer
 * than half of them fit their picture well, the lattice is fitted again where the board may lie
 * and a few other lattices the seams allow are tried; every stage after it runs again on each,
 * and the reading with the most tiles read well is taken. A lattice read poorly leaves no reading
 * sure, nor does a square apart from the board's largest piece; a figure is as sure as that.
 *
 * Thread-safe: a recognizer holds only its settings and prepared templates.
 */
public final class Recognizer {

    /** Working width: larger frames are shrunk for the lattice stages. */
    static final int WORK_WIDTH = 1920;
    /** Side of a cell in the board image, pixels. */
    public static final int CELL_PX = 64;
    /** Probability under which a tile reading is reported as unsure. */
    public static final double UNSURE_BELOW = 0.9;
    /**
     * Share of a cell a hand covers from which the cell is not read at all: what shows of the tile
     * is too little to tell, and the hand's skin would be read as city.
     */
    static final double HAND_HIDES = 0.3;
    /**
     * The solve's belief in a square's reading other than the matcher's first at which figures are
     * looked for in what that reading leaves unexplained (MatchResult#figuresAgainst). The choices
     * that found a hunter the first reading's water had explained were believed 0.68 and 0.71 (H&G
     * seeds 31000 and 31001); holes of black cloth in the board, 1e-41 and less. It was 0.5 (more
     * than all other readings together) until hedges were judged at full detail
     * ({@code ForestStrips}): that raised 44's rivals 55 and 43 with it on seed 31000, 44 was
     * believed 0.48, and the blue hunter its first reading's river had explained was lost. On the
     * 280 H&G default scenes of 1000-8004 and 117000-164004 (zero-shot) 0.4 and 0.5 find every
     * figure alike.
     */
    static final double CHOICE_BELIEVED = 0.4;
    /** The most a reading of a cell a hand partly covers is believed: always asked about. */
    static final double HAND_COVERED_AT_MOST = 0.6;
    /**
     * The most a reading is believed on a lattice read poorly ({@link Attempt#poorlyRead}): its
     * cells may straddle tiles or hold the table, and a reading there is asked about.
     */
    static final double DOUBTED_AT_MOST = 0.6;
    /**
     * The most belief a reading keeps whose edge disagrees with a neighbour's reading. The solve
     * weighs edges against the pictures, and where blur, noise and a strong lens make a picture
     * fit a wrong type far better than its second, the wrong reading wins against its neighbours
     * and stays sure: on hard scenes (seeds 1000-1004) a quarter of base+River's zero-shot
     * misreadings were sure. With this cap, readings wrong yet sure there went from 11.9 % to
     * 3.4 % of the tiles (zero-shot) and 1.9 % to 1.6 % (pack); H&amp;G 2.4 % to 0.8 % and 1.4 %
     * to 0.8 %; at default no reading changed its flag.
     */
    static final double CONTRADICTED_AT_MOST = 0.6;
    /**
     * Share of the board's clearly read squares that disagree with a neighbour from which no
     * reading of the board is sure (and at least {@link #INCONSISTENT_LEAST} of them). On default
     * scenes (seeds 1000-4004, both games, pack and zero-shot) at most 0.05 did; on hard ones,
     * where the lattice followed a cloth or the tiles were misread wholesale, 0.18-0.43.
     */
    static final double INCONSISTENT_SHARE = 0.15;
    static final int INCONSISTENT_LEAST = 4;
    /**
     * Share of the board's clearly read squares that are more of their type than the box holds
     * (and at least {@link #INCONSISTENT_LEAST} of them) from which no reading of the board is
     * sure. A legal board holds none: on default scenes (seeds 1000-1004, both games, pack and
     * zero-shot) at most 1 square of 63-79 was, while boards lost at hard, read on a lattice off
     * their tiles, held 0.27-0.83 of their squares so, and their neighbours can agree (base+River
     * hard seed 1004 zero-shot: 45 of 60 beyond the box, 6 disagreeing, sure readings among them).
     */
    static final double OVERFULL_SHARE = 0.15;
    /**
     * The most a reading is believed, and a figure on it, whose square lies apart from the
     * board's largest piece ({@link #apart}). A board is one piece, every tile edge to edge with
     * another; squares read apart from it were an arm's sleeve (H&amp;G hard seed 2000, zero-shot:
     * 16 squares and 31 sure figures on them), the table at the frame's edge or a tile off the
     * board. They are asked about, not dropped: the lattice may have lost the tiles between. On
     * hard scenes the extra figures told as sure went from 34 to 3 (H&amp;G zero-shot, seeds
     * 2000-2004), 9 to 4 (base+River zero-shot) and 2 to 0 (base+River pack, seeds 1000-1004);
     * one tile more was flagged, no default reading changed.
     */
    static final double APART_AT_MOST = 0.6;
    /**
     * The most belief a reading keeps whose type more cells are read as than the box holds
     * ({@link BoardSolver#beyondTheBox}): one of them is misread. A base game alone puts all 72
     * tiles of the box on the table, and there a figure and its shadow over the corner where N's
     * city meets itself made N read as I at 99.8 %, a third I of a box of two (default seed 4003,
     * zero-shot); J under a blue meeple read as a tenth V was 100 % sure (seed 3004).
     */
    static final double BEYOND_THE_BOX_AT_MOST = 0.6;
    /**
     * Lattices besides the frame's and the board region's read when those read poorly, the most
     * promising of those probed ({@link #PROBED}): each costs a reading of at most a {@link
     * CellBudget} of cells.
     */
    static final int ALTERNATIVES = 3;
    /**
     * Lattices read besides the frame's and the board region's, when those read poorly and the
     * pictures cannot rank lattices ({@link TileMatcher#fitTellsTiles}): they are read in the
     * order the seams rank them, and the seams rank the tiles' own lattice low where the
     * table's grain outnumbers them (base default seed 1000, zero-shot: 5th; with a pack the
     * probe puts it first).
     */
    static final int UNPROBED_ALTERNATIVES = 5;
    /**
     * Lattices the frame's seams allow that are probed, when the pictures can tell a tile
     * ({@link TileMatcher#fitTellsTiles}), before the {@link #ALTERNATIVES} most promising are
     * read. Seams rank lattices poorly where a sheet's edges or an arm outweigh the board's own
     * seams (real tiles whose art runs to the edge, each turned a little): on a board of real
     * H&amp;G scans on a white sheet the board's lattice came 9th by seam coverage.
     */
    static final int PROBED = 12;
    /**
     * Lattices of the board region's own seams ({@link LatticeFitter#alternatives} of them, the
     * most promising by the probe) read with a pack where the frame's lattices and its
     * {@link #ALTERNATIVES} all read poorly (zero-shot: {@link #UNPROBED_REGION_ALTERNATIVES}),
     * and taken only where their squares agree as a board's ({@link Attempt#agreesAsABoard}). On
     * a board of real H&amp;G scans on planks (bench board 15 of seed 1000) the frame's seams
     * held no lattice near the tiles' 66 px, the region's held it at 65 px: 9 of 48 tiles were
     * read, 37 with it. Given the frame's slots to share, such
     * lattices pushed out the ones that read boards 6 and 117 (28 -> 6 and 14 -> 8 right);
     * taken however they read, they called the squares of an arm over a lone hidden tile tiles
     * (H&amp;G default seed 7011: 63 of them, 6 kept, 2 read well). Two: on ten H&amp;G tiles
     * (default seed 7010) the probe's second was the tiles' lattice (2 of 10 read with one, 10
     * with two); a third read none more of the 12 boards of ten tiles (seed 7000).
     */
    static final int REGION_ALTERNATIVES = 2;
    /**
     * Lattices of the board region's own seams read zero-shot, where the pictures cannot rank
     * them ({@link TileMatcher#fitTellsTiles}): the first by the seams. A second read no more
     * of the 12 boards of ten H&amp;G tiles (default seed 7000), and each costs a whole reading.
     */
    static final int UNPROBED_REGION_ALTERNATIVES = 1;
    /** Cells read to probe a lattice: the ones nearest the middle of the cells it calls tiles. */
    static final int PROBE_CELLS = 9;
    /** A probed cell no picture fits counts this many times the even-odds score. */
    static final double PROBE_FLOOR = 2;

    private final RecognizerSettings settings;
    private final TileMatcher matcher;
    private final BoardSolver solver;
    private final FigureFinder figureFinder;
    /** Null where the matcher sees more than terrains (a pack). */
    private final HiddenDifferences hiddenDifferences;
    private final Optional<FrameCalibration> correction;
    private final HandFinder.Palest palest;
    private final CellBudget budget;
    /**
     * The matcher of a lone tile a small board's outline gives ({@link #orSmallBoard}), which by
     * the rules is the start tile: read among all types zero-shot, the H&amp;G start tile (56) was
     * read as 16 and as 21 (meadows and a river) on 2 of the 7 lone tiles read from their outline
     * (default seeds 7000-7011, 1 tile: 7001 and 7007). Its own rotations are still weighed, and
     * how well they fit; none of it is sure.
     */
    private final TileMatcher startTileReader;
    /**
     * The pack score down to which a lone tile's outline is read as the start tile. On light
     * tables the start tile alone fitted its picture at -165 to -198, under the -150 at which a
     * square is otherwise not read (a hand, bare table), though 104 to 313 ahead of its next
     * rotation (H&amp;G default seeds 7000-7011, 1 tile): the outline, not the fit, says a tile lies
     * there, and what it gives is never sure.
     */
    static final double LONE_TILE_NO_FIT = -300;

    public Recognizer(RecognizerSettings settings) {
        OpenCvNative.load();
        this.settings = settings;
        this.matcher = settings.pack().<TileMatcher>map(p -> new PackMatcher(p, settings.catalog()))
                .orElseGet(() -> new ZeroShotMatcher(settings.catalog()));
        this.solver = new BoardSolver(settings.catalog(), matcher::trustInside, matcher.evenOdds());
        // Only a matcher that sees terrains alone asks it (a pack's layouts would go unused).
        this.hiddenDifferences = matcher.readsOnlyTerrains()
                ? new HiddenDifferences(new TerrainLayouts(settings.catalog()), solver) : null;
        this.figureFinder = new FigureFinder(settings.catalog(),
                settings.calibration().map(TableCalibration::figures).orElse(List.of()));
        this.correction = settings.calibration().flatMap(FrameCalibration::of);
        this.palest = HandFinder.Palest.of(settings.catalog());
        this.budget = CellBudget.of(settings.catalog());
        Catalog all = settings.catalog();
        Catalog startTileAlone = new Catalog(all.id(), all.name(), all.game(), all.startTile(),
                List.of(all.startTileType()));
        this.startTileReader = settings.pack().<TileMatcher>map(p -> new PackMatcher(p, startTileAlone)
                        .fittingDownTo(LONE_TILE_NO_FIT))
                .orElseGet(() -> new ZeroShotMatcher(startTileAlone));
    }

    public RecognizerSettings settings() {
        return settings;
    }

    /**
     * Recognizes one BGR frame. With a calibration the frame is undistorted first, the board image
     * white-balanced (stages {@code undistort}, {@code white-balance}), and what is found is told
     * in the frame's pixels.
     */
    public Recognition recognize(Mat frame) {
        if (correction.isEmpty()) {
            return recognize(frame, new StageLog(settings.keepImages()));
        }
        StageLog log = new StageLog(settings.keepImages());
        Mat corrected = correction.get().undistort(frame, log);
        try {
            Recognition r = recognize(corrected, log);
            // The hand's outline stays in the undistorted frame's pixels: near enough to draw.
            return new Recognition(correction.get().toFrame(r.observation(), frame.cols(), frame.rows())
                    .withHands(r.observation().hands()), log, r.hand());
        } finally {
            if (corrected != frame) {
                corrected.release();
            }
        }
    }

    private Recognition recognize(Mat frame, StageLog log) {
        double scale = Math.min(1.0, WORK_WIDTH / (double) frame.cols());
        Mat work = log.time("frame", () -> {
            if (scale == 1.0) {
                return frame;
            }
            Mat m = new Mat();
            Imgproc.resize(frame, m, new Size(), scale, scale, Imgproc.INTER_AREA);
            return m;
        });
        try {
            return run(frame, work, scale, log);
        } finally {
            if (work != frame) {
                work.release();
            }
        }
    }

    private Recognition run(Mat frame, Mat work, double scale, StageLog log) {
        SeamEvidence seams = log.time("seams", () -> {
            Mat gray = SeamEvidence.gray(work, 1.0);
            SeamEvidence s = SeamEvidence.of(gray, 1.5);
            gray.release();
            return s;
        });
        // Where the board may lie is worked out at most once a frame, when first asked for.
        FrameRegions regions = new FrameRegions(onceAFrame(work, log, "region", BoardRegion::of),
                onceAFrame(work, log, "region-narrowed", BoardRegion::narrowed));
        // The working image's pixels, copied out once for every cell sampling of every reading.
        FramePixels pixels = log.time("occupancy", () -> FramePixels.of(work));
        Attempt read = onSeams(frame, work, pixels, scale, seams, regions, log);
        Attempt chosen = orSmallBoard(frame, work, pixels, scale, seams, regions, read, log);
        // The stages' pictures are those of the reading chosen, not of the last lattice tried.
        log.recall(chosen);
        return chosen.recognition();
    }

    /**
     * The best reading of the lattices the frame's seams hold: the first one found, and where it
     * reads poorly or the board is small, others.
     */
    private Attempt onSeams(Mat frame, Mat work, FramePixels pixels, double scale, SeamEvidence seams,
                            FrameRegions regions, StageLog log) {
        Optional<LatticeFitter.Located> located = log.time("lattice",
                () -> LatticeFitter.fitAvoidingTable(seams, regions.board()));
        log.image("seams", () -> located.map(l -> l.seams()).orElse(seams).picture());
        if (located.isEmpty()) {
            return Attempt.none(new Recognition(empty(frame, log, "no board lattice found"), log));
        }
        Attempt first = attempt(frame, work, pixels, scale, located.get(), regions, log);
        // A lattice of the board region's seams that reads poorly is weighed against the others
        // the frame allows, as the frame's own is: on a board of the real H&G scans on a plank
        // table (bench board 73 of seed 1000, 48 tiles) the region's seams held a lattice of one
        // cell over the whole board, 2 squares kept, and the board was lost (now 29 read right);
        // River hard seed 1000, zero-shot, read 43 -> 48 of 66 tiles.
        if (located.get().seams() != seams && !first.poorlyRead()) {
            return first;
        }
        // A first reading that is a board only by its squares' agreement (Attempt#agreesAsABoard)
        // is weighed against the other lattices the frame allows, as a poor one is, but as a
        // reading not poor: the planks' joints of base default seed 1000 (24 tiles) held a lattice
        // of three tiles a cell whose 8 squares kept, 6 of them agreeing; only that search finds
        // the board's own.
        if (!first.poorlyRead() && !first.boardByAgreementAlone()) {
            if (first.kept() > SMALL_BOARD) {
                return first;
            }
            // A small board's seams are few, and a lattice of every other one of them holds them
            // too: its squares of four tiles, parts of the table among them, read at even odds
            // zero-shot (base default seed 2000, 24 tiles: 13 squares read, all 19 tiles seen lost,
            // the readings sure). The lattice at half the period is read as well, and the better
            // reading kept; on a board's own lattice the half squares disagree with their neighbours.
            // Not where seams frame the first lattice's squares clearly better than the half's
            // (SeamSupport): zero-shot, H&G's squares of meadow and forest read well and agree at
            // any size, and a lattice of half tiles had taken over from the tiles' own on 10-tile
            // boards (default seed 3004: 10 tiles read at even odds against 13 half squares).
            LatticeFitter.Fit half = log.time("lattice", () -> halved(located.get()));
            Attempt fine = attempt(frame, work, pixels, scale, new LatticeFitter.Located(half, seams), regions, log);
            if (fine.betterThan(first) && !first.framedBetterThan(fine)) {
                // Half of a lattice of four tiles a cell (a board's outline, a sheet's edges) is
                // still two: its thirds and quarters are read too, and one is kept where it finds
                // about as many more squares as its cells are smaller than the half's ((m/2)^2,
                // CUT_KEPT_SHARE of it): cut evenly, a board's lattice has a tile in nearly every
                // piece, and the table's texture read as tiles has not. A lone start tile on planks
                // (H&G seed 7001) was read on a cut of the planks' lattice, 18 squares against
                // the half's 12; a board of real scans on a white sheet (bench seed 1609) is read
                // zero-shot on the quarters, 44 squares against 12 (none of its tiles right before).
                Attempt finest = fine;
                for (Cut cut : log.time("lattice", () -> subdivided(located.get(), 3))) {
                    double finer = cut.perSide() / 2.0;
                    Attempt next = attempt(frame, work, pixels, scale, cut.lattice(), regions, log);
                    if (next.kept() >= CUT_KEPT_SHARE * finer * finer * fine.kept() && next.betterThan(finest)
                            && !first.framedBetterThan(next)) {
                        finest = next;
                    }
                }
                return finest;
            }
            if (first.kept() >= FEW_SQUARES) {
                return first;
            }
            // Where the first reading kept only a few squares, neither may lie on the tiles: on a
            // sheet, the frame's seams are mostly the sheet's and the board's outline, and base
            // default seed 1004's 10 tiles of 64 px were read on a lattice of 1.8 tiles a cell (4
            // squares) and at 0.9 a cell, 2 of 10 right. The seams where the board may lie are
            // fitted alone too, each at its period and at half of it (the board's outline holds a
            // lattice of two tiles a cell as well as the tiles' own). One of them is taken only
            // where it reads better and more of its squares agree with their neighbours: on base
            // seed 2003's 10 tiles a lattice of 1.2 tiles a cell read 14 squares of board and
            // table well zero-shot, 8 of them agreeing, the tiles' own 9 and 9. The first
            // lattice's thirds and finer cuts (subdivided) are weighed alike: two boards of real
            // scans (bench seed 1000's 52 and 103) found their tiles' lattice zero-shot among
            // nothing else (0 of 48 right without it; 17 and 20 with it).
            Attempt best = first;
            List<LatticeFitter.Located> owns = new ArrayList<>(boardsOwnLattices(seams, regions.board().get(), log));
            log.time("lattice", () -> subdivided(located.get(), 3)).forEach(c -> owns.add(c.lattice()));
            for (LatticeFitter.Located own : owns) {
                Attempt next = attempt(frame, work, pixels, scale, own, regions, log);
                if (next.betterThan(best) && next.agreeing() > best.agreeing()) {
                    best = next;
                }
            }
            return best;
        }
        // Most of what the lattice calls tiles, no reading explains or none fits well: it may hold
        // the table (plank joints, a cloth's checks at a multiple of the tile or at their own
        // period) rather than the board, however well the seams lie on it. The seams where the
        // board may lie are fitted alone (also without the bands along a sheet's edge, as
        // parallel lines where they are too few to place vanishing points, and in the board's
        // core alone, away from the planks' grain round it), and a few other
        // lattices the frame's seams allow are tried; each is read, and the reading that says
        // most of the board is taken.
        List<LatticeFitter.Located> others = new ArrayList<>();
        log.time("lattice", () -> LatticeFitter.fitWithin(seams, regions.board().get())).ifPresent(others::add);
        log.time("lattice", () -> LatticeFitter.fitOnBoardAlone(seams, regions.board().get())).ifPresent(others::add);
        for (int depth : CORE_DEPTHS) {
            log.time("lattice", () -> LatticeFitter.fitInBoardsCore(seams, regions.board().get(), depth))
                    .ifPresent(others::add);
        }
        // The region's lattice when it was the first one read (fitWithin keeps its fit) is not read twice.
        others.remove(located.get());
        List<LatticeModel> read = new ArrayList<>(List.of(located.get().fit().model()));
        others.forEach(o -> read.add(o.fit().model()));
        // The first lattice's cuts (subdivided), told apart from the other lattices by identity.
        java.util.Set<LatticeFitter.Located> cuts =
                java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        log.time("lattice", () -> subdivided(located.get(), 2)).forEach(c -> cuts.add(c.lattice()));
        if (matcher.fitTellsTiles()) {
            List<LatticeFitter.Located> probed = log.time("lattice", () -> {
                List<LatticeFitter.Located> all = new ArrayList<>(LatticeFitter.alternatives(seams, read, PROBED));
                all.addAll(cuts);
                return all;
            });
            others.addAll(log.time("lattice", () -> mostPromising(frame, pixels, scale, probed, regions)));
        } else {
            others.addAll(log.time("lattice", () -> LatticeFitter.alternatives(seams, read, UNPROBED_ALTERNATIVES)));
            others.addAll(cuts);
        }
        Attempt best = first;
        // A reading poor only in that its neighbours disagree gives way only to one read well
        // that keeps as many tiles or covers about as much of the frame (KEPT_AREA_SHARE): on
        // hard frames the board's own lattice, read through blur, disagrees too, an alternative
        // that merely reads more squares (a lattice of the cloth) is not the board, and one of a
        // few squares whose neighbours agree by chance (5 of a cloth's, base hard seed 1003,
        // against the 45 the first kept) reads them surely and wrongly. Nor to a lattice of
        // coarser cells whose squares the seams frame clearly worse (Attempt#coarsenedBy): a hand
        // over H&G default seed 58000 left 14 of 70 squares disagreeing, and a lattice of two
        // tiles a cell, covering as much of the frame, seam support -16 against 74, took over:
        // none of the 58 tiles was right.
        boolean onlyDisagreeing = first.inconsistent() && !first.refused()
                && !Attempt.poorly(first.kept(), first.candidates(), first.wellRead());
        List<Read> reads = new ArrayList<>(List.of(new Read(located.get(), first)));
        for (LatticeFitter.Located other : others) {
            Attempt next = attempt(frame, work, pixels, scale, other, regions, log);
            reads.add(new Read(other, next));
            // Where the seams frame the first lattice's squares clearly better than a cut's,
            // the cut divides tiles into parts: the first's lines lie on the seams, the lines
            // the cut adds on art. Three tiles alone on a table (H&G default seed 7006) were
            // read poorly on their own lattice of 90 px (4 squares kept of 12 called, seam
            // support 42), and its halves, fitted again to 38 px and support 4, kept 17
            // squares of tiles and table, 10 agreeing: none of the three was read (2 were
            // before the cuts came in, 3 by the rules).
            // Not where the cut's squares agree as a board's, many of them (OUTLINE_AGREEING_MOST):
            // a board of 72 tiles on planks (base+River default seed 1030) was read zero-shot on a
            // lattice of four tiles a cell whose lines lay on every fourth of the faint seams
            // (support 12.7), 8 squares fitting some reading at even odds; cut in quarters and
            // fitted again (support 4.1) its 72 squares all agreed, and were all right.
            if (cuts.contains(other) && first.framedBetterThan(next)
                    && !(next.agreesAsABoard() && next.agreeing() >= OUTLINE_AGREEING_MOST)) {
                continue;
            }
            // A first reading whose squares agree as a board's gives way to no lattice of finer
            // cells (COARSER_CELLS) whose squares do not: they are parts of tiles, and more of
            // them read well only because there are more (H&G default seed 2004, 10 tiles apart
            // on a speckled table, a pack: once the floor's squares were no longer learned as
            // table, a lattice of half tiles kept 15 squares of 26, 12 read well and 9 agreeing,
            // against the tiles' 8 of 8, and the board was lost).
            if (first.agreesAsABoard() && !next.agreesAsABoard()
                    && next.cellPx() * COARSER_CELLS <= first.cellPx()) {
                continue;
            }
            if (takesOver(first, best, next, onlyDisagreeing)) {
                best = next;
            }
        }
        // The board region's seams may hold the tiles' lattice where the frame's, led by a
        // table's joints, hold none near it (REGION_ALTERNATIVES); sought only where no other
        // lattice read well, and the board's only where its squares say so. With a pack the
        // pictures rank the region's lattices (the probe); zero-shot the seams do.
        BoardRegion where = regions.board().get();
        if (best.poorlyRead() && !where.everywhere()) {
            boolean probe = matcher.fitTellsTiles();
            int slots = probe ? REGION_ALTERNATIVES : UNPROBED_REGION_ALTERNATIVES;
            List<LatticeFitter.Located> own = log.time("lattice",
                    () -> LatticeFitter.alternatives(seams.within(where), read, probe ? PROBED : slots));
            List<LatticeFitter.Located> ranked = probe
                    ? log.time("lattice", () -> mostPromising(frame, pixels, scale, own, regions)) : own;
            for (LatticeFitter.Located other : ranked.subList(0, Math.min(slots, ranked.size()))) {
                Attempt next = attempt(frame, work, pixels, scale, other, regions, log);
                reads.add(new Read(other, next));
                if (next.agreesAsABoard() && takesOver(first, best, next, onlyDisagreeing)) {
                    best = next;
                }
            }
        }
        // Every lattice read poorly: the best of them may lie on the roads through the tiles'
        // middles rather than on the seams between them (LatticeFitter#moved). Each of the
        // SHIFTED_LATTICES best is moved by half a cell across, down and both, and taken only
        // where its squares agree as a board's do (base+River default seed 1019, 72 tiles on
        // planks: 1 -> 72 read right with a pack).
        if (best.poorlyRead()) {
            for (Read rival : bestReads(reads, SHIFTED_LATTICES)) {
                for (double[] by : HALF_CELL_MOVES) {
                    LatticeFitter.Located moved = new LatticeFitter.Located(log.time("lattice",
                            () -> LatticeFitter.moved(rival.lattice().seams(), rival.lattice().fit(), by[0], by[1])),
                            rival.lattice().seams());
                    Attempt next = attempt(frame, work, pixels, scale, moved, regions, log);
                    if (next.agreesAsABoard() && takesOver(first, best, next, onlyDisagreeing)) {
                        best = next;
                    }
                }
            }
        }
        return best;
    }

    /** A lattice and its reading. */
    private record Read(LatticeFitter.Located lattice, Attempt attempt) {
    }

    /**
     * How deep inside the board the seams are taken for {@link LatticeFitter#fitInBoardsCore}, in
     * blocks of the region: 1 where the tiles are large enough for blocks whose neighbours are all
     * board (base+River default seed 1072, 84 px tiles), 0 where they are not (1044, 58 px tiles:
     * the deeper core held 162 seamlets and no lattice). Both are read: 1072 lies 0.56 of a cell off
     * (median) on depth 0's lattice, at twice its tiles' period.
     */
    static final List<Integer> CORE_DEPTHS = List.of(1, 0);

    /** The poor readings whose lattices are moved by half a cell ({@link LatticeFitter#moved}). */
    static final int SHIFTED_LATTICES = 3;

    /** Half a cell across, down, and both. */
    private static final double[][] HALF_CELL_MOVES = {{0.5, 0}, {0, 0.5}, {0.5, 0.5}};

    /**
     * The {@code most} best of the readings not refused, best first ({@link Attempt#betterThan},
     * picked one by one: it is no total order to sort by).
     */
    private static List<Read> bestReads(List<Read> reads, int most) {
        List<Read> left = new ArrayList<>(reads.stream().filter(r -> !r.attempt().refused()
                && r.attempt().kept() > 0).toList());
        List<Read> out = new ArrayList<>();
        while (out.size() < most && !left.isEmpty()) {
            Read top = left.get(0);
            for (Read r : left) {
                if (r.attempt().betterThan(top.attempt())) {
                    top = r;
                }
            }
            left.remove(top);
            out.add(top);
        }
        return out;
    }

    /**
     * Whether {@code next} takes over from {@code best} as the reading of a frame whose
     * {@code first} reading was poor: it says more of the board ({@link Attempt#betterThan}), and
     * where the first was poor only in that its neighbours disagree ({@code onlyDisagreeing}),
     * it is read well, is no clearly worse framed coarsening of the first, and keeps as many
     * tiles or about as much of the frame ({@link #KEPT_AREA_SHARE}).
     */
    private static boolean takesOver(Attempt first, Attempt best, Attempt next, boolean onlyDisagreeing) {
        return next.betterThan(best) && !(onlyDisagreeing && (next.poorlyRead() || first.coarsenedBy(next)
                || next.kept() < first.kept() && next.keptArea() < KEPT_AREA_SHARE * first.keptArea()));
    }

    /**
     * A reading of a small board alone on the table on the lattice its outline gives
     * ({@link TableOutline#smallBoard}), where the seams' reading is poor, lies mostly off the
     * outline (it read the table's squares) or reads squares no division of it gives
     * ({@link #readsAs}). One tile, or two or three, give the lattice fitter
     * too few seams: on boards of 1, 2 and 3 tiles (H&amp;G default, seed 7000, 12 scenes each)
     * 0 of 10, 0 of 20 and 0 of 30 tiles were read right zero-shot, the lattice found being the
     * table's. Of the ways the outline divides into tiles, one whose every square is kept (of
     * four, all but one: {@link #mayHoldBareTable}) and whose edges the seams frame better than
     * its middle lines ({@link SeamSupport}) is taken, the best as {@link DivisionRead#betterThan} judges;
     * the start tile is among its squares ({@link #startTileReader}, {@link #withTheStartTile});
     * none of its readings is sure (no seams between its squares confirm it). A
     * reading with {@link #OUTLINE_AGREEING_MOST} squares agreeing with their neighbours is a
     * board's, and stands: an H&amp;G board of 77 tiles (default seed 2000) showed an outline of a
     * few of its tiles that its reading lay mostly off. So does one that reads a bigger board
     * within the outline ({@link #readsABiggerBoard}): a dim board of 65 tiles at hard
     * (base+River seed 2004) stood apart as one blob, and its 2 by 2 division had been read, 20
     * tiles wrong yet sure.
     */
    private Attempt orSmallBoard(Mat frame, Mat work, FramePixels pixels, double scale, SeamEvidence seams,
                                 FrameRegions regions, Attempt read, StageLog log) {
        if (read.agreeing() >= OUTLINE_AGREEING_MOST) {
            return read;
        }
        Optional<Vec2[]> outline = log.time("outline", () -> TableOutline.smallBoard(work));
        if (outline.isEmpty()) {
            return read;
        }
        long inside = inside(read, outline.get(), scale);
        List<TableOutline.Division> divisions = TableOutline.divisions(outline.get(), work.cols(), work.rows());
        if (readsABiggerBoard(read, inside, outline.get())
                || !read.poorlyRead() && 2 * inside >= read.recognition().observation().tiles().size()
                && (divisions.stream().anyMatch(d -> readsAs(read, inside, d)) || agreesWithin(read, inside))) {
            return read;
        }
        DivisionRead best = null;
        for (TableOutline.Division division : divisions) {
            List<Cell> tiles = new ArrayList<>();
            for (int i = 0; i < division.across(); i++) {
                for (int j = 0; j < division.down(); j++) {
                    tiles.add(new Cell(i, j));
                }
            }
            LatticeModel model = division.model();
            Attempt a = attempt(frame, work, pixels, scale, new LatticeFitter.Located(
                    new LatticeFitter.Fit(model, model.cellSizePx(0, 0), 0, 0, List.of()), seams), regions,
                    Optional.of(tiles), log);
            int least = tiles.size() - bareAtMost(tiles.size());
            DivisionRead here = new DivisionRead(a, tiles.size(), SeamSupport.between(model, seams, tiles));
            if (a.kept() >= least && a.seamSupport() > 0 && (best == null || here.betterThan(best))) {
                best = here;
            }
        }
        return best == null ? read : best.attempt();
    }

    /**
     * A small board's outline read on one of its divisions.
     *
     * @param attempt the reading
     * @param squares how many squares the division has
     * @param between how much the seams part its squares ({@link SeamSupport#between}; NaN for one)
     */
    private record DivisionRead(Attempt attempt, int squares, double between) {

        /**
         * Whether this division is read better than another: the one of more squares where the
         * seams part them ({@code between} above 0), else the one whose edges the seams frame
         * better ({@link SeamSupport}). A square of four tiles was read as one, since the outline
         * frames any division of it and its faint seams framed the one tile's middle lines less
         * than the outline its edges (H&amp;G default seed 7005, 4 tiles: support 24.9 against
         * 12.8 for 2 by 2, whose seams part its squares by 1.6); a lone tile's middle lines cross
         * art that outweighs them by 9-19 (seeds 7000-7011, 1 tile).
         */
        boolean betterThan(DivisionRead other) {
            if (squares > other.squares && between > 0) {
                return true;
            }
            if (other.squares > squares && other.between > 0) {
                return false;
            }
            return attempt.seamSupport() > other.attempt.seamSupport();
        }
    }

    /**
     * Whether a small board's outline divided into {@code squares} squares may hold one of bare
     * table: of a square of four, one is, where three tiles lie in an L, its outline squared off
     * ({@link TableOutline#smallBoard}).
     */
    private static boolean mayHoldBareTable(int squares) {
        return bareAtMost(squares) > 0;
    }

    /**
     * How many of a small board's outline's {@code squares} squares may be bare table: one of a
     * square of four (an L of three), two of a rectangle of six (an L of four, 3 by 2).
     */
    private static int bareAtMost(int squares) {
        return squares == 4 ? 1 : squares == 6 ? 2 : 0;
    }

    /**
     * A small board's reading in which the square the start tile fits best is the start tile, as
     * by the rules one of a board's squares is when all of it is in view (a small board alone on
     * the table, read on its outline). Read among every type zero-shot, the H&amp;G start tile of a
     * board of two was read as 21 or 20 (meadows and a river) on 4 of 10 (default seeds
     * 7000-7011, 2 tiles). Each square is read alone against the start tile's pictures, so that
     * no other tile's colours are taken for its terrains; the others keep their readings but the
     * start tile's. Not where a square may be bare table ({@link #mayHoldBareTable}): read alone,
     * the table fitted the start tile better than the tiles did (H&amp;G seeds 7003, 7005, 3 tiles).
     */
    private MatchResult withTheStartTile(MatchResult all, List<Patch> framed, List<boolean[]> covered) {
        String startTile = settings.catalog().startTile();
        int start = -1;
        MatchResult asStart = null;
        double bestGain = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < framed.size(); k++) {
            MatchResult one = startTileReader.matchLoose(List.of(framed.get(k)),
                    java.util.Collections.singletonList(covered.get(k)), i -> false);
            List<Candidate> read = one.candidates().get(0);
            // What the board's reading gains with this square the start tile: its fit as the
            // start tile over its best reading as any other type.
            double otherwise = all.candidates().get(k).stream().filter(c -> !c.tileId().equals(startTile))
                    .mapToDouble(Candidate::score).max().orElse(Double.NEGATIVE_INFINITY);
            double gain = read.isEmpty() ? Double.NEGATIVE_INFINITY : read.get(0).score() - otherwise;
            if (!read.isEmpty() && (asStart == null || gain > bestGain)) {
                start = k;
                asStart = one;
                bestGain = gain;
            }
        }
        if (asStart == null) {
            return all;
        }
        int at = start;
        MatchResult startRead = asStart;
        List<List<Candidate>> candidates = new ArrayList<>();
        List<boolean[]> foreign = new ArrayList<>(all.foreign());
        List<Vec2> shifts = new ArrayList<>(all.shifts());
        List<boolean[]> wood = new ArrayList<>(all.camouflagedWood());
        for (int k = 0; k < framed.size(); k++) {
            candidates.add(k == at ? startRead.candidates().get(0) : all.candidates().get(k).stream()
                    .filter(c -> !c.tileId().equals(startTile)).toList());
        }
        foreign.set(at, startRead.foreign().get(0));
        shifts.set(at, startRead.shifts().get(0));
        wood.set(at, startRead.camouflagedWood().get(0));
        return new MatchResult(candidates, foreign, shifts, wood, chosen -> {
            List<Candidate> others = new ArrayList<>(chosen);
            others.set(at, null);
            MatchResult.FigureMasks rest = all.figuresAgainst(others);
            MatchResult.FigureMasks own = startRead.figuresAgainst(java.util.Collections.singletonList(chosen.get(at)));
            List<boolean[]> f = new ArrayList<>(rest.foreign());
            List<boolean[]> w = new ArrayList<>(rest.camouflagedWood());
            f.set(at, own.foreign().get(0));
            w.set(at, own.camouflagedWood().get(0));
            return new MatchResult.FigureMasks(f, w);
        }, all.unlikeModel());
    }

    /**
     * Whether a reading holding {@code inside} squares within a small board's outline holds more
     * than {@link #SMALL_BOARD}, {@link #OUTLINE_SQUARES_ACROSS} of them or more across its
     * shorter side: a board of more tiles than an outline is divided into, read on its own lattice. A dim board of 65
     * tiles at hard (base+River seed 2004) stood apart from the table as one blob 557 px long,
     * 50 of the reading's squares of 48.8 px within it. A lattice of a table's fine texture over
     * a lone tile or two holds up to 31 squares within them, at most 3.4 across a tile (H&amp;G
     * default seed 7000, 1-3 tiles: squares of 23.5 px on tiles of 79 px).
     */
    private static boolean readsABiggerBoard(Attempt read, long inside, Vec2[] outline) {
        double shorter = Math.min(outline[0].distance(outline[1]), outline[1].distance(outline[2]));
        return inside > SMALL_BOARD && read.cellPx() * OUTLINE_SQUARES_ACROSS < shorter;
    }

    /**
     * Whether a reading holding {@code inside} squares within a small board's outline may read it
     * as {@code division} does: its squares the division's size ({@link #OUTLINE_SQUARE_SIZES}),
     * and no more of them within it than the division's. A lattice of half the tiles, from the
     * seams their art's lines give, read a lone tile as 6 squares and an L of three as 12 (H&amp;G
     * default seeds 7009, 1 tile, and 7000 and 7002, 3 tiles), none of them right, and stood.
     */
    private static boolean readsAs(Attempt read, long inside, TableOutline.Division division) {
        return Math.abs(read.cellPx() / division.tilePx() - 1) <= OUTLINE_SQUARE_SIZES
                && inside <= (long) division.across() * division.down();
    }

    /**
     * Whether a reading's squares, two or more, all lie within a small board's outline and all
     * agree with their neighbours, as a board's do: it stands whatever the outline's divisions.
     * A square of four read so (H&amp;G default seed 7000, 4 tiles) showed an outline simplified
     * off its square, which divided 3 by 2 and was read wrong.
     */
    private static boolean agreesWithin(Attempt read, long inside) {
        int tiles = read.recognition().observation().tiles().size();
        return tiles >= 2 && inside == tiles && read.agreeing() == tiles;
    }

    /** How far, as a share, a reading's squares may be off a small board's division's tiles ({@link #readsAs}). */
    static final double OUTLINE_SQUARE_SIZES = 0.25;

    /** Squares of a reading across a small board's outline from which it reads a bigger board ({@link #readsABiggerBoard}). */
    static final double OUTLINE_SQUARES_ACROSS = 6;

    /** How many of the tiles a reading holds lie within a small board's outline (working pixels). */
    private static long inside(Attempt read, Vec2[] outline, double scale) {
        return read.recognition().observation().tiles().stream().filter(t -> {
            double x = 0;
            double y = 0;
            for (List<Double> corner : t.corners()) {
                x += corner.get(0) * scale / t.corners().size();
                y += corner.get(1) * scale / t.corners().size();
            }
            return TableOutline.holds(outline, new Vec2(x, y));
        }).count();
    }

    /**
     * The lattices of the seams where the board may lie ({@link LatticeFitter#fitWithin}, and
     * {@link LatticeFitter#fitOnBoardAlone} without a sheet's edges), each also at half its period.
     */
    private static List<LatticeFitter.Located> boardsOwnLattices(SeamEvidence seams, BoardRegion region,
                                                                 StageLog log) {
        List<LatticeFitter.Located> found = new ArrayList<>();
        log.time("lattice", () -> LatticeFitter.fitWithin(seams, region)).ifPresent(found::add);
        log.time("lattice", () -> LatticeFitter.fitOnBoardAlone(seams, region)).ifPresent(found::add);
        List<LatticeFitter.Located> out = new ArrayList<>();
        for (LatticeFitter.Located l : found) {
            out.add(l);
            out.add(new LatticeFitter.Located(log.time("lattice", () -> halved(l)), l.seams()));
        }
        return out;
    }

    /**
     * The lattice {@code l} with its cells cut {@code fromPerSide} by {@code fromPerSide} up to
     * {@link #SUBDIVIDED_UP_TO} by as many, each fitted again to the seams, where the cells stay
     * at least {@link #SUBDIVIDED_LEAST_PX}.
     * A board's outline and a sheet's edges can hold a lattice of every second, third or fourth
     * of the board's seams better than the faint seams between its tiles hold the tiles' own; the
     * lines of such a lattice lie on seams, so cut evenly it is the tiles' own.
     */
    private static List<Cut> subdivided(LatticeFitter.Located l, int fromPerSide) {
        List<Cut> out = new ArrayList<>();
        for (int m = fromPerSide; m <= SUBDIVIDED_UP_TO; m++) {
            if (l.fit().periodPx() / m < SUBDIVIDED_LEAST_PX) {
                break;
            }
            try {
                out.add(new Cut(m, new LatticeFitter.Located(cut(l, m), l.seams())));
            } catch (Homography.Singular flat) {
                // Fitted again to a small board's few seams, a cut can fall flat onto a line (H&G
                // default seed 7003, two tiles: "singular homography" ended the whole read); such
                // a cut is no lattice, and the others are still tried.
            }
        }
        return out;
    }

    /** A lattice cut {@code perSide} by {@code perSide} ({@link #subdivided}). */
    private record Cut(int perSide, LatticeFitter.Located lattice) {
    }

    /**
     * Least share of the squares a cut of a small board's lattice must keep of those the half
     * kept times how much smaller its cells are: on a board's own lattice nearly every piece holds
     * a tile.
     */
    static final double CUT_KEPT_SHARE = 0.75;

    /** Most tiles along a cell's side {@link #subdivided} looks for. */
    static final int SUBDIVIDED_UP_TO = 8;
    /** Smallest cell, pixels of the working frame, {@link #subdivided} makes: the smallest tiles a frame shows. */
    static final double SUBDIVIDED_LEAST_PX = 36;

    /** A lattice at half its period, fitted again to the seams it came from. */
    private static LatticeFitter.Fit halved(LatticeFitter.Located l) {
        return cut(l, 2);
    }

    /** A lattice at 1/{@code perSide} of its period, fitted again to the seams it came from. */
    private static LatticeFitter.Fit cut(LatticeFitter.Located l, int perSide) {
        return LatticeFitter.refitted(l.seams(),
                l.fit().model().rebased(Homography.affine(perSide, 0, 0, 0, perSide, 0)), l.fit().families());
    }

    /**
     * The {@link #ALTERNATIVES} lattices whose cells near the middle of what they call tiles fit
     * their pictures best ({@link #probe}), in the order given where they fit alike. A lattice
     * that calls more cells tiles than a board can hold, even where the board may lie, is
     * refused when read ({@link #attempt}): it comes after every lattice that can be read. A
     * lattice of half or a third of the tiles frames them about as well as their own in the
     * probe's few cells, and on a board of the real H&amp;G scans on a green cloth (bench board
     * 62 of seed 1000) three of them (27.8, 32.8 and 37.1 px against the tiles' 55.9 px, probed
     * -43.50, -43.95 and -43.69 against -44.29) took every slot, were refused, and the board was
     * lost: none of its 48 tiles read.
     */
    private List<LatticeFitter.Located> mostPromising(Mat frame, FramePixels pixels, double scale,
                                                      List<LatticeFitter.Located> lattices,
                                                      FrameRegions regions) {
        double[] fits = lattices.stream().mapToDouble(l -> {
            List<CellEvidence> cells = Occupancy.find(l.fit().model(), pixels, l.seams(), regions.board());
            return refusedByBudget(cells, l.fit().model(), regions) ? Double.NEGATIVE_INFINITY
                    : probe(frame, pixels, scale, l, cells);
        }).toArray();
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < lattices.size(); k++) {
            order.add(k);
        }
        order.sort(Comparator.comparingDouble((Integer k) -> fits[k]).reversed());
        return order.stream().limit(ALTERNATIVES).map(lattices::get).toList();
    }

    /**
     * How well the {@link #PROBE_CELLS} cells nearest the middle of those a lattice calls tiles
     * fit their pictures: the mean of their best readings' scores, a cell no reading explains
     * (or none fits) counted at {@link #PROBE_FLOOR} times the even-odds score. The board's own
     * lattice frames whole tiles (painted base+River: -4 to -28 a cell); a lattice of half or two
     * thirds of a tile frames parts of several, which pictures fit only loosely (-29 to -132, and
     * a count of cells at even odds, 7 of 9 on half tiles against 9, hardly told them apart).
     */
    double probe(Mat frame, FramePixels pixels, double scale, LatticeFitter.Located located, BoardRegion mayBeBoard) {
        return probe(frame, pixels, scale, located,
                Occupancy.find(located.fit().model(), pixels, located.seams(), () -> mayBeBoard));
    }

    /** {@link #probe} of a lattice whose cells' occupancy is already known. */
    private double probe(Mat frame, FramePixels pixels, double scale, LatticeFitter.Located located,
                         List<CellEvidence> occupancy) {
        double floor = PROBE_FLOOR * matcher.evenOdds();
        LatticeModel workModel = located.fit().model();
        List<Cell> called = occupancy.stream().filter(CellEvidence::occupied).map(CellEvidence::cell).toList();
        if (called.isEmpty()) {
            return floor;
        }
        double midI = called.stream().mapToDouble(Cell::i).average().orElseThrow();
        double midJ = called.stream().mapToDouble(Cell::j).average().orElseThrow();
        List<Cell> cells = called.stream()
                .sorted(Comparator.comparingDouble(c -> Math.hypot(c.i() - midI, c.j() - midJ)))
                .limit(PROBE_CELLS).toList();
        int minI = cells.stream().mapToInt(Cell::i).min().orElseThrow();
        int minJ = cells.stream().mapToInt(Cell::j).min().orElseThrow();
        int maxI = cells.stream().mapToInt(Cell::i).max().orElseThrow();
        int maxJ = cells.stream().mapToInt(Cell::j).max().orElseThrow();
        BoardImage board = BoardImage.of(frame, workModel.scaled(1 / scale), minI - 1, minJ - 1, maxI - minI + 3,
                maxJ - minJ + 3, CELL_PX);
        try {
            List<TilePose> poses = TilePoses.find(board, cells);
            MatchResult match = matcher.matchLoose(framedPatches(board, poses));
            double sum = 0;
            for (int k = 0; k < poses.size(); k++) {
                List<Candidate> readings = match.candidates().get(k);
                boolean explained = !readings.isEmpty() && explained(match.foreign().get(k)) >= MOSTLY_EXPLAINED;
                sum += explained ? Math.max(floor, readings.get(0).score()) : floor;
            }
            return sum / PROBE_CELLS + floor * (PROBE_CELLS - poses.size()) / PROBE_CELLS;
        } finally {
            board.image().release();
        }
    }

    /** The least share of a square's pixels its reading must explain for the square to be a tile. */
    private static final double MOSTLY_EXPLAINED = 0.4;

    /** The share of a tile's pixels some reading explains. */
    private static double explained(boolean[] foreign) {
        int unexplained = 0;
        for (boolean b : foreign) {
            if (b) {
                unexplained++;
            }
        }
        return 1 - unexplained / (double) foreign.length;
    }

    /**
     * Where the board may lie in a frame, each worked out when first asked for.
     *
     * @param board where the board may lie ({@link BoardRegion#of}): where the lattice is looked
     *     for when the frame's is the table's, and where no square in the framed tiles' colours
     *     is taken for bare table ({@link Occupancy#find})
     * @param narrowed the same with the frame's commonest look taken for the table too
     *     ({@link BoardRegion#narrowed}), for the cells of a lattice that calls more tiles than a
     *     board can hold
     */
    private record FrameRegions(java.util.function.Supplier<BoardRegion> board,
                                java.util.function.Supplier<BoardRegion> narrowed) {
    }

    /**
     * A board region of the working image, found when first asked for and then kept for the
     * frame (finding it is a pass over every block of the image), its picture saved under
     * {@code name} for debugging.
     */
    private static java.util.function.Supplier<BoardRegion> onceAFrame(Mat work, StageLog log, String name,
            java.util.function.Function<Mat, BoardRegion> find) {
        BoardRegion[] found = new BoardRegion[1];
        return () -> {
            if (found[0] == null) {
                found[0] = find.apply(work);
                log.image(name, () -> Overlays.region(work, found[0]));
            }
            return found[0];
        };
    }

    /**
     * One reading of the frame on one lattice.
     *
     * @param recognition what was read
     * @param kept tiles kept with a reading, less those beyond the box ({@link BoardSolver#overTheBox})
     * @param candidates cells that were read as tiles (or called tiles, when refused), less those
     *     beyond the box
     * @param wellRead kept tiles whose best reading fits its picture at least at even odds, less
     *     those of them beyond the box
     * @param refused whether the lattice called more cells tiles than a board can hold ({@link CellBudget})
     * @param inconsistent whether so many neighbours disagree that no reading of the board is sure
     *     ({@link #INCONSISTENT_SHARE})
     * @param guessed whether the lattice is a guess ({@link LatticeFitter.Guess}: found only in the
     *     wider search of seam families, or in the board's blocks alone; no reading of it is sure)
     * @param cellPx the mean side of the squares read, working pixels
     * @param agreeing squares read well that no neighbour contradicts, less the squares read well
     *     beyond the box
     * @param seamSupport how well seams frame the kept squares ({@link SeamSupport})
     * @param misreadOnBoard whether the matcher read the squares as art unlike its model of the
     *     tiles ({@link MatchResult#unlikeModel}), their neighbours disagreeing, in one piece
     *     ({@link #MISREAD_APART_SHARE})
     */
    private record Attempt(Recognition recognition, int kept, int candidates, int wellRead, boolean refused,
                           boolean inconsistent, boolean guessed, double cellPx, int agreeing, double seamSupport,
                           boolean misreadOnBoard) {

        /**
         * Whether this reading's cells are clearly better framed by seams than {@code other}'s
         * ({@link SeamSupport}): its support at least {@link #SEAM_SUPPORT_LEAST} and
         * {@link #FRAMED_BETTER_BY} times the other's.
         */
        boolean framedBetterThan(Attempt other) {
            return seamSupport >= SEAM_SUPPORT_LEAST && seamSupport >= FRAMED_BETTER_BY * other.seamSupport;
        }

        /**
         * Whether {@code coarser} is a lattice of cells at least {@link #COARSER_CELLS} times this
         * one's that the seams frame clearly worse ({@link #framedBetterThan}): a multiple of the
         * tiles' own lattice holds every other seam and its lines fall between tiles. Only
         * coarser: a table's lattice (planks, 1.6 tiles a cell on base default seed 6004) is
         * framed by its own strong joints better than the tiles' lattice of faint seams (support
         * 9.5 against -0.9 there), and must still give way to it.
         */
        boolean coarsenedBy(Attempt coarser) {
            return coarser.cellPx >= COARSER_CELLS * cellPx && framedBetterThan(coarser);
        }

        /** The image the kept squares cover, in working pixels. */
        double keptArea() {
            return kept * cellPx * cellPx;
        }

        /**
         * The lattice was refused, fewer than half of the cells read as tiles are explained by a
         * reading (or fewer than 4), or fewer than half of those kept fit their best picture at
         * even odds: on the hard benchmark's lattices of a checked cloth 0-2 of 5-17 kept cells
         * did, on the boards' own lattices 70-90 %. Or the neighbours disagree all over: zero-shot
         * readings fit any square at even odds, and base default seed 6004's planks held a
         * lattice whose squares all fit, every reading asked about, the board lost.
         */
        boolean poorlyRead() {
            return refused || inconsistent && !misreadArt() || poorly(kept, candidates, wellRead) && !agreesAsABoard();
        }

        /**
         * Whether this lattice frames tiles whose art the matcher reads unlike its model of them
         * ({@link MatchResult#unlikeModel}) and misreads: most squares it calls tiles are kept
         * and most of those fit at even odds, they make one piece, but their neighbours
         * disagree ({@link #misreadOnBoard}). There the
         * disagreement is the readings', not the lattice's, and the lattice is judged by how well
         * the seams frame its squares ({@link #betterThan}). On 12 boards laid of the real H&amp;G
         * scans, zero-shot, the tiles' own lattice read so had lost to a lattice of two tiles a
         * cell and to one of four (boards 0 and 4 of seed 1000: 79.1 px squares, 32 kept, 25
         * fitting, against 155.7 px, 14 kept, its neighbours disagreeing too; 77.9 px, 40 kept,
         * against 322.7 px, 5 kept and agreeing, then a small board's outline of 6 squares).
         */
        boolean misreadArt() {
            return misreadOnBoard && !poorly(kept, candidates, wellRead);
        }

        /**
         * Whether the squares read well agree with their neighbours nearly all, as a board's do,
         * and are at least half of those kept, however many more cells the lattice called tiles:
         * round a small board on a speckled or grained table the lattice calls the table's cells
         * beside the tiles too, and where they outnumbered the tiles the board's own lattice was
         * judged poor and lost to another (H&amp;G default seed 2004, 10 tiles, a pack: 11 kept,
         * the tiles and a square of floor, of 31 called; 8 read well, all 8 agreeing; a lattice
         * of about half a tile was taken and the board lost).
         */
        boolean agreesAsABoard() {
            return agreeing >= BOARD_AGREEING_LEAST && agreeing >= BOARD_AGREEING_SHARE * wellRead
                    && wellRead >= kept / 2.0;
        }

        /** Judged not poor only because its squares agree ({@link #agreesAsABoard}). */
        boolean boardByAgreementAlone() {
            return !refused && !inconsistent && poorly(kept, candidates, wellRead) && agreesAsABoard();
        }

        /** No reading: the lattice called no cell a tile, or none was found. */
        static Attempt none(Recognition recognition) {
            return new Attempt(recognition, 0, 0, 0, false, false, false, 0, 0, 0, false);
        }

        static boolean poorly(int kept, int candidates, int wellRead) {
            return kept < Math.max(4, candidates / 2.0) || wellRead < kept / 2.0;
        }

        /**
         * Whether this reading says more of the board than {@code other}: one not read poorly over
         * one that was, then more tiles well read, then more kept. Of two readings both poor, the
         * one with more squares {@link #agreeing} counts first: a lattice of half tiles has four
         * squares a tile, read at even odds zero-shot, and had won on squares well read over the
         * tiles' own lattice on a small board among planks (base+River default seed 1000, 10
         * tiles: 28 of 65 half squares against 10 of 25, the rest of those 25 plank squares).
         * A reading on a lattice found only in the wider search, none of whose readings is sure,
         * and one whose readings may be sure, are told apart by {@link #GUESS_MARGIN} more: base
         * default seed 6004's board was found both ways, and read on the wider search's lattice
         * for one square of table more read as a tile, every one of its 78 readings was asked about.
         * Of two lattices of misread printed art ({@link #misreadArt}) the one whose squares the
         * seams frame better is the better: what is read there cannot tell them apart.
         */
        boolean betterThan(Attempt other) {
            if (misreadArt() && other.misreadArt()) {
                return seamSupport > other.seamSupport;
            }
            // A reading that is not poor and not misread is the board's: a lattice of misread
            // squares does not take over from it.
            if (misreadArt() && !other.misreadOnBoard && !other.poorlyRead()) {
                return false;
            }
            if (poorlyRead() != other.poorlyRead()) {
                return !poorlyRead();
            }
            boolean byAgreeing = poorlyRead() && agreeing != other.agreeing;
            int mine = byAgreeing ? agreeing : wellRead;
            int theirs = byAgreeing ? other.agreeing : other.wellRead;
            if (guessed != other.guessed) {
                return guessed ? mine > theirs * (1 + GUESS_MARGIN) : mine * (1 + GUESS_MARGIN) >= theirs;
            }
            return mine > theirs || mine == theirs && kept > other.kept;
        }
    }

    /** Fewest squares read well and agreeing for a reading to agree as a board's ({@link Attempt#agreesAsABoard}). */
    static final int BOARD_AGREEING_LEAST = 6;

    /**
     * Squares agreeing with their neighbours from which a reading is a board's, never replaced by
     * a small board's outline ({@link #orSmallBoard}): twice {@link #BOARD_AGREEING_LEAST}. The
     * table's squares read around a lone tile agreed 0-6 (H&amp;G default seed 7000, 1 tile).
     */
    static final int OUTLINE_AGREEING_MOST = 2 * BOARD_AGREEING_LEAST;
    /** Least share of the squares read well that agree for a reading to agree as a board's. */
    static final double BOARD_AGREEING_SHARE = 0.8;
    /**
     * Least seam support ({@link SeamSupport}) for a lattice to be clearly framed by seams: on a
     * board of tiles laid close on a white sheet nearly straight from above (base default seed
     * 2000, 24 tiles) the seams are faint, and a lattice of two tiles a cell and the tiles' own
     * showed 2.5 and 1.6; on small H&amp;G boards with gaps the tiles' own showed 17-37.
     */
    static final double SEAM_SUPPORT_LEAST = 8;
    /**
     * How many times another lattice's seam support a lattice's must be to be clearly better
     * framed: the tiles' own lattice of two 10-tile H&amp;G boards (default seeds 2004 and 3004)
     * showed 17.6 and 36.9, the lattices of half its period 12.4 and 20.2.
     */
    static final double FRAMED_BETTER_BY = 1.25;

    /**
     * How many times a reading's cell side another lattice's must be to be coarser
     * ({@link Attempt#coarsenedBy}): the two tiles a cell of H&amp;G default seed 58000 were 2.0.
     */
    static final double COARSER_CELLS = 1.5;

    /** Most squares a first reading keeps for its lattice to be read at half its period too. */
    static final int SMALL_BOARD = 16;
    /**
     * Fewer squares than this in a small board's first reading, which its half did not better,
     * and the lattices of the seams where the board may lie are read too: a first lattice of
     * several tiles a cell keeps a few squares (base default seed 1004: 4 for 10 tiles), while
     * one on the tiles keeps as many as there are tiles. Reading those lattices costs a small
     * board about 0.7 s (seed 1004: 0.14 -> 0.88 s); done for every small board whose half read
     * no better, it had taken the medians of 10-tile boards from 250-440 to 560-600 ms.
     */
    static final int FEW_SQUARES = 8;
    /**
     * Share of the image the squares of the first reading covered that a reading on another
     * lattice keeping fewer squares must cover to take over from one poor only in that its
     * neighbours disagree: a lattice of half tiles keeps four squares a tile (base default seed
     * 1002, 24 tiles: 40 squares within the box against the tiles' 24, on the same area).
     */
    static final double KEPT_AREA_SHARE = 0.8;

    /**
     * The cells a lattice calls tiles and those left in doubt beside them.
     *
     * @param tiles cells read as tiles
     * @param doubtful cells beside them that may be tiles ({@link #doubtful})
     */
    private record CalledCells(List<Cell> tiles, List<Cell> doubtful) {

        int count() {
            return tiles.size() + doubtful.size();
        }
    }

    /**
     * The cells a lattice calls tiles, and those in doubt: where they are more than a board can
     * hold, only those where the board may lie.
     */
    private CalledCells called(List<CellEvidence> cells, LatticeModel workModel,
                               FrameRegions regions) {
        List<Cell> calledTiles = cells.stream().filter(CellEvidence::occupied).map(CellEvidence::cell).toList();
        List<Cell> doubtfulHere = doubtful(cells, calledTiles);
        if (budget.exceededBy(calledTiles.size() + doubtfulHere.size())) {
            // On a checked cloth every cell is framed by the checks and called a tile: only those
            // where the board may lie are kept (what the frame's rim and its commonest look show
            // is the table).
            BoardRegion where = regions.narrowed().get();
            java.util.function.Predicate<Cell> inRegion = c -> {
                Vec2 p = workModel.toImage(c.i() + 0.5, c.j() + 0.5);
                return where.contains((int) Math.round(p.x()), (int) Math.round(p.y()));
            };
            if (!where.everywhere()) {
                calledTiles = calledTiles.stream().filter(inRegion).toList();
                doubtfulHere = doubtful(cells, calledTiles);
            }
        }
        return new CalledCells(calledTiles, doubtfulHere);
    }

    /** Whether {@link #attempt} would refuse a lattice of these cells before reading it ({@link CellBudget}). */
    private boolean refusedByBudget(List<CellEvidence> cells, LatticeModel workModel,
                                    FrameRegions regions) {
        return budget.exceededBy(called(cells, workModel, regions).count());
    }

    /**
     * Most squares apart from the largest piece, as a share of those read, for a lattice of
     * misread squares to be a board's ({@link Attempt#misreadArt}).
     */
    static final double MISREAD_APART_SHARE = 0.1;

    /** Share more tiles well read a reading on a guessed lattice needs to take over ({@link Attempt#betterThan}). */
    static final double GUESS_MARGIN = 0.1;

    private Attempt attempt(Mat frame, Mat work, FramePixels pixels, double scale, LatticeFitter.Located located,
                            FrameRegions regions,
                            StageLog log) {
        return attempt(frame, work, pixels, scale, located, regions, Optional.empty(), log);
    }

    /**
     * A reading of a lattice; with {@code outlined}, of those cells as the tiles, as a small
     * board's outline gives them ({@link #orSmallBoard}): its period is the outline's, and the
     * occupancy stage, which tells tiles from table by the seams around them, is not asked.
     */
    private Attempt attempt(Mat frame, Mat work, FramePixels pixels, double scale, LatticeFitter.Located located,
                            FrameRegions regions, Optional<List<Cell>> outlined,
                            StageLog log) {
        Attempt read = readOn(frame, work, pixels, scale, located, regions, outlined, log);
        log.remember(read);
        return read;
    }

    /** {@link #attempt}, its pictures not yet remembered. */
    private Attempt readOn(Mat frame, Mat work, FramePixels pixels, double scale, LatticeFitter.Located located,
                           FrameRegions regions, Optional<List<Cell>> outlined,
                           StageLog log) {
        // A table's fine regular texture can hold a lattice of a fraction of the tiles; the
        // board's outline, which runs only along tiles' edges, tells (LatticeFraction). The
        // seams are then fitted again from every m-th line (and judged again: a sixth is a
        // third of a half).
        LatticeFitter.Fit fit = located.fit();
        List<CellEvidence> cells = log.time("occupancy", () -> Occupancy.find(located.fit().model(), pixels,
                located.seams(), regions.board()));
        for (int round = 0; round < (outlined.isPresent() ? 0 : 2); round++) {
            LatticeFitter.Fit fine = fit;
            List<Cell> inView = cells.stream().map(CellEvidence::cell).toList();
            Optional<LatticeFraction.Coarser> coarser = log.time("lattice",
                    () -> LatticeFraction.of(fine.model(), pixels, inView));
            if (coarser.isEmpty()) {
                break;
            }
            fit = log.time("lattice", () -> LatticeFitter.refitted(located.seams(),
                    fine.model().rebased(coarser.get().change()), fine.families()));
            LatticeModel coarse = fit.model();
            cells = log.time("occupancy", () -> Occupancy.find(coarse, pixels, located.seams(),
                    regions.board()));
        }
        LatticeModel workModel = fit.model();
        log.image("lattice", () -> Overlays.lattice(work, workModel));
        List<CellEvidence> finalCells = cells;
        log.image("occupancy", () -> Overlays.occupancy(work, workModel, finalCells));
        CalledCells calledHere = outlined.map(c -> new CalledCells(c, List.of()))
                .orElseGet(() -> called(finalCells, workModel, regions));
        List<Cell> occupied = calledHere.tiles();
        List<Cell> doubtfulHere = calledHere.doubtful();
        if (occupied.isEmpty()) {
            return Attempt.none(new Recognition(empty(frame, log, "no tiles found"), log));
        }
        // The lattice fitted again to the board's own seams, now that its cells are known.
        LatticeModel boardModel = onTheBoard(located.seams(), workModel, occupied, log);
        // A lattice calling more cells tiles than a board can hold follows the table: refused
        // before anything is read, so no frame's reading grows with the table's pattern.
        int called = calledHere.count();
        if (budget.exceededBy(called)) {
            return new Attempt(new Recognition(empty(frame, log, budget.refusal(called)), log), 0, called, 0, true, false,
                    false, 0, 0, 0, false);
        }
        // A hand hides tiles and may pass for them: looked for on the tiles and the cells next to them.
        java.util.Set<Cell> occupiedHere = new java.util.HashSet<>(occupied);
        List<Cell> nearBoard = cells.stream().map(CellEvidence::cell).filter(c -> occupiedHere.contains(c)
                || c.sides().stream().anyMatch(occupiedHere::contains)).toList();
        Optional<HandSighting> handHere = log.time("hands", () -> HandFinder.find(work, boardModel, occupied, nearBoard,
                palest));
        log.image("hands", () -> Overlays.hand(work, boardModel, handHere));
        List<Cell> cutHere = cutByFrame(cells, occupied, doubtfulHere, handHere, boardModel, work.cols(), work.rows());
        // Board coordinates: north as close to image up as the lattice allows, (0, 0) the
        // north-west corner of the tiles' bounding box.
        Homography change = northUp(boardModel, occupied);
        LatticeModel model = boardModel.rebased(change).scaled(1 / scale);
        java.util.Set<Cell> doubtful = new java.util.HashSet<>();
        doubtfulHere.forEach(c -> doubtful.add(moved(change, c)));
        // Cut by the frame's edge: read from what shows, never sure, and no doubt cast on neighbours.
        java.util.Set<Cell> cut = new java.util.HashSet<>();
        cutHere.forEach(c -> cut.add(moved(change, c)));
        doubtful.addAll(cut);
        List<Cell> tiles = java.util.stream.Stream.concat(occupied.stream().map(c -> moved(change, c)),
                doubtful.stream()).sorted().toList();
        // Each cell's share under the hand, in board coordinates.
        Map<Cell, Double> handCovers = new LinkedHashMap<>();
        handHere.ifPresent(h -> h.coverage().forEach((c, share) -> handCovers.put(moved(change, c), share)));
        // The cells the hand hides (HAND_HIDES of them or more): not read, nor let bind anything.
        java.util.Set<Cell> handHides = handCovers.entrySet().stream().filter(e -> e.getValue() >= HAND_HIDES)
                .map(Map.Entry::getKey).collect(java.util.stream.Collectors.toSet());
        int minI = tiles.stream().mapToInt(Cell::i).min().orElseThrow();
        int minJ = tiles.stream().mapToInt(Cell::j).min().orElseThrow();
        int maxI = tiles.stream().mapToInt(Cell::i).max().orElseThrow();
        int maxJ = tiles.stream().mapToInt(Cell::j).max().orElseThrow();
        // What of the board the frame does not show (its pixels are black in the board image).
        Mat beyondFrame = new Mat();
        BoardImage board = log.time("board", () -> BoardImage.of(frame, model, minI - 1, minJ - 1,
                maxI - minI + 3, maxJ - minJ + 3, CELL_PX, beyondFrame));
        correction.ifPresent(c -> c.balance(board.image(), log));
        try {
            List<TilePose> found = log.time("board", () -> TilePoses.find(board, tiles, cut));
            log.image("board", () -> Overlays.board(board, found));
            List<Patch> framed = log.time("board", () -> framedPatches(board, found));
            List<boolean[]> covered = log.time("board", () -> unseenPixels(beyondFrame, handHere, board, model,
                    scale, found));
            // Squares that may be bare table (seams and colours left them doubtful) say nothing of the
            // photo's art: a navy cloth read as lakes made the lakes' saturation its own (H&G seed 6000).
            // By the rules a board of one tile is the start tile (with the River, the spring).
            TileMatcher reader = outlined.isPresent() && tiles.size() == 1 ? startTileReader : matcher;
            MatchResult readAlike = log.time("identify", () -> reader.matchLoose(framed, covered,
                    k -> doubtful.contains(tiles.get(k))));
            MatchResult match = outlined.isPresent() && tiles.size() > 1 && !mayHoldBareTable(tiles.size())
                    ? log.time("identify", () -> withTheStartTile(readAlike, framed, covered)) : readAlike;
            // Where each tile was read is where it lies (figures are placed on it from there).
            List<TilePose> poses = new ArrayList<>();
            for (int k = 0; k < found.size(); k++) {
                poses.add(TilePoses.moved(found.get(k), match.shifts().get(k), TilePictures.DETAIL));
            }
            List<Patch> patches = framed.stream().map(f -> f.window(TileMatcher.MARGIN, TileMatcher.MARGIN,
                    TilePictures.DETAIL)).toList();
            List<List<Candidate>> readings = match.candidates();
            Map<Cell, List<Candidate>> byCell = new LinkedHashMap<>();
            List<TilePose> keptPoses = new ArrayList<>();
            List<boolean[]> keptForeign = new ArrayList<>();
            List<Integer> keptAt = new ArrayList<>();
            Map<Cell, boolean[]> unexplainedAt = new LinkedHashMap<>();
            List<Cell> unreadable = new ArrayList<>();
            for (int k = 0; k < tiles.size(); k++) {
                // A tile is a square its reading mostly explains; bare table is not.
                boolean[] f = match.foreign().get(k);
                double explained = explained(f);
                boolean keep = cut.contains(tiles.get(k)) ? keptWhereCut(f, covered.get(k), patches.get(k))
                        : doubtful.contains(tiles.get(k)) ? explained >= 0.85
                                && (contrast(patches.get(k)) >= 14 || fitsAsATile(readings.get(k)))
                                && innerContrast(patches.get(k)) >= INNER_CONTRAST_LEAST
                        : explained >= MOSTLY_EXPLAINED;
                boolean underHand = handHides.contains(tiles.get(k));
                if (keep && readings.get(k).isEmpty() && !doubtful.contains(tiles.get(k)) && !underHand) {
                    unreadable.add(tiles.get(k));
                }
                if (keep && !readings.get(k).isEmpty()) {
                    byCell.put(tiles.get(k), readings.get(k));
                    keptPoses.add(poses.get(k));
                    keptForeign.add(f);
                    keptAt.add(k);
                    unexplainedAt.put(tiles.get(k), f);
                }
            }
            log.image("unexplained", () -> Overlays.unexplained(board, keptPoses, keptForeign));
            // Cells whose best picture fits them at least at even odds: what the board's content
            // says of the lattice (a lattice of the table's pattern keeps squares of cloth and
            // parts of several tiles, which some reading explains, but none fits well). On a
            // lattice read poorly no reading is sure: its cells may straddle tiles. Nor on one only
            // the wider search of seam families found (lines a strong lens bent): zero-shot
            // readings fit any square, and base+River hard seed 2004 read 6 tiles there wrong yet sure.
            java.util.function.Predicate<Cell> readWell = c -> byCell.get(c).get(0).score() >= matcher.evenOdds();
            LatticeFitter.Guess guess = located.fit().guess();
            boolean guessed = located.fit().guessed();
            // The cells under the hand stay in the solve, as they were read: taken out, they would
            // free the types their (wrong) readings held, and other cells would take those surely.
            // Cells a hand hides and cells the frame's edge cuts are read from too little of their
            // picture to bind a neighbour or hold a type against a clear cell.
            java.util.Set<Cell> partlySeen = new java.util.HashSet<>(handHides);
            partlySeen.addAll(cut);
            double tilesPx = averageCell(model, byCell.keySet());
            Map<Cell, CellBelief> solved = log.time("solve", () -> solver.withUnseen(partlySeen)
                    .withTemper(temper(byCell)).withTrust((a, b) -> matcher.trustInside(a, b, tilesPx))
                    .solve(byCell));
            List<Cell> hidden = new ArrayList<>(handHides.stream().filter(tiles::contains).toList());
            // A cell the hand touches that meets the board only through the hand is the arm over the
            // table, or a tile the hand hides at the board's edge: either way it is not read.
            for (Cell c : solved.keySet()) {
                if (handCovers.containsKey(c) && !hidden.contains(c) && !nextToUncovered(c, solved.keySet(),
                        handCovers.keySet())) {
                    hidden.add(c);
                }
            }
            hidden.sort(Comparator.naturalOrder());
            // Not read: the hand's skin fits city art, and a reading there would be sure and wrong.
            // Two neighbours whose readings disagree on their shared edge cannot both be right (a
            // legal board matches on every edge): neither is taken as sure. Cells the occupancy
            // stage doubted (cut by the frame's edge, half bare table) and cells the hand touches
            // are read from too little to cast that doubt on their neighbours.
            Map<Cell, Candidate> trusted = new LinkedHashMap<>();
            solved.forEach((c, b) -> {
                if (!hidden.contains(c) && !doubtful.contains(c) && !handCovers.containsKey(c)) {
                    trusted.put(c, b.best());
                }
            });
            java.util.Set<Cell> contradicted = solver.contradicted(trusted);
            java.util.Set<Cell> beyondTheBox = new java.util.HashSet<>(solver.beyondTheBox(trusted));
            // A doubtful square (cut by the frame, or framed by seams the colours called table)
            // read as a type the clearly read squares already hold as often as the box does is
            // not sure either; it casts no doubt on them, as it casts none on its neighbours. A
            // square of grey planks in a hole of the board read zero-shot as the box's only C, at
            // 100 %, beside the real one (base default seed 6004).
            Map<Cell, Candidate> withDoubtful = new LinkedHashMap<>(trusted);
            solved.forEach((c, b) -> {
                if (doubtful.contains(c) && !hidden.contains(c) && !handCovers.containsKey(c)) {
                    withDoubtful.put(c, b.best());
                }
            });
            solver.beyondTheBox(withDoubtful).stream().filter(doubtful::contains).forEach(beyondTheBox::add);
            // A reading that only a figure tells from another one that fits the neighbours as
            // well is not sure, however its scores differ (HiddenDifferences), where the matcher
            // sees only terrains: with a pack, the rest of the tile's art tells the types too. On
            // 24-tile boards (seeds 1000-1004 and 2000-2004) every reading with a pack was right
            // and none wrong yet sure, yet asking there would have asked 56 -> 88 of 469 tiles of
            // the base game and base+River, and 14 -> 38 of 247 of H&G.
            Map<Cell, Candidate> figureDecides = new LinkedHashMap<>(matcher.readsOnlyTerrains()
                    ? hiddenDifferences.find(trusted, byCell, unexplainedAt) : Map.of());
            // Neighbours that disagree are each doubted (CONTRADICTED_AT_MOST); where many do, so is
            // the whole board: on a legal board every edge matches, and a board read on a lattice of
            // the table's cloth, or of tiles misread wholesale, matches only in part.
            boolean inconsistent = contradicted.size() >= INCONSISTENT_LEAST
                    && contradicted.size() >= INCONSISTENT_SHARE * trusted.size();
            // So is a board whose squares hold many types more often than the box does: a legal
            // board holds none, and a board read on a lattice off its tiles can agree with itself.
            int overTheBoxTrusted = solver.overTheBox(trusted);
            boolean overfull = overTheBoxTrusted >= INCONSISTENT_LEAST
                    && overTheBoxTrusted >= OVERFULL_SHARE * trusted.size();
            // A board holds each type at most as often as the box does: readings beyond that are
            // taken as the table when the lattice is judged. A lattice of the table reads its plain
            // squares as one type again and again: base default seed 1000 (24 tiles) held a
            // lattice of the planks, 3.5 tiles a square, whose 30 squares of wood read as C, the
            // box's one all-city tile, and fit it at even odds; the board was lost zero-shot.
            Map<Cell, Candidate> solvedBest = new LinkedHashMap<>();
            solved.forEach((c, b) -> solvedBest.put(c, b.best()));
            int overTheBox = solver.overTheBox(solvedBest);
            int kept = byCell.size() - overTheBox;
            int candidates = tiles.size() - overTheBox;
            // The readings beyond the box that count against a lattice are those read well: a
            // lattice of the table reads its squares as one type at even odds (planks as C), while
            // squares read as one type poorly are table the reading tells apart anyway. Counting
            // all of them took a strip of dark floor beyond the table's edge, read as 43 twenty
            // times and never well, from the board's 10 tiles (H&G default seed 2004, 10 tiles, a
            // pack): none was left read well, and the board was lost.
            Map<Cell, Candidate> wellReadBest = new LinkedHashMap<>();
            solvedBest.forEach((c, k) -> {
                if (readWell.test(c)) {
                    wellReadBest.put(c, k);
                }
            });
            int overTheBoxWell = solver.overTheBox(wellReadBest);
            int wellRead = wellReadBest.size() - overTheBoxWell;
            boolean doubted = guessed || outlined.isPresent() || Attempt.poorly(kept, candidates, wellRead);
            boolean doubtedAll = doubted || inconsistent || overfull;
            java.util.Set<Cell> apartHere = apart(solved.keySet().stream().filter(c -> !hidden.contains(c))
                    .collect(java.util.stream.Collectors.toSet()), unreadable);
            int apartAtFirst = apartHere.size();
            Map<Cell, CellBelief> beliefs = new LinkedHashMap<>();
            solved.forEach((c, b) -> {
                if (!hidden.contains(c)) {
                    // A matcher whose model of the tiles is known to be unlike their print is
                    // never sure (zero-shot over H&G: ZeroShotMatcher#believedAtMost).
                    double most = matcher.believedAtMost();
                    if (doubtedAll) {
                        most = Math.min(most, DOUBTED_AT_MOST);
                    }
                    if (handCovers.containsKey(c)) {
                        most = Math.min(most, HAND_COVERED_AT_MOST);
                    }
                    if (contradicted.contains(c)) {
                        most = Math.min(most, CONTRADICTED_AT_MOST);
                    }
                    if (apartHere.contains(c)) {
                        most = Math.min(most, APART_AT_MOST);
                    }
                    if (beyondTheBox.contains(c)) {
                        most = Math.min(most, BEYOND_THE_BOX_AT_MOST);
                    }
                    if (cut.contains(c)) {
                        most = Math.min(most, CUT_AT_MOST);
                    }
                    if (figureDecides.containsKey(c)) {
                        most = Math.min(most, FIGURE_DECIDES_AT_MOST);
                    }
                    beliefs.put(c, b.capped(most));
                }
            });
            // A piece apart from the board that repeats types the box holds once is table, not
            // tiles: it is left out, not asked about square by square (tableApart).
            java.util.Set<Cell> tableApart = tableApart(apartHere, solvedBest, solver);
            if (!tableApart.isEmpty()) {
                // Only a piece apart can be table, so apartHere is then the mutable set apart() built.
                beliefs.keySet().removeAll(tableApart);
                apartHere.removeAll(tableApart);
            }
            // Neither the squares the hand hides nor the table apart are looked at for figures.
            java.util.Set<Cell> notLooked = new java.util.HashSet<>(hidden);
            notLooked.addAll(tableApart);
            for (int k = keptPoses.size() - 1; k >= 0 && !notLooked.isEmpty(); k--) {
                if (notLooked.contains(keptPoses.get(k).cell())) {
                    keptPoses.remove(k);
                    keptAt.remove(k);
                }
            }
            double focal = LatticeFitter.focalLength(boardModel.imageToBoard(), work.cols(), work.rows()) / scale;
            // With a pack no reading is found to be told apart by a figure alone (HiddenDifferences
            // sees terrains only), so an asked square's second reading is told on too: the same
            // farmer lying against a U's road read as a W (base+River default seed 1020, 0.63) is
            // the pack's one such miss on 1000-1119, and its shape fits the U. Zero-shot, where
            // HiddenDifferences names no other reading: H&G 280 default scenes one tile and one
            // figure more (133001), base+River 1000-1119 alike.
            Map<Cell, Candidate> otherReadings = askedSeconds(beliefs);
            otherReadings.putAll(figureDecides);
            List<FoundFigure> figures = log.time("figures", () -> {
                List<FoundFigure> first = figuresOn(board, keptPoses, keptAt, match, tiles, beliefs, trusted, solved,
                        otherReadings, model, focal);
                // Where a figure's shape fits the other reading of its square, one that only the
                // figure tells from the chosen one (a farmer lying where a U's field and a W's
                // third arm meet, its shadow over the road read as the W's junction), that
                // reading is taken, still asked about, and the figures told again on it.
                java.util.Set<Cell> retold = new java.util.HashSet<>();
                for (FoundFigure f : first) {
                    Candidate other = otherReadings.get(f.cell());
                    // Once per square: two farmers there would otherwise turn it back.
                    if (!f.shapeFitsOtherReading() || other == null || retold.contains(f.cell())) {
                        continue;
                    }
                    Optional<CellBelief> swapped = beliefs.get(f.cell()).withFirst(other);
                    if (swapped.isPresent()) {
                        figureDecides.put(f.cell(), beliefs.get(f.cell()).best());
                        beliefs.put(f.cell(), swapped.get());
                        trusted.computeIfPresent(f.cell(), (c, was) -> swapped.get().best());
                        retold.add(f.cell());
                    }
                }
                return retold.isEmpty() ? first : figuresOn(board, keptPoses, keptAt, match, tiles, beliefs, trusted,
                        solved, Map.of(), model, focal);
            });
            // A figure's feature is a feature of the tile read under it, and on a lattice read poorly
            // that tile may be part of several or the table: the figure is asked about as its tile
            // is, not left out (a figure seen there may well stand on the board). On hard scenes
            // (seeds 1000-1004, pack) the boards of the lattices probed were mostly lost, and
            // figures read there made 9 of base+River's 12 extra figures, 7 of them sure.
            // So is a figure on a square apart from the board (APART_AT_MOST).
            // A figure's feature is a feature of the tile read under it: where no reading is sure
            // (TileMatcher#believedAtMost), neither is the feature.
            // So is a figure on a tile the frame's edge cuts (CUT_AT_MOST), one on a tile of a
            // type read more often than the box holds (BEYOND_THE_BOX_AT_MOST), and one over the
            // only difference between its tile's reading and another (FIGURE_DECIDES_AT_MOST): the
            // feature it stands on may be the other reading's. And a figure is no surer than the
            // readings of its tile that put it on the same feature (FigureFinder#sameFeatureShare).
            List<FoundFigure> believed = figures.stream().map(f -> capped(f, Math.min(matcher.believedAtMost(),
                    Math.min(doubtedAll ? DOUBTED_AT_MOST : 1, apartHere.contains(f.cell()) ? APART_AT_MOST
                            : cut.contains(f.cell()) ? CUT_AT_MOST
                            : beyondTheBox.contains(f.cell()) ? BEYOND_THE_BOX_AT_MOST
                            : figureDecides.containsKey(f.cell()) ? FIGURE_DECIDES_AT_MOST : 1))))
                    .map(f -> beliefs.containsKey(f.cell()) ? capped(f, figureFinder.sameFeatureShare(f,
                            beliefs.get(f.cell()).candidates(), beliefs.get(f.cell()).probabilities())) : f)
                    .toList();
            Observation o = observation(frame, model, fit, keptPoses, board, beliefs, unreadable, hidden, handCovers,
                    apartHere, cut, beyondTheBox, figureDecides, askedAsAPiece(believed, model), log);
            Optional<HandSighting> hand = handHere.map(h -> inFrame(h, handCovers, beliefs.keySet(), hidden, scale));
            Observation seen = hand.isEmpty() ? o : o.withHands(List.of(reading(hand.get())));
            Observation told = doubted ? doubted(seen, kept, wellRead, guess, outlined.isPresent()) : unlikePrint(seen);
            if (!doubted && inconsistent) {
                told = inconsistent(told, contradicted.size(), trusted.size());
            } else if (!doubted && overfull) {
                told = overfull(told, overTheBoxTrusted, trusted.size());
            }
            double cellPx = occupied.stream().mapToDouble(c -> boardModel.cellSizePx(c.i(), c.j())).average()
                    .orElse(0);
            // What a reading says of the board when every lattice read poorly (Attempt#betterThan).
            int agreeing = Math.max(0, (int) trusted.keySet().stream()
                    .filter(c -> !contradicted.contains(c) && readWell.test(c)).count() - overTheBoxWell);
            double seamSupport = SeamSupport.of(boardModel.rebased(change), located.seams(), byCell.keySet());
            // Squares of printed art the matcher misreads may be the board's (Attempt#misreadArt)
            // only where they make one piece, as a board does: a lattice of a hard scene's checked
            // cloth is read as art unlike the model too, its squares scattered round the board
            // and along the cloth's rim (H&G hard seed 1003, a board lost either way: 87 squares
            // read where no tile lies without this, 39 before misread art was judged apart, 34 now).
            boolean misreadOnBoard = match.unlikeModel() && inconsistent
                    && apartAtFirst <= MISREAD_APART_SHARE * solved.size();
            return new Attempt(new Recognition(told, log, hand), kept, candidates, wellRead, false,
                    inconsistent, guessed, cellPx, agreeing, seamSupport, misreadOnBoard);
        } finally {
            board.image().release();
            beyondFrame.release();
        }
    }

    /**
     * The read squares apart from the board's largest piece: squares joined edge to edge, through
     * read squares or squares no picture fits, make a piece; where two pieces are the largest,
     * none is apart. The squares a hand hides join nothing: they run along the arm too, and an
     * arm's sleeve beyond the hand is read as squares (H&amp;G hard seed 2000).
     */
    static java.util.Set<Cell> apart(java.util.Set<Cell> read, List<Cell> unreadable) {
        java.util.Set<Cell> all = new java.util.HashSet<>(read);
        all.addAll(unreadable);
        List<java.util.Set<Cell>> pieces = pieces(all);
        int largest = pieces.stream().mapToInt(java.util.Set::size).max().orElse(0);
        if (pieces.stream().filter(p -> p.size() == largest).count() > 1) {
            return java.util.Set.of();
        }
        java.util.Set<Cell> out = new java.util.HashSet<>();
        pieces.stream().filter(p -> p.size() < largest).forEach(out::addAll);
        out.retainAll(read);
        return out;
    }

    /**
     * The squares of pieces apart from the board ({@link #apart}) that are table, not tiles: pieces
     * of {@link #TABLE_PIECE_LEAST} squares or more, at least {@link #TABLE_PIECE_GAP} squares from
     * the board's own (an empty square between), half or more of whose readings are of types read
     * more often than the box holds them. A patch of lit grey planks at a frame's corner, far from
     * the board, was read zero-shot as ten squares of 85 (a meadow with a power's badge, one in the
     * box), each asked about at 50 % (H&amp;G default seed 7001). Real tiles lie against the board;
     * a piece of misread board beside it (hard scenes) is left to be asked about.
     */
    static java.util.Set<Cell> tableApart(java.util.Set<Cell> apart, Map<Cell, Candidate> read, BoardSolver solver) {
        java.util.Set<Cell> beyond = solver.beyondTheBox(read);
        java.util.Set<Cell> out = new java.util.HashSet<>();
        for (java.util.Set<Cell> piece : pieces(apart)) {
            long over = piece.stream().filter(beyond::contains).count();
            if (piece.size() >= TABLE_PIECE_LEAST && 2 * over >= piece.size()
                    && gapToBoard(piece, read.keySet(), apart) >= TABLE_PIECE_GAP) {
                out.addAll(piece);
            }
        }
        return out;
    }

    /** Fewest squares of a piece apart from the board for it to be taken as table ({@link #tableApart}). */
    static final int TABLE_PIECE_LEAST = 3;
    /**
     * Least distance, in squares (the larger of the two axes), from a piece apart to the board's
     * own squares for it to be taken as table: 2 leaves an empty square between. At 0 a piece of a
     * hard scene's board misread as plain meadows (61 again and again), beside the board, was
     * left out, 25 tiles read wrong and asked about, one of them right; at 2 and 3 none of hard
     * H&amp;G zero-shot seeds 1000-3004 is, and at 3 the planks of seed 7001 were not either.
     */
    static final int TABLE_PIECE_GAP = 2;

    /** The least distance (the larger axis) from a square of {@code piece} to a read square not apart. */
    private static int gapToBoard(java.util.Set<Cell> piece, java.util.Set<Cell> read, java.util.Set<Cell> apart) {
        int gap = Integer.MAX_VALUE;
        for (Cell c : piece) {
            for (Cell b : read) {
                if (!apart.contains(b)) {
                    gap = Math.min(gap, Math.max(Math.abs(c.i() - b.i()), Math.abs(c.j() - b.j())));
                }
            }
        }
        return gap;
    }

    /** The pieces of a set of squares: squares joined edge to edge. */
    private static List<java.util.Set<Cell>> pieces(java.util.Set<Cell> cells) {
        List<java.util.Set<Cell>> pieces = new ArrayList<>();
        java.util.Set<Cell> seen = new java.util.HashSet<>();
        for (Cell start : cells) {
            if (!seen.add(start)) {
                continue;
            }
            java.util.Set<Cell> piece = new java.util.HashSet<>();
            java.util.ArrayDeque<Cell> todo = new java.util.ArrayDeque<>(List.of(start));
            while (!todo.isEmpty()) {
                Cell c = todo.pop();
                piece.add(c);
                for (Cell n : c.sides()) {
                    if (cells.contains(n) && seen.add(n)) {
                        todo.push(n);
                    }
                }
            }
            pieces.add(piece);
        }
        return pieces;
    }

    /**
     * The figures with the doubts that come from the pieces themselves: two figures of one colour
     * whose wood would overlap are one figure read twice (OVERLAPPING_AT_MOST), and a hut and a
     * fisher on a river are told apart by their silhouettes, which need pixels
     * (SILHOUETTE_LEAST_CELL_PX).
     */
    private static List<FoundFigure> askedAsAPiece(List<FoundFigure> figures, LatticeModel model) {
        java.util.Set<Integer> overlapping = FigureFinder.overlapping(figures);
        List<FoundFigure> out = new ArrayList<>(figures.size());
        for (int k = 0; k < figures.size(); k++) {
            FoundFigure f = figures.get(k);
            if (overlapping.contains(k)) {
                f = capped(f, OVERLAPPING_AT_MOST);
            }
            if (f.terrain() == Terrain.RIVER && f.kind() != FigureKind.LYING
                    && model.cellSizePx(f.cell().i(), f.cell().j()) < SILHOUETTE_LEAST_CELL_PX) {
                f = capped(f, KIND_UNSEEN_AT_MOST);
            }
            out.add(f);
        }
        return out;
    }

    /**
     * The figures on the chosen readings ({@code beliefs}' best), each on a square of {@code
     * otherReadings} also told on that square's other reading.
     */
    private List<FoundFigure> figuresOn(BoardImage board, List<TilePose> poses, List<Integer> posesAt,
                                        MatchResult match, List<Cell> tiles, Map<Cell, CellBelief> beliefs,
                                        Map<Cell, Candidate> trusted, Map<Cell, CellBelief> solved,
                                        Map<Cell, Candidate> otherReadings, LatticeModel model, double focal) {
        Map<Cell, Candidate> chosen = new LinkedHashMap<>();
        beliefs.forEach((c, b) -> chosen.put(c, b.best()));
        // Figures are also looked for in what the chosen readings leave unexplained, not
        // only the matcher's first readings (MatchResult#figuresAgainst), where the solve
        // believes its choice more than all the others together, on a square read clearly.
        // A hole in the board shows black cloth, which the solve reads as some tile it
        // gives next to no belief (1e-41 and 1e-60 on H&G seeds 30002 and 32000): what
        // that tile left unexplained was read as black figures. Deep blue on land is looked
        // for on those squares only too: squares of a blue cloth read as meadows at hard
        // are deep blue all over.
        MatchResult.FigureMasks masks = match.figuresAgainst(tiles.stream()
                .map(c -> trusted.containsKey(c) && solved.get(c).confidence() >= CHOICE_BELIEVED
                        ? trusted.get(c) : null).toList());
        return figureFinder.find(board, poses, posesAt.stream().map(masks.foreign()::get).toList(),
                posesAt.stream().map(masks.camouflagedWood()::get).toList(), chosen, otherReadings,
                model.nadir(focal), model.cameraHeight(focal));
    }

    /** The figure believed at most {@code most}. */
    private static FoundFigure capped(FoundFigure f, double most) {
        return new FoundFigure(f.colour(), f.kind(), f.foot(), f.cell(), f.feature(), f.terrain(),
                Math.min(f.confidence(), most), f.shapeFitsOtherReading());
    }

    /**
     * The observation with a first note, where the matcher is never sure ({@link
     * TileMatcher#believedAtMost}), that every tile is asked about and why.
     */
    private Observation unlikePrint(Observation o) {
        if (matcher.believedAtMost() >= UNSURE_BELOW || o.tiles().isEmpty()) {
            return o;
        }
        return withBoardNoteFirst(o, "read without a pack, and these tiles are printed unlike the catalog's"
                + " geometry: no tile is taken as sure (teach the companion your tiles for sure readings)");
    }

    /** The observation with a note on the whole board before its other notes: the first thing a player reads. */
    private static Observation withBoardNoteFirst(Observation o, String reason) {
        List<Unsure> notes = new ArrayList<>();
        notes.add(new Unsure(0, 0, "board", reason));
        notes.addAll(o.unsure());
        return o.withUnsure(notes);
    }

    /** The observation of a board whose squares hold many types more often than the box does, the reason first. */
    private static Observation overfull(Observation o, int beyond, int read) {
        return withBoardNoteFirst(o, String.format(java.util.Locale.ROOT, "%d of the %d squares read are"
                + " more of their types than the box holds: the lattice or the tiles may be misread; no tile is taken"
                + " as sure", beyond, read));
    }

    /** The observation of a board whose neighbouring readings disagree in many places, the reason first. */
    private static Observation inconsistent(Observation o, int contradicted, int read) {
        return withBoardNoteFirst(o, String.format(java.util.Locale.ROOT, "%d of the %d squares read disagree"
                + " with a neighbour: the lattice or the tiles may be misread; no tile is taken as sure", contradicted,
                read));
    }

    /**
     * The lattice fitted again to the seams on and round the cells called tiles only (see
     * {@link LatticeFitter#refittedOnBoard}), kept where it moves no tile's middle by more than
     * {@link #MOST_BOARD_MOVE}: a fit that jumps farther found another lattice, not the board's better.
     */
    private static LatticeModel onTheBoard(SeamEvidence seams, LatticeModel start, List<Cell> occupied, StageLog log) {
        java.util.Set<Cell> on = new java.util.HashSet<>(occupied);
        LatticeModel model = log.time("lattice", () -> LatticeFitter.refittedOnBoard(seams, start,
                (i, j) -> on.contains(new Cell(i, j))));
        for (Cell c : occupied) {
            Vec2 now = model.toImage(c.i() + 0.5, c.j() + 0.5);
            Vec2 back = start.toBoard(now.x(), now.y());
            if (!Double.isFinite(back.x()) || Math.hypot(back.x() - c.i() - 0.5, back.y() - c.j() - 0.5) > MOST_BOARD_MOVE) {
                return start;
            }
        }
        return model;
    }

    /**
     * Cells a fit to the board's own seams may move a tile's middle by, at most. Half a cell
     * would put it on the lines between the tiles; a third is a lattice the frame's fit left off
     * at the board's ends, its period a few hundredths out: base+River default seed 1086 (72
     * tiles on planks under a strong lens, a lattice of the wider search), its columns up to 0.27
     * of a cell off at both ends, was fitted again to its own seams moving the farthest middle by
     * 0.32, and that fit was refused at the quarter this was: 54 -> 63 of 65 read with a pack, no
     * other count of base+River seeds 1000-1119 moved (with a pack or zero-shot); H&amp;G default
     * zero-shot, the 280 scenes of 1000-8004 and 117000-164004: 20,153 -> 20,156 by the rules.
     */
    static final double MOST_BOARD_MOVE = 0.35;

    /** The observation with a first note that its lattice fits the board poorly, and why. */
    private static Observation doubted(Observation o, int kept, int wellRead, LatticeFitter.Guess guess,
                                       boolean fromOutline) {
        return withBoardNoteFirst(o, fromOutline
                ? "the lattice is the outline of a small board alone on the table, with no seams between its"
                        + " squares to confirm it; no tile is taken as sure"
                : guess == LatticeFitter.Guess.WIDE_SEARCH
                ? "the lattice was found only in the wider search of seam directions (lines a strong lens"
                        + " bent, or the table's and an arm's outweighing the board's); no tile is taken as sure"
                : guess == LatticeFitter.Guess.BOARDS_BLOCKS
                ? "the lattice was found only in the seams of the parts of the frame unlike the table, where"
                        + " every other lattice read poorly; no tile is taken as sure"
                : String.format(java.util.Locale.ROOT, "the lattice may not be the board's: %d of the %d squares read"
                        + " fit a picture well; no tile is taken as sure", wellRead, kept));
    }

    /**
     * Cells framed by seams next to the board that the colours called table, cells the board
     * holds on {@link #NOTCH_SIDES} sides whatever their seams, and squares beyond such a cell that
     * seams frame on {@link #BEYOND_FRAMED} sides and whose colours are mostly not the table's:
     * they get a second chance, and the tile reading decides (a city tile on a brown wooden table).
     */
    private static List<Cell> doubtful(List<CellEvidence> cells, List<Cell> occupied) {
        java.util.Set<Cell> occupiedSet = new java.util.HashSet<>(occupied);
        List<Cell> out = new ArrayList<>();
        for (CellEvidence e : cells) {
            int framed = e.framedSides();
            Cell c = e.cell();
            long sides = c.sides().stream().filter(occupiedSet::contains).count();
            boolean looksFramed = framed >= 2 && sides > 0 || sides >= NOTCH_SIDES;
            if (!e.occupied() && looksFramed && !occupiedSet.contains(c)) {
                out.add(c);
            }
        }
        // A square whose colours are mostly not the table's, framed on three sides or more, that
        // only a doubtful square joins to the board is doubtful too: the board dropped it as a
        // tile apart from it. An M at a board's corner on a brown striped table (base+River seed
        // 4000, a pack), framed on all four sides, lay beyond a monastery tile whose field the
        // table's colours took in; the monastery was doubted and read, the M never looked at.
        java.util.Set<Cell> doubted = new java.util.HashSet<>(out);
        List<Cell> beyond = new ArrayList<>();
        for (CellEvidence e : cells) {
            Cell c = e.cell();
            if (!e.occupied() && !occupiedSet.contains(c) && !doubted.contains(c) && e.framedSides() >= BEYOND_FRAMED
                    && e.tableLike() < BEYOND_TABLE_LIKE && c.sides().stream().anyMatch(doubted::contains)) {
                beyond.add(c);
            }
        }
        out.addAll(beyond);
        return out;
    }

    /** Sides a square beyond a doubtful one must be framed on to be doubted too. */
    static final int BEYOND_FRAMED = 3;
    /** Share of a square's pixels of the table's common colours under which it is doubted beyond a doubtful one. */
    static final double BEYOND_TABLE_LIKE = 0.5;

    /**
     * Tiles round a cell from which it is looked at again however faint its seams. H&amp;G seed
     * 4004 (default): a forest tile at the board's edge, beside a forest-green cloth, was taken
     * for the cloth, and its seams to its forest neighbours were too faint to frame it, so it and
     * the black hunter on it were never read. A notch of bare table in the board (a hole) is
     * still dropped: no reading explains it. At 3, on default seeds 1000-4004 both games and
     * modes, H&amp;G with a pack read 1494 -> 1495 of 1495 tiles and 430 -> 431 figures,
     * zero-shot 1080 -> 1083 and 360 -> 362; base+River read the same; at hard (seeds 1000 and
     * 2000) H&amp;G zero-shot read 292 -> 290 of 741 and base+River 2 more extra tiles with a pack
     * and 1 zero-shot (none told as sure).
     */
    static final int NOTCH_SIDES = 3;

    /**
     * Cells beside the tiles that the frame's edge cuts: the occupancy stage looks only at cells
     * wholly in view, and a figure on a tile half out of the frame was never found (6 of the 15
     * figures a pack missed on default seeds 1000-4004 stood on such tiles). Taken where at least
     * {@link #CUT_SEEN_LEAST} of the cell is in the frame. Not beside cells a hand hides: those
     * may be the arm over the table, and a square of sleeve at the frame's edge was read as a
     * cut Q with a grey figure on it (base+River seed 2000).
     */
    private static List<Cell> cutByFrame(List<CellEvidence> cells, List<Cell> occupied, List<Cell> doubtful,
                                         Optional<HandSighting> hand, LatticeModel model, int width, int height) {
        java.util.Set<Cell> looked = new java.util.HashSet<>();
        cells.forEach(e -> looked.add(e.cell()));
        looked.addAll(doubtful);
        java.util.Set<Cell> out = new java.util.TreeSet<>();
        for (Cell c : occupied) {
            if (hand.isPresent() && hand.get().coverage().getOrDefault(c, 0.0) >= HAND_HIDES) {
                continue;
            }
            for (Cell n : c.sides()) {
                if (!looked.contains(n) && !out.contains(n) && inFrame(model, n, width, height) >= CUT_SEEN_LEAST) {
                    out.add(n);
                }
            }
        }
        return new ArrayList<>(out);
    }

    /** Share of a cell that lies in the frame (8 × 8 points). */
    private static double inFrame(LatticeModel model, Cell c, int width, int height) {
        int in = 0;
        for (int a = 0; a < 8; a++) {
            for (int b = 0; b < 8; b++) {
                Vec2 p = model.toImage(c.i() + (a + 0.5) / 8, c.j() + (b + 0.5) / 8);
                if (Double.isFinite(p.x()) && Double.isFinite(p.y()) && p.x() >= 0 && p.y() >= 0 && p.x() < width
                        && p.y() < height) {
                    in++;
                }
            }
        }
        return in / 64.0;
    }

    /** Least share of a cell in the frame for the cell to be read (the rest is cut off). */
    static final double CUT_SEEN_LEAST = 0.45;
    /**
     * Share of what shows of a cut square its reading must explain: less than a doubtful cell's
     * 0.85, since a figure on it is a larger share of what shows (the blue meeple on seed 1001's
     * cut D left a third unexplained); bare table shows a tenth of a tile's contrast.
     */
    static final double CUT_EXPLAINED = 0.6;
    /** Per square asked about, its second reading where it holds at least {@link #SECOND_AT_LEAST} of the belief. */
    private static Map<Cell, Candidate> askedSeconds(Map<Cell, CellBelief> beliefs) {
        Map<Cell, Candidate> out = new LinkedHashMap<>();
        beliefs.forEach((c, b) -> {
            if (b.confidence() < UNSURE_BELOW && b.candidates().size() > 1
                    && b.probabilities().get(1) >= SECOND_AT_LEAST) {
                out.put(c, b.candidates().get(1));
            }
        });
        return out;
    }

    /**
     * Least share of the belief a second reading of a square asked about must hold
     * for the figures on the square to be told on it too ({@link #askedSeconds}): a reading the
     * pictures and neighbours hold so unlikely is not one a figure's shape should choose. On
     * base+River default 1000-1119 with a pack the rule turned 1020's W back into its U (0.37 of
     * the belief) and changed nothing else; H&amp;G default 1000-8004 (40 scenes) read alike.
     * Zero-shot it is used where HiddenDifferences names no other reading (H&amp;G's 280 default
     * scenes one tile more).
     */
    static final double SECOND_AT_LEAST = 0.2;

    /** The most a reading of a tile the frame's edge cuts is believed: always asked about. */
    static final double CUT_AT_MOST = 0.6;
    /**
     * Most a reading is believed when everything that tells it from another reading that fits
     * its neighbours lies under a figure, its rim or its shadow ({@link HiddenDifferences}).
     */
    static final double FIGURE_DECIDES_AT_MOST = 0.6;
    /**
     * The most a figure is believed that stands closer to another of its colour than their wood
     * allows ({@link FigureFinder#OVERLAP_BELOW}): one of the two is not there.
     */
    static final double OVERLAPPING_AT_MOST = 0.6;
    /**
     * Least size of a cell in the frame, pixels, at which a hut is told from a fisher on a river
     * by their silhouettes: below it a meeple (0.36 of a cell across) is under 18 pixels, and the
     * blur of a hard scene spreads over several of them. On H&amp;G hard scenes with a pack (seeds
     * 1000-5004, cells of 36-66 px) three huts on rivers were seen standing and told as sure; of
     * the river figures on cells under 50 px, the two now asked were both seen as the wrong
     * piece (at 56 px one more, seen right). Default scenes have cells of 58-99 px.
     */
    static final double SILHOUETTE_LEAST_CELL_PX = 50;
    /** The most a hut or a fisher on a river is believed on a cell too small for its silhouette. */
    static final double KIND_UNSEEN_AT_MOST = 0.6;

    /**
     * Whether a square the frame's edge cuts is a tile: at least {@link #CUT_SEEN_LEAST} of it
     * shows, its reading explains {@link #CUT_EXPLAINED} of what shows, and that is not as flat
     * as the table (the contrast a doubtful cell needs).
     *
     * @param foreign what its reading does not explain, at {@link TilePictures#SIZE} (unseen pixels excluded)
     * @param unseen its framed picture's pixels out of the frame or under a hand, or null
     */
    private static boolean keptWhereCut(boolean[] foreign, boolean[] unseen, Patch patch) {
        int n = TilePictures.SIZE;
        int side = TilePictures.DETAIL + 2 * TileMatcher.MARGIN;
        boolean[] out = unseen == null ? new boolean[n * n] : TilePictures.shrink(TilePictures.window(unseen, side,
                TileMatcher.MARGIN, TileMatcher.MARGIN, TilePictures.DETAIL), TilePictures.DETAIL, n);
        int seen = 0;
        for (boolean b : out) {
            seen += b ? 0 : 1;
        }
        if (seen < CUT_SEEN_LEAST * n * n) {
            return false;
        }
        int unexplained = 0;
        for (int p = 0; p < foreign.length; p++) {
            unexplained += foreign[p] && !out[p] ? 1 : 0;
        }
        return 1 - unexplained / (double) seen >= CUT_EXPLAINED && contrast(patch, out) >= 14;
    }

    /** Identifies the tile in a photo of a single tile. */
    public TileIdentification identify(Mat raw) {
        Mat photo = correction.map(c -> c.undistort(raw, new StageLog(false))).orElse(raw);
        List<org.opencv.core.Point> corners = TilePhoto.corners(photo);
        Mat square = TilePhoto.square(photo, corners, TilePictures.DETAIL);
        correction.ifPresent(c -> c.balance(square, new StageLog(false)));
        Patch patch = Patch.of(square, TilePictures.DETAIL, TilePictures.BLUR);
        square.release();
        if (photo != raw) {
            photo.release();
        }
        CellBelief belief = solver.merged(new Cell(0, 0), matcher.match(List.of(patch)).candidates().get(0))
                .capped(matcher.believedAtMost());
        List<Candidate> list = belief.candidates();
        List<TileReading.CandidateView> views = new ArrayList<>();
        for (int k = 0; k < Math.min(5, list.size()); k++) {
            Candidate c = list.get(k);
            views.add(new TileReading.CandidateView(c.tileId(), c.rotation().degrees(),
                    round(belief.probabilities().get(k), 4)));
        }
        double margin = list.size() < 2 ? 99 : list.get(0).score() - list.get(1).score();
        List<List<Double>> seen = corners.stream().map(p -> List.of(round(p.x, 1), round(p.y, 1))).toList();
        List<List<Double>> cs = correction.map(c -> c.toFrame(seen, raw.cols(), raw.rows())).orElse(seen);
        return new TileIdentification(TileIdentification.FORMAT, matcher.mode(), list.get(0).tileId(),
                list.get(0).rotation().degrees(), views.get(0).probability(), round(Math.min(99, margin), 2), views, cs);
    }

    /**
     * Standard deviation of a picture's brightness: a tile shows roads, walls and fields; felt
     * or cloth is nearly even, and matched at a low brightness gain it could pass for a field.
     */
    static double contrast(Patch p) {
        return contrast(p, null);
    }

    /**
     * {@link #contrast(Patch)} of a picture's middle (three fifths of its side each way). A
     * square of bare table framed by tiles shows their borders and shadows round its edge, which
     * lift its contrast to a tile's (14-24 on default scenes); its middle is even: 0.9-1.7 on the
     * squares of bare table kept as tiles on default seeds 1000-4004 (both games and modes),
     * against 2.6 and more on the tiles kept there.
     */
    static double innerContrast(Patch p) {
        int side = p.size();
        int half = side / 2;
        boolean[] out = new boolean[half * half];
        for (int y = 0; y < half; y++) {
            for (int x = 0; x < half; x++) {
                out[y * half + x] = x < half / 5 || y < half / 5 || x >= half - half / 5 || y >= half - half / 5;
            }
        }
        return contrast(p, out);
    }

    /**
     * Whether a square's best reading fits its picture as closely as tiles fit theirs, where the
     * matcher's fit tells a tile ({@link TileMatcher#fitTellsTiles}): then the square is one
     * whatever its contrast. A tile that is mostly city (R, at the board's corner on a brown
     * wooden table, its city nearly the table's brown) has less contrast than the 14 a doubtful
     * square must show, and was dropped though its picture fitted it at -4 (base default seed
     * 6001, a pack).
     */
    private boolean fitsAsATile(List<Candidate> readings) {
        return matcher.fitTellsTiles() && !readings.isEmpty() && readings.get(0).score() >= FITS_AS_A_TILE;
    }

    /**
     * Score at or above which a pack's reading says its square is a tile ({@link #fitsAsATile}).
     * On default seeds 1000-4004 (both games) the tiles read with a pack scored -15 (the median;
     * -34 to -7 for 8 in 10 of them), the doubtful squares of bare table -26 and below (plain
     * cloth as C, with no contrast in their middle), and -35 and below where their middle shows
     * a tile's contrast ({@link #INNER_CONTRAST_LEAST}, which a square must show as well).
     */
    static final double FITS_AS_A_TILE = -20;

    /**
     * Least {@link #innerContrast} of a doubtful cell kept as a tile. On default seeds 1000-4004
     * base zero-shot read 3 -> 2 squares of table as tiles (seed 1003's grey square, read as T at
     * 99 %, is gone), base+River zero-shot 7 -> 0, no tile was lost and one more read right.
     */
    static final double INNER_CONTRAST_LEAST = 2;

    /**
     * {@link #contrast(Patch)} of the pixels not left out ({@code out}: flags at half the
     * picture's side, or null for none).
     */
    private static double contrast(Patch p, boolean[] out) {
        float[] rgb = p.rgb();
        int side = p.size();
        int n = side * side;
        double sum = 0;
        double sq = 0;
        int counted = 0;
        for (int i = 0; i < n; i++) {
            if (out != null && out[(i / side / 2) * (side / 2) + (i % side) / 2]) {
                continue;
            }
            double y = (rgb[3 * i] + rgb[3 * i + 1] + rgb[3 * i + 2]) / 3.0;
            sum += y;
            sq += y * y;
            counted++;
        }
        if (counted == 0) {
            return 0;
        }
        double mean = sum / counted;
        return Math.sqrt(Math.max(0, sq / counted - mean * mean));
    }

    /** Each tile's picture with {@link TileMatcher#MARGIN} pixels of its surroundings all round. */
    private static List<Patch> framedPatches(BoardImage board, List<TilePose> poses) {
        int size = TilePictures.DETAIL;
        int side = size + 2 * TileMatcher.MARGIN;
        // Tiles on all cores, each from the board image alone, back in tile order.
        return poses.parallelStream().map(p -> {
            Mat m = TilePoses.patchToBoard(p, size, TileMatcher.MARGIN);
            Mat patch = new Mat();
            Imgproc.warpAffine(board.image(), patch, m, new Size(side, side),
                    Imgproc.INTER_LINEAR | Imgproc.WARP_INVERSE_MAP);
            Patch out = Patch.of(patch, side, TilePictures.BLUR);
            m.release();
            patch.release();
            return out;
        }).toList();
    }

    /**
     * Per tile picture ({@link #framedPatches}), the pixels no part of the tile shows in, or null
     * where all of it shows: beyond the frame's edge (the board image is black there), and under
     * the hand, whose skin is no tile. The hand's outline is widened a little, for the soft shadow
     * along its edge.
     */
    private static List<boolean[]> unseenPixels(Mat beyondFrame, Optional<HandSighting> hand, BoardImage board,
                                                LatticeModel model, double scale, List<TilePose> poses) {
        boolean hands = hand.isPresent() && hand.get().outline().size() >= 3;
        if (!hands && org.opencv.core.Core.countNonZero(beyondFrame) == 0) {
            return java.util.Collections.nCopies(poses.size(), null);
        }
        // Widened by two pixels for the blur of the pictures.
        Mat mask = new Mat();
        Mat edge = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(5, 5));
        Imgproc.dilate(beyondFrame, mask, edge);
        edge.release();
        if (hands) {
            Mat handMask = Mat.zeros(mask.rows(), mask.cols(), org.opencv.core.CvType.CV_8UC1);
            List<org.opencv.core.Point> outline = new ArrayList<>();
            for (Vec2 p : hand.get().outline()) {
                Vec2 inFrame = p.times(1 / scale);
                Vec2 b = model.toBoard(inFrame.x(), inFrame.y());
                outline.add(new org.opencv.core.Point(Math.round((b.x() - board.minI()) * board.cellPx()),
                        Math.round((b.y() - board.minJ()) * board.cellPx())));
            }
            org.opencv.core.MatOfPoint polygon = new org.opencv.core.MatOfPoint();
            polygon.fromList(outline);
            Imgproc.fillPoly(handMask, List.of(polygon), new org.opencv.core.Scalar(255));
            polygon.release();
            int grow = (int) Math.round(HAND_SHADOW * board.cellPx());
            Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(2 * grow + 1, 2 * grow + 1));
            Imgproc.dilate(handMask, handMask, kernel);
            kernel.release();
            org.opencv.core.Core.bitwise_or(mask, handMask, mask);
            handMask.release();
        }
        int size = TilePictures.DETAIL;
        int side = size + 2 * TileMatcher.MARGIN;
        List<boolean[]> out = new ArrayList<>();
        for (TilePose p : poses) {
            Mat m = TilePoses.patchToBoard(p, size, TileMatcher.MARGIN);
            Mat patch = new Mat();
            Imgproc.warpAffine(mask, patch, m, new Size(side, side), Imgproc.INTER_NEAREST | Imgproc.WARP_INVERSE_MAP,
                    org.opencv.core.Core.BORDER_CONSTANT, new org.opencv.core.Scalar(255));
            byte[] values = new byte[side * side];
            patch.get(0, 0, values);
            m.release();
            patch.release();
            boolean[] flags = new boolean[values.length];
            boolean any = false;
            for (int i = 0; i < values.length; i++) {
                flags[i] = values[i] != 0;
                any |= flags[i];
            }
            out.add(any ? flags : null);
        }
        mask.release();
        return out;
    }

    /** How far beyond its outline a hand's shadow darkens the tiles, as a share of a cell. */
    private static final double HAND_SHADOW = 0.04;

    /** The hand told in the frame's pixels and the observation's board coordinates. */
    private static HandSighting inFrame(HandSighting h, Map<Cell, Double> covers, java.util.Set<Cell> read,
                                        List<Cell> hidden, double scale) {
        int dx = origin(read, hidden, Cell::i);
        int dy = origin(read, hidden, Cell::j);
        Map<Cell, Double> shares = new LinkedHashMap<>();
        covers.forEach((c, share) -> shares.put(new Cell(c.i() - dx, c.j() - dy), share));
        return new HandSighting(h.confidence(), h.outline().stream().map(p -> p.times(1 / scale)).toList(), shares,
                h.cells());
    }

    /** Whether a side neighbour of the cell was read and lies clear of the hand. */
    private static boolean nextToUncovered(Cell c, java.util.Set<Cell> read, java.util.Set<Cell> covered) {
        for (Cell n : c.sides()) {
            if (read.contains(n) && !covered.contains(n)) {
                return true;
            }
        }
        return false;
    }

    /** The hand as the observation tells it. */
    private static HandReading reading(HandSighting h) {
        List<List<Double>> outline = h.outline().stream().map(p -> List.of(round(p.x(), 1), round(p.y(), 1))).toList();
        List<HandReading.CoveredCell> covers = h.coverage().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(e -> new HandReading.CoveredCell(e.getKey().i(), e.getKey().j(), round(e.getValue(), 2))).toList();
        return new HandReading(round(h.confidence(), 2), outline, covers);
    }

    /** The board's north-west corner: the least column (or row) of the read and the hidden cells. */
    private static int origin(java.util.Set<Cell> read, List<Cell> hidden,
                              java.util.function.ToIntFunction<Cell> axis) {
        return java.util.stream.Stream.concat(read.stream(), hidden.stream()).mapToInt(axis).min().orElse(0);
    }

    private Observation observation(Mat frame, LatticeModel model, LatticeFitter.Fit fit, List<TilePose> poses,
                                    BoardImage board, Map<Cell, CellBelief> beliefs, List<Cell> unreadable,
                                    List<Cell> hidden, Map<Cell, Double> handCovers, java.util.Set<Cell> apart,
                                    java.util.Set<Cell> cut, java.util.Set<Cell> beyondTheBox,
                                    Map<Cell, Candidate> figureDecides, List<FoundFigure> found, StageLog log) {
        if (beliefs.isEmpty()) {
            return empty(frame, log, hidden.isEmpty() ? "no tiles found" : "a hand covers the board");
        }
        int dx = origin(beliefs.keySet(), hidden, Cell::i);
        int dy = origin(beliefs.keySet(), hidden, Cell::j);
        List<TileReading> tiles = new ArrayList<>();
        List<Unsure> unsure = new ArrayList<>();
        Map<Cell, TilePose> poseOf = new LinkedHashMap<>();
        poses.forEach(p -> poseOf.put(p.cell(), p));
        for (Map.Entry<Cell, CellBelief> e : beliefs.entrySet()) {
            Cell c = e.getKey();
            CellBelief b = e.getValue();
            List<TileReading.CandidateView> views = new ArrayList<>();
            for (int k = 0; k < Math.min(5, b.candidates().size()); k++) {
                Candidate cand = b.candidates().get(k);
                views.add(new TileReading.CandidateView(cand.tileId(), cand.rotation().degrees(),
                        round(b.probabilities().get(k), 4)));
            }
            tiles.add(new TileReading(c.i() - dx, c.j() - dy, b.best().tileId(), b.best().rotation().degrees(),
                    round(b.confidence(), 4), round(Math.min(b.margin(), 99), 2), views,
                    corners(model, board, poseOf.get(c))));
            if (b.confidence() < UNSURE_BELOW) {
                Candidate hiddenOther = figureDecides.get(c);
                boolean byFigure = hiddenOther != null && b.confidence() <= FIGURE_DECIDES_AT_MOST;
                Candidate second = byFigure ? hiddenOther
                        : b.candidates().size() > 1 ? b.candidates().get(1) : b.best();
                String hand = handCovers.containsKey(c) ? String.format("a hand covers (%d,%d): ", c.i() - dx,
                        c.j() - dy) : apart.contains(c) ? String.format("(%d,%d) lies apart from the board: ",
                        c.i() - dx, c.j() - dy) : cut.contains(c) ? String.format("the frame's edge cuts (%d,%d): ",
                        c.i() - dx, c.j() - dy) : beyondTheBox.contains(c) && b.confidence() <= BEYOND_THE_BOX_AT_MOST
                        ? String.format("more %s than the box holds are read: ", b.best().tileId())
                        : byFigure ? "a figure hides what tells them apart: " : "";
                unsure.add(new Unsure(c.i() - dx, c.j() - dy, "tile", hand + String.format("%s %d or %s %d? (%.0f %%)",
                        b.best().tileId(), b.best().rotation().degrees(), second.tileId(),
                        second.rotation().degrees(), 100 * b.confidence())));
            }
        }
        for (Cell c : hidden) {
            unsure.add(new Unsure(c.i() - dx, c.j() - dy, "tile", String.format("a hand covers (%d,%d): not read",
                    c.i() - dx, c.j() - dy)));
        }
        for (Cell c : unreadable) {
            unsure.add(new Unsure(c.i() - dx, c.j() - dy, "tile", "something covers this square, or no tile lies there:"
                    + " no picture fits it"));
        }
        tiles.sort(Comparator.comparingInt(TileReading::y).thenComparingInt(TileReading::x));
        List<FigureReading> figures = new ArrayList<>();
        for (FoundFigure f : found) {
            Vec2 p = model.toImage(f.foot().x(), f.foot().y());
            figures.add(new FigureReading(f.colour().spelling(), f.kind().label(), List.of(round(p.x(), 1),
                    round(p.y(), 1)), f.cell().i() - dx, f.cell().j() - dy, f.feature(),
                    f.terrain().name().toLowerCase(java.util.Locale.ROOT), f.confidence()));
            if (f.confidence() < UNSURE_BELOW) {
                unsure.add(new Unsure(f.cell().i() - dx, f.cell().j() - dy, "figure", String.format("%s %s on feature %d (%s)?",
                        f.colour().spelling(), f.kind().label(), f.feature(),
                        f.terrain().name().toLowerCase(java.util.Locale.ROOT))));
            }
        }
        Homography h = model.boardToImage().after(Homography.affine(1, 0, dx, 0, 1, dy));
        LatticeView lattice = new LatticeView(true, round(averageCell(model, beliefs.keySet()), 2), h.rows(),
                List.of(model.lens().cx(), model.lens().cy()), model.lens().kappa(), round(fit.rmsPx(), 2));
        return new Observation(Observation.FORMAT, new Observation.ImageSize(frame.cols(), frame.rows()),
                settings.catalogIds(), matcher.mode(), lattice, tiles, figures, unsure, log.timings());
    }

    private static double averageCell(LatticeModel model, Iterable<Cell> cells) {
        double sum = 0;
        int n = 0;
        for (Cell c : cells) {
            sum += model.cellSizePx(c.i(), c.j());
            n++;
        }
        return n == 0 ? 0 : sum / n;
    }

    /** The tile's corners in the frame, from its square in the board image. */
    private static List<List<Double>> corners(LatticeModel model, BoardImage board, TilePose pose) {
        List<List<Double>> out = new ArrayList<>();
        double a = Math.toRadians(pose.turnDeg());
        double h = pose.side() / 2;
        double[][] local = {{-h, -h}, {h, -h}, {h, h}, {-h, h}};
        for (double[] l : local) {
            double x = pose.centreX() + l[0] * Math.cos(a) - l[1] * Math.sin(a);
            double y = pose.centreY() + l[0] * Math.sin(a) + l[1] * Math.cos(a);
            Vec2 b = board.toBoard(x, y);
            Vec2 p = model.toImage(b.x(), b.y());
            out.add(List.of(round(p.x(), 1), round(p.y(), 1)));
        }
        return out;
    }

    private Observation empty(Mat frame, StageLog log, String why) {
        return new Observation(Observation.FORMAT, new Observation.ImageSize(frame.cols(), frame.rows()),
                settings.catalogIds(), matcher.mode(), LatticeView.none(), List.of(), List.of(),
                List.of(new Unsure(0, 0, "board", why)), log.timings());
    }

    /**
     * The change of board coordinates (a quarter turn and a shift) that puts board north nearest
     * to image up and the occupied cells' north-west corner at (0, 0).
     */
    static Homography northUp(LatticeModel model, List<Cell> occupied) {
        double ci = occupied.stream().mapToDouble(c -> c.i() + 0.5).average().orElse(0);
        double cj = occupied.stream().mapToDouble(c -> c.j() + 0.5).average().orElse(0);
        Vec2 o = model.toImage(ci, cj);
        Vec2 du = model.toImage(ci + 1, cj).minus(o);
        Vec2 dv = model.toImage(ci, cj + 1).minus(o);
        // Candidate turns: new (u', v') = (u, v), (-v, u), (-u, -v), (v, -u); v' must point down.
        Homography[] turns = {
            Homography.affine(1, 0, 0, 0, 1, 0),
            Homography.affine(0, -1, 0, 1, 0, 0),
            Homography.affine(-1, 0, 0, 0, -1, 0),
            Homography.affine(0, 1, 0, -1, 0, 0)};
        Vec2[] south = {dv, du, dv.times(-1), du.times(-1)};
        int best = 0;
        for (int k = 1; k < 4; k++) {
            if (south[k].unit().y() > south[best].unit().y()) {
                best = k;
            }
        }
        Homography turn = turns[best];
        int minI = Integer.MAX_VALUE;
        int minJ = Integer.MAX_VALUE;
        for (Cell c : occupied) {
            Cell m = moved(turn, c);
            minI = Math.min(minI, m.i());
            minJ = Math.min(minJ, m.j());
        }
        return Homography.affine(1, 0, -minI, 0, 1, -minJ).after(turn);
    }

    static Cell moved(Homography change, Cell c) {
        Vec2 p = change.apply(c.i() + 0.5, c.j() + 0.5);
        return new Cell((int) Math.floor(p.x()), (int) Math.floor(p.y()));
    }

    static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }

    /**
     * How many times wider this frame's fits spread than the matcher's scores assume: the median
     * of its cells' best scores over the matcher's {@link TileMatcher#typicalFit}, at least 1. A
     * blurred, noisy, heavily compressed frame fits every picture worse, and the gaps between its
     * readings are then as much noise as evidence.
     */
    private double temper(Map<Cell, List<Candidate>> byCell) {
        double typical = matcher.typicalFit();
        if (Double.isNaN(typical) || byCell.isEmpty()) {
            return 1;
        }
        double[] best = byCell.values().stream().mapToDouble(l -> l.get(0).score()).sorted().toArray();
        return Math.max(1, best[best.length / 2] / typical);
    }
}
