package org.tablecompanion.ui.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileSignature;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.Recognition;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.bench.BenchReport;
import org.tablecompanion.recognizer.bench.BenchRow;
import org.tablecompanion.recognizer.bench.BenchTruth;
import org.tablecompanion.recognizer.bench.ReliabilityPicture;
import org.tablecompanion.recognizer.bench.SceneScore;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.Observations;
import org.tablecompanion.recognizer.observation.OverlayPainter;
import org.tablecompanion.recognizer.observation.TileIdentification;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.LegalGrid;
import org.tablecompanion.samples.scene.PlayerColourDeal;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.scene.SceneTile;
import org.tablecompanion.samples.scene.TileArt;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.SceneTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code companion bench-recognizer}: the recognizer benchmark (not a test). Generates (1080p by default)
 * scenes of random legal games of about 72 tiles per game and difficulty, recognizes each with an
 * appearance pack and zero-shot, and writes tile, board and figure accuracies and the median time
 * per frame to bench/recognizer.json. The players' figures take the five box colours in turn
 * from seed to seed ({@link PlayerColourDeal}). Scenes use one print per tile type at every size (as real
 * tiles are), and the pack holds those prints upright. With ../shared/real-tiles at hand it also
 * measures zero-shot on photos of real base tiles and a pack on boards composed of H&G scans
 * (nothing of them is written but the figures).
 */
@Command(name = "bench-recognizer",
        mixinStandardHelpOptions = true,
        description = {"Benchmarks the recognizer on generated scenes and writes bench/recognizer.json."})
public final class RecognizerBenchCommand implements Callable<Integer> {

    @Option(names = "--scenes", paramLabel = "N", defaultValue = "5", description = "scenes per game and difficulty")
    private int scenes;

    @Option(names = "--difficulty", paramLabel = "LIST", defaultValue = "easy,default,hard",
            description = "difficulties, comma-separated")
    private String difficulties;

    @Option(names = "--mode", paramLabel = "LIST", defaultValue = "pack,zero-shot", description = "pack, zero-shot")
    private String modes;

    @Option(names = "--games", paramLabel = "LIST", defaultValue = "river,hg", description = "base, river, hg")
    private String games;

