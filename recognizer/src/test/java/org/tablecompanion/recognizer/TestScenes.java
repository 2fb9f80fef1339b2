package org.tablecompanion.recognizer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.PlayerColourDeal;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.scene.TileArt;

/**
 * Scenes for the tests, made with the project's painted tiles: one print per tile type, the
 * same at every size (as a real tile is), so the pictures of an appearance pack are exactly the
 * tiles on the table.
 *
 * <p>Surefire runs a module's tests in one JVM, and making a game's prints, its pack and a
 * recognizer took most of a scene test's time (about 20 s of the 21 s of each scene read by
 * FiguresOnWaterTest). So each is made once per process and shared: the prints, the pack and a
 * scene are the same for the same arguments whoever asks (the prints and scenes are drawn from
 * fixed seeds), and a {@link Recognizer} keeps no state from one frame to the next (its fields
 * are its settings and templates prepared from them; its caches are of the tile types' layouts
 * alone). Everything here is safe to share between threads: the memos are concurrent maps, the
 * prints are rendered under a lock and only ever read afterwards, and a scene is its JPEG bytes
 * and truth, which no one writes.
 */
final class TestScenes {

    static final int PRINT_SIZE = 256;

    /** Each game's prints, rendered as scenes and packs first ask for them. */
    private static final Map<SampleGame, PrintedArt> ART = new ConcurrentHashMap<>();
    /** Each game's appearance pack: its pictures are the game's prints, never released. */
    private static final Map<SampleGame, AppearancePack> PACKS = new ConcurrentHashMap<>();
    /** Each game's recognizer, with its pack and zero-shot. */
    private static final Map<RecognizerKey, Recognizer> RECOGNIZERS = new ConcurrentHashMap<>();
    /** Scenes by everything that makes them: several tests look at the same scene. */
    private static final Map<SceneKey, RenderedScene> SCENES = new ConcurrentHashMap<>();

    private record RecognizerKey(SampleGame game, boolean withPack) {
    }

    /** Each scene's reading, by the scene (the same object for the same arguments) and how it is read. */
    private static final Map<ReadKey, java.util.concurrent.FutureTask<Observation>> READS = new ConcurrentHashMap<>();

    private record ReadKey(RenderedScene scene, SampleGame game, boolean withPack) {
    }

    /** How a scene's board is dealt and framed. */
    private enum SceneKind { PLAIN, DEALT, FITTED }

    private record SceneKey(SceneKind kind, SampleGame game, long seed, int tiles, Difficulty difficulty, int width,
                            int height) {
    }

    private TestScenes() {
    }

    /** One print per tile type, scaled to the size asked for. */
    static final class PrintedArt implements TileArt {
        private final TileRenderer renderer = new TileRenderer();
        private final Map<String, Catalog> catalogs = new HashMap<>();
        private final Map<String, Mat> prints = new HashMap<>();

        PrintedArt(List<Catalog> catalogs) {
            catalogs.forEach(c -> this.catalogs.put(c.id(), c));
        }

        Mat print(String catalogId, String tileId) {
            synchronized (prints) {
                return prints.computeIfAbsent(catalogId + "/" + tileId, k -> {
                    Catalog c = catalogs.get(catalogId);
                    return renderer.render(c.require(tileId), Rotation.R0, PRINT_SIZE, 1, TileStyle.forCatalog(c));
                });
            }
        }

        @Override
        public byte[] paint(String catalogId, String tileId, int sizePx) {
            Mat m = new Mat();
            Imgproc.resize(print(catalogId, tileId), m, new Size(sizePx, sizePx), 0, 0,
                    sizePx < PRINT_SIZE ? Imgproc.INTER_AREA : Imgproc.INTER_CUBIC);
            byte[] b = new byte[sizePx * sizePx * 3];
            m.get(0, 0, b);
            m.release();
            return b;
        }

        @Override
        public org.tablecompanion.samples.scene.Point2 anchor(String catalogId, String tileId, int feature) {
            throw new UnsupportedOperationException("CatalogTileArt places figures");
        }
    }

    static List<Catalog> catalogs(SampleGame game) {
        return game.catalogs().stream().map(Catalogs::builtIn).toList();
    }

    /** The game's prints, shared by every scene and pack of the game. */
    static PrintedArt art(SampleGame game) {
        return ART.computeIfAbsent(game, g -> new PrintedArt(catalogs(g)));
    }

    /** A generator of the game's scenes with its prints. */
    static SceneGenerator generator(SampleGame game) {
        return new SceneGenerator(new CatalogTileArt(catalogs(game), art(game)));
    }

    static RenderedScene scene(SampleGame game, long seed, int tiles, Difficulty difficulty, int width, int height) {
        return SCENES.computeIfAbsent(new SceneKey(SceneKind.PLAIN, game, seed, tiles, difficulty, width, height),
                k -> scene(game, SampleGame.board(game.play(seed, tiles)), seed, difficulty, width, height));
    }

    /** As {@link #scene}, the players' figures in the box colours the benchmark deals for the seed. */
    static RenderedScene dealtScene(SampleGame game, long seed, int tiles, Difficulty difficulty, int width, int height) {
        return SCENES.computeIfAbsent(new SceneKey(SceneKind.DEALT, game, seed, tiles, difficulty, width, height),
                k -> scene(game, PlayerColourDeal.deal(SampleGame.board(game.play(seed, tiles)), seed), seed,
                        difficulty, width, height));
    }

