package org.tablecompanion.ui.calibration;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.camera.CameraCalibrator;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.camera.CharucoBoardSpec;
import org.tablecompanion.calibration.camera.CharucoSheet;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.WhiteBalance;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.calibration.figures.FigureColourLearner;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.calibration.progress.Progress;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.bench.BenchTruth;
import org.tablecompanion.recognizer.bench.SceneScore;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.render.FigurePicture;
import org.tablecompanion.samples.render.FigureRenderer;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.FrameContent;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneRenderer;
import org.tablecompanion.samples.scene.SceneSetup;
import org.tablecompanion.ui.cli.RecognizerBenchCommand;
import org.tablecompanion.ui.cli.RecognizerOptions;

/**
 * Does calibration make recognition better? Generated base-game scenes at the default difficulty
 * but with a strong barrel lens (k1 -0.25..-0.35) and a strong colour cast (red and blue gains
 * off by 12-25 %) are read by the recognizer as the camera gives them and with a calibration file,
 * through the same path as {@code companion recognize --calibration FILE}: the file is written
 * and read back, the recognizer undistorts and white-balances with it, tells figures by the
 * colours learned in it and reads tiles with the pack it names. The calibration is made the way
 * a player makes it: 12 photos of the printed ChArUco board taken by the same webcam, one photo of
 * a grey card and one of a few figures of every player under the same camera settings. Tiles are
 * read both zero-shot and with the renderer's own pictures as pack. Writes
 * {@code bench/calibration.json}.
 */
public final class CalibrationBench {

    /**
     * @param scenes how many scenes
     * @param tiles tiles per board
     * @param seed first seed
     * @param width scene width
     * @param height scene height
     */
    public record Options(int scenes, int tiles, long seed, int width, int height) {
        public static Options defaults() {
            return new Options(8, 24, 1, 1920, 1080);
        }
    }

    /**
     * Which parts of the calibration each arm uses: none, the lens, the white balance, both, and
     * both with the learned figure colours (which are stated in the corrected picture's colours,
     * so they do not go without the white balance).
     */
    private static final List<String> ARMS = List.of("raw", "undistorted", "white-balanced", "lens-and-light",
            "calibrated");

