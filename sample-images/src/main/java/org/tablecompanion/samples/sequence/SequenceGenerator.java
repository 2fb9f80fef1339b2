package org.tablecompanion.samples.sequence;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.ArmPose;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.FrameContent;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.HeldTile;
import org.tablecompanion.samples.scene.Point2;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFigure;
import org.tablecompanion.samples.scene.SceneRenderer;
import org.tablecompanion.samples.scene.SceneSetup;
import org.tablecompanion.samples.scene.SceneTile;
import org.tablecompanion.samples.scene.TileArtSource;
import org.tablecompanion.samples.scene.TilePose;
import org.tablecompanion.samples.scene.Vec3;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.SceneTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;
import org.tablecompanion.samples.sequence.truth.FrameTruth;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/**
 * Renders a whole game as webcam frames: one fixed camera, light and table (aimed so the final
 * board fits), the frames of {@link SequencePlanner}, a player's hand in every placing frame. The
 * output folder gets {@code frame-NNN.jpg}, the game record and {@code sequence.json}; {@link #film}
 * keeps them in memory.
 */
public final class SequenceGenerator {

    /** Name of the game record written next to the frames. */
    public static final String RECORD_FILE = "game.json";
    /** Name of the sequence truth. */
    public static final String TRUTH_FILE = "sequence.json";

    /**
     * How to film the game.
     *
     * @param difficulty where camera, light and degradations are drawn from
     * @param seed the seed of every choice
     * @param width frame width
     * @param height frame height
     * @param jpegQuality quality of every frame (overrides the difficulty's, to keep sequences small)
     * @param noiseSigma sensor noise at mid grey (overrides the difficulty's: webcams denoise video)
     */
    public record Options(Difficulty difficulty, long seed, int width, int height, int jpegQuality, double noiseSigma) {
    }

    private final TileArtSource art;

    /** @param art makes the tile art for the record's catalogs */
    public SequenceGenerator(TileArtSource art) {
        this.art = art;
    }

    /** Films the game and writes {@code frame-NNN.jpg}, {@code game.json} and {@code sequence.json} into {@code dir}. */
    public SequenceTruth generate(GameRecord record, Options options, Path dir) {
        FilmedSequence film = film(record, options);
        film.write(dir);
        return film.truth();
    }

    /** Films the game in memory. */
    public FilmedSequence film(GameRecord record, Options options) {
        GameBoards boards = new GameBoards(record.catalogs());
        List<FramePlan> plans = SequencePlanner.plan(record, boards);
        return film(record, boards, options, setup(plans, options), plans.stream().map(FilmFrame::of).toList());
    }

    /**
     * Films the game in memory through a webcam {@code change}d from the usual one (a stronger
     * lens, a colour cast: what a table's calibration is there to undo).
     */
    public FilmedSequence film(GameRecord record, Options options, UnaryOperator<SceneSetup> change) {
        GameBoards boards = new GameBoards(record.catalogs());
        List<FramePlan> plans = SequencePlanner.plan(record, boards);
        return film(record, boards, options, change.apply(setup(plans, options)),
                plans.stream().map(FilmFrame::of).toList());
    }

    /** The fixed webcam, table and light of a film: aimed so the final board fits. */
    static SceneSetup setup(List<FramePlan> plans, Options options) {
        if (plans.isEmpty()) {
            throw new IllegalArgumentException("the game record lays no tile: nothing to film");
        }
        SceneBoard finalBoard = plans.get(plans.size() - 1).board();
        SceneSetup setup = SceneSetup.sample(finalBoard, options.difficulty(), options.seed(), options.width(),
                options.height(), ArmChoice.NEVER, Framing.FIT_BOARD);
        return setup.withParameters(setup.parameters().withJpegQuality(options.jpegQuality())
                .withNoiseSigma(options.noiseSigma()));
    }

