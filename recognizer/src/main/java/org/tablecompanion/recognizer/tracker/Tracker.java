package org.tablecompanion.recognizer.tracker;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.CvType;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.geometry.TileSymmetry;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureRemoved;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.geometry.FeatureShape;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.correction.FrameCalibration;
import org.tablecompanion.recognizer.figures.PlayerPaint;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.RadialLens;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.identify.PackMatcher;
import org.tablecompanion.recognizer.identify.TileMatcher;
import org.tablecompanion.recognizer.identify.ZeroShotMatcher;
import org.tablecompanion.recognizer.lattice.LatticeFitter;
import org.tablecompanion.recognizer.lattice.LatticeModel;
import org.tablecompanion.recognizer.lattice.TableOutline;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.LatticeView;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;

/**
 * Follows a game at the table frame by frame (DESIGN.md, the tracker). Every frame gets a cheap
 * look: shrunk, compared with the last still table, the changed pixels counted per square. A
 * hand or an arm changes pixels off the board and over several tiles: nothing is read. A still
 * frame that differs is read with the game as a strong prior: a new tile can only be one of the
 * tile types left, at a legal turn, on the square that changed; a new figure only the turn
 * player's, on a feature of the tile just laid the rules allow; figures whose feature scored may
 * go home. Anything else (two new tiles, a tile that moved, a figure gone that did not score, two
 * readings about as likely) becomes a {@link Question}, never a guess.
 *
 * <p>Squares are found from the tiles themselves ({@link TileLattice}): the start tile is cut out
 * of the empty table, and every tile laid is measured where the picture changed.
 *
 * <p>Not thread-safe: one thread feeds it.
 */
public final class Tracker {

    /** A new tile changes at least this share of its square. */
    private static final double NEW_TILE = 0.35;
    /** A square with at least this share changed is touched (a figure is about 5-10 %). */
    private static final double TOUCHED = 0.02;
    private static final int TOUCHED_PIXELS = 6;
    /** A neighbour of a read change may change this much (a leaning figure, its shadow). */
    private static final double SPILL = 0.15;
    /** Changed pixels off the board, in squares' worth, that mean a hand or an arm. */
    private static final double OFF_BOARD = 0.3;
    /** Two figure features whose anchors are nearer than this (tile units) are close readings. */
    private static final double FEATURE_MARGIN = 0.05;
    /** A feature right under the foot is a little likelier (roads are thin: only a little). */
    private static final double UNDER_FOOT = 0.03;
    /** A figure blob filling at least this share of its box is a hut; at most the other, a meeple. */
    private static final double HUT_FILL = 0.8;
    private static final double MEEPLE_FILL = 0.55;

    private final TrackerSettings settings;
    private final Game game;
    private final Catalog catalog;
    private final TileReader reader;
    /**
     * Whether a reading without pictures may be taken unasked when it is far enough ahead
     * (false for zero-shot over tiles printed unlike the catalog's geometry).
     */
    private final boolean sureWithoutPictures;
    /** The table's calibration as frames need it (lens, white balance), when it has either. */
    private final Optional<FrameCalibration> correction;
    /** Player colours by paint hue, or by the figure colours the table's calibration learned. */
    private final PlayerPaint paint;
    private final TileLattice lattice = new TileLattice();
    private final List<Standing> standing = new ArrayList<>();
    private final Map<String, TileGeometry> layouts = new HashMap<>();
    /** Where read figures stand in the frame (for the overlay); others are drawn at their tile's centre. */
    private final Map<Standing, Vec2> feet = new HashMap<>();

    private Mat reference;
    private Mat referenceSmall;
    private Mat previousSmall;
    private ChangeMap map;
    private List<Position> watched = List.of();
    private Set<Position> onBoard = Set.of();
    private int quiet;
    private int moving;
    private long frames;
    private int asked;
    private Pending pending;
    private Optional<Question> handQuestion = Optional.empty();
    private boolean resumedFromMemory;

    /** A figure standing on the table (the game may already have sent it home). */
    private record Standing(PlayerColour owner, FigureKind kind, Position position, int feature) {
    }

    /** An open question and what answering it does besides its events. */
    private record Pending(Question question, Mat frame, List<Position> absorb, Map<Position, Vec2[]> measured,
                           int absorbGrowPercent) {
    }

    /** A tracker on {@code game}, which may already hold events (a restart resumes it). */
    public Tracker(TrackerSettings settings, Game game) {
        this(settings, game, true);
    }

    private Tracker(TrackerSettings settings, Game game, boolean readMemory) {
        OpenCvNative.load();
        this.settings = settings;
        this.game = game;
        this.catalog = game.setup().catalog();
        TileMatcher matcher = settings.recognizer().pack().<TileMatcher>map(p -> new PackMatcher(p, catalog))
                .orElseGet(() -> new ZeroShotMatcher(catalog));
        this.reader = new TileReader(matcher, catalog,
                settings.recognizer().pack().map(p -> p.pictures()).orElse(Map.of()));
        this.sureWithoutPictures = matcher.believedAtMost() >= Recognizer.UNSURE_BELOW;
        this.correction = settings.recognizer().calibration().flatMap(FrameCalibration::of);
        this.paint = PlayerPaint.of(settings.recognizer().calibration().map(TableCalibration::figures).orElse(List.of()));
        if (readMemory) {
            settings.saveTo().flatMap(f -> TrackerMemory.read(TrackerMemory.besides(f))).ifPresent(this::remember);
        }
        if (resumedFromMemory) {
            Path picture = TrackerMemory.pictureBesides(settings.saveTo().get());
            Mat saved = org.opencv.imgcodecs.Imgcodecs.imread(picture.toString());
            if (!saved.empty()) {
                reference = saved;
                rebuild();
            }
        }
    }

    /**
     * A tracker on a corrected game (a tile or figure fixed by hand) that keeps what this one
     * sees: where the tiles lie, the still table, the figures standing. Use it instead of a new
     * tracker after a correction: a new tracker on a game in progress needs its memory file.
     */
    public Tracker withGame(Game corrected) {
        Tracker t = new Tracker(settings, corrected, false);
        lattice.all().forEach(t.lattice::put);
        t.standing.addAll(standing);
        t.asked = asked;
        t.frames = frames;
        if (reference != null) {
            t.reference = reference.clone();
            t.rebuild();
        }
        return t;
    }

