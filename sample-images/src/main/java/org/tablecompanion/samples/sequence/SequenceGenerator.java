package org.tablecompanion.samples.sequence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.ArmPose;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.FrameContent;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.HeldTile;
import org.tablecompanion.samples.scene.Point2;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFiles;
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
 * output folder gets {@code frame-NNN.jpg}, the game record and {@code sequence.json}.
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

    public SequenceTruth generate(GameRecord record, Options options, Path dir) {
        GameBoards boards = new GameBoards(record.catalogs());
        List<FramePlan> plans = SequencePlanner.plan(record, boards);
        if (plans.isEmpty()) {
            throw new IllegalArgumentException("the game record lays no tile: nothing to film");
        }
        SceneBoard finalBoard = plans.get(plans.size() - 1).board();
        SceneSetup setup = SceneSetup.sample(finalBoard, options.difficulty(), options.seed(), options.width(),
                options.height(), ArmChoice.NEVER, Framing.FIT_BOARD);
        setup = setup.withParameters(setup.parameters().withJpegQuality(options.jpegQuality())
                .withNoiseSigma(options.noiseSigma()));
        Map<PlayerColour, Double> seats = seats(record.players(), SceneSetup.stream(options.seed(), "seats"));
        SceneRenderer renderer = new SceneRenderer(art.forCatalogs(boards.catalogs()));
        try {
            Files.createDirectories(dir);
            GameRecords.write(record, dir.resolve(RECORD_FILE));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write into " + dir + ": " + e.getMessage(), e);
        }
        List<FrameTruth> frames = new ArrayList<>();
        List<FigureTruth> figures = new ArrayList<>();
        Map<String, Integer> figureIndex = new HashMap<>();
        SceneTruth last = null;
        for (int i = 0; i < plans.size(); i++) {
            FramePlan plan = plans.get(i);
            SplittableRandom random = SceneSetup.stream(options.seed(), "frame " + i);
            FrameContent content = FrameContent.still(plan.board());
            if (plan.held().isPresent()) {
                double seat = plan.player().map(seats::get).orElse(180.0) + (random.nextDouble() - 0.5) * 50;
                content = placing(setup, plan.board(), plan.held().get(), seat, random);
            }
            RenderedScene scene = renderer.render(setup, content, SceneSetup.stream(options.seed(), "noise " + i).nextLong());
            String file = String.format("frame-%03d.jpg", i);
            try {
                Files.write(dir.resolve(file), scene.jpeg());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + dir.resolve(file) + ": " + e.getMessage(), e);
            }
            frames.add(frameTruth(file, plan, scene.truth(), figures, figureIndex));
            last = scene.truth();
        }
        SequenceTruth truth = new SequenceTruth(SequenceTruth.FORMAT, options.seed(), options.difficulty().label(),
                RECORD_FILE, boards.catalogIds(), options.width(), options.height(), last.lattice(), last.camera(),
                last.table(), last.degradations(), finalTiles(last), figures, frames);
        try {
            Files.writeString(dir.resolve(TRUTH_FILE), SceneFiles.toJson(truth));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.resolve(TRUTH_FILE) + ": " + e.getMessage(), e);
        }
        return truth;
    }

    /** Players sit evenly round the table; each reaches in from their own side. */
    private static Map<PlayerColour, Double> seats(List<Player> players, SplittableRandom random) {
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

    private static FrameTruth frameTruth(String file, FramePlan plan, SceneTruth truth, List<FigureTruth> figures,
                                         Map<String, Integer> figureIndex) {
        List<Integer> standing = new ArrayList<>();
        List<Integer> hidden = new ArrayList<>();
        for (FigureTruth f : truth.figures()) {
            String key = f.colour() + " " + f.kind() + " " + f.x() + " " + f.y() + " " + f.feature();
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
        return new FrameTruth(file, plan.kind().label(), plan.kind().stable(), plan.turn(),
                plan.player().map(PlayerColour::spelling).orElse(""), plan.events(), plan.bonus(),
                truth.tiles().size(), standing, hidden, truth.held(), truth.occluders(), occluded);
    }

    private static List<TileTruth> finalTiles(SceneTruth last) {
        return last.tiles().stream().map(t -> new TileTruth(t.catalog(), t.id(), t.x(), t.y(), t.rotation(),
                t.corners(), t.centre(), t.tableMm(), t.visibility(), 0)).toList();
    }
}
