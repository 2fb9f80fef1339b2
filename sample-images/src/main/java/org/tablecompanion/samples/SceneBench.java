package org.tablecompanion.samples;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.sequence.SequenceGenerator;

/**
 * The scene generator's benchmark (not a test): full 1920x1080 scenes per second at each level
 * (median over several seeds, each scene from scratch: camera, table, tiles, JPEG), and frames per
 * second when filming a game, where the table is painted once per webcam.
 */
public final class SceneBench {

    /**
     * What to run.
     *
     * @param out the JSON file to write
     * @param scenes measured scenes per level (after two warm-up scenes)
     * @param tiles tiles on the benchmark board
     */
    public record Options(Path out, int scenes, int tiles) {
    }

    private SceneBench() {
    }

    public static Map<String, Object> run(Options options, PrintStream log) {
        GameRecord record = SampleGame.BASE.play(77, options.tiles());
        SceneBoard board = SampleGame.board(record);
        SceneGenerator generator = new SceneGenerator(SampleArt.forCatalogs(SampleGame.BASE.catalogs()));
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("benchmark", "scenes");
        root.put("width", SceneGenerator.DEFAULT_WIDTH);
        root.put("height", SceneGenerator.DEFAULT_HEIGHT);
        root.put("tiles", board.tiles().size());
        root.put("tileArt", SampleArt.painterName());
        root.put("cores", Runtime.getRuntime().availableProcessors());
        root.put("java", System.getProperty("java.version"));
        // Other work on the machine slows the figures down; the load says how busy it was.
        root.put("loadAverageAtStart", round2(java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage()));
        Map<String, Object> levels = new LinkedHashMap<>();
        for (Difficulty d : Difficulty.values()) {
            double[] ms = new double[options.scenes()];
            for (int i = -2; i < options.scenes(); i++) {
                long start = System.nanoTime();
                generator.generate(new SceneGenerator.Request(board, d, 1000 + i, SceneGenerator.DEFAULT_WIDTH,
                        SceneGenerator.DEFAULT_HEIGHT, ArmChoice.BY_DIFFICULTY, Framing.FIT_BOARD));
                if (i >= 0) {
                    ms[i] = (System.nanoTime() - start) / 1e6;
                }
            }
            double median = median(ms);
            Map<String, Object> level = new LinkedHashMap<>();
            level.put("medianMs", round1(median));
            level.put("scenesPerSecond", round2(1000 / median));
            level.put("scenes", options.scenes());
            levels.put(d.label(), level);
            log.printf("%-8s %6.1f ms per scene, %5.2f scenes/s (median of %d)%n", d.label(), median, 1000 / median,
                    options.scenes());
        }
        root.put("levels", levels);
        root.put("loadAverageAtEnd", round2(java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage()));
        root.put("sequence", sequence(log));
        try {
            if (options.out().getParent() != null) {
                Files.createDirectories(options.out().getParent());
            }
            Files.writeString(options.out(), SceneFiles.toJson(root));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + options.out() + ": " + e.getMessage(), e);
        }
        return root;
    }

    /** Frames per second filming a short game at the committed sequences' size. */
    private static Map<String, Object> sequence(PrintStream log) {
        GameRecord game = SampleGame.BASE.play(78, 25);
        Path dir;
        try {
            dir = Files.createTempDirectory("scene-bench");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long start = System.nanoTime();
        int frames = new SequenceGenerator(SampleArt.source()).generate(game,
                new SequenceGenerator.Options(Difficulty.DEFAULT, 5, CommittedSamples.SEQUENCE_WIDTH,
                        CommittedSamples.SEQUENCE_HEIGHT, CommittedSamples.SEQUENCE_JPEG_QUALITY,
                        CommittedSamples.SEQUENCE_NOISE), dir).frames().size();
        double seconds = (System.nanoTime() - start) / 1e9;
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
            Files.delete(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("width", CommittedSamples.SEQUENCE_WIDTH);
        s.put("height", CommittedSamples.SEQUENCE_HEIGHT);
        s.put("frames", frames);
        s.put("framesPerSecond", round2(frames / seconds));
        log.printf("sequence %d frames at %dx%d: %.2f frames/s%n", frames, CommittedSamples.SEQUENCE_WIDTH,
                CommittedSamples.SEQUENCE_HEIGHT, frames / seconds);
        return s;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
