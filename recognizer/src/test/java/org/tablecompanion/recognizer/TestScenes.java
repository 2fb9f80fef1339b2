package org.tablecompanion.recognizer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 */
final class TestScenes {

    static final int PRINT_SIZE = 256;

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

    static RenderedScene scene(SampleGame game, long seed, int tiles, Difficulty difficulty, int width, int height) {
        return scene(game, SampleGame.board(game.play(seed, tiles)), seed, difficulty, width, height);
    }

    /** As {@link #scene}, the players' figures in the box colours the benchmark deals for the seed. */
    static RenderedScene dealtScene(SampleGame game, long seed, int tiles, Difficulty difficulty, int width, int height) {
        return scene(game, PlayerColourDeal.deal(SampleGame.board(game.play(seed, tiles)), seed), seed, difficulty, width,
                height);
    }

    /** As {@link #dealtScene}, the camera moved back until the whole board is in view. */
    static RenderedScene fittedScene(SampleGame game, long seed, int tiles, Difficulty difficulty, int width, int height) {
        List<Catalog> cats = catalogs(game);
        SceneGenerator generator = new SceneGenerator(new CatalogTileArt(cats, new PrintedArt(cats)));
        SceneBoard board = PlayerColourDeal.deal(SampleGame.board(game.play(seed, tiles)), seed);
        return generator.generate(SceneGenerator.Request.of(board, difficulty, seed).withSize(width, height)
                .withFraming(org.tablecompanion.samples.scene.Framing.FIT_BOARD));
    }

    private static RenderedScene scene(SampleGame game, SceneBoard board, long seed, Difficulty difficulty, int width,
                                       int height) {
        List<Catalog> cats = catalogs(game);
        SceneGenerator generator = new SceneGenerator(new CatalogTileArt(cats, new PrintedArt(cats)));
        return generator.generate(SceneGenerator.Request.of(board, difficulty, seed).withSize(width, height));
    }

    static Catalog combined(SampleGame game) {
        List<Catalog> cats = catalogs(game);
        return cats.size() == 1 ? cats.get(0) : Catalogs.combine(cats.toArray(new Catalog[0]));
    }

    static AppearancePack pack(SampleGame game) {
        PrintedArt art = new PrintedArt(catalogs(game));
        Map<String, Mat> pictures = new HashMap<>();
        for (Catalog c : catalogs(game)) {
            for (TileType t : c.tiles()) {
                pictures.put(t.id(), art.print(c.id(), t.id()));
            }
        }
        return new AppearancePack(java.nio.file.Path.of("<memory>"), PackInfo.of("", "painted prints", PRINT_SIZE), pictures);
    }

    /** The scene's frame read by the real pipeline, with the game's pack or zero-shot. */
    static Observation read(RenderedScene scene, SampleGame game, boolean withPack) {
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

    /** Of {@code tiles}, the ids of those the recognizer does not find or reads wrong. */
    static List<String> misread(RenderedScene scene, SampleGame game, boolean withPack,
                                List<org.tablecompanion.samples.scene.truth.TileTruth> tiles) {
        var notRight = compared(scene, game, withPack).notReadRight();
        return tiles.stream().filter(notRight::contains).map(org.tablecompanion.samples.scene.truth.TileTruth::id)
                .toList();
    }

    static Recognizer recognizer(SampleGame game, boolean withPack) {
        return new Recognizer(new RecognizerSettings(game.catalogs(), combined(game),
                withPack ? Optional.of(pack(game)) : Optional.empty(), false));
    }
}