    /**
     * One frame in, one update out. The frame is not kept; the caller may release it. With a
     * table's calibration a frame still long enough to be read is first undistorted (a strong
     * lens) and white-balanced, and everything after, the still table kept included, is in the
     * corrected picture's pixels; the observation is told in the frame's.
     */
    public TrackerUpdate offer(Mat raw) {
        long index = frames++;
        if (reference != null && (raw.cols() != reference.cols() || raw.rows() != reference.rows())) {
            return update(index, FrameState.LOST, List.of(), "the frame size changed (" + raw.cols() + "x"
                    + raw.rows() + "); restart the tracker for this camera");
        }
        Mat rawSmall = ChangeMap.shrinkTo(raw, ChangeMap.WIDTH);
        boolean still = previousSmall != null && previousSmall.size().equals(rawSmall.size())
                && ChangeMap.changedShare(previousSmall, rawSmall) < 0.002;
        quiet = still ? quiet + 1 : 0;
        if (previousSmall != null) {
            previousSmall.release();
        }
        previousSmall = rawSmall;
        if (quiet + 1 < settings.stableFrames()) {
            return movingFrame(index, "waiting for the table to be still");
        }
        // Only a frame that may be read is corrected: undistorting a 1080p frame costs 0.1-0.2 s,
        // and a live camera sends ten a second while hands move.
        Mat frame = correction.map(c -> c.corrected(raw)).orElse(raw);
        Mat small = frame == raw ? rawSmall.clone() : ChangeMap.shrinkTo(frame, ChangeMap.WIDTH);
        try {
            return stillFrame(frame, small, index);
        } finally {
            small.release();
            if (frame != raw) {
                frame.release();
            }
        }
    }

    /** A frame still long enough to be read (corrected), and its shrunk copy. */
    private TrackerUpdate stillFrame(Mat frame, Mat small, long index) {
        if (lattice.isEmpty()) {
            return start(frame, index);
        }
        if (reference == null) { // resumed without the saved picture: the table now is the table saved
            setReference(frame);
            return update(index, FrameState.STABLE_UNCHANGED, List.of(),
                    "resumed at turn " + game.turn() + " with " + lattice.size() + " tiles");
        }
        ChangeMap.Counts counts = map.count(referenceSmall, small);
        String note = "";
        if (handOrArm(counts)) {
            Optional<String> moved = reanchor(frame, small, counts);
            if (moved.isPresent()) {
                note = moved.get();
                counts = map.count(referenceSmall, small);
            } else if (quiet + 1 >= settings.handPatience() && bigSquares(counts) == 0) {
                // The same change off the board, frame after frame, is no hand: something was
                // put down beside the board (or the light changed there). The board is still read.
                Mat outside = map.outsideMask(frame.cols(), frame.rows());
                frame.copyTo(reference, outside);
                outside.release();
                referenceSmall.release();
                referenceSmall = map.shrink(reference);
                counts = map.count(referenceSmall, small);
                note = "a still change beside the board taken as the table";
            }
            if (handOrArm(counts)) {
                if (mostTilesChanged(counts)) {
                    return lostBoard(index);
                }
                return movingFrame(index, note.isEmpty() ? "hand in view" : note);
            }
        }
        moving = 0;
        handQuestion = Optional.empty();
        if (pending != null) {
            return update(index, FrameState.WAITING_FOR_ANSWER, List.of(), "waiting for an answer: "
                    + pending.question().text());
        }
        TrackerUpdate u = read(frame, counts, index);
        return note.isEmpty() ? u : new TrackerUpdate(u.frame(), u.state(), u.newEvents(), u.question(),
                u.observation(), note + "; " + u.status());
    }

    /** The players answered a question: the chosen answer's events are applied. */
    public TrackerUpdate answer(String questionId, int answerIndex) {
        Optional<Question> hand = handQuestion.filter(q -> pending == null && q.id().equals(questionId));
        if (hand.isPresent()) {
            return acknowledge(hand.get(), answerIndex);
        }
        if (pending == null || !pending.question().id().equals(questionId)) {
            throw new IllegalArgumentException("no open question " + questionId);
        }
        Question q = pending.question();
        if (answerIndex < 0 || answerIndex >= q.answers().size()) {
            throw new IllegalArgumentException("question " + questionId + " has no answer " + answerIndex
                    + " (0.." + (q.answers().size() - 1) + ")");
        }
        Answer a = q.answers().get(answerIndex);
        List<GameEvent> applied = new ArrayList<>();
        String refused = "";
        for (GameEvent e : a.events()) {
            try {
                game.apply(e);
                applied.add(e);
                follow(e, pending.measured());
            } catch (BadInputException ex) {
                refused = "; refused: " + ex.getMessage();
                break;
            }
        }
        Pending p = pending;
        pending = null;
        // A tile seen is on the table whatever the record says: its square is watched as a tile.
        p.measured().forEach((pos, c) -> {
            if (lattice.measured(pos).isEmpty()) {
                lattice.put(pos, c);
            }
        });
        absorb(p.frame(), p.absorb(), p.absorbGrowPercent() / 100.0);
        p.frame().release();
        rebuild();
        if (!applied.isEmpty()) {
            save();
        }
        return new TrackerUpdate(-1, applied.isEmpty() ? FrameState.STABLE_UNCHANGED : FrameState.TURN_READ, applied,
                Optional.empty(), applied.isEmpty() ? Optional.empty() : Optional.of(observation()),
                "answered " + q.id() + ": " + a.label() + refused);
    }

    /**
     * A question about the table itself (a hand that stays, a camera moved) has no events to apply:
     * the players saying so starts the patience again, so it is asked again only if it lasts.
     */
    private TrackerUpdate acknowledge(Question q, int answerIndex) {
        if (answerIndex < 0 || answerIndex >= q.answers().size()) {
            throw new IllegalArgumentException("question " + q.id() + " has no answer " + answerIndex
                    + " (0.." + (q.answers().size() - 1) + ")");
        }
        handQuestion = Optional.empty();
        moving = 0;
        return new TrackerUpdate(-1, FrameState.STABLE_UNCHANGED, List.of(), Optional.empty(), Optional.empty(),
                "answered " + q.id() + ": " + q.answers().get(answerIndex).label());
    }

    /** The source ended: if no tile is left, the game ends (a game-ended event). */
    public TrackerUpdate finish() {
        if (game.ended()) {
            return update(-1, FrameState.STABLE_UNCHANGED, List.of(), "the game has ended");
        }
        // H&G bonus tiles stay in their own pile when the draw pile is empty.
        int left = game.state().tilesLeft().entrySet().stream()
                .filter(e -> catalog.tile(e.getKey()).map(t -> t.role() != TileRole.BONUS).orElse(true))
                .mapToInt(Map.Entry::getValue).sum();
        if (left > 0) {
            return update(-1, FrameState.STABLE_UNCHANGED, List.of(), "the game goes on: " + left + " tiles left");
        }
        GameEvent end = new GameEnded();
        game.apply(end);
        save();
        return update(-1, FrameState.TURN_READ, List.of(end), "game over: " + scores());
    }

    /** The game as the tracker now believes it. */
    public Game game() {
        return game;
    }

    public TrackerSettings settings() {
        return settings;
    }

    /** The open question, if any. */
    public Optional<Question> question() {
        return pending == null ? handQuestion : Optional.of(pending.question());
    }

    /** Whether this tracker found its board in a saved memory file. */
    public boolean resumedFromMemory() {
        return resumedFromMemory;
    }

    // ---- the first frame ------------------------------------------------------------------

