package org.tablecompanion.recognizer;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.recognizer.bench.SceneScore;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * An H&amp;G default 1080p scene read zero-shot by the real pipeline (or, where a test asks, a
 * scene of another difficulty read with the game's pack), and how its reading is turned against
 * the truth: what the tests of single tiles and figures on those scenes look at.
 */
record HgZeroShotRead(RenderedScene scene, Observation o, Catalog catalog, int turn) {

    /** Scenes read once for all the tests that look at them (each reading takes seconds). */
    private static final Map<Long, HgZeroShotRead> READ = new ConcurrentHashMap<>();

    static HgZeroShotRead of(long seed) {
        return READ.computeIfAbsent(seed, HgZeroShotRead::readNow);
    }

    /** Scenes read with the pack, by difficulty and seed. */
    private static final Map<String, HgZeroShotRead> READ_WITH_PACK = new ConcurrentHashMap<>();

    /** The scene of this seed and difficulty read with the game's pack. */
    static HgZeroShotRead withPack(long seed, Difficulty difficulty) {
        return READ_WITH_PACK.computeIfAbsent(difficulty + "/" + seed, k -> readNow(seed, difficulty, true));
    }

    /** Scenes of other difficulties read zero-shot, by difficulty and seed. */
    private static final Map<String, HgZeroShotRead> READ_AT = new ConcurrentHashMap<>();

    /** The scene of this seed and difficulty read zero-shot. */
    static HgZeroShotRead of(long seed, Difficulty difficulty) {
        return READ_AT.computeIfAbsent(difficulty + "/" + seed, k -> readNow(seed, difficulty, false));
    }

    private static HgZeroShotRead readNow(long seed) {
        return readNow(seed, Difficulty.DEFAULT, false);
    }

    private static HgZeroShotRead readNow(long seed, Difficulty difficulty, boolean withPack) {
        Catalog catalog = TestScenes.combined(SampleGame.HG);
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, seed, 72, difficulty, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.HG, withPack);
        return new HgZeroShotRead(scene, o, catalog, SceneTruths.compare(scene.truth(), o, catalog).turn());
    }

    /** How many of the tiles fully in view were read with their type and rotation. */
    int tilesReadRight() {
        return SceneTruths.compare(scene.truth(), o, catalog).right();
    }

    /** On each of {@code seeds}' scenes, how tile {@code id} was read where not as it plays ("seed: ..."). */
    static List<String> notAsItPlays(String id, long... seeds) {
        return java.util.Arrays.stream(seeds).boxed()
                .flatMap(seed -> of(seed).notAsItPlays(id).map(s -> seed + ": " + s).stream()).toList();
    }

    /** On each of {@code seeds}' scenes, how tile {@code id} was read where not as printed ("seed: ..."). */
    static List<String> notAsPrinted(String id, long... seeds) {
        return java.util.Arrays.stream(seeds).boxed()
                .flatMap(seed -> of(seed).notAsPrinted(id).map(s -> seed + ": " + s).stream()).toList();
    }

    /** How tile {@code id} was read, where that is not as it plays. */
    Optional<String> notAsItPlays(String id) {
        return unlessReadSo(id, SceneScore::sameRules);
    }

    /**
     * How tile {@code id} was read, where that is not its type turned as it lies (a twin that
     * plays the same, or the same type turned onto its rules' symmetry but not its art's, is
     * not as printed).
     */
    Optional<String> notAsPrinted(String id) {
        return unlessReadSo(id, SceneScore::same);
    }

    /** Whether a reading (type, rotation) counts as the truth's (type, rotation). */
    @FunctionalInterface
    private interface Counts {
        boolean as(Catalog catalog, String id, int rotation, String truthId, int truthRotation);
    }

    private Optional<String> unlessReadSo(String id, Counts counts) {
        TileTruth t = SceneTruths.theTile(scene.truth(), id).get(0);
        TileReading r = SceneTruths.readingAt(o, t);
        int truthRotation = Math.floorMod(t.rotation() + turn, 360);
        if (r != null && counts.as(catalog, r.tile(), r.rotation(), id, truthRotation)) {
            return Optional.empty();
        }
        return Optional.of(id + "@" + truthRotation + " read " + (r == null ? "nowhere" : r.tile() + "@" + r.rotation()));
    }

    /** The reading nearest the (first) figure of {@code colour} on tile {@code id}, if any is near it. */
    Optional<FigureReading> figureOn(String colour, String id) {
        int k = SceneTruths.nearestReading(figureTruth(colour, id), o, new boolean[o.figures().size()]);
        return k < 0 ? Optional.empty() : Optional.of(o.figures().get(k));
    }

    /** Figures read within half a cell of tile {@code id}'s centre that stand for no figure of the truth. */
    java.util.List<FigureReading> extraFiguresOn(String id) {
        TileTruth tile = SceneTruths.theTile(scene.truth(), id).get(0);
        return extraFigures().stream().filter(f -> Math.hypot(f.image().get(0) - tile.centre().get(0),
                f.image().get(1) - tile.centre().get(1)) < 0.5 * o.lattice().cellPx()).toList();
    }

    /**
     * Tiles read more than half a cell from every tile the truth lays (in view or not): squares
     * of the table, or of what lies on it, read as tiles.
     */
    java.util.List<TileReading> readingsWhereNoTileLies() {
        return SceneTruths.whereNoTileLies(scene.truth(), o);
    }

    /** Figures read that stand for no figure of the truth. */
    java.util.List<FigureReading> extraFigures() {
        boolean[] used = new boolean[o.figures().size()];
        for (FigureTruth t : SceneTruths.visibleFigures(scene.truth(), null)) {
            int k = SceneTruths.nearestReading(t, o, used);
            if (k >= 0) {
                used[k] = true;
            }
        }
        java.util.List<FigureReading> extra = new java.util.ArrayList<>();
        for (int k = 0; k < used.length; k++) {
            if (!used[k]) {
                extra.add(o.figures().get(k));
            }
        }
        return extra;
    }

    /** The truth's (first) figure of {@code colour} on tile {@code id}. */
    private FigureTruth figureTruth(String colour, String id) {
        return SceneTruths.visibleFigures(scene.truth(), colour).stream()
                .filter(f -> SceneTruths.tileUnder(scene.truth(), f).id().equals(id)).findFirst().orElseThrow();
    }

    /**
     * Where the (first) figure of {@code colour} on tile {@code id} was read, where that is not
     * its feature of the board (as the benchmark judges it: on the tile read there).
     */
    Optional<String> figureNotOnItsFeature(String colour, String id) {
        FigureTruth figure = figureTruth(colour, id);
        String who = colour + " " + figure.kind() + " on " + id + "#" + figure.feature();
        FigureReading r = figureOn(colour, id).orElse(null);
        if (r == null) {
            return Optional.of(who + " not found");
        }
        TileTruth t = SceneTruths.tileUnder(scene.truth(), figure);
        TileReading under = SceneTruths.readingAt(o, t);
        if (under != null && SceneScore.sameFeature(catalog, under.tile(), under.rotation(), r.feature(), id,
                Math.floorMod(t.rotation() + turn, 360), figure.feature())) {
            return Optional.empty();
        }
        return Optional.of(who + " read on " + (under == null ? "no tile" : under.tile() + "#" + r.feature()));
    }

    /** How the (first) figure of {@code colour} on tile {@code id} was seen, where not as the kind it is. */
    Optional<String> figureNotAsItIs(String colour, String id) {
        FigureTruth figure = figureTruth(colour, id);
        FigureReading r = figureOn(colour, id).orElse(null);
        if (r != null && r.kind().equals(figure.kind())) {
            return Optional.empty();
        }
        return Optional.of(colour + " " + figure.kind() + " on " + id + (r == null ? " not found" : " seen " + r.kind()));
    }
}
