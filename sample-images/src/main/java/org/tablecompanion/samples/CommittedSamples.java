package org.tablecompanion.samples;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.scene.SceneSetup;
import org.tablecompanion.samples.sequence.SequenceGenerator;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/**
 * The sample scenes committed in {@code sample-images/scenes/} and the contact sheet in
 * {@code docs/pictures/}: everything here is fixed (the engine's bundled game records, seeds,
 * sizes), so regenerating writes the same bytes.
 */
public final class CommittedSamples {

    /** Where the samples live, relative to the repository root. */
    public static final Path SCENES = Path.of("sample-images", "scenes");
    /** The contact sheet, relative to the repository root. */
    public static final Path CONTACT_SHEET = Path.of("docs", "pictures", "scene-samples.png");

    /** Frame size of the committed game sequences (small: about 200 frames each). */
    public static final int SEQUENCE_WIDTH = 1280;
    public static final int SEQUENCE_HEIGHT = 720;
    public static final int SEQUENCE_JPEG_QUALITY = 75;
    public static final double SEQUENCE_NOISE = 1.0;

    /**
     * One still board.
     *
     * @param game which game
     * @param difficulty which level
     * @param seed the seed of the picture
     * @param tiles how many tiles of the game's bundled record to show at most (fewer if the board
     *     would not fit at this level's tile size)
     * @param arm whether a hand hangs over the board
     */
    public record Still(SampleGame game, Difficulty difficulty, long seed, int tiles, ArmChoice arm) {

        public String name() {
            return game.label() + "-" + difficulty.label();
        }
    }

    /**
     * One filmed game.
     *
     * @param game which game
     * @param seed seed of the camera, light and hands (the game is the engine's bundled one)
     */
    public record Film(SampleGame game, long seed) {

        public String name() {
            return game.label();
        }
    }

    public static final List<Still> STILLS = stills();
    public static final List<Film> FILMS = List.of(new Film(SampleGame.BASE, 101), new Film(SampleGame.HG, 202));

    private CommittedSamples() {
    }

    private static List<Still> stills() {
        List<Still> list = new ArrayList<>();
        long seed = 11;
        for (SampleGame g : SampleGame.values()) {
            list.add(new Still(g, Difficulty.EASY, seed++, 22, ArmChoice.NEVER));
            list.add(new Still(g, Difficulty.DEFAULT, seed++, 34, ArmChoice.BY_DIFFICULTY));
            list.add(new Still(g, Difficulty.HARD, seed++, 55, ArmChoice.ALWAYS));
        }
        return List.copyOf(list);
    }

    /** Regenerates everything under the repository root; returns the files written. */
    public static List<Path> regenerate(Path repoRoot, PrintStream log) {
        Path scenes = repoRoot.resolve(SCENES);
        clear(scenes);
        List<Path> written = new ArrayList<>();
        List<Path> stillImages = new ArrayList<>();
        for (Still s : STILLS) {
            long start = System.nanoTime();
            SceneBoard board = boardThatFits(s);
            SceneGenerator generator = new SceneGenerator(SampleArt.forCatalogs(s.game().catalogs()));
            RenderedScene scene = generator.generate(new SceneGenerator.Request(board, s.difficulty(), s.seed(),
                    SceneGenerator.DEFAULT_WIDTH, SceneGenerator.DEFAULT_HEIGHT, s.arm(), Framing.FIT_BOARD));
            Path dir = scenes.resolve("stills");
            SceneFiles.write(scene, dir, s.name());
            written.add(dir.resolve(s.name() + ".jpg"));
            written.add(dir.resolve(s.name() + ".json"));
            stillImages.add(dir.resolve(s.name() + ".jpg"));
            log.printf("still %-14s %2d tiles  %4.1f s%n", s.name(), board.tiles().size(),
                    (System.nanoTime() - start) / 1e9);
        }
        List<Path> sequenceFrames = new ArrayList<>();
        for (Film f : FILMS) {
            long start = System.nanoTime();
            GameRecord record = f.game().bundled();
            Path dir = scenes.resolve("sequences").resolve(f.name());
            SequenceTruth truth = new SequenceGenerator(SampleArt.source()).generate(record,
                    new SequenceGenerator.Options(Difficulty.DEFAULT, f.seed(), SEQUENCE_WIDTH, SEQUENCE_HEIGHT,
                            SEQUENCE_JPEG_QUALITY, SEQUENCE_NOISE), dir);
            truth.frames().forEach(fr -> written.add(dir.resolve(fr.file())));
            written.add(dir.resolve(SequenceGenerator.RECORD_FILE));
            written.add(dir.resolve(SequenceGenerator.TRUTH_FILE));
            sequenceFrames.add(dir.resolve(ContactSheet.pickFrame(truth, "placing-tile")));
            sequenceFrames.add(dir.resolve(ContactSheet.pickFrame(truth, "figure")));
            log.printf("sequence %-8s %3d frames  %5.1f s%n", f.name(), truth.frames().size(),
                    (System.nanoTime() - start) / 1e9);
        }
        Path sheet = repoRoot.resolve(CONTACT_SHEET);
        ContactSheet.write(stillImages, sequenceFrames, sheet);
        written.add(sheet);
        long bytes = 0;
        for (Path p : written) {
            try {
                bytes += Files.size(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        log.printf("%d files, %.1f MB%n", written.size(), bytes / 1e6);
        return written;
    }

    /**
     * The largest prefix of the still's game (at most {@code tiles} tiles) whose whole board fits
     * the picture without the tiles shrinking below the level's smallest size.
     */
    static SceneBoard boardThatFits(Still s) {
        double smallest = s.difficulty().ranges().tilePx().min();
        SceneBoard board = null;
        for (int n = s.tiles(); n >= 4; n -= 2) {
            board = SampleGame.board(SampleGame.prefix(s.game().bundled(), n));
            SceneSetup setup = SceneSetup.sample(board, s.difficulty(), s.seed(), SceneGenerator.DEFAULT_WIDTH,
                    SceneGenerator.DEFAULT_HEIGHT, s.arm(), Framing.FIT_BOARD);
            if (setup.parameters().tilePx() >= smallest) {
                return board;
            }
        }
        return board;
    }

    /** Removes the previous samples (only the folders this class writes). */
    private static void clear(Path scenes) {
        for (String sub : List.of("stills", "sequences")) {
            Path dir = scenes.resolve(sub);
            if (!Files.exists(dir)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot clear " + dir + ": " + e.getMessage(), e);
            }
        }
    }
}