    private TrackerUpdate start(Mat frame, long index) {
        List<PlacedTile> tiles = game.state().board().tiles();
        if (tiles.size() > 1) {
            return update(index, FrameState.LOST, List.of(), "cannot find the board of a game in progress without "
                    + "the tracker's memory file (" + tiles.size() + " tiles on the record)");
        }
        Optional<Vec2[]> lone = TableOutline.lone(frame);
        if (lone.isEmpty()) {
            return update(index, FrameState.LOST, List.of(), "looking for the start tile on the table");
        }
        Vec2[] c = lone.get();
        List<GameEvent> events = new ArrayList<>();
        if (tiles.isEmpty()) {
            String id = catalog.startTile();
            List<TileReader.Reading> r = startReading(frame, c, id);
            if (r.isEmpty()) {
                return update(index, FrameState.LOST, List.of(), "cannot read the start tile");
            }
            TilePlaced start = TilePlaced.of(id, 0, 0, r.get(0).rotation());
            game.apply(start);
            events.add(start);
            lattice.put(Position.ORIGIN, c);
        } else {
            PlacedTile t = tiles.get(0);
            // Which corner is the game's north-west: the one under which the tile reads as the record says.
            List<TileReader.Reading> r = startReading(frame, c, t.type().id());
            if (r.isEmpty()) {
                return update(index, FrameState.LOST, List.of(), "cannot read the start tile");
            }
            int seen = r.get(0).rotation().quarterTurns();
            int want = TileSymmetry.canonical(t.type(), t.rotation()).quarterTurns();
            int m = Math.floorMod(seen - want, 4);
            Vec2[] turned = new Vec2[4];
            for (int k = 0; k < 4; k++) {
                turned[k] = c[(k + m) % 4];
            }
            lattice.put(t.position(), turned);
        }
        setReference(frame);
        save();
        return update(index, FrameState.TURN_READ, events, "start tile found at " + TileOutline.centre(c)
                .toString().replace("Vec2", ""));
    }

    /**
     * The start tile read in its four turns from corners found by colour alone: read, the corners
     * settled on the best turn's picture over a wide range, read again, settled finely. The
     * corners are updated in place.
     */
    private List<TileReader.Reading> startReading(Mat frame, Vec2[] corners, String id) {
        List<TileReader.Reading> r = reader.read(frame, corners, (t, rot) -> t.equals(id));
        if (r.isEmpty()) {
            return r;
        }
        Vec2[] wide = reader.refineWide(frame, corners, r.get(0));
        r = reader.read(frame, wide, (t, rot) -> t.equals(id));
        Vec2[] fine = reader.refine(frame, wide, r.get(0));
        System.arraycopy(fine, 0, corners, 0, 4);
        return reader.read(frame, corners, (t, rot) -> t.equals(id));
    }

    // ---- reading a still frame ------------------------------------------------------------

    private TrackerUpdate read(Mat frame, ChangeMap.Counts counts, long index) {
        List<Position> fresh = new ArrayList<>();
        Set<Position> touched = new LinkedHashSet<>();
        for (int k = 0; k < watched.size(); k++) {
            Position p = watched.get(k);
            double share = counts.share(k);
            if (!onBoard.contains(p)) {
                if (share > NEW_TILE) {
                    fresh.add(p);
                }
            } else if (share >= TOUCHED && counts.changed()[k] >= TOUCHED_PIXELS) {
                touched.add(p);
            }
        }
        if (fresh.isEmpty() && touched.isEmpty()) {
            return update(index, FrameState.STABLE_UNCHANGED, List.of(), waitingFor());
        }
        Map<Position, Double> shares = new HashMap<>();
        for (int k = 0; k < watched.size(); k++) {
            shares.put(watched.get(k), counts.share(k));
        }
        List<GameEvent> events = new ArrayList<>();
        List<String> said = new ArrayList<>();
        // Answers and reads below refer to the board before this frame.
        Set<Position> explained = new LinkedHashSet<>();
        Set<Position> figureSquares = new LinkedHashSet<>();
        // 1. Figures the game sent home, taken away.
        List<Standing> home = goneHome();
        for (Position p : touched) {
            List<Standing> here = home.stream().filter(s -> s.position().equals(p)).toList();
            if (!here.isEmpty()) {
                standing.removeAll(here);
                explained.add(p);
                figureSquares.add(p);
                said.add(here.size() + (here.size() == 1 ? " figure" : " figures") + " went home from " + p);
            }
        }
        // 2. A new tile, read now, laid after a figure set on the previous tile.
        Optional<Question> question = Optional.empty();
        Map<Position, Vec2[]> measured = new HashMap<>();
        Optional<TileOutcome> tile = Optional.empty();
        if (fresh.size() >= 2) {
            fresh.forEach(p -> measured.put(p, TileOutline.fromChange(reference, frame, lattice.tileCorners(p))));
            question = Optional.of(ask(QuestionKind.TWO_NEW_TILES, "Two or more new tiles at " + list(fresh)
                    + ": lay them one at a time, or enter them by hand.", List.of(Answer.ignore(
                    "I will enter them by hand")), fresh));
        } else if (fresh.size() == 1) {
            Position p = fresh.get(0);
            Vec2[] corners = TileOutline.fromChange(reference, frame, lattice.tileCorners(p));
            measured.put(p, corners);
            tile = Optional.of(readTile(frame, p, corners));
        }
        // 3. A figure on the tile just laid.
        Optional<Position> last = game.lastTile();
        if (question.isEmpty() && last.isPresent() && touched.contains(last.get()) && !explained.contains(last.get())
                && game.turnPlayer().isPresent()) {
            FigureOutcome f = readFigure(frame, last.get(), new ArrayList<>(measured.values()));
            if (f.event().isPresent()) {
                GameEvent e = f.event().get();
                game.apply(e);
                follow(e, Map.of());
                events.add(e);
                said.add(describe(e));
                explained.add(last.get());
                figureSquares.add(last.get());
            } else if (f.question().isPresent()) {
                question = f.question();
                explained.add(last.get());
                tile = Optional.empty(); // the tile waits until the figure is settled
            }
        }
        if (question.isEmpty() && tile.isPresent()) {
            Position p = fresh.get(0);
            TileOutcome t = tile.get();
            if (t.event().isPresent()) {
                GameEvent e = t.event().get();
                game.apply(e);
                follow(e, measured);
                events.add(e);
                said.add(describe(e) + String.format(Locale.ROOT, ", margin %.1f", t.margin()));
                explained.add(p);
                // Tile and figure set in one go (no still frame between): the figure against the tile's picture.
                FigureOutcome figure = figureOnNewTile(frame, p, (TilePlaced) e);
                if (figure.event().isPresent()) {
                    game.apply(figure.event().get());
                    follow(figure.event().get(), Map.of());
                    events.add(figure.event().get());
                    said.add(describe(figure.event().get()));
                    figureSquares.add(p);
                } else if (figure.question().isPresent()) {
                    question = figure.question(); // the tile's square waits for the answer
                }
            } else {
                question = t.question();
            }
        }
        // 4. Whatever else changed: a tile nudged, a figure gone that did not score.
        List<Position> strange = new ArrayList<>();
        for (Position p : touched) {
            if (explained.contains(p)) {
                continue;
            }
            boolean spill = shares.getOrDefault(p, 0.0) < SPILL && explained.stream().anyMatch(e -> near(e, p));
            if (spill) {
                explained.add(p);
            } else {
                strange.add(p);
            }
        }
        if (question.isEmpty() && !strange.isEmpty()) {
            question = Optional.of(strangeQuestion(strange, frame));
        }
        // Squares read are the new still table; a question's squares wait for the answer.
        List<Position> done = new ArrayList<>();
        for (Position p : explained) {
            if (question.isEmpty() || !question.get().cells().contains(p)) {
                done.add(p);
            }
        }
        absorb(frame, done, figureSquares.isEmpty() ? 1.15 : 1.6);
        if (question.isPresent()) {
            List<Position> wait = new ArrayList<>(question.get().cells());
            pending = new Pending(question.get(), frame.clone(), wait, measured, 160);
        }
        rebuild();
        if (!events.isEmpty()) {
            save();
        }
        String status = said.isEmpty() ? waitingFor() : "turn " + game.turn() + ": " + String.join("; ", said);
        if (question.isPresent()) {
            // Either part of the status is a whole sentence, so the question always follows a separator.
            status = status + "; question: " + question.get().text();
        }
        FrameState state = !events.isEmpty() || !said.isEmpty() ? FrameState.TURN_READ
                : question.isPresent() ? FrameState.WAITING_FOR_ANSWER : FrameState.STABLE_UNCHANGED;
        return new TrackerUpdate(index, state, events, question, events.isEmpty() && said.isEmpty()
                ? Optional.empty() : Optional.of(observation()), status);
    }

