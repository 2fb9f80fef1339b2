package org.tablecompanion.ui.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.samples.CommittedSamples;
import org.tablecompanion.samples.SampleArt;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.SceneBench;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.sequence.SequenceGenerator;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code companion samples}: the generated pictures the recognizer is tested on. {@code regenerate}
 * rewrites the committed samples, {@code scene} and {@code film} make new ones, {@code bench}
 * measures the generator.
 */
@Command(name = "samples",
        mixinStandardHelpOptions = true,
        description = "Generates photo-like table scenes with ground truth (tablecompanion-scene/1).",
        subcommands = {
            SamplesCommand.Regenerate.class,
            SamplesCommand.Scene.class,
            SamplesCommand.Film.class,
            SamplesCommand.Bench.class,
            SamplesCommand.Tiles.class,
            SamplesAnomalyCommand.class,
        })
public final class SamplesCommand implements Runnable {

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs a task that logs to a stream, and passes its log to the command's output. */
    private static void logged(picocli.CommandLine.Model.CommandSpec spec, java.util.function.Consumer<PrintStream> task) {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream stream = new PrintStream(log, true, StandardCharsets.UTF_8) {
            @Override
            public void flush() {
                super.flush();
                spec.commandLine().getOut().print(log.toString(StandardCharsets.UTF_8));
                spec.commandLine().getOut().flush();
                log.reset();
            }
        };
        task.accept(stream);
        stream.flush();
    }

    private static Difficulty difficulty(String text) {
        try {
            return Difficulty.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--difficulty: " + e.getMessage());
        }
    }

    private static SampleGame game(String text) {
        try {
            return SampleGame.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--game: " + e.getMessage());
        }
    }

