package org.tablecompanion.samples.sequence;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.samples.SampleArt;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.Point2;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFigure;
import org.tablecompanion.samples.scene.SceneSetup;
import org.tablecompanion.samples.scene.SceneTile;
import org.tablecompanion.samples.scene.TileArtSource;
import org.tablecompanion.samples.scene.TilePose;
import org.tablecompanion.samples.scene.Vec3;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/**
 * Short filmed games (a random two-player base game of a few turns) with one {@link SequenceAnomaly}
 * at a chosen turn, for the tracker's tests. The game record is the true game: the anomaly adds no
 * event. Frames showing the anomaly carry its label in the truth's {@code anomaly} field.
 *
 * <ul>
 *   <li>{@code HAND_LEFT_IN_VIEW}: after the turn's tile is laid, {@value #RESTING_FRAMES} stable
 *       frames ({@code kind} "tile") with the player's hand resting still over the new tile, then the
 *       ordinary frame without it.</li>
 *   <li>{@code NUDGED_TILE}: after the turn, a frame in which a laid tile has been knocked 3-5 mm
 *       (towards a side that stays free all game) and turned 2.5-4.5 degrees; it stays so.
 *       {@code movedTiles} gives its corners in every frame from then on.</li>
 *   <li>{@code FIGURE_REMOVED_UNSCORED}: after the turn, a frame without one of the figures still
 *       standing (so on a feature that did not score); it stays away while the game has it standing
 *       ({@code missingFigures}). When no figure stands after the turn, the next turn with one is
 *       used, else the latest earlier one.</li>
 *   <li>{@code CAMERA_BUMPED}: after the turn, the webcam turns 1.5-3 degrees about the vertical,
 *       tilts 1-2.5 degrees and moves 4-10 mm, for the rest of the game ({@code movedCamera},
 *       {@code movedTiles}).</li>
 * </ul>
 */
public final class AnomalySequences {

    /** Frames the hand rests in view. */
    public static final int RESTING_FRAMES = 4;
    private static final int JPEG_QUALITY = 75;
    private static final double NOISE_SIGMA = 1.0;

    /**
     * What to film.
     *
     * @param anomaly the anomaly
     * @param turn the turn it happens at: the hand stays after this turn's tile is laid; the
     *     others happen after this turn ends (1 .. turns - 1)
     * @param seed seed of the game and of the film
     * @param turns how many tiles are laid after the start tile
     * @param difficulty camera, light and degradations
     * @param width frame width
     * @param height frame height
     */
    public record Request(SequenceAnomaly anomaly, int turn, long seed, int turns, Difficulty difficulty, int width,
                          int height) {

        public Request {
            if (turns < 2) {
                throw new IllegalArgumentException("an anomaly sequence needs at least 2 turns, got " + turns);
            }
            int last = anomaly == SequenceAnomaly.HAND_LEFT_IN_VIEW ? turns : turns - 1;
            if (turn < 1 || turn > last) {
                throw new IllegalArgumentException(anomaly.label() + " turn must be 1.." + last + ", got " + turn);
            }
        }

        /** 8 turns, the anomaly at turn 4, easy, 1280x720. */
        public static Request of(SequenceAnomaly anomaly, long seed) {
            return new Request(anomaly, 4, seed, 8, Difficulty.EASY, 1280, 720);
        }

        public Request atTurn(int turn) {
            return new Request(anomaly, turn, seed, turns, difficulty, width, height);
        }

        /** A shorter or longer game; the anomaly's turn must still fit (set it first with {@link #atTurn}). */
        public Request withTurns(int turns) {
            return new Request(anomaly, turn, seed, turns, difficulty, width, height);
        }

        public Request withDifficulty(Difficulty difficulty) {
            return new Request(anomaly, turn, seed, turns, difficulty, width, height);
        }

        public Request withSize(int width, int height) {
            return new Request(anomaly, turn, seed, turns, difficulty, width, height);
        }

        SequenceGenerator.Options options() {
            return new SequenceGenerator.Options(difficulty, seed, width, height, JPEG_QUALITY, NOISE_SIGMA);
        }
    }

    private AnomalySequences() {
    }

    /** The default short game (8 turns, easy, 1280x720) with the anomaly at turn 4, painted tiles, in memory. */
    public static FilmedSequence film(SequenceAnomaly anomaly, long seed) {
        return film(Request.of(anomaly, seed));
    }

    /** Films a request with the painted tiles, in memory. */
    public static FilmedSequence film(Request request) {
        return film(request, SampleArt.source());
    }