    private record TileOutcome(Optional<GameEvent> event, Optional<Question> question, double margin) {
    }

    private TileOutcome readTile(Mat frame, Position p, Vec2[] corners) {
        boolean bonus = game.bonusTileDue();
        Map<String, Set<Rotation>> allowed = new LinkedHashMap<>();
        game.state().tilesLeft().forEach((id, left) -> {
            // A bonus tile comes from its own pile (H&G), and only when one is owed.
            boolean bonusType = catalog.tile(id).map(t -> t.role() == TileRole.BONUS).orElse(false);
            if (left > 0 && bonusType == bonus) {
                for (Placement pl : game.legalPlacements(id)) {
                    if (pl.position().equals(p)) {
                        allowed.computeIfAbsent(id, k -> new LinkedHashSet<>()).add(pl.rotation());
                    }
                }
            }
        });
        if (allowed.isEmpty()) {
            return new TileOutcome(Optional.empty(), Optional.of(ask(QuestionKind.UNREADABLE, "A tile appeared at " + p
                    + ", where no tile left in the box may go: check it, or enter it by hand.",
                    List.of(Answer.ignore("I will fix it by hand")), List.of(p))), 0);
        }
        List<TileReader.Reading> r = reader.read(frame, corners,
                (id, rot) -> allowed.getOrDefault(id, Set.of()).contains(rot));
        if (!r.isEmpty()) {
            // Settle the corners on the likeliest picture, then read again from there.
            Vec2[] refined = reader.refine(frame, corners, r.get(0));
            System.arraycopy(refined, 0, corners, 0, 4);
            r = reader.read(frame, corners, (id, rot) -> allowed.getOrDefault(id, Set.of()).contains(rot));
        }
        if (r.isEmpty()) {
            return new TileOutcome(Optional.empty(), Optional.of(ask(QuestionKind.UNREADABLE, "Cannot read the new tile at "
                    + p + ".", List.of(Answer.ignore("I will enter it by hand")), List.of(p))), 0);
        }
        // Types with identical features are one look: the game cannot tell them apart either.
        List<TileReader.Reading> distinct = new ArrayList<>();
        for (TileReader.Reading c : r) {
            boolean seen = distinct.stream().anyMatch(d -> TileSymmetry.sameLook(catalog.require(d.tileId()), d.rotation(),
                    catalog.require(c.tileId()), c.rotation()));
            if (!seen) {
                distinct.add(c);
            }
        }
        r = distinct;
        double margin = r.size() > 1 ? r.get(0).score() - r.get(1).score() : 99;
        // Readings about as likely: where their pictures differ decides, if it can.
        TileReader.Reading winner = r.get(0);
        boolean decided = r.size() < 2 || !close(r.get(0), r.get(1));
        if (!decided) {
            decided = true;
            for (int k = 1; k < r.size() && close(r.get(0), r.get(k)); k++) {
                Optional<TileReader.Reading> w = reader.decide(frame, corners, winner, r.get(k));
                if (w.isEmpty()) {
                    decided = false;
                    break;
                }
                winner = w.get();
            }
        }
        if (decided && winner != r.get(0)) {
            List<TileReader.Reading> reordered = new ArrayList<>(r);
            reordered.remove(winner);
            reordered.add(0, winner);
            r = reordered;
        }
        if (!decided) {
            List<Answer> answers = new ArrayList<>();
            for (int k = 0; k < Math.min(3, r.size()); k++) {
                TileReader.Reading c = r.get(k);
                TilePlaced e = new TilePlaced(c.tileId(), p.x(), p.y(), c.rotation(), bonus);
                answers.add(new Answer(c.tileId() + " turned " + c.rotation().degrees() + "°", List.of(e)));
            }
            answers.add(Answer.ignore("neither: I will enter it by hand"));
            return new TileOutcome(Optional.empty(), Optional.of(ask(QuestionKind.CLOSE_CANDIDATES, String.format(Locale.ROOT,
                    "Which tile is at %s: %s %d° or %s %d°?", p, r.get(0).tileId(), r.get(0).rotation().degrees(),
                    r.get(1).tileId(), r.get(1).rotation().degrees()), answers, List.of(p))), margin);
        }
        TileReader.Reading best = r.get(0);
        return new TileOutcome(Optional.of(new TilePlaced(best.tileId(), p.x(), p.y(), best.rotation(), bonus)),
                Optional.empty(), margin);
    }

    /**
     * Whether two readings of a new tile are too close for its score to choose. Without a pack,
     * readings that put the same terrain on every edge and differ only inside (a pennant, an
     * animal, fish) are always close: the zero-shot matcher tells such marks by their colour
     * against the colours it learns from a whole board of tiles, and the tracker reads a new
     * tile alone, at a camera's 40-60 px a tile. On the bundled base film every one of the ten
     * pennant twins it read so came out at the marks' full weight for "no shield" (a gap of 4),
     * and three of them were shields missed (O read as P, S as T, M as N): a guess, so it asks.
     * With a pack the pictures where the two differ decide ({@link TileReader#decide}).
     */
    private boolean close(TileReader.Reading best, TileReader.Reading other) {
        if (best.score() - other.score() < settings.closeMargin()) {
            return true;
        }
        if (reader.hasPictures()) {
            return false;
        }
        if (!sureWithoutPictures) {
            // Zero-shot over tiles printed unlike the catalog's geometry (H&G): no gap is a
            // reason to be sure (ZeroShotMatcher#believedAtMost).
            return true;
        }
        TileType a = catalog.require(best.tileId());
        TileType b = catalog.require(other.tileId());
        for (Port port : Port.values()) {
            if (a.terrainAt(port, best.rotation()) != b.terrainAt(port, other.rotation())) {
                return false;
            }
        }
        return true;
    }