    private CalibrationBench() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        run(Options.defaults(), Path.of("bench/calibration.json"), out);
    }

    /** Runs the benchmark and writes its figures; returns them. */
    public static Map<String, Object> run(Options options, Path file, PrintWriter log) {
        long start = System.nanoTime();
        double loadBefore = load();
        Catalog base = Catalogs.builtIn("base");
        PrintedTiles prints = new PrintedTiles(List.of(base), 1);
        SceneRenderer renderer = new SceneRenderer(new CatalogTileArt(List.of(base), prints));
        Path work = temporaryFolder();
        Path packDir = work.resolve("pack");
        Map<String, Mat> packPictures = new HashMap<>();
        for (TileType t : base.tiles()) {
            packPictures.put(t.id(), prints.print(base.id(), t.id()));
        }
        AppearancePack.write(packDir, PackInfo.of("base", "painted prints", 256), packPictures);
        PackUse packUse = new PackUse("base", packDir.toAbsolutePath().toString(), "import", packPictures.size());
        Map<String, Totals> zero = new LinkedHashMap<>();
        Map<String, Totals> pack = new LinkedHashMap<>();
        ARMS.forEach(a -> {
            zero.put(a, new Totals());
            pack.put(a, new Totals());
        });
        List<Map<String, Object>> perScene = new ArrayList<>();
        double rmsSum = 0;
        double focalErrSum = 0;
        double gainErrSum = 0;
        int figureTables = 0;
        for (int i = 0; i < options.scenes(); i++) {
            long seed = options.seed() + i;
            int sceneNo = i;
            SceneBoard board = SampleGame.board(SampleGame.BASE.play(seed, options.tiles()));
            SceneSetup setup = strongLensAndCast(board, seed, options.width(), options.height());
            RenderedScene scene = renderer.render(setup, FrameContent.still(board), seed);
            Mat frame = scene.decode();
            BenchTruth truth = RecognizerBenchCommand.truth(scene.truth());
            Camera webcam = setup.camera();
            double[] gains = {setup.parameters().whiteBalanceBlue(), 1.0, setup.parameters().whiteBalanceRed()};

            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            List<Mat> boardPictures = boardPhotos(webcam, gains, seed);
            CameraModel camera = new CameraCalibrator(CharucoBoardSpec.A4)
                    .calibrate(boardPictures, names(12), Progress.NONE).model();
            boardPictures.forEach(Mat::release);
            Mat cardPhoto = greyCardPhoto(webcam, gains, seed);
            Mat card = FrameCorrector.undistortOnly(camera).undistort(cardPhoto);
            cardPhoto.release();
            ColourCorrection colour = WhiteBalance.fromGreyCard(card, Optional.empty());
            card.release();
            TableCalibration lensAndLight = TableCalibration.empty().withCamera(camera).withColour(colour);
            List<PlayerColour> players = scene.truth().figures().stream().map(f -> PlayerColour.parse(f.colour()))
                    .distinct().sorted().toList();
            List<FigureColour> figures = learnFigures(webcam, gains, lensAndLight, players, seed, log);
            figureTables += figures.isEmpty() ? 0 : 1;
            Map<String, TableCalibration> parts = new LinkedHashMap<>();
            parts.put("undistorted", TableCalibration.empty().withCamera(camera));
            parts.put("white-balanced", TableCalibration.empty().withColour(colour));
            parts.put("lens-and-light", lensAndLight);
            parts.put("calibrated", lensAndLight.withFigures(figures));
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("seed", seed);
            row.put("k1", round(webcam.k1(), 3));
            row.put("k2", round(webcam.k2(), 3));
            row.put("whiteBalanceRed", round(gains[2], 3));
            row.put("whiteBalanceBlue", round(gains[0], 3));
            row.put("cameraRmsPx", camera.rmsErrorPx());
            row.put("figureColoursLearned", figures.size());
            for (String a : ARMS) {
                // As on the command line: --pack DIR without a calibration, else the file names the pack.
                Optional<Path> calibrated = Optional.ofNullable(parts.get(a)).map(t -> write(work, sceneNo, a, t));
                Optional<Path> calibratedWithPack = Optional.ofNullable(parts.get(a))
                        .map(t -> write(work, sceneNo, a + "-pack", t.withPack(packUse)));
                SceneScore z = score(RecognizerOptions.settings("base", Optional.empty(), calibrated, false), frame,
                        truth, base);
                SceneScore p = score(RecognizerOptions.settings("base",
                        calibratedWithPack.isPresent() ? Optional.empty() : Optional.of(packDir), calibratedWithPack, false),
                        frame, truth, base);
                zero.get(a).add(z);
                pack.get(a).add(p);
                row.put(a, ordered("tiles", z.tiles(), "packRight", p.right(), "zeroShotRight", z.right(),
                        "figures", p.figures(), "packFiguresRight", p.figuresRight(),
                        "zeroShotFiguresRight", z.figuresRight()));
            }
            perScene.add(row);
            rmsSum += camera.rmsErrorPx();
            focalErrSum += Math.abs(camera.fx() - webcam.focalPx()) / webcam.focalPx();
            double[] g = colour.gains();
            // The corrected cast: how far blue/green and red/green still are from the truth.
            gainErrSum += (Math.abs(g[0] / g[1] * gains[0] - 1) + Math.abs(g[2] / g[1] * gains[2] - 1)) / 2;
            frame.release();
            log.printf("  scene %d/%d: tiles pack %d -> %d, zero-shot %d -> %d of %d; figures (pack) %d -> %d of %d "
                            + "(raw -> calibrated, so far)%n", i + 1, options.scenes(), pack.get("raw").right,
                    pack.get("calibrated").right, zero.get("raw").right, zero.get("calibrated").right,
                    zero.get("raw").tiles, pack.get("raw").figuresRight, pack.get("calibrated").figuresRight,
                    pack.get("raw").figures);
            log.flush();
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("bench", "calibration");
        result.put("command", "companion calibrate bench --scenes " + options.scenes());
        result.put("what", "tiles read right (type and rotation) and figures attributed right (colour near the foot, "
                + "and the feature) on generated base-game scenes with a strong barrel lens and colour cast, read by "
                + "the recognizer without and with a calibration file (as 'companion recognize --calibration FILE' "
                + "reads it), made from 12 generated ChArUco photos, one grey-card photo and one photo of the "
                + "players' figures by the same webcam");
        result.put("scenes", options.scenes());
        result.put("tilesPerBoard", options.tiles());
        result.put("size", options.width() + "x" + options.height());
        result.put("k1", List.of(K1_MIN, K1_MAX));
        result.put("k2", List.of(K2_MIN, K2_MAX));
        result.put("whiteBalanceShift", List.of(WB_MIN, WB_MAX));
        Map<String, Object> figures = new LinkedHashMap<>();
        for (String a : ARMS) {
            figures.put(a, ordered("pack", pack.get(a).summary(), "zeroShot", zero.get(a).summary()));
        }
        result.put("results", figures);
        result.put("camera", ordered("meanRmsPx", round(rmsSum / options.scenes(), 3),
                "meanFocalErrorPercent", round(100 * focalErrSum / options.scenes(), 2)));
        result.put("whiteBalance", ordered("meanResidualCastPercent", round(100 * gainErrSum / options.scenes(), 2)));
        result.put("figureColours", ordered("tablesLearned", figureTables, "of", options.scenes()));
        result.put("perScene", perScene);
        result.put("seconds", round((System.nanoTime() - start) / 1e9, 1));
        result.put("loadAverage", ordered("before", loadBefore, "after", load()));
        result.put("cores", Runtime.getRuntime().availableProcessors());
        write(file, result);
        deleteQuietly(work);
        return result;
    }

    /** Tiles and figures summed over scenes. */
    private static final class Totals {
        int tiles;
        int right;
        int figures;
        int figuresFound;
        int figuresRight;

        void add(SceneScore s) {
            tiles += s.tiles();
            right += s.right();
            figures += s.figures();
            figuresFound += s.figuresFound();
            figuresRight += s.figuresRight();
        }

        Map<String, Object> summary() {
            return ordered("tiles", tiles, "right", right, "accuracy", round(tiles == 0 ? 0 : right / (double) tiles, 4),
                    "figures", figures, "figuresFound", figuresFound, "figuresRight", figuresRight,
                    "figureAccuracy", round(figures == 0 ? 0 : figuresRight / (double) figures, 4));
        }
    }

    private static SceneScore score(RecognizerSettings settings, Mat frame, BenchTruth truth, Catalog catalog) {
        Recognizer r = new Recognizer(settings);
        Observation o = r.recognize(frame).observation();
        settings.pack().ifPresent(AppearancePack::release);
        return SceneScore.of(o, truth, catalog, Recognizer.UNSURE_BELOW);
    }

    /**
     * The players' figure colours as 'companion calibrate figures' learns them: three figures of
     * each player laid apart on the table, photographed by the webcam under the same light, the
     * photo corrected with the table's lens and white balance. Empty when they are not found.
     */
    static List<FigureColour> learnFigures(Camera webcam, double[] gains, TableCalibration table,
                                           List<PlayerColour> players, long seed, PrintWriter log) {
        if (players.isEmpty()) {
            return List.of();
        }
        double pxPerMm = 6;
        Mat sheet = new Mat((int) (60 * pxPerMm * players.size() / 2 + 60 * pxPerMm), (int) (200 * pxPerMm),
                CvType.CV_8UC3, FIGURE_TABLE);
        FigureRenderer figures = new FigureRenderer();
        SplittableRandom r = new SplittableRandom(seed * 17 + 3);
        FigurePicture[] pictures = {FigurePicture.MEEPLE_STANDING, FigurePicture.MEEPLE_LYING, FigurePicture.MEEPLE_STANDING};
        for (int p = 0; p < players.size(); p++) {
            for (int f = 0; f < pictures.length; f++) {
                double x = (30 + (p % 2) * 95 + f * 28 + r.nextDouble() * 4) * pxPerMm;
                double y = (40 + (p / 2) * 55 + r.nextDouble() * 4) * pxPerMm;
                figures.draw(sheet, pictures[f], players.get(p), new org.opencv.core.Point(x, y), 16 * pxPerMm,
                        r.nextDouble() * 40 - 20);
            }
        }
        Mat photo = new FlatPhotos(webcam).photograph(FIGURE_TABLE, List.of(new FlatPhotos.Layer(sheet,
                webcam.target().x(), webcam.target().y(), pxPerMm, 0)), gains, 0.7, 2.0, seed);
        Mat corrected = FrameCorrector.of(table).correct(photo);
        try {
            return FigureColourLearner.learn(corrected, players);
        } catch (RuntimeException e) {
            log.println("  figure colours not learned: " + e.getMessage());
            return List.of();
        } finally {
            sheet.release();
            photo.release();
            corrected.release();
        }
    }

    /** The table the figures lie on (BGR), a plain light wood. */
    private static final Scalar FIGURE_TABLE = new Scalar(120, 150, 180);

    private static Path write(Path work, int scene, String arm, TableCalibration table) {
        Path f = work.resolve("scene-" + scene).resolve(arm + ".json");
        try {
            Files.createDirectories(f.getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + f.getParent(), e);
        }
        CalibrationFiles.write(f, table);
        return f;
    }

    private static Path temporaryFolder() {
        try {
            return Files.createTempDirectory("companion-calibration-bench");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary folder", e);
        }
    }

    private static void deleteQuietly(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }

    private static double load() {
        return round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), 2);
    }

    static final double K1_MIN = -0.35;
    static final double K1_MAX = -0.25;
    static final double K2_MIN = 0.02;
    static final double K2_MAX = 0.06;
    static final double WB_MIN = 0.12;
    static final double WB_MAX = 0.25;

    /** The default difficulty's scene with the lens and the white balance made hard. */
    static SceneSetup strongLensAndCast(SceneBoard board, long seed, int width, int height) {
        SceneSetup s = SceneSetup.sample(board, Difficulty.DEFAULT, seed, width, height, ArmChoice.NEVER, Framing.FIT_BOARD);
        SplittableRandom r = new SplittableRandom(seed * 31 + 7);
        double k1 = K1_MIN + r.nextDouble() * (K1_MAX - K1_MIN);
        double k2 = K2_MIN + r.nextDouble() * (K2_MAX - K2_MIN);
        double red = 1 + (r.nextBoolean() ? 1 : -1) * (WB_MIN + r.nextDouble() * (WB_MAX - WB_MIN));
        double blue = 1 + (r.nextBoolean() ? 1 : -1) * (WB_MIN + r.nextDouble() * (WB_MAX - WB_MIN));
        return s.withLensAndCast(k1, k2, red, blue);
    }

    /** Twelve photos of the printed board by the webcam, near and far, tilted, all over the view. */
    static List<Mat> boardPhotos(Camera webcam, double[] gains, long seed) {
        Mat board = CharucoSheet.boardImage(CharucoBoardSpec.A4, 8);
        Mat paper = new Mat();
        org.opencv.core.Core.copyMakeBorder(board, paper, 80, 80, 80, 80, org.opencv.core.Core.BORDER_CONSTANT,
                new Scalar(255, 255, 255));
        double fit = CharucoBoardSpec.A4.widthMm() * webcam.focalPx() / (0.55 * webcam.width());
        SplittableRandom r = new SplittableRandom(seed);
        List<Mat> out = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Camera pose = FlatPhotos.aimed(webcam, (r.nextDouble() - 0.5) * 170, (r.nextDouble() - 0.5) * 110,
                    5 + r.nextDouble() * 35, r.nextDouble() * 360, fit * (0.85 + 0.45 * r.nextDouble()));
            out.add(new FlatPhotos(pose).photograph(new Scalar(90, 120, 150),
                    List.of(new FlatPhotos.Layer(paper, 0, 0, 8, 0)), gains, 0.7, 2.0, seed * 100 + i));
        }
        board.release();
        paper.release();
        return out;
    }

    /** A grey card lying on the table where the webcam looks. */
    static Mat greyCardPhoto(Camera webcam, double[] gains, long seed) {
        Mat card = new Mat(600, 900, CvType.CV_8UC3, new Scalar(150, 150, 150));
        Mat photo = new FlatPhotos(webcam).photograph(new Scalar(70, 110, 150),
                List.of(new FlatPhotos.Layer(card, webcam.target().x(), webcam.target().y(), 6, 8)), gains, 0.7, 2.0, seed);
        card.release();
        return photo;
    }

    private static List<String> names(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("board-" + i);
        }
        return out;
    }

    /** A map that keeps the order its keys are given in, so the JSON reads in that order. */
    static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            out.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return out;
    }

    static void write(Path file, Map<String, Object> result) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), result);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