    /** Renders the given frames (planned moments, perhaps changed by an anomaly) under one setup. */
    FilmedSequence film(GameRecord record, GameBoards boards, Options options, SceneSetup setup,
                        List<FilmFrame> films) {
        if (films.isEmpty()) {
            throw new IllegalArgumentException("the game record lays no tile: nothing to film");
        }
        Map<PlayerColour, Double> seats = seats(record.players(), SceneSetup.stream(options.seed(), "seats"));
        SceneRenderer renderer = new SceneRenderer(art.forCatalogs(boards.catalogs()));
        List<FrameTruth> frames = new ArrayList<>();
        List<byte[]> jpegs = new ArrayList<>();
        List<FigureTruth> figures = new ArrayList<>();
        Map<String, Integer> figureIndex = new HashMap<>();
        SceneTruth first = null;
        SceneTruth last = null;
        FrameContent lastPlacing = null;
        for (int i = 0; i < films.size(); i++) {
            FilmFrame film = films.get(i);
            FramePlan plan = film.plan();
            SceneSetup frameSetup = film.camera().map(c -> new SceneSetup(setup.difficulty(), setup.seed(),
                    setup.parameters(), c, setup.layout(), setup.table(), setup.lighting(), setup.glare())).orElse(setup);
            SplittableRandom random = SceneSetup.stream(options.seed(), "frame " + i);
            FrameContent content = FrameContent.still(plan.board());
            if (plan.held().isPresent()) {
                double seat = plan.player().map(seats::get).orElse(180.0) + (random.nextDouble() - 0.5) * 50;
                content = placing(frameSetup, plan.board(), plan.held().get(), seat, random);
            }
            if (plan.held().isPresent()) {
                lastPlacing = content;
            }
            if (film.handRests()) {
                content = new FrameContent(content.board(), List.of(resting(frameSetup, lastPlacing)), content.held());
            }
            if (!film.moved().isEmpty()) {
                content = new FrameContent(content.board(), content.arms(), content.held(), film.moved());
            }
            RenderedScene scene = renderer.render(frameSetup, content,
                    SceneSetup.stream(options.seed(), "noise " + i).nextLong());
            String file = String.format("frame-%03d.jpg", i);
            jpegs.add(scene.jpeg());
            frames.add(frameTruth(file, film, scene.truth(), figures, figureIndex));
            if (first == null) {
                first = scene.truth();
            }
            last = scene.truth();
        }
        // The sequence's camera and tiles are the unbumped camera's view of the tiles where they were laid;
        // frames that differ say so (movedCamera, movedTiles).
        List<TileTruth> tiles = films.get(films.size() - 1).plan().board().tiles().stream()
                .map(t -> SceneRenderer.tileTruth(setup.camera(), t, setup.layout().pose(t), 0)).toList();
        SequenceTruth truth = new SequenceTruth(SequenceTruth.FORMAT, options.seed(), options.difficulty().label(),
                RECORD_FILE, boards.catalogIds(), options.width(), options.height(), last.lattice(), first.camera(),
                last.table(), last.degradations(), tiles, figures, frames);
        return new FilmedSequence(record, truth, jpegs);
    }

    /** Players sit evenly round the table; each reaches in from their own side. */
    static Map<PlayerColour, Double> seats(List<Player> players, SplittableRandom random) {
        Map<PlayerColour, Double> seats = new HashMap<>();
        double first = random.nextDouble() * 360;
        for (int i = 0; i < players.size(); i++) {
            seats.put(players.get(i).colour(), first + i * 360.0 / players.size());
        }
        return seats;
    }

    /**
     * The moment before a tile lands: held a little above and off its square, turned a little,
     * the hand's fingers on it and the arm reaching back to the player's seat.
     */
    private static FrameContent placing(SceneSetup setup, SceneBoard board, SceneTile tile, double seatDeg,
                                        SplittableRandom random) {
        TilePose target = setup.layout().pose(tile);
        double a = Math.toRadians(seatDeg);
        Point2 towardsSeat = new Point2(Math.sin(a), -Math.cos(a));
        Point2 sideways = new Point2(Math.cos(a), Math.sin(a));
        double back = 10 + random.nextDouble() * 35;
        double side = (random.nextDouble() - 0.5) * 20;
        double lift = 6 + random.nextDouble() * 20;
        Point2 centre = target.centre().plus(towardsSeat.times(back)).plus(sideways.times(side));
        TilePose held = new TilePose(centre, target.jitterDeg() + (random.nextDouble() - 0.5) * 40, target.rotation(),
                lift);
        // Fingers on the tile, palm over its near edge: most of the tile shows, as when it is laid.
        Point2 palmAt = centre.plus(towardsSeat.times(48));
        Vec3 palm = new Vec3(palmAt.x(), palmAt.y(), held.topZ() - 24);
        ArmPose arm = ArmPose.reaching(palm, seatDeg, random);
        return new FrameContent(board, List.of(arm), List.of(new HeldTile(tile, held)));
    }