    private record FigureOutcome(Optional<GameEvent> event, Optional<Question> question) {
    }

    private FigureOutcome readFigure(Mat frame, Position p, List<Vec2[]> newTiles) {
        PlayerColour player = game.turnPlayer().orElseThrow();
        Map<Integer, List<FigureKind>> legal = new LinkedHashMap<>();
        for (FigureKind kind : FigureKind.values()) {
            for (int f : game.legalFigureFeatures(player, kind)) {
                legal.computeIfAbsent(f, k -> new ArrayList<>()).add(kind);
            }
        }
        if (legal.isEmpty()) {
            return new FigureOutcome(Optional.empty(), Optional.empty());
        }
        Vec2[] corners = lattice.tileCorners(p);
        Optional<FigureReader.Seen> seen = FigureReader.find(reference, frame, corners, nadir(p, frame), player, newTiles, paint);
        if (seen.isEmpty()) {
            return new FigureOutcome(Optional.empty(), Optional.empty());
        }
        FigureReader.Seen s = seen.get();
        PlacedTile tile = game.state().board().at(p).orElseThrow();
        TileGeometry g = layouts.computeIfAbsent(tile.type().id(), k -> TileLayout.layout(tile.type())).at(tile.rotation());
        int under = g.featureAt(s.foot().x(), s.foot().y());
        record Option(int feature, FigureKind kind, double cost) {
        }
        List<Option> options = new ArrayList<>();
        for (Map.Entry<Integer, List<FigureKind>> e : legal.entrySet()) {
            FeatureShape shape = g.shape(e.getKey());
            double d = Math.hypot(shape.anchor().u() - s.foot().x(), shape.anchor().v() - s.foot().y())
                    - (e.getKey() == under ? UNDER_FOOT : 0);
            options.add(new Option(e.getKey(), e.getValue().get(0), d));
        }
        options.sort(java.util.Comparator.comparingDouble(Option::cost));
        Option best = options.get(0);
        List<FigureKind> kinds = legal.get(best.feature());
        if (kinds.size() > 1) {
            // A hut and a meeple look much alike from above: only a clear shape decides.
            if (s.fill() >= HUT_FILL && kinds.contains(FigureKind.HUT)) {
                best = new Option(best.feature(), FigureKind.HUT, best.cost());
            } else if (s.fill() <= MEEPLE_FILL && kinds.contains(FigureKind.FOLLOWER)) {
                best = new Option(best.feature(), FigureKind.FOLLOWER, best.cost());
            } else {
                List<Answer> answers = new ArrayList<>();
                for (FigureKind k : kinds) {
                    answers.add(new Answer(k.spelling() + " on feature " + best.feature(),
                            List.of(new FigurePlaced(player, k, p.x(), p.y(), best.feature()))));
                }
                answers.add(Answer.ignore("neither: I will enter it by hand"));
                return new FigureOutcome(Optional.empty(), Optional.of(ask(QuestionKind.CLOSE_CANDIDATES,
                        "Is " + name(player) + "'s new figure on " + p + " a hut or a " + kinds.get(0).spelling() + "?",
                        answers, List.of(p))));
            }
        }
        FigurePlaced event = new FigurePlaced(player, best.kind(), p.x(), p.y(), best.feature());
        Homography tileToImage = TileLattice.fit(List.of(new Vec2(0, 0), new Vec2(1, 0), new Vec2(1, 1), new Vec2(0, 1)),
                List.of(corners), List.of(1.0, 1.0, 1.0, 1.0));
        feet.put(new Standing(player, best.kind(), p, best.feature()), tileToImage.apply(s.foot()));
        boolean otherColour = s.colour().isPresent() && s.colour().get() != player && game.setup().plays(s.colour().get())
                && s.colourShare() >= 0.5;
        if (otherColour) {
            return new FigureOutcome(Optional.empty(), Optional.of(ask(QuestionKind.UNREADABLE, "A "
                    + s.colour().get().spelling() + " figure on " + player.spelling() + "'s tile at " + p + "?",
                    List.of(new Answer(player.spelling() + " " + best.kind().spelling() + " on feature " + best.feature(),
                            List.of(event)), Answer.ignore("I will fix it by hand")), List.of(p))));
        }
        if (options.size() > 1 && options.get(1).cost() - best.cost() < FEATURE_MARGIN) {
            List<Answer> answers = new ArrayList<>();
            for (Option o : options.subList(0, Math.min(3, options.size()))) {
                answers.add(new Answer(o.kind().spelling() + " on feature " + o.feature() + " ("
                        + tile.type().feature(o.feature()).terrain().name().toLowerCase(Locale.ROOT) + ")",
                        List.of(new FigurePlaced(player, o.kind(), p.x(), p.y(), o.feature()))));
            }
            answers.add(Answer.ignore("neither: I will enter it by hand"));
            return new FigureOutcome(Optional.empty(), Optional.of(ask(QuestionKind.CLOSE_CANDIDATES,
                    "Where does " + player.spelling() + "'s figure on " + p + " stand?", answers, List.of(p))));
        }
        return new FigureOutcome(Optional.of(event), Optional.empty());
    }

    /**
     * A figure of the turn player already standing on the tile just laid (tile and figure set in
     * one go), seen against the tile's picture: always asked about, never written on its own.
     */
    private FigureOutcome figureOnNewTile(Mat frame, Position p, TilePlaced laid) {
        FigureOutcome none = new FigureOutcome(Optional.empty(), Optional.empty());
        Optional<PlayerColour> player = game.turnPlayer();
        if (player.isEmpty()) {
            return none;
        }
        Map<Integer, FigureKind> legal = new LinkedHashMap<>();
        for (FigureKind kind : FigureKind.values()) {
            for (int f : game.legalFigureFeatures(player.get(), kind)) {
                legal.putIfAbsent(f, kind);
            }
        }
        if (legal.isEmpty()) {
            return none;
        }
        Vec2[] corners = lattice.tileCorners(p);
        Mat now = TileReader.cut(frame, corners, FigureReader.SIDE, FigureReader.MARGIN);
        Optional<Mat> pictured = reader.pictured(now, new TileReader.Reading(laid.tile(), laid.rotation(), 0),
                FigureReader.SIDE, FigureReader.MARGIN);
        if (pictured.isEmpty()) {
            now.release();
            return none;
        }
        Optional<FigureReader.Seen> seen = FigureReader.onNewTile(pictured.get(), now, nadir(p, frame), player.get(), paint);
        pictured.get().release();
        now.release();
        if (seen.isEmpty()) {
            return none;
        }
        TileType type = catalog.require(laid.tile());
        TileGeometry g = layouts.computeIfAbsent(type.id(), k -> TileLayout.layout(type)).at(laid.rotation());
        List<Integer> order = new ArrayList<>(legal.keySet());
        Vec2 foot = seen.get().foot();
        order.sort(java.util.Comparator.comparingDouble(f -> Math.hypot(g.shape(f).anchor().u() - foot.x(),
                g.shape(f).anchor().v() - foot.y())));
        // Seen against a picture, not the print on the table (art can pass for a figure): the
        // players confirm; the likeliest feature comes first.
        List<Answer> answers = new ArrayList<>();
        for (int f : order.subList(0, Math.min(3, order.size()))) {
            for (FigureKind k : FigureKind.values()) {
                if (game.legalFigureFeatures(player.get(), k).contains(f)) {
                    answers.add(new Answer(k.spelling() + " on feature " + f + " ("
                            + type.feature(f).terrain().name().toLowerCase(Locale.ROOT) + ")",
                            List.of(new FigurePlaced(player.get(), k, p.x(), p.y(), f))));
                }
            }
        }
        answers.add(Answer.ignore("no figure / I will enter it by hand"));
        return new FigureOutcome(Optional.empty(), Optional.of(ask(QuestionKind.CLOSE_CANDIDATES, name(player.get())
                + " set a figure with the tile at " + p + ": where does it stand?", answers, List.of(p))));
    }

