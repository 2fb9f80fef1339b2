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
import java.util.function.Function;
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
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.progress.Progress;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.RecognizerSettings;

import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.FrameContent;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneParameters;
import org.tablecompanion.samples.scene.SceneRenderer;
import org.tablecompanion.samples.scene.SceneSetup;

/**
 * Does calibration make recognition better? Generated base-game scenes at the default difficulty
 * but with a strong barrel lens (k1 -0.25..-0.35) and a strong colour cast (red and blue gains
 * off by 12-25 %) are read by the recognizer as they come from the camera, and again after
 * {@link FrameCorrector}, with the calibration made the way a player makes it: 12 photos of the
 * printed ChArUco board taken by the same webcam, and one photo of a grey card under the same
 * camera settings. Tiles are read both zero-shot and with the renderer's own pictures as pack.
 * Writes {@code bench/calibration.json}.
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

    private CalibrationBench() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        run(Options.defaults(), Path.of("bench/calibration.json"), out);
    }

    /** Runs the benchmark and writes its figures; returns them. */
    public static Map<String, Object> run(Options options, Path file, PrintWriter log) {
        long start = System.nanoTime();
        Catalog base = Catalogs.builtIn("base");
        PrintedTiles prints = new PrintedTiles(List.of(base), 1);
        SceneRenderer renderer = new SceneRenderer(new CatalogTileArt(List.of(base), prints));
        Map<String, Mat> packPictures = new HashMap<>();
        for (TileType t : base.tiles()) {
            packPictures.put(t.id(), prints.print(base.id(), t.id()));
        }
        Recognizer zeroShot = new Recognizer(new RecognizerSettings(List.of("base"), base, Optional.empty(), false));
        Recognizer withPack = new Recognizer(new RecognizerSettings(List.of("base"), base,
                Optional.of(new AppearancePack(Path.of("<memory>"), PackInfo.of("base", "painted prints", 256), packPictures)), false));
        String[] arms = {"raw", "undistorted", "white-balanced", "calibrated"};
        Map<String, TileScore> zero = new LinkedHashMap<>();
        Map<String, TileScore> pack = new LinkedHashMap<>();
        for (String a : arms) {
            zero.put(a, TileScore.zero());
            pack.put(a, TileScore.zero());
        }
        List<Map<String, Object>> perScene = new ArrayList<>();
        double rmsSum = 0;
        double focalErrSum = 0;
        double gainErrSum = 0;
        for (int i = 0; i < options.scenes(); i++) {
            long seed = options.seed() + i;
            SceneBoard board = SampleGame.board(SampleGame.BASE.play(seed, options.tiles()));
            SceneSetup setup = strongLensAndCast(board, seed, options.width(), options.height());
            RenderedScene scene = renderer.render(setup, FrameContent.still(board), seed);
            Mat frame = scene.decode();
            Camera webcam = setup.camera();
            double[] gains = {setup.parameters().whiteBalanceBlue(), 1.0, setup.parameters().whiteBalanceRed()};

            CameraModel camera = new CameraCalibrator(CharucoBoardSpec.A4)
                    .calibrate(boardPhotos(webcam, gains, seed), names(12), Progress.NONE).model();
            FrameCorrector undistort = FrameCorrector.undistortOnly(camera);
            Mat card = undistort.undistort(greyCardPhoto(webcam, gains, seed));
            ColourCorrection colour = WhiteBalance.fromGreyCard(card, Optional.empty());
            card.release();
            TableCalibration full = TableCalibration.empty().withCamera(camera).withColour(colour);
            Map<String, FrameCorrector> correctors = Map.of(
                    "raw", FrameCorrector.identity(),
                    "undistorted", undistort,
                    "white-balanced", FrameCorrector.of(TableCalibration.empty().withColour(colour)),
                    "calibrated", FrameCorrector.of(full));
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("seed", seed);
            row.put("k1", round(webcam.k1(), 3));
            row.put("k2", round(webcam.k2(), 3));
            row.put("whiteBalanceRed", round(gains[2], 3));
            row.put("whiteBalanceBlue", round(gains[0], 3));
            row.put("cameraRmsPx", camera.rmsErrorPx());
            for (String a : arms) {
                FrameCorrector c = correctors.get(a);
                Mat picture = c.correct(frame);
                Function<double[], double[]> toPicture = p -> {
                    ImagePoint q = c.toCorrected(new ImagePoint(p[0], p[1]), frame.cols(), frame.rows());
                    return new double[] {q.x(), q.y()};
                };
                TileScore z = TileScore.of(scene.truth(), read(zeroShot, picture), base, toPicture);
                TileScore p = TileScore.of(scene.truth(), read(withPack, picture), base, toPicture);
                zero.put(a, zero.get(a).plus(z));
                pack.put(a, pack.get(a).plus(p));
                row.put(a, ordered("compared", z.compared(), "packRight", p.right(), "zeroShotRight", z.right()));
                picture.release();
            }
            perScene.add(row);
            rmsSum += camera.rmsErrorPx();
            focalErrSum += Math.abs(camera.fx() - webcam.focalPx()) / webcam.focalPx();
            double[] g = colour.gains();
            // The corrected cast: how far blue/green and red/green still are from the truth.
            gainErrSum += (Math.abs(g[0] / g[1] * gains[0] - 1) + Math.abs(g[2] / g[1] * gains[2] - 1)) / 2;
            frame.release();
            log.printf("  scene %d/%d: pack %d -> %d, zero-shot %d -> %d of %d tiles right (raw -> calibrated)%n",
                    i + 1, options.scenes(), pack.get("raw").right(), pack.get("calibrated").right(),
                    zero.get("raw").right(), zero.get("calibrated").right(), zero.get("raw").compared());
            log.flush();
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("bench", "calibration");
        result.put("what", "tiles read right (type and rotation) on generated base-game scenes with a strong barrel "
                + "lens and colour cast, as the camera gives them and after FrameCorrector with a calibration made "
                + "from 12 generated ChArUco photos and one grey-card photo by the same webcam");
        result.put("scenes", options.scenes());
        result.put("tilesPerBoard", options.tiles());
        result.put("size", options.width() + "x" + options.height());
        result.put("k1", List.of(K1_MIN, K1_MAX));
        result.put("k2", List.of(K2_MIN, K2_MAX));
        result.put("whiteBalanceShift", List.of(WB_MIN, WB_MAX));
        Map<String, Object> figures = new LinkedHashMap<>();
        for (String a : arms) {
            figures.put(a, ordered("pack", score(pack.get(a)), "zeroShot", score(zero.get(a))));
        }
        result.put("tiles", figures);
        result.put("camera", ordered("meanRmsPx", round(rmsSum / options.scenes(), 3),
                "meanFocalErrorPercent", round(100 * focalErrSum / options.scenes(), 2)));
        result.put("whiteBalance", ordered("meanResidualCastPercent", round(100 * gainErrSum / options.scenes(), 2)));
        result.put("perScene", perScene);
        result.put("seconds", round((System.nanoTime() - start) / 1e9, 1));
        result.put("loadAverage", round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), 2));
        write(file, result);
        return result;
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
        SceneParameters p = s.parameters();
        SceneParameters q = new SceneParameters(p.tiltDeg(), p.yawDeg(), p.horizontalFovDeg(), p.tilePx(), k1, k2,
                p.aimOffsetX(), p.aimOffsetY(), p.gapMm(), p.jitterMm(), p.jitterDeg(), p.lightUnevenness(), p.vignetting(),
                p.softShadow(), p.glareSpots(), p.glareStrength(), p.lightElevationDeg(), p.lightAzimuthDeg(),
                p.blurSigmaPx(), p.noiseSigma(), red, blue, p.jpegQuality(), false);
        Camera c = s.camera();
        Camera lens = Camera.lookingAt(c.width(), c.height(), c.focalPx(), k1, k2, c.target(), c.tiltDeg(), c.yawDeg(),
                c.distanceMm());
        return new SceneSetup(s.difficulty(), s.seed(), q, lens, s.layout(), s.table(), s.lighting(), s.glare());
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

    private static Observation read(Recognizer r, Mat picture) {
        return r.recognize(picture).observation();
    }

    private static List<String> names(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("board-" + i);
        }
        return out;
    }

    static Map<String, Object> score(TileScore s) {
        return ordered("compared", s.compared(), "found", s.found(), "right", s.right(), "accuracy", round(s.accuracy(), 4));
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
