package org.tablecompanion.ui.calibration;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.camera.CameraCalibrator;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.camera.CharucoBoardSpec;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.calibration.print.Sheet;
import org.tablecompanion.calibration.progress.Progress;
import org.tablecompanion.calibration.teach.BatchCutter;
import org.tablecompanion.calibration.teach.CutBatch;
import org.tablecompanion.calibration.teach.GuideLayout;
import org.tablecompanion.calibration.teach.GuideSheet;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneGenerator;

/**
 * Is a taught pack as good as the renderer's own pictures? The players' tiles (one print per
 * tile type) are laid on the printed layout guide and photographed page by page by a webcam with
 * a barrel lens under a warm lamp; {@link BatchCutter} cuts the pack from those photos (after
 * undistorting with a camera calibration made from board photos by the same webcam). Generated
 * base-game scenes of the same prints are then read with the taught pack, with the prints
 * themselves as pack, and zero-shot. Writes {@code bench/teach.json}.
 */
public final class TeachBench {

    /**
     * @param scenes how many scenes
     * @param tiles tiles per board
     * @param seed first seed
     * @param difficulties scene difficulties, each with its own scenes
     */
    public record Options(int scenes, int tiles, long seed, List<Difficulty> difficulties) {
        public Options {
            difficulties = List.copyOf(difficulties);
        }

        public static Options defaults() {
            return new Options(8, 24, 101, List.of(Difficulty.EASY, Difficulty.DEFAULT));
        }
    }

    /** The teaching webcam's lens and lamp. */
    static final double TEACH_K1 = -0.2;
    static final double TEACH_K2 = 0.03;
    static final double[] WARM_LAMP = {0.85, 1.0, 1.15};

    private TeachBench() {
    }

    public static void main(String[] args) {
        run(Options.defaults(), Path.of("bench/teach.json"), new PrintWriter(System.out, true));
    }