    /** The point under the camera in tile units of square {@code p} (figures lean away from it). */
    private Vec2 nadir(Position p, Mat frame) {
        Homography h = lattice.local(p);
        LatticeModel model = LatticeModel.of(h.inverse(), RadialLens.none(frame.cols() / 2.0, frame.rows() / 2.0));
        double focal = LatticeFitter.focalLength(h.inverse(), frame.cols(), frame.rows());
        if (!(focal > 0.5 * frame.cols() && focal < 3 * frame.cols())) {
            focal = 0.75 * frame.cols();
        }
        Vec2 n = model.nadir(focal);
        double a = (1 - TileLattice.TILE_SHARE) / 2;
        return new Vec2((n.x() - p.x() - a) / TileLattice.TILE_SHARE, (n.y() - p.y() - a) / TileLattice.TILE_SHARE);
    }

    private Question strangeQuestion(List<Position> squares, Mat frame) {
        List<Standing> home = goneHome();
        for (Position p : squares) {
            List<Standing> here = standing.stream().filter(s -> s.position().equals(p) && !home.contains(s)).toList();
            if (!here.isEmpty() && paintLeft(p, frame) < 0.5) {
                Standing s = here.get(0);
                FigureRemoved removed = new FigureRemoved(p.x(), p.y(), s.feature(), s.owner());
                return ask(QuestionKind.FIGURE_REMOVED_UNSCORED, "Something changed on the tile at " + p + ", where "
                        + s.owner().spelling() + "'s figure stands on a feature that did not score: was it taken away?",
                        List.of(Answer.ignore("no, it is still there (or I will fix it by hand)"),
                                new Answer("it was never there: remove it from the record", List.of(removed))),
                        squares);
            }
        }
        return ask(QuestionKind.TILE_MOVED, "The tile" + (squares.size() > 1 ? "s" : "") + " at " + list(squares)
                + " changed (nudged, turned or taken away?): put it back, or fix the record by hand.",
                List.of(Answer.ignore("it is only nudged / I will fix it by hand")), squares);
    }

    /**
     * How much of the paint on a tile is still there (1: all; a figure taken away leaves less, a
     * tile knocked aside keeps its figure).
     */
    private double paintLeft(Position p, Mat frame) {
        Vec2[] c = lattice.tileCorners(p);
        Mat a = TileReader.cut(reference, c, FigureReader.SIDE, FigureReader.MARGIN);
        Mat b = TileReader.cut(frame, c, FigureReader.SIDE, FigureReader.MARGIN);
        int[] paintBeforeAndNow = FigureReader.paintWhereChanged(a, b);
        a.release();
        b.release();
        return paintBeforeAndNow[0] == 0 ? 1 : paintBeforeAndNow[1] / (double) paintBeforeAndNow[0];
    }

    // ---- a hand, an arm, a bumped camera ----------------------------------------------------

    private boolean handOrArm(ChangeMap.Counts counts) {
        double square = typicalSquare(counts);
        if (counts.outside() > OFF_BOARD * square) {
            return true;
        }
        int bigTiles = 0;
        int bigEmpty = 0;
        for (int k = 0; k < watched.size(); k++) {
            if (counts.share(k) > 0.3) {
                if (onBoard.contains(watched.get(k))) {
                    bigTiles++;
                } else {
                    bigEmpty++;
                }
            }
        }
        return bigTiles >= 2 || bigEmpty >= 3;
    }

    private int bigSquares(ChangeMap.Counts counts) {
        int n = 0;
        for (int k = 0; k < watched.size(); k++) {
            if (counts.share(k) > 0.3) {
                n++;
            }
        }
        return n;
    }

    private static double typicalSquare(ChangeMap.Counts counts) {
        int n = 0;
        long sum = 0;
        for (int a : counts.area()) {
            if (a > 0) {
                sum += a;
                n++;
            }
        }
        return n == 0 ? 100 : sum / (double) n;
    }

    private boolean mostTilesChanged(ChangeMap.Counts counts) {
        int tiles = 0;
        int changed = 0;
        for (int k = 0; k < watched.size(); k++) {
            if (onBoard.contains(watched.get(k))) {
                tiles++;
                if (counts.share(k) > 0.3) {
                    changed++;
                }
            }
        }
        return tiles >= 3 && changed >= 0.6 * tiles;
    }

    /**
     * Nearly every tile looks different and the camera's move was not found: for a while that is
     * an arm over the board; when it lasts, the camera was moved too far to follow.
     */
    private TrackerUpdate lostBoard(long index) {
        moving++;
        if (moving >= settings.handPatience() && pending == null
                && handQuestion.map(q -> q.kind() != QuestionKind.CAMERA_BUMPED).orElse(true)) {
            handQuestion = Optional.of(ask(QuestionKind.CAMERA_BUMPED, "The board is not where it was: was the camera"
                    + " moved? Put it back, or restart tracking (the game so far is kept).",
                    List.of(Answer.ignore("it is back / I will restart")), List.of()));
        }
        return new TrackerUpdate(index, moving >= settings.handPatience() ? FrameState.LOST : FrameState.MOVING,
                List.of(), pending != null ? Optional.of(pending.question()) : handQuestion, Optional.empty(),
                "the board looks different everywhere (an arm, or the camera moved)");
    }

    private TrackerUpdate movingFrame(long index, String why) {
        moving++;
        if (moving >= settings.handPatience() && handQuestion.isEmpty() && pending == null) {
            handQuestion = Optional.of(ask(QuestionKind.HAND_IN_VIEW, "Something has been over the table for a while:"
                    + " take your hand away so the turn can be read.", List.of(Answer.ignore("done")), List.of()));
        }
        Optional<Question> q = pending != null ? Optional.of(pending.question()) : handQuestion;
        return new TrackerUpdate(index, FrameState.MOVING, List.of(), q, Optional.empty(), why);
    }