    private static int[] size(String text) {
        String[] parts = text.toLowerCase(Locale.ROOT).split("x");
        try {
            if (parts.length == 2) {
                int w = Integer.parseInt(parts[0].trim());
                int h = Integer.parseInt(parts[1].trim());
                if (w >= 64 && h >= 64 && w <= 8192 && h <= 8192) {
                    return new int[] {w, h};
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UserInputException("--size: '" + text + "' is not WIDTHxHEIGHT between 64 and 8192 (e.g. 1920x1080)");
    }

    @Command(name = "regenerate", mixinStandardHelpOptions = true,
            description = {"Rewrites the committed samples: sample-images/scenes/ (stills of base, River and "
                    + "H&G at each difficulty, a filmed base game and H&G game) and docs/pictures/scene-samples.png.",
                "The same bytes every time."})
    static final class Regenerate implements Callable<Integer> {

        @Option(names = "--root", paramLabel = "DIR", defaultValue = ".",
                description = "the repository root (default: the current directory)")
        private Path root;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            if (!Files.isDirectory(root.resolve("sample-images"))) {
                throw new UserInputException("--root " + root + " is not the repository root (no sample-images/ in it)");
            }
            logged(spec, log -> CommittedSamples.regenerate(root, log));
            return 0;
        }
    }

    @Command(name = "tiles", mixinStandardHelpOptions = true,
            description = "Paints every catalog tile type, the figures, animals and power badges on one sheet "
                    + "(default docs/pictures/tiles.png).")
    static final class Tiles implements Callable<Integer> {

        @Option(names = "--out", paramLabel = "FILE", defaultValue = "docs/pictures/tiles.png",
                description = "where to write the PNG")
        private Path out;

        @Option(names = "--tile-size", paramLabel = "PX", defaultValue = "104", description = "pixels per tile")
        private int tileSize;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws java.io.IOException {
            if (tileSize < 32 || tileSize > 512) {
                throw new UserInputException("--tile-size must be between 32 and 512, got " + tileSize);
            }
            org.tablecompanion.samples.render.ContactSheet.write(out, tileSize, java.util.List.of());
            spec.commandLine().getOut().println("wrote " + out);
            return 0;
        }
    }

    @Command(name = "scene", mixinStandardHelpOptions = true,
            description = "Deals a random legal board and photographs it: writes NAME.jpg and NAME.json.")
    static final class Scene implements Callable<Integer> {

        @Option(names = "--game", paramLabel = "GAME", defaultValue = "base", description = "base, river or hg")
        private String game;

        @Option(names = "--difficulty", paramLabel = "LEVEL", defaultValue = "default", description = "easy, default or hard")
        private String difficulty;

        @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of the board and the picture")
        private long seed;

        @Option(names = "--tiles", paramLabel = "N", defaultValue = "30", description = "tiles to lay")
        private int tiles;

        @Option(names = "--arm", paramLabel = "WHEN", defaultValue = "by-difficulty",
                description = "by-difficulty, always or never")
        private String arm;

        @Option(names = "--size", paramLabel = "WxH", defaultValue = "1920x1080", description = "image size")
        private String size;

        @Option(names = "--fit", description = "move the camera back until the whole board is in view")
        private boolean fit;

        @Option(names = "--out", paramLabel = "DIR", defaultValue = ".", description = "folder to write into")
        private Path out;

        @Option(names = "--name", paramLabel = "NAME", defaultValue = "scene", description = "file name without extension")
        private String name;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            if (tiles < 1) {
                throw new UserInputException("--tiles must be at least 1");
            }
            ArmChoice armChoice = switch (arm.toLowerCase(Locale.ROOT)) {
                case "by-difficulty" -> ArmChoice.BY_DIFFICULTY;
                case "always" -> ArmChoice.ALWAYS;
                case "never" -> ArmChoice.NEVER;
                default -> throw new UserInputException("--arm: '" + arm + "' is not by-difficulty, always or never");
            };
            SampleGame g = game(game);
            int[] wh = size(size);
            SceneBoard board = SampleGame.board(g.play(seed, tiles));
            RenderedScene scene = new SceneGenerator(SampleArt.forCatalogs(g.catalogs())).generate(
                    new SceneGenerator.Request(board, difficulty(difficulty), seed, wh[0], wh[1], armChoice,
                            fit ? Framing.FIT_BOARD : Framing.TILE_SIZE));
            SceneFiles.write(scene, out, name);
            spec.commandLine().getOut().printf("%s: %d tiles, %d figures -> %s, %s%n", g.label(),
                    board.tiles().size(), board.figures().size(), out.resolve(name + ".jpg"), out.resolve(name + ".json"));
            return 0;
        }
    }

    @Command(name = "film", mixinStandardHelpOptions = true,
            description = {"Films a whole game as webcam frames: frame-NNN.jpg, game.json (the record) and "
                    + "sequence.json (tablecompanion-sequence/1).",
                "Without --record: a random legal game of --game."})
    static final class Film implements Callable<Integer> {

        @Option(names = "--record", paramLabel = "FILE", description = "a game record (tablecompanion-record/1)")
        private Path record;

        @Option(names = "--game", paramLabel = "GAME", defaultValue = "base", description = "base, river or hg")
        private String game;

        @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of the game and the camera")
        private long seed;

        @Option(names = "--difficulty", paramLabel = "LEVEL", defaultValue = "default", description = "easy, default or hard")
        private String difficulty;

        @Option(names = "--size", paramLabel = "WxH", defaultValue = "1280x720", description = "frame size")
        private String size;

        @Option(names = "--quality", paramLabel = "Q", defaultValue = "75", description = "JPEG quality 1..100")
        private int quality;

        @Option(names = "--out", paramLabel = "DIR", required = true, description = "folder to write into")
        private Path out;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            if (quality < 1 || quality > 100) {
                throw new UserInputException("--quality must be 1..100");
            }
            int[] wh = size(size);
            GameRecord r = record == null ? game(game).play(seed, Integer.MAX_VALUE) : GameRecords.read(record);
            SequenceTruth truth = new SequenceGenerator(SampleArt.source()).generate(r,
                    new SequenceGenerator.Options(difficulty(difficulty), seed, wh[0], wh[1], quality,
                            CommittedSamples.SEQUENCE_NOISE), out);
            spec.commandLine().getOut().printf("%d frames of %d tiles -> %s%n", truth.frames().size(),
                    truth.tiles().size(), out.resolve(SequenceGenerator.TRUTH_FILE));
            return 0;
        }
    }

    @Command(name = "bench", mixinStandardHelpOptions = true,
            description = "Measures scenes per second at 1920x1080 for each difficulty (median) and frames per "
                    + "second when filming; writes bench/scenes.json.")
    static final class Bench implements Callable<Integer> {

        @Option(names = "--out", paramLabel = "FILE", defaultValue = "bench/scenes.json", description = "where to write")
        private Path out;

        @Option(names = "--scenes", paramLabel = "N", defaultValue = "9", description = "measured scenes per difficulty")
        private int scenes;

        @Option(names = "--tiles", paramLabel = "N", defaultValue = "30", description = "tiles on the board")
        private int tiles;

        @Spec
        private picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            if (scenes < 1 || tiles < 1) {
                throw new UserInputException("--scenes and --tiles must be at least 1");
            }
            logged(spec, log -> SceneBench.run(new SceneBench.Options(out, scenes, tiles), log));
            spec.commandLine().getOut().println("written " + out);
            return 0;
        }
    }
}