    /**
     * The reading, with the game's pack, of the one visible figure of {@code colour} and {@code kind}
     * on a tile of type {@code tileId}, in the dealt 72-tile 1080p scene of {@code seed} at {@code
     * difficulty}; asserted to be found.
     */
    static org.tablecompanion.recognizer.observation.FigureReading figureReadWithPack(SampleGame game, long seed,
            Difficulty difficulty, String colour, String kind, String tileId) {
        RenderedScene scene = dealtScene(game, seed, 72, difficulty, 1920, 1080);
        return SceneTruths.readingOf(scene.truth(), read(scene, game, true), colour, kind, tileId);
    }

    /** As {@link #dealtScene}, the camera moved back until the whole board is in view. */
    static RenderedScene fittedScene(SampleGame game, long seed, int tiles, Difficulty difficulty, int width, int height) {
        return SCENES.computeIfAbsent(new SceneKey(SceneKind.FITTED, game, seed, tiles, difficulty, width, height), k -> {
            SceneBoard board = PlayerColourDeal.deal(SampleGame.board(game.play(seed, tiles)), seed);
            return generator(game).generate(SceneGenerator.Request.of(board, difficulty, seed).withSize(width, height)
                    .withFraming(org.tablecompanion.samples.scene.Framing.FIT_BOARD));
        });
    }

    private static RenderedScene scene(SampleGame game, SceneBoard board, long seed, Difficulty difficulty, int width,
                                       int height) {
        return generator(game).generate(SceneGenerator.Request.of(board, difficulty, seed).withSize(width, height));
    }

    static Catalog combined(SampleGame game) {
        List<Catalog> cats = catalogs(game);
        return cats.size() == 1 ? cats.get(0) : Catalogs.combine(cats.toArray(new Catalog[0]));
    }

    /** The game's pack: its pictures are the game's prints (shared, so never to be released). */
    static AppearancePack pack(SampleGame game) {
        return PACKS.computeIfAbsent(game, g -> {
            PrintedArt art = art(g);
            Map<String, Mat> pictures = new HashMap<>();
            for (Catalog c : catalogs(g)) {
                for (TileType t : c.tiles()) {
                    pictures.put(t.id(), art.print(c.id(), t.id()));
                }
            }
            return new AppearancePack(java.nio.file.Path.of("<memory>"), PackInfo.of("", "painted prints", PRINT_SIZE),
                    pictures);
        });
    }

    /**
     * The scene's frame read by the real pipeline, with the game's pack or zero-shot: once per
     * process, as a scene is. Reading a hard 1080p scene takes seconds and several tests look at the
     * same reading; an {@link Observation} is a value no one writes, and a recognizer reads a frame
     * the same way every time (no state is kept between frames), so the memo changes no answer.
     * The memo holds a future per key so that one test waits for another's reading rather than
     * reading it again, and no lock is held while reading.
     */
    static Observation read(RenderedScene scene, SampleGame game, boolean withPack) {
        java.util.concurrent.FutureTask<Observation> reading = new java.util.concurrent.FutureTask<>(
                () -> readAgain(scene, game, withPack));
        java.util.concurrent.FutureTask<Observation> first = READS.putIfAbsent(new ReadKey(scene, game, withPack),
                reading);
        if (first == null) {
            reading.run();
            first = reading;
        }
        try {
            return first.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** The scene's frame read by the real pipeline now, not from the memo. */
    private static Observation readAgain(RenderedScene scene, SampleGame game, boolean withPack) {
        Mat frame = scene.decode();
        try {
            Recognition r = recognizer(game, withPack).recognize(frame);
            r.log().release();
            return r.observation();
        } finally {
            frame.release();
        }
    }

    /** The scene read by the real pipeline and compared with its truth, tile by tile. */
    static SceneTruths.Comparison compared(RenderedScene scene, SampleGame game, boolean withPack) {
        return SceneTruths.compare(scene.truth(), read(scene, game, withPack), combined(game));
    }

    /**
     * The scene read by the real pipeline: each truth tile whose id {@code ids} accepts that is
     * read wrong for the rules yet told as sure, as "8 read 9 at 0.91".
     */
    static List<String> wrongYetSure(RenderedScene scene, SampleGame game, boolean withPack,
                                     java.util.function.Predicate<String> ids) {
        Observation o = read(scene, game, withPack);
        Catalog catalog = combined(game);
        int turn = compared(scene, game, withPack).turn();
        List<String> out = new java.util.ArrayList<>();
        for (org.tablecompanion.samples.scene.truth.TileTruth t : scene.truth().tiles()) {
            if (!ids.test(t.id())) {
                continue;
            }
            org.tablecompanion.recognizer.observation.TileReading r = SceneTruths.readingAt(o, t);
            if (r != null && !org.tablecompanion.recognizer.bench.SceneScore.sameRules(catalog, r.tile(),
                    r.rotation(), t.id(), Math.floorMod(t.rotation() + turn, 360))
                    && r.confidence() >= Recognizer.UNSURE_BELOW) {
                out.add(t.id() + " read " + r.tile() + " at " + r.confidence());
            }
        }
        return out;
    }

    /** Of {@code tiles}, the ids of those the recognizer does not find or reads wrong. */
    static List<String> misread(RenderedScene scene, SampleGame game, boolean withPack,
                                List<org.tablecompanion.samples.scene.truth.TileTruth> tiles) {
        var notRight = compared(scene, game, withPack).notReadRight();
        return tiles.stream().filter(notRight::contains).map(org.tablecompanion.samples.scene.truth.TileTruth::id)
                .toList();
    }

    /** The game's recognizer, with its pack or zero-shot: one per process, as the benchmark keeps one per row. */
    static Recognizer recognizer(SampleGame game, boolean withPack) {
        return RECOGNIZERS.computeIfAbsent(new RecognizerKey(game, withPack),
                k -> new Recognizer(new RecognizerSettings(game.catalogs(), combined(game),
                        withPack ? Optional.of(pack(game)) : Optional.empty(), false)));
    }
}