    /**
     * The camera moved when nearly everything changed but the new picture is the old one shifted:
     * the shift is found (phase correlation, then an ECC homography), the tiles' corners and the
     * still table are moved with it. Empty when it is not a camera move (or the move is not found).
     */
    private Optional<String> reanchor(Mat frame, Mat small, ChangeMap.Counts counts) {
        int changedTiles = 0;
        int tiles = 0;
        for (int k = 0; k < watched.size(); k++) {
            if (onBoard.contains(watched.get(k))) {
                tiles++;
                if (counts.share(k) > 0.3) {
                    changedTiles++;
                }
            }
        }
        if (tiles < 3 || changedTiles < 0.5 * tiles) {
            return Optional.empty();
        }
        Optional<Homography> shift = CameraShift.estimate(referenceSmall, small);
        if (shift.isEmpty()) {
            return Optional.empty();
        }
        double s = map.scale();
        Homography full = Homography.affine(1 / s, 0, 0, 0, 1 / s, 0).after(shift.get())
                .after(Homography.affine(s, 0, 0, 0, s, 0));
        Map<Position, Vec2[]> before = new LinkedHashMap<>(lattice.all());
        Mat oldReference = reference.clone();
        lattice.moveAll(full);
        Mat moved = CameraShift.warp(reference, frame, full);
        reference.release();
        reference = moved;
        // The lens bends what one homography moves: every tile settles again on its picture.
        for (PlacedTile t : game.state().board().tiles()) {
            lattice.measured(t.position()).ifPresent(c -> lattice.put(t.position(), reader.refine(frame, c,
                    new TileReader.Reading(t.type().id(), TileSymmetry.canonical(t.type(), t.rotation()), 0))));
        }
        rebuild();
        ChangeMap.Counts after = map.count(referenceSmall, small);
        if (handOrArm(after)) { // not the table seen from elsewhere (an arm over it): undone
            before.forEach(lattice::put);
            reference.release();
            reference = oldReference;
            rebuild();
            return Optional.empty();
        }
        oldReference.release();
        boolean somethingNew = false;
        for (int k = 0; k < watched.size(); k++) {
            somethingNew |= !onBoard.contains(watched.get(k)) && after.share(k) > NEW_TILE;
        }
        if (!somethingNew) { // the moved picture is the still table now
            setReference(frame);
        }
        return Optional.of("the camera moved: board found again");
    }

    // ---- bookkeeping ------------------------------------------------------------------------

    /** What an applied event means for the table as the tracker keeps it. */
    private void follow(GameEvent e, Map<Position, Vec2[]> measured) {
        if (e instanceof TilePlaced t) {
            Vec2[] c = measured.get(t.position());
            lattice.put(t.position(), c != null ? c : lattice.tileCorners(t.position()));
        } else if (e instanceof FigurePlaced f) {
            standing.add(new Standing(f.player(), f.kind(), f.position(), f.feature()));
        } else if (e instanceof FigureRemoved r) {
            standing.stream().filter(s -> s.position().equals(new Position(r.x(), r.y())) && s.feature() == r.feature())
                    .findFirst().ifPresent(standing::remove);
        } else if (e instanceof FigureReturned r) {
            standing.stream().filter(s -> s.position().equals(r.part().position()) && s.feature() == r.part().index())
                    .findFirst().ifPresent(standing::remove);
        }
    }

    /** Figures still on the table that the game has sent home (their feature scored). */
    private List<Standing> goneHome() {
        GameState s = game.state();
        List<Standing> home = new ArrayList<>();
        List<Figure> inPlay = new ArrayList<>(s.figures());
        for (Standing st : standing) {
            Optional<Figure> match = inPlay.stream().filter(f -> f.owner() == st.owner() && f.kind() == st.kind()
                    && f.at().position().equals(st.position()) && f.at().index() == st.feature()).findFirst();
            if (match.isPresent()) {
                inPlay.remove(match.get());
            } else {
                home.add(st);
            }
        }
        return home;
    }

    private void setReference(Mat frame) {
        if (reference != null) {
            reference.release();
        }
        reference = frame.clone();
        rebuild();
    }