    @Option(names = "--tiles", paramLabel = "N", defaultValue = "72", description = "tiles per board")
    private int tiles;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "1920x1080", description = "frame size of the scenes")
    private String size;

    @Option(names = "--fit", description = "move the camera back until the whole board is in view (large boards)")
    private boolean fit;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "bench/recognizer.json", description = "where to write")
    private Path out;

    @Option(names = "--real", paramLabel = "DIR", defaultValue = "../shared/real-tiles",
            description = "pictures of real tiles, if present (default ../shared/real-tiles)")
    private Path real;

    @Option(names = "--real-boards", paramLabel = "N", defaultValue = "3",
            description = "boards of the real H&G scans laid by the rules and read with them as pack (seeds from"
                    + " the first scene seed + 500; default ${DEFAULT-VALUE})")
    private int realBoards;

    @Option(names = "--timing-runs", paramLabel = "N", defaultValue = "3",
            description = "times each frame is read (the first is scored; the medians count all): on a shared"
                    + " machine the median of 5 frames moves by a quarter from run to run")
    private int timingRuns;

    @Option(names = "--warm-up", paramLabel = "N", defaultValue = WARMUP,
            description = "before a row's first scene is timed, its recognizer reads that frame N times untimed"
                    + " (default ${DEFAULT-VALUE}): a fresh process compiles its code over the first frames, and a"
                    + " companion watching the table is past them within two seconds; the row's very first reading"
                    + " is written apart (firstMs)")
    private int warmUp;

    /** Warm-up readings per row by default: see README, Benchmark, "Time, honestly". */
    static final String WARMUP = "5";

    @Option(names = "--readings", paramLabel = "DIR",
            description = "write every scene's observation (without its times) to DIR/<game>-<level>-<seed>-<mode>.json,"
                    + " to diff the readings of two builds")
    private Path readings;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1000", description = "first scene seed")
    private long seed;

    @Option(names = "--colours", paramLabel = "dealt|game", defaultValue = "dealt",
            description = "dealt: the players' figures take the five box colours in turn from seed to seed;"
                    + " game: the random games' own red, blue and yellow (as benchmarks before them)")
    private String colours;

    @Option(names = {"-c", "--calibration"}, paramLabel = "FILE",
            description = "read every scene with this table calibration (lens, white balance, figure colours)")
    private Path calibration;

    @Option(names = "--debug", paramLabel = "DIR",
            description = "for every scene read with a tile or a figure wrong, missed or extra, write the photo, every stage's picture"
                    + " and the overlay into DIR/<game>-<level>-<seed>-<mode>/")
    private Path debug;

    @Option(names = "--reliability-picture", paramLabel = "FILE",
            description = "draw the rows' reliability diagram (how often a reading told at each confidence is right"
                    + " by the rules) into FILE (PNG)")
    private Path reliabilityPicture;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter log = spec.commandLine().getOut();
        if (scenes < 1) {
            throw new UserInputException("--scenes must be at least 1");
        }
        if (realBoards < 0) {
            throw new UserInputException("--real-boards must be 0 or more");
        }
        if (timingRuns < 1) {
            throw new UserInputException("--timing-runs must be at least 1");
        }
        if (warmUp < 0) {
            throw new UserInputException("--warm-up must be 0 or more");
        }
        if (!colours.equals("dealt") && !colours.equals("game")) {
            throw new UserInputException("unknown --colours '" + colours + "' (use dealt, game)");
        }
        List<String> modeList = List.of(modes.split(","));
        for (String m : modeList) {
            if (!m.equals("pack") && !m.equals("zero-shot")) {
                throw new UserInputException("unknown mode '" + m + "' (use pack, zero-shot)");
            }
        }
        java.util.regex.Matcher wh = java.util.regex.Pattern.compile("(\\d{3,5})x(\\d{3,5})").matcher(size);
        if (!wh.matches()) {
            throw new UserInputException("--size must be WIDTHxHEIGHT, e.g. 3840x2160, not '" + size + "'");
        }
        int width = Integer.parseInt(wh.group(1));
        int height = Integer.parseInt(wh.group(2));
        Optional<TableCalibration> table = Optional.ofNullable(calibration).map(CalibrationFiles::read);
        double loadBefore = load();
        List<BenchRow> rows = new ArrayList<>();
        for (String g : games.split(",")) {
            SampleGame game = SampleGame.parse(g);
            List<Catalog> cats = game.catalogs().stream().map(Catalogs::builtIn).toList();
            Catalog combined = cats.size() == 1 ? cats.get(0) : Catalogs.combine(cats.toArray(new Catalog[0]));
            PrintedArt art = new PrintedArt(cats);
            Map<String, Recognizer> recognizers = new LinkedHashMap<>();
            Map<String, Recognizer> explainers = new LinkedHashMap<>();
            for (String m : modeList) {
                Optional<AppearancePack> pack = m.equals("pack") ? Optional.of(art.pack()) : Optional.empty();
                RecognizerSettings settings = new RecognizerSettings(game.catalogs(), combined, pack, false);
                recognizers.put(m, new Recognizer(table.map(settings::withCalibration).orElse(settings)));
                if (debug != null) {
                    // Kept apart so that drawing the stage pictures never slows the timed readings.
                    RecognizerSettings keeping = new RecognizerSettings(game.catalogs(), combined, pack, true);
                    explainers.put(m, new Recognizer(table.map(keeping::withCalibration).orElse(keeping)));
                }
            }
            SceneGenerator generator = new SceneGenerator(new CatalogTileArt(cats, art));
            for (String d : difficulties.split(",")) {
                Difficulty difficulty = Difficulty.parse(d);
                Map<String, BenchRow.Accumulator> acc = new LinkedHashMap<>();
                modeList.forEach(m -> acc.put(m, new BenchRow.Accumulator(game.label(), difficulty.label(), m)));
                for (int k = 0; k < scenes; k++) {
                    long s = seed + k;
                    // The random games seat red, blue and yellow; dealing all five box colours
                    // puts black and green figures, the hard ones to see, on the benchmark too.
                    SceneBoard played = SampleGame.board(game.play(s, tiles));
                    SceneBoard board = colours.equals("dealt") ? PlayerColourDeal.deal(played, s) : played;
                    RenderedScene scene = generator.generate(SceneGenerator.Request.of(board, difficulty, s)
                            .withSize(width, height).withFraming(fit ? Framing.FIT_BOARD : Framing.TILE_SIZE));
                    Mat frame = scene.decode();
                    BenchTruth truth = truth(scene.truth());
                    for (Map.Entry<String, Recognizer> e : recognizers.entrySet()) {
                        if (k == 0) {
                            List<String> warm = new ArrayList<>();
                            for (int w = 0; w < warmUp; w++) {
                                long tw = System.nanoTime();
                                e.getValue().recognize(frame).log().release();
                                double warmMs = (System.nanoTime() - tw) / 1e6;
                                acc.get(e.getKey()).first(warmMs);
                                warm.add(String.format(Locale.ROOT, "%.0f", warmMs));
                            }
                            if (!warm.isEmpty()) {
                                log.printf("%s %s seed %d %s: warm-up readings, untimed: %s ms%n", game.label(),
                                        difficulty.label(), s, e.getKey(), String.join(", ", warm));
                            }
                        }
                        long t0 = System.nanoTime();
                        Recognition r = e.getValue().recognize(frame);
                        double ms = (System.nanoTime() - t0) / 1e6;
                        r.log().release();
                        SceneScore score = SceneScore.of(r.observation(), truth, combined, Recognizer.UNSURE_BELOW);
                        if (readings != null) {
                            writeReading(r.observation(), readings.resolve(game.label() + "-" + difficulty.label()
                                    + "-" + s + "-" + e.getKey() + ".json"));
                        }
                        acc.get(e.getKey()).add(score, ms, r.log().timings(), r.observation().lattice().found());
                        log.printf("%s %s seed %d %s: %d/%d tiles right, figures %d/%d (%d of the right kind), %.0f ms%s%n",
                                game.label(), difficulty.label(), s, e.getKey(), score.right(), score.tiles(),
                                score.figuresRight(), score.figures(), score.figuresKindRight(), ms,
                                score.misses().isEmpty() ? "" : "  " + String.join("; ", score.misses().subList(0,
                                        Math.min(4, score.misses().size()))));
                        score.figureMisses().forEach(m -> log.println("    figure: " + m));
                        List<String> again = new ArrayList<>();
                        for (int run = 1; run < timingRuns; run++) {
                            long t1 = System.nanoTime();
                            Recognition repeat = e.getValue().recognize(frame);
                            double repeatMs = (System.nanoTime() - t1) / 1e6;
                            repeat.log().release();
                            acc.get(e.getKey()).timed(repeatMs, repeat.log().timings());
                            again.add(String.format(Locale.ROOT, "%.0f", repeatMs));
                        }
                        if (!again.isEmpty()) {
                            log.println("    read again: " + String.join(", ", again) + " ms");
                        }
                        log.flush();
                        boolean missed = score.right() < score.tiles() || score.figuresKindRight() < score.figures()
                                || score.extraTiles() > 0 || score.extraFigures() > 0;
                        if (debug != null && missed) {
                            explain(explainers.get(e.getKey()), frame, scene, score, debug.resolve(
                                    game.label() + "-" + difficulty.label() + "-" + s + "-" + e.getKey()));
                        }
                    }
                    frame.release();
                }
                acc.values().forEach(a -> rows.add(a.row()));
            }
        }
        List<BenchReport.RealTiles> realRows = realTiles(log);
        String command = "companion bench-recognizer --scenes " + scenes + " --difficulty " + difficulties + " --mode "
                + modes + " --games " + games + " --tiles " + tiles + " --seed " + seed
                + " --colours " + colours + " --size " + width + "x" + height + (fit ? " --fit" : "")
                + " --timing-runs " + timingRuns + " --warm-up " + warmUp
                + (realBoards == 3 ? "" : " --real-boards " + realBoards)
                + (calibration == null ? "" : " --calibration " + calibration);
        BenchReport report = new BenchReport(BenchReport.FORMAT, command,
                new BenchReport.Machine(Runtime.getRuntime().availableProcessors(), loadBefore, load()),
                "painted tiles (samples.render), one print per type at every size", rows, realRows);
        report.write(out);
        log.println();
        log.printf("%-6s %-8s %-10s %6s %8s %8s %8s %8s %9s %6s %5s %8s %8s %8s %8s %6s %5s %8s %8s%n", "game",
                "level", "mode", "tiles", "tile ok", "rules ok", "boards", "conf.bad", "unsure", "extra", "sure",
                "figures", "fig. ok", "+kind", "sure bad", "extra", "sure", "ms", "first");
        for (BenchRow r : rows) {
            log.printf("%-6s %-8s %-10s %6d %7.2f%% %7.2f%% %7.0f%% %7.2f%% %8.1f%% %6d %5d %8d %7.1f%% %7.1f%% %8d"
                    + " %6d %5d %8.0f %8.0f%n", r.game(), r.difficulty(), r.mode(), r.tiles(), 100 * r.tileAccuracy(),
                    100 * r.ruleAccuracy(), 100 * r.wholeBoards(), 100 * r.confidentWrong(), 100 * r.flagged(),
                    r.extraTiles(), r.sureExtraTiles(), r.figures(), 100 * r.figureAccuracy(),
                    100 * r.figureKindAccuracy(), r.sureWrongFigures(), r.extraFigures(), r.sureExtraFigures(),
                    r.medianMs(), r.firstMs());
        }
        log.println();
        log.println("median ms per stage:");
        for (BenchRow r : rows) {
            StringBuilder stages = new StringBuilder();
            r.stageMedianMs().forEach((k, v) -> stages.append(String.format(Locale.ROOT, " %s %.0f", k, v)));
            log.printf("%-6s %-8s %-10s%s%n", r.game(), r.difficulty(), r.mode(), stages);
        }
        log.println();
        log.println("told at a confidence of (tenths) -> share right by the rules (readings):");
        for (BenchRow r : rows) {
            StringBuilder told = new StringBuilder();
            r.reliability().told().forEach(b -> told.append(String.format(Locale.ROOT, "  %.1f: %.3f (%d)", b.from(),
                    b.rightShare(), b.readings())));
            log.printf("%-6s %-8s %-10s%s%n", r.game(), r.difficulty(), r.mode(), told);
        }
        if (reliabilityPicture != null) {
            Mat diagram = ReliabilityPicture.paint(rows);
            ImageFiles.write(reliabilityPicture, diagram);
            log.println("wrote " + reliabilityPicture);
        }
        realRows.forEach(r -> log.printf("real: %s: %.1f%% of %d%s%n", r.what(), 100 * r.accuracy(), r.items(),
                r.sureButWrong() == null ? "" : String.format(", %.1f%% wrong yet sure", 100 * r.sureButWrong())));
        log.println("wrote " + out);
        log.flush();
        return 0;
    }

    /**
     * Reads the frame again keeping every stage's picture, and writes them with the photo, the
     * misses (the tiles' and the figures') and the scene's truth: {@code photo.jpg} (the scene's
     * own bytes, so reading it again reads the same frame) with {@code scene.json} is a scene as
     * {@code samples scene} writes one, so a miss can be read again, or made a test, without
     * dealing the game anew.
     */
    private static void explain(Recognizer recognizer, Mat frame, RenderedScene scene, SceneScore score, Path dir) {
        Recognition r = recognizer.recognize(frame);
        try {
            r.log().saveImages(dir);
            Files.write(dir.resolve("photo.jpg"), scene.jpeg());
            ImageFiles.write(dir.resolve("overlay.png"), OverlayPainter.paint(frame, r.observation()));
            Files.write(dir.resolve("misses.txt"), score.misses());
            Files.write(dir.resolve("figure-misses.txt"), score.figureMisses());
            Files.writeString(dir.resolve("scene.json"), SceneFiles.toJson(scene.truth().withImageFile("photo.jpg")));
        } catch (IOException ex) {
            throw new UncheckedIOException("cannot write " + dir, ex);
        } finally {
            r.log().release();
        }
    }

    /** The observation without its times, which differ from run to run while the readings must not. */
    private static void writeReading(Observation o, Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException ex) {
            throw new UncheckedIOException("cannot write " + file, ex);
        }
        Observations.write(o.withTimingsMs(Map.of()), file);
    }

    private static double load() {
        return Math.round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage() * 100) / 100.0;
    }

    /**
     * The truth in the recognizer's terms: tiles fully in view, figures whose foot shows, those on
     * tiles not compared (cut by the frame's edge, or a fifth or more under a hand) kept apart.
     */
    public static BenchTruth truth(SceneTruth t) {
        List<BenchTruth.Tile> tiles = new ArrayList<>();
        List<BenchTruth.Tile> partlyHidden = new ArrayList<>();
        for (TileTruth tile : t.tiles()) {
            BenchTruth.Tile b = new BenchTruth.Tile(tile.id(), tile.rotation(), tile.centre().get(0),
                    tile.centre().get(1));
            (compared(tile) ? tiles : partlyHidden).add(b);
        }
        Map<String, TileTruth> byCell = new HashMap<>();
        t.tiles().forEach(tile -> byCell.put(tile.x() + "," + tile.y(), tile));
        List<BenchTruth.Figure> figures = new ArrayList<>();
        List<BenchTruth.Figure> onPartlyHidden = new ArrayList<>();
        for (FigureTruth f : t.figures()) {
            TileTruth under = byCell.get(f.x() + "," + f.y());
            if (!f.occluded() && f.foot().size() == 2 && inside(f.foot(), t) && under != null) {
                (compared(under) ? figures : onPartlyHidden).add(new BenchTruth.Figure(f.colour(), f.kind(),
                        under.id(), under.rotation(), f.feature(), f.foot().get(0), f.foot().get(1)));
            }
        }
        return new BenchTruth(tiles, figures, partlyHidden, onPartlyHidden);
    }

    /** Whether a tile is compared: wholly in the frame and under a fifth of it under a hand. */
    private static boolean compared(TileTruth tile) {
        return tile.visibility().equals("full") && tile.occluded() < 0.2;
    }

    private static boolean inside(List<Double> p, SceneTruth t) {
        return p.get(0) >= 0 && p.get(1) >= 0 && p.get(0) < t.image().width() && p.get(1) < t.image().height();
    }

    /**
     * Tile art with one print per tile type, the same at every size, as real tiles are: each
     * type is painted once at 256 pixels and scaled. Its prints make the appearance pack.
     */
    static final class PrintedArt implements TileArt {
        private final TileRenderer renderer = new TileRenderer();
        private final Map<String, Catalog> catalogs = new LinkedHashMap<>();
        private final Map<String, Mat> prints = new HashMap<>();
        private final Map<String, Mat> given;

        PrintedArt(List<Catalog> catalogs) {
            this(catalogs, Map.of());
        }

        /** Art from given pictures (tile id to picture) instead of painted prints. */
        PrintedArt(List<Catalog> catalogs, Map<String, Mat> given) {
            catalogs.forEach(c -> this.catalogs.put(c.id(), c));
            this.given = given;
        }

        Mat print(String catalogId, String tileId) {
            if (given.containsKey(tileId)) {
                return given.get(tileId);
            }
            synchronized (prints) {
                return prints.computeIfAbsent(catalogId + "/" + tileId, k -> {
                    Catalog c = catalogs.get(catalogId);
                    return renderer.render(c.require(tileId), Rotation.R0, 256, 1, TileStyle.forCatalog(c));
                });
            }
        }

        AppearancePack pack() {
            Map<String, Mat> pictures = new HashMap<>();
            for (Catalog c : catalogs.values()) {
                for (TileType t : c.tiles()) {
                    pictures.put(t.id(), print(c.id(), t.id()));
                }
            }
            return new AppearancePack(Path.of("<memory>"), PackInfo.of("", "painted prints", 256), pictures);
        }

        @Override
        public byte[] paint(String catalogId, String tileId, int sizePx) {
            Mat p = print(catalogId, tileId);
            Mat m = new Mat();
            Imgproc.resize(p, m, new Size(sizePx, sizePx), 0, 0,
                    sizePx < p.cols() ? Imgproc.INTER_AREA : Imgproc.INTER_CUBIC);
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

    /** Zero-shot on photos of real base tiles; a pack on boards composed of H&G scans. */
    private List<BenchReport.RealTiles> realTiles(PrintWriter log) {
        List<BenchReport.RealTiles> out = new ArrayList<>();
        Path photos = real.resolve("base-photos");
        if (Files.isDirectory(photos)) {
            Catalog base = Catalogs.builtIn("base");
            Recognizer zero = new Recognizer(new RecognizerSettings(List.of("base"), base, Optional.empty(), false));
            int right = 0;
            List<String> details = new ArrayList<>();
            List<Path> files = list(photos, ".jpg");
            for (Path f : files) {
                String truth = f.getFileName().toString().substring(0, 1);
                Mat m = Imgcodecs.imread(f.toString());
                TileIdentification id = zero.identify(m);
                m.release();
                if (id.tile().equals(truth)) {
                    right++;
                }
                details.add(truth + " read " + id.tile() + String.format(" (%.2f)", id.confidence()));
            }
            // Only the figures go into the file: nothing derived from the real pictures is kept.
            details.forEach(d -> log.println("real base photo: " + d));
            out.add(new BenchReport.RealTiles("zero-shot type of real base tiles (photos)", files.size(),
                    files.isEmpty() ? 0 : right / (double) files.size(), List.of()));
        } else {
            log.println("real tiles: no " + photos + " (skipped)");
        }
        Path scans = real.resolve("hg-2020-scans");
        if (Files.isDirectory(scans)) {
            out.add(scannedTilesZeroShot(scans, log));
            out.addAll(scannedBoards(scans, log));
        } else {
            log.println("real tiles: no " + scans + " (skipped)");
        }
        return out;
    }

    /**
     * Each H&G scan read alone zero-shot, as `companion identify` reads a photo of one tile: right
     * when the rules cannot tell the reading from the tile as scanned (upright), and how many are
     * wrong yet sure. The printed H&G art is not the catalog geometry's (its rivers meander, its
     * forests are drawn tree by tree), so this tells how far zero-shot's confidence holds on it.
     */
    private BenchReport.RealTiles scannedTilesZeroShot(Path scans, PrintWriter log) {
        Catalog hg = Catalogs.builtIn("hg-2020");
        Recognizer zero = new Recognizer(new RecognizerSettings(List.of("hg-2020"), hg, Optional.empty(), false));
        int items = 0;
        int right = 0;
        int sureWrong = 0;
        for (Path f : list(scans, ".jpg")) {
            String id = scannedTileId(f);
            if (hg.tile(id).isEmpty()) {
                continue;
            }
            Mat m = Imgcodecs.imread(f.toString());
            TileIdentification read = zero.identify(m);
            m.release();
            items++;
            boolean ok = TileSignature.of(hg.require(read.tile()), Rotation.ofDegrees(read.rotation()))
                    .equals(TileSignature.of(hg.require(id), Rotation.R0));
            right += ok ? 1 : 0;
            sureWrong += !ok && read.confidence() >= Recognizer.UNSURE_BELOW ? 1 : 0;
            log.printf("real H&G scan zero-shot: %s read %s %d (%.2f)%n", id, read.tile(), read.rotation(),
                    read.confidence());
        }
        return new BenchReport.RealTiles("zero-shot type and rotation of real H&G scans read one by one (by the rules)",
                items, items == 0 ? 0 : right / (double) items, items == 0 ? 0 : sureWrong / (double) items, List.of());
    }

    /**
     * Boards composed of the scanned H&amp;G tiles (art and pack alike), recognized with the scans as
     * pack, and the same frames recognized zero-shot: the one measure of zero-shot on real art with
     * a whole board to learn the photo's colours from (a scan read alone has none). The boards
     * repeat their 24 types (a box holds each once), so zero-shot's hand-out of the box's counts
     * works against them there; it is counted by the rules and by type and rotation, and how many
     * wrong readings were told as sure.
     */
    private List<BenchReport.RealTiles> scannedBoards(Path scans, PrintWriter log) {
        Catalog hg = Catalogs.builtIn("hg-2020");
        Map<String, Mat> pictures = hgScans(scans, hg);
        List<String> ids = new ArrayList<>(pictures.keySet());
        if (ids.isEmpty()) {
            return List.of(new BenchReport.RealTiles("pack of H&G scans: no scan named a tile of hg-2020", 0, 0,
                    List.of()));
        }
        AppearancePack pack = scansPack(pictures);
        Recognizer recognizer = new Recognizer(new RecognizerSettings(List.of("hg-2020"), hg, Optional.of(pack), false));
        Recognizer zeroShot = new Recognizer(new RecognizerSettings(List.of("hg-2020"), hg, Optional.empty(), false));
        SceneGenerator generator = scansGenerator(hg, pictures);
        int total = 0;
        int right = 0;
        int whole = 0;
        int zeroTotal = 0;
        int zeroByRules = 0;
        int zeroStrict = 0;
        int zeroSureWrong = 0;
        for (int k = 0; k < realBoards; k++) {
            // Laid by the rules, as at the table: of types laid at random nearly every seam breaks
            // them, and a reading is weighed by how well its neighbours agree.
            Optional<List<SceneTile>> laid = LegalGrid.of(hg, ids, 8, 6, new SplittableRandom(seed + 500 + k));
            if (laid.isEmpty()) {
                log.printf("real H&G scans board %d: these scans cannot fill 8 by 6 tiles by the rules%n", k);
                continue;
            }
            List<SceneTile> tiles = laid.get();
            SceneBoard board = new SceneBoard(List.of("hg-2020"), tiles, List.of());
            RenderedScene scene = generator.generate(SceneGenerator.Request.of(board, Difficulty.DEFAULT, seed + 500 + k));
            Mat frame = scene.decode();
            Recognition r = recognizer.recognize(frame);
            r.log().release();
            SceneScore s = SceneScore.of(r.observation(), truth(scene.truth()), hg, Recognizer.UNSURE_BELOW);
            if (debug != null && s.right() < s.tiles()) {
                explain(new Recognizer(new RecognizerSettings(List.of("hg-2020"), hg, Optional.of(pack), true)), frame,
                        scene, s, debug.resolve("real-hg-scans-board-" + k));
            }
            Recognition z = zeroShot.recognize(frame);
            z.log().release();
            SceneScore zs = SceneScore.of(z.observation(), truth(scene.truth()), hg, Recognizer.UNSURE_BELOW);
            if (debug != null && zs.ruleRight() < zs.tiles()) {
                explain(new Recognizer(new RecognizerSettings(List.of("hg-2020"), hg, Optional.empty(), true)), frame,
                        scene, zs, debug.resolve("real-hg-scans-board-" + k + "-zero-shot"));
            }
            frame.release();
            total += s.tiles();
            right += s.right();
            whole += s.right() == s.tiles() ? 1 : 0;
            zeroTotal += zs.tiles();
            zeroByRules += zs.ruleRight();
            zeroStrict += zs.right();
            zeroSureWrong += zs.confidentWrong();
            log.printf("real H&G scans board %d: %d/%d tiles right; zero-shot %d by the rules, %d by type and"
                    + " rotation, %d wrong yet sure%n", k, s.right(), s.tiles(), zs.ruleRight(), zs.right(),
                    zs.confidentWrong());
        }
        String boards = realBoards + (realBoards == 1 ? " board" : " boards");
        return List.of(new BenchReport.RealTiles("pack of H&G scans on " + boards + " laid of them by the rules (default"
                        + " difficulty, " + ids.size() + " tile types), " + whole + " read whole", total,
                        total == 0 ? 0 : right / (double) total, List.of()),
                new BenchReport.RealTiles("zero-shot on the same " + boards + " of H&G scans (by the rules; "
                        + zeroStrict + " by type and rotation)", zeroTotal,
                        zeroTotal == 0 ? 0 : zeroByRules / (double) zeroTotal,
                        zeroTotal == 0 ? 0 : zeroSureWrong / (double) zeroTotal, List.of()));
    }

    /** The tile id a scan shows: hg2020-NN.jpg shows tile NN. */
    static String scannedTileId(Path scan) {
        String name = scan.getFileName().toString();
        String number = name.substring(name.lastIndexOf('-') + 1, name.lastIndexOf('.'));
        return number.matches("\\d+") ? String.valueOf(Integer.parseInt(number)) : number;
    }

    /** The folder's scans (.jpg) of tiles of {@code hg}, by tile id, in the order of their names. */
    static Map<String, Mat> hgScans(Path dir, Catalog hg) {
        Map<String, Mat> pictures = new LinkedHashMap<>();
        for (Path f : list(dir, ".jpg")) {
            String id = scannedTileId(f);
            if (hg.tile(id).isPresent()) {
                pictures.put(id, Imgcodecs.imread(f.toString()));
            }
        }
        return pictures;
    }

    /** The scans as an appearance pack: the pictures a player's own tiles would give. */
    static AppearancePack scansPack(Map<String, Mat> pictures) {
        return new AppearancePack(Path.of("<memory>"), PackInfo.of("hg-2020", "scans", 256), pictures);
    }

    /** Scenes whose tiles wear the scans as their art. */
    static SceneGenerator scansGenerator(Catalog hg, Map<String, Mat> pictures) {
        return new SceneGenerator(new CatalogTileArt(List.of(hg), new PrintedArt(List.of(hg), pictures)));
    }

    private static List<Path> list(Path dir, String suffix) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }
}