    /**
     * The hand of a placing frame after it let go of the tile: lowered onto the board and drawn back
     * a little, so the fingertips rest on the near part of the laid tile; still (no motion blur).
     */
    private static ArmPose resting(SceneSetup setup, FrameContent placing) {
        if (placing == null || placing.arms().isEmpty() || placing.held().isEmpty()) {
            throw new IllegalArgumentException("a hand can only rest in view after a placing frame");
        }
        ArmPose arm = placing.arms().get(0);
        TilePose laid = setup.layout().pose(placing.held().get(0).tile());
        double a = Math.toRadians(arm.towardsPlayerDeg());
        Point2 towardsSeat = new Point2(Math.sin(a), -Math.cos(a));
        Point2 at = new Point2(arm.palm().x(), arm.palm().y()).plus(towardsSeat.times(25));
        Vec3 palm = new Vec3(at.x(), at.y(), laid.topZ() - 35);
        return new ArmPose(palm, arm.towardsPlayerDeg(), arm.skin(), arm.sleeve(), arm.sleeveStart(), 0, 0);
    }

    private static String figureKey(String colour, String kind, int x, int y, int feature) {
        return colour + " " + kind + " " + x + " " + y + " " + feature;
    }

    private static FrameTruth frameTruth(String file, FilmFrame film, SceneTruth truth, List<FigureTruth> figures,
                                         Map<String, Integer> figureIndex) {
        FramePlan plan = film.plan();
        List<Integer> standing = new ArrayList<>();
        List<Integer> hidden = new ArrayList<>();
        for (FigureTruth f : truth.figures()) {
            String key = figureKey(f.colour(), f.kind(), f.x(), f.y(), f.feature());
            Integer index = figureIndex.get(key);
            if (index == null) {
                index = figures.size();
                figureIndex.put(key, index);
                figures.add(new FigureTruth(f.colour(), f.kind(), f.role(), f.x(), f.y(), f.feature(), f.foot(), false));
            }
            standing.add(index);
            if (f.occluded()) {
                hidden.add(index);
            }
        }
        List<FrameTruth.OccludedTile> occluded = new ArrayList<>();
        for (TileTruth t : truth.tiles()) {
            if (t.occluded() > 0) {
                occluded.add(new FrameTruth.OccludedTile(t.x(), t.y(), t.occluded()));
            }
        }
        List<TileTruth> movedTiles = truth.tiles().stream().filter(t -> film.camera().isPresent()
                || film.moved().keySet().stream().anyMatch(m -> m.x() == t.x() && m.y() == t.y())).toList();
        List<Integer> missing = new ArrayList<>();
        for (SceneFigure f : film.missing()) {
            Integer index = figureIndex.get(figureKey(f.colour().spelling(), f.form().label(), f.x(), f.y(), f.feature()));
            if (index == null) {
                throw new IllegalStateException("a figure goes missing before it was ever seen: " + f);
            }
            missing.add(index);
        }
        return new FrameTruth(file, plan.kind().label(), plan.kind().stable(), plan.turn(),
                plan.player().map(PlayerColour::spelling).orElse(""), plan.events(), plan.bonus(),
                truth.tiles().size(), standing, hidden, truth.held(), truth.occluders(), occluded,
                film.anomaly().map(SequenceAnomaly::label).orElse(""), movedTiles,
                film.camera().isPresent() ? List.of(truth.camera()) : List.of(), missing);
    }
}