    /** The squares watched (tiles and the empty squares next to them) and the shrunk still table. */
    private void rebuild() {
        if (reference == null || lattice.isEmpty()) {
            return;
        }
        Set<Position> tiles = new LinkedHashSet<>(lattice.all().keySet());
        tiles.addAll(game.state().board().positions()); // tiles entered by hand are watched too
        List<Position> empty = new ArrayList<>();
        for (Position p : tiles) {
            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                Position q = new Position(p.x() + d[0], p.y() + d[1]);
                if (!tiles.contains(q) && !empty.contains(q)) {
                    empty.add(q);
                }
            }
        }
        List<Position> all = new ArrayList<>(empty);
        all.addAll(tiles);
        List<Vec2[]> outlines = new ArrayList<>();
        for (Position p : empty) {
            outlines.add(lattice.squareCorners(p));
        }
        for (Position p : tiles) {
            outlines.add(grown(lattice.tileCorners(p), 1 / TileLattice.TILE_SHARE));
        }
        map = new ChangeMap(reference.cols(), reference.rows(), outlines);
        watched = all;
        onBoard = tiles;
        if (referenceSmall != null) {
            referenceSmall.release();
        }
        referenceSmall = map.shrink(reference);
    }

    /** Copies the squares (grown by {@code grow} about their centres) from the frame into the still table. */
    private void absorb(Mat frame, List<Position> squares, double grow) {
        if (squares.isEmpty()) {
            return;
        }
        Mat mask = Mat.zeros(frame.rows(), frame.cols(), CvType.CV_8U);
        for (Position p : squares) {
            Vec2[] q = grown(lattice.isEmpty() ? new Vec2[0] : lattice.tileCorners(p), grow);
            Point[] pts = new Point[q.length];
            for (int i = 0; i < q.length; i++) {
                pts[i] = new Point(q[i].x(), q[i].y());
            }
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            MatOfPoint square = new MatOfPoint(pts);
            Imgproc.fillConvexPoly(mask, square, new Scalar(255));
            square.release();
        }
        frame.copyTo(reference, mask);
        mask.release();
    }

    private static Vec2[] grown(Vec2[] q, double factor) {
        Vec2 c = TileOutline.centre(q);
        Vec2[] out = new Vec2[q.length];
        for (int k = 0; k < q.length; k++) {
            out[k] = c.plus(q[k].minus(c).times(factor));
        }
        return out;
    }

    private static boolean near(Position a, Position b) {
        return Math.abs(a.x() - b.x()) <= 1 && Math.abs(a.y() - b.y()) <= 1;
    }

    private Question ask(QuestionKind kind, String text, List<Answer> answers, List<Position> cells) {
        return new Question("q" + (++asked), kind, text, answers, cells);
    }

    private TrackerUpdate update(long index, FrameState state, List<GameEvent> events, String status) {
        return new TrackerUpdate(index, state, events, question(), state == FrameState.TURN_READ
                ? Optional.of(observation()) : Optional.empty(), status);
    }

    private String waitingFor() {
        if (game.ended()) {
            return "the game has ended";
        }
        if (game.turnPlayer().isEmpty()) {
            return "waiting for " + name(game.nextPlayer()) + " to lay the first tile";
        }
        return "turn " + game.turn() + ": " + name(game.turnPlayer().get()) + " may set a figure; then "
                + name(game.nextPlayer()) + " lays a tile";
    }

    private String name(PlayerColour c) {
        return game.setup().players().stream().filter(p -> p.colour() == c).map(Player::name).findFirst()
                .orElse(c.spelling());
    }

    private String describe(GameEvent e) {
        if (e instanceof TilePlaced t) {
            String who = game.turnPlayer().map(this::name).orElse("start");
            return who + " laid " + (t.bonus() ? "bonus tile " : "") + t.tile() + " at " + t.position() + " turned "
                    + t.rotation().degrees() + "°";
        }
        if (e instanceof FigurePlaced f) {
            return name(f.player()) + " set a " + f.kind().spelling() + " on feature " + f.feature() + " at " + f.position();
        }
        return e.describe();
    }

    private String scores() {
        GameState s = game.state();
        List<String> parts = new ArrayList<>();
        for (Player p : game.setup().players()) {
            parts.add(p.name() + " " + s.score(p.colour()));
        }
        return String.join(", ", parts);
    }

    private static String list(List<Position> ps) {
        return String.join(", ", ps.stream().map(Position::toString).toList());
    }

    // ---- saving and resuming -----------------------------------------------------------------

    private void save() {
        if (settings.saveTo().isEmpty()) {
            return;
        }
        Path file = settings.saveTo().get();
        if (settings.writesRecord()) {
            TrackerMemory.writeAtomically(file, GameRecords.write(GameRecords.of(game, settings.recognizer().catalogIds())));
        }
        memory().write(TrackerMemory.besides(file));
        if (reference != null) { // the still table as last read: a restart compares with it
            Path picture = TrackerMemory.pictureBesides(file);
            Path tmp = picture.resolveSibling(picture.getFileName() + ".tmp.jpg");
            org.opencv.core.MatOfInt quality = new org.opencv.core.MatOfInt(
                    org.opencv.imgcodecs.Imgcodecs.IMWRITE_JPEG_QUALITY, 95);
            boolean written = org.opencv.imgcodecs.Imgcodecs.imwrite(tmp.toString(), reference, quality);
            quality.release();
            if (written) {
                try {
                    java.nio.file.Files.move(tmp, picture, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                            java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException("cannot write " + picture, e);
                }
            }
        }
    }

    private TrackerMemory memory() {
        List<TrackerMemory.TileCorners> tiles = new ArrayList<>();
        lattice.all().forEach((p, c) -> {
            List<List<Double>> cs = new ArrayList<>();
            for (Vec2 v : c) {
                cs.add(List.of(round(v.x()), round(v.y())));
            }
            tiles.add(new TrackerMemory.TileCorners(p.x(), p.y(), cs));
        });
        List<TrackerMemory.Standing> figures = standing.stream().map(s -> new TrackerMemory.Standing(s.owner().spelling(),
                s.kind().spelling(), s.position().x(), s.position().y(), s.feature())).toList();
        int w = reference == null ? 0 : reference.cols();
        int h = reference == null ? 0 : reference.rows();
        return new TrackerMemory(TrackerMemory.FORMAT, w, h, tiles, figures);
    }

    /**
     * Takes the board from a memory file of the same game: the tiles it saw lie where they were,
     * whatever corrections the record has had since (a tile entered by hand is watched anyway).
     */
    private void remember(TrackerMemory m) {
        Set<Position> recorded = game.state().board().positions();
        Set<Position> remembered = new LinkedHashSet<>();
        m.tiles().forEach(t -> remembered.add(new Position(t.x(), t.y())));
        if (recorded.isEmpty() || remembered.stream().noneMatch(recorded::contains)) {
            return;
        }
        for (TrackerMemory.TileCorners t : m.tiles()) {
            Vec2[] c = new Vec2[4];
            for (int k = 0; k < 4; k++) {
                c[k] = new Vec2(t.corners().get(k).get(0), t.corners().get(k).get(1));
            }
            lattice.put(new Position(t.x(), t.y()), c);
        }
        for (TrackerMemory.Standing s : m.standing()) {
            standing.add(new Standing(PlayerColour.parse(s.player()), FigureKind.parse(s.kind()), new Position(s.x(), s.y()),
                    s.feature()));
        }
        resumedFromMemory = true;
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    // ---- what the overlay shows ----------------------------------------------------------------

    /** The board as the tracker knows it, in game coordinates. */
    public Observation observation() {
        GameState s = game.state();
        List<TileReading> tiles = new ArrayList<>();
        for (PlacedTile t : s.board().tiles()) {
            List<List<Double>> corners = new ArrayList<>();
            for (Vec2 v : lattice.measured(t.position()).orElse(new Vec2[0])) {
                corners.add(List.of(round(v.x()), round(v.y())));
            }
            tiles.add(new TileReading(t.position().x(), t.position().y(), t.type().id(), t.rotation().degrees(), 1.0,
                    99, List.of(new TileReading.CandidateView(t.type().id(), t.rotation().degrees(), 1.0)), corners));
        }
        List<FigureReading> figures = new ArrayList<>();
        for (Standing st : standing) {
            Vec2 at = feet.containsKey(st) ? feet.get(st)
                    : lattice.isEmpty() ? new Vec2(0, 0) : TileOutline.centre(lattice.tileCorners(st.position()));
            String terrain = s.board().at(st.position()).map(t -> t.type().feature(st.feature()).terrain().name()
                    .toLowerCase(Locale.ROOT)).orElse("");
            figures.add(new FigureReading(st.owner().spelling(), st.kind().spelling(), List.of(round(at.x()), round(at.y())),
                    st.position().x(), st.position().y(), st.feature(), terrain, 1.0));
        }
        int w = reference == null ? 0 : reference.cols();
        int h = reference == null ? 0 : reference.rows();
        LatticeView view = lattice.isEmpty() ? LatticeView.none() : new LatticeView(true,
                round(TileOutline.side(lattice.tileCorners(lattice.all().keySet().iterator().next()))
                        / TileLattice.TILE_SHARE), lattice.global().rows(), List.of(w / 2.0, h / 2.0), 0, 0);
        Observation seen = new Observation(Observation.FORMAT, new Observation.ImageSize(w, h),
                settings.recognizer().catalogIds(), "tracker", view, tiles, figures, List.of(), Map.of());
        // Read in the undistorted picture, drawn on the frame.
        return correction.filter(FrameCalibration::undistorts).map(c -> c.toFrame(seen, w, h)).orElse(seen);
    }
}