    public static Map<String, Object> run(Options options, Path file, PrintWriter log) {
        long start = System.nanoTime();
        Catalog base = Catalogs.builtIn("base");
        PrintedTiles prints = new PrintedTiles(List.of(base), 1);

        Map<String, Mat> taught = teach(base, prints, log);
        Map<String, Mat> rendered = new LinkedHashMap<>();
        for (TileType t : base.tiles()) {
            rendered.put(t.id(), prints.print(base.id(), t.id()));
        }
        double similarity = 0;
        for (Map.Entry<String, Mat> e : taught.entrySet()) {
            similarity += correlation(e.getValue(), rendered.get(e.getKey()));
        }
        similarity /= Math.max(1, taught.size());

        Map<String, Recognizer> recognizers = new LinkedHashMap<>();
        recognizers.put("taught", new Recognizer(new RecognizerSettings(List.of("base"), base,
                Optional.of(new AppearancePack(Path.of("<memory>"), PackInfo.of("base", "teach", 256), taught)), false)));
        recognizers.put("rendered", new Recognizer(new RecognizerSettings(List.of("base"), base,
                Optional.of(new AppearancePack(Path.of("<memory>"), PackInfo.of("base", "painted prints", 256), rendered)), false)));
        recognizers.put("zeroShot", new Recognizer(new RecognizerSettings(List.of("base"), base, Optional.empty(), false)));
        SceneGenerator generator = new SceneGenerator(new CatalogTileArt(List.of(base), prints));
        Map<String, Object> byDifficulty = new LinkedHashMap<>();
        for (Difficulty difficulty : options.difficulties()) {
            Map<String, TileScore> scores = new LinkedHashMap<>();
            recognizers.keySet().forEach(k -> scores.put(k, TileScore.zero()));
            for (int i = 0; i < options.scenes(); i++) {
                long seed = options.seed() + i;
                SceneBoard board = SampleGame.board(SampleGame.BASE.play(seed, options.tiles()));
                RenderedScene scene = generator.generate(SceneGenerator.Request.of(board, difficulty, seed)
                        .withArm(ArmChoice.NEVER).withFraming(Framing.FIT_BOARD));
                Mat frame = scene.decode();
                StringBuilder line = new StringBuilder();
                for (Map.Entry<String, Recognizer> r : recognizers.entrySet()) {
                    TileScore s = TileScore.of(scene.truth(), r.getValue().recognize(frame).observation(), base, p -> p);
                    scores.put(r.getKey(), scores.get(r.getKey()).plus(s));
                    line.append(' ').append(r.getKey()).append(' ').append(s.right()).append('/').append(s.compared());
                }
                frame.release();
                log.printf("  %s scene %d/%d:%s%n", difficulty.label(), i + 1, options.scenes(), line);
                log.flush();
            }
            Map<String, Object> figures = new LinkedHashMap<>();
            scores.forEach((k, v) -> figures.put(k, v.summary()));
            byDifficulty.put(difficulty.label(), figures);
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("bench", "teach");
        result.put("what", "tiles read right (type and rotation) on generated base-game scenes with a pack taught from "
                + "generated photos of the layout guide, with the renderer's own pictures as pack, and zero-shot");
        result.put("scenes", options.scenes());
        result.put("tilesPerBoard", options.tiles());
        result.put("teachPhotos", CalibrationBench.ordered("pages", GuideLayout.batches(base).size(), "size", "1920x1080",
                "k1", TEACH_K1, "k2", TEACH_K2, "lampGainsBgr", List.of(WARM_LAMP[0], WARM_LAMP[1], WARM_LAMP[2])));
        result.put("taughtTiles", taught.size() + " of " + base.tiles().size());
        result.put("taughtVsRenderedCorrelation", CalibrationBench.round(similarity, 3));
        result.put("tiles", byDifficulty);
        result.put("seconds", CalibrationBench.round((System.nanoTime() - start) / 1e9, 1));
        result.put("loadAverage", CalibrationBench.round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), 2));
        CalibrationBench.write(file, result);
        return result;
    }

    /** The players teach: calibrate the webcam, lay each guide page, photograph it, cut the pack. */
    static Map<String, Mat> teach(Catalog catalog, PrintedTiles prints, PrintWriter log) {
        Camera webcam = FlatPhotos.aimed(Camera.lookingAt(1920, 1080, 960 / Math.tan(Math.toRadians(32.5)), TEACH_K1,
                TEACH_K2, new org.tablecompanion.samples.scene.Vec3(0, 0, 0), 0, 0, 400), GuideLayout.PAGE_W / 2,
                GuideLayout.PAGE_H / 2, 15, 3, 360);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        List<Mat> boardPictures = CalibrationBench.boardPhotos(webcam, WARM_LAMP, 7);
        CameraModel camera = new CameraCalibrator(CharucoBoardSpec.A4).calibrate(boardPictures, boardNames(),
                Progress.NONE).model();
        boardPictures.forEach(Mat::release);
        FrameCorrector corrector = FrameCorrector.undistortOnly(camera);
        Map<String, Mat> pack = new LinkedHashMap<>();
        SplittableRandom hands = new SplittableRandom(11);
        List<GuideLayout.Batch> batches = GuideLayout.batches(catalog);
        for (GuideLayout.Batch batch : batches) {
            Sheet page = GuideSheet.sheet(catalog, batch, batches.size());
            Mat raster = page.renderedWithText();
            List<FlatPhotos.Layer> layers = new ArrayList<>();
            layers.add(new FlatPhotos.Layer(raster, GuideLayout.PAGE_W / 2, GuideLayout.PAGE_H / 2, page.pxPerMm(), 0));
            for (GuideLayout.Slot s : batch.slots()) {
                Mat t = prints.print(catalog.id(), s.tileId());
                layers.add(new FlatPhotos.Layer(t, s.centreX() + (hands.nextDouble() - 0.5) * 3,
                        s.centreY() + (hands.nextDouble() - 0.5) * 3, t.cols() / GuideLayout.TILE_MM,
                        (hands.nextDouble() - 0.5) * 6));
            }
            Mat photo = new FlatPhotos(webcam).photograph(new Scalar(70, 100, 130), layers, WARM_LAMP, 0.8, 2.0,
                    batch.index());
            Mat corrected = corrector.undistort(photo);
            CutBatch cut = BatchCutter.cut(corrected, catalog);
            pack.putAll(cut.tiles());
            log.printf("  guide page %d/%d: %d tiles cut%n", batch.index() + 1, batches.size(), cut.tiles().size());
            log.flush();
            raster.release();
            photo.release();
            corrected.release();
            page.release();
        }
        return pack;
    }

    private static List<String> boardNames() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            out.add("board-" + i);
        }
        return out;
    }

    private static double correlation(Mat a, Mat b) {
        Mat sa = new Mat();
        Mat sb = new Mat();
        Imgproc.resize(a, sa, new Size(64, 64), 0, 0, Imgproc.INTER_AREA);
        Imgproc.resize(b, sb, new Size(64, 64), 0, 0, Imgproc.INTER_AREA);
        sa.convertTo(sa, org.opencv.core.CvType.CV_32FC3);
        sb.convertTo(sb, org.opencv.core.CvType.CV_32FC3);
        Mat r = new Mat();
        Imgproc.matchTemplate(sa, sb, r, Imgproc.TM_CCOEFF_NORMED);
        double v = r.get(0, 0)[0];
        sa.release();
        sb.release();
        r.release();
        return v;
    }
}