    /** Films the default short game and writes it into {@code dir} as {@link SequenceGenerator} does. */
    public static SequenceTruth generate(SequenceAnomaly anomaly, long seed, Path dir) {
        FilmedSequence film = film(anomaly, seed);
        film.write(dir);
        return film.truth();
    }

    /** The true game of a request: a random legal two-player base game, figures set often. */
    public static GameRecord game(Request request) {
        return new RandomGames(List.of("base"), 2, Rules.DEFAULT).figureChance(0.8).maxTiles(request.turns() + 1)
                .play(request.seed()).record();
    }

    /** Films a request with the given tile art, in memory. */
    public static FilmedSequence film(Request request, TileArtSource art) {
        Plan plan = plan(request);
        return new SequenceGenerator(art).film(plan.record(), plan.boards(), request.options(), plan.setup(),
                plan.frames());
    }

    /**
     * The same game under the same webcam without the anomaly (a control for the tracker's tests):
     * its frames up to the anomaly are byte for byte those of {@link #film(Request, TileArtSource)}.
     */
    public static FilmedSequence filmWithoutAnomaly(Request request, TileArtSource art) {
        Plan plan = plan(request);
        List<FilmFrame> plain = SequencePlanner.plan(plan.record(), plan.boards()).stream().map(FilmFrame::of).toList();
        return new SequenceGenerator(art).film(plan.record(), plan.boards(), request.options(), plan.setup(), plain);
    }

    /** {@link #filmWithoutAnomaly(Request, TileArtSource)} with the painted tiles. */
    public static FilmedSequence filmWithoutAnomaly(Request request) {
        return filmWithoutAnomaly(request, SampleArt.source());
    }

    /** A request worked out up to the frames to render: the game, the webcam and every frame's content. */
    record Plan(GameRecord record, GameBoards boards, SceneSetup setup, List<FilmFrame> frames) {
    }

    static Plan plan(Request request) {
        GameRecord record = game(request);
        GameBoards boards = new GameBoards(record.catalogs());
        List<FramePlan> plans = SequencePlanner.plan(record, boards);
        SceneSetup setup = SequenceGenerator.setup(plans, request.options());
        SplittableRandom random = SceneSetup.stream(request.seed(), "anomaly " + request.anomaly().label());
        List<FilmFrame> films = switch (request.anomaly()) {
            case HAND_LEFT_IN_VIEW -> handLeftInView(plans, request.turn());
            case NUDGED_TILE -> nudgedTile(plans, request.turn(), setup, random);
            case FIGURE_REMOVED_UNSCORED -> figureRemoved(plans, request.turn(), random);
            case CAMERA_BUMPED -> cameraBumped(plans, request.turn(), setup, random);
        };
        return new Plan(record, boards, setup, films);
    }

    private static List<FilmFrame> ordinary(List<FramePlan> plans) {
        return new ArrayList<>(plans.stream().map(FilmFrame::of).toList());
    }

    /** Index of the last frame of a turn (after its scoring). */
    private static int endOfTurn(List<FramePlan> plans, int turn) {
        for (int i = plans.size() - 1; i >= 0; i--) {
            if (plans.get(i).turn() == turn) {
                return i;
            }
        }
        throw new IllegalArgumentException("the game has no turn " + turn);
    }

    private static List<FilmFrame> handLeftInView(List<FramePlan> plans, int turn) {
        int laid = -1;
        for (int i = 1; i < plans.size() && laid < 0; i++) {
            if (plans.get(i).kind() == FrameKind.TILE && plans.get(i).turn() == turn
                    && plans.get(i - 1).kind() == FrameKind.PLACING_TILE) {
                laid = i;
            }
        }
        if (laid < 0) {
            throw new IllegalArgumentException("the game lays no tile in turn " + turn);
        }
        FramePlan plan = plans.get(laid);
        List<FilmFrame> films = ordinary(plans);
        for (int k = 0; k < RESTING_FRAMES; k++) {
            films.add(laid, new FilmFrame(plan, Optional.of(SequenceAnomaly.HAND_LEFT_IN_VIEW), Map.of(),
                    Optional.empty(), true, List.of()));
        }
        return films;
    }

