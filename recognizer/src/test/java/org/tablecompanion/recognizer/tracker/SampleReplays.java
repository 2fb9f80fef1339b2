package org.tablecompanion.recognizer.tracker;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.source.FolderSource;
import org.tablecompanion.recognizer.source.FrameSources;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

/**
 * The committed filmed games for the tracker's tests: an appearance pack made of the renderer's
 * prints (the frames were painted by the same renderer, so this is the players' own pack), and a
 * game that starts with the record's start tile as the players set it up.
 */
final class SampleReplays {

    // The sequences were filmed with 64-pixel prints (their tiles are about 50 px across); the pack holds the same prints.
    static final int PRINT_SIZE = 64;
    private static final Map<String, AppearancePack> PACKS = new ConcurrentHashMap<>();

    private SampleReplays() {
    }

    static Path folder(String game) {
        return FrameSources.sampleFolder(game);
    }

    static GameRecord truth(String game) {
        return GameRecords.read(folder(game).resolve("game.json"));
    }

    static AppearancePack pack(Catalog catalog) {
        return PACKS.computeIfAbsent(catalog.id(), k -> {
            TileRenderer renderer = new TileRenderer();
            Map<String, Mat> pictures = new HashMap<>();
            for (TileType t : catalog.tiles()) {
                pictures.put(t.id(), renderer.render(t, Rotation.R0, PRINT_SIZE, 1, TileStyle.forCatalog(catalog)));
            }
            return new AppearancePack(Path.of("<memory>"), PackInfo.of("", "painted prints", PRINT_SIZE), pictures);
        });
    }

    static RecognizerSettings recognizer(GameRecord truth) {
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        return new RecognizerSettings(truth.catalogs(), catalog, Optional.of(pack(catalog)), false);
    }

    /** The truth's players, rules and start tile: the table as set up before the first frame. */
    static Game setUp(GameRecord truth) {
        return GameRecords.replay(GameRecord.of(truth.players(), truth.catalogs(), truth.rules(),
                truth.events().subList(0, 1)));
    }

    /** A tracker for still frames, without saving, on the truth's table as set up before the first frame. */
    static Tracker onSetUpTable(GameRecord truth) {
        return new Tracker(TrackerSettings.forStills(recognizer(truth), Optional.empty()), setUp(truth));
    }

    /** Feeds frames {@code from} (inclusive) to {@code to} (exclusive) of a sample; returns the updates. */
    static List<TrackerUpdate> feed(Tracker tracker, String game, int from, int to) {
        to = to < from ? Integer.MAX_VALUE : to;
        List<TrackerUpdate> out = new ArrayList<>();
        try (FolderSource source = FolderSource.open(folder(game))) {
            List<Path> files = source.files();
            for (int i = from; i < Math.min(to, files.size()); i++) {
                Mat m = org.opencv.imgcodecs.Imgcodecs.imread(files.get(i).toString());
                TrackerUpdate u = tracker.offer(m);
                m.release();
                out.add(u);
                while (u.question().isPresent() && u.question().get().kind() != QuestionKind.HAND_IN_VIEW) {
                    Question q = u.question().get();
                    // The players answer with what they did.
                    GameRecord truth = truth(game);
                    org.tablecompanion.engine.catalog.Catalog c = GameRecords.catalog(truth.catalogs());
                    u = tracker.answer(q.id(), CanonicalRecord.playersAnswer(q, tracker.game(),
                            CanonicalRecord.of(truth.events(), c), c));
                    out.add(u);
                }
            }
        }
        return out;
    }

}