    private static List<FilmFrame> nudgedTile(List<FramePlan> plans, int turn, SceneSetup setup,
                                              SplittableRandom random) {
        int at = endOfTurn(plans, turn);
        SceneBoard board = plans.get(at).board();
        SceneBoard finalBoard = plans.get(plans.size() - 1).board();
        int[][] sides = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        List<SceneTile> candidates = new ArrayList<>();
        List<int[]> directions = new ArrayList<>();
        for (SceneTile t : board.tiles()) {
            for (int[] s : sides) {
                boolean free = finalBoard.tiles().stream().noneMatch(o -> o.x() == t.x() + s[0] && o.y() == t.y() + s[1]);
                if (free) {
                    candidates.add(t);
                    directions.add(s);
                }
            }
        }
        SceneTile tile;
        Point2 shift;
        if (candidates.isEmpty()) {
            // Every side of every tile gets a neighbour: a turn alone, which cannot push into one far.
            tile = board.tiles().get(random.nextInt(board.tiles().size()));
            shift = new Point2(0, 0);
        } else {
            int k = random.nextInt(candidates.size());
            tile = candidates.get(k);
            Point2 out = new Point2(directions.get(k)[0], directions.get(k)[1]);
            Point2 across = new Point2(-out.y(), out.x());
            shift = out.times(3 + 2 * random.nextDouble()).plus(across.times((random.nextDouble() - 0.5) * 2));
        }
        double turnDeg = (random.nextBoolean() ? 1 : -1) * (2.5 + 2 * random.nextDouble());
        TilePose laid = setup.layout().pose(tile);
        TilePose nudged = new TilePose(laid.centre().plus(shift), laid.jitterDeg() + turnDeg, laid.rotation(),
                laid.liftMm());
        List<FilmFrame> films = ordinary(plans);
        films.add(at + 1, FilmFrame.of(plans.get(at)));
        for (int i = at + 1; i < films.size(); i++) {
            films.set(i, new FilmFrame(films.get(i).plan(), Optional.of(SequenceAnomaly.NUDGED_TILE),
                    Map.of(tile, nudged), Optional.empty(), false, List.of()));
        }
        return films;
    }

    private static List<FilmFrame> figureRemoved(List<FramePlan> plans, int turn, SplittableRandom random) {
        int lastTurn = plans.get(plans.size() - 1).turn();
        List<Integer> tries = new ArrayList<>();
        for (int t = turn; t < lastTurn; t++) {
            tries.add(t);
        }
        for (int t = turn - 1; t >= 1; t--) {
            tries.add(t);
        }
        for (int t : tries) {
            int at = endOfTurn(plans, t);
            List<SceneFigure> standing = plans.get(at).board().figures();
            if (standing.isEmpty()) {
                continue;
            }
            SceneFigure gone = standing.get(random.nextInt(standing.size()));
            List<FilmFrame> films = ordinary(plans);
            films.add(at + 1, FilmFrame.of(plans.get(at)));
            for (int i = at + 1; i < films.size(); i++) {
                FramePlan p = films.get(i).plan();
                if (!p.board().figures().contains(gone)) {
                    break;
                }
                SceneBoard without = new SceneBoard(p.board().catalogs(), p.board().tiles(),
                        p.board().figures().stream().filter(f -> !f.equals(gone)).toList());
                FramePlan seen = new FramePlan(p.kind(), p.turn(), p.player(), p.events(), without, p.held(), p.bonus());
                films.set(i, new FilmFrame(seen, Optional.of(SequenceAnomaly.FIGURE_REMOVED_UNSCORED), Map.of(),
                        Optional.empty(), false, List.of(gone)));
            }
            return films;
        }
        throw new IllegalArgumentException("no figure stands after any turn of this game to take away; try another seed");
    }

    private static List<FilmFrame> cameraBumped(List<FramePlan> plans, int turn, SceneSetup setup,
                                                SplittableRandom random) {
        Camera c = setup.camera();
        double yaw = (random.nextBoolean() ? 1 : -1) * (1.5 + 1.5 * random.nextDouble());
        double tilt = (c.tiltDeg() < 3 || random.nextBoolean() ? 1 : -1) * (1 + 1.5 * random.nextDouble());
        double direction = random.nextDouble() * 2 * Math.PI;
        double distance = 4 + 6 * random.nextDouble();
        Vec3 target = c.target().plus(new Vec3(Math.cos(direction) * distance, Math.sin(direction) * distance, 0));
        Camera bumped = Camera.lookingAt(c.width(), c.height(), c.focalPx(), c.k1(), c.k2(), target,
                c.tiltDeg() + tilt, c.yawDeg() + yaw, c.distanceMm());
        int at = endOfTurn(plans, turn);
        List<FilmFrame> films = ordinary(plans);
        films.add(at + 1, FilmFrame.of(plans.get(at)));
        for (int i = at + 1; i < films.size(); i++) {
            films.set(i, new FilmFrame(films.get(i).plan(), Optional.of(SequenceAnomaly.CAMERA_BUMPED), Map.of(),
                    Optional.of(bumped), false, List.of()));
        }
        return films;
    }
}
