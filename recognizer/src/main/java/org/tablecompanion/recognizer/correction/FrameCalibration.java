package org.tablecompanion.recognizer.correction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.recognizer.pipeline.StageLog;

/**
 * A table's calibration applied to frames: the stages {@code undistort} (before the lattice is
 * looked for: the lens measured on the camera board makes the seams between tiles straight lines
 * again, which the lattice's single radial coefficient cannot under a strong lens) and
 * {@code white-balance} (on the board seen from above, before tiles are read: the grey card's
 * gains, so tiles and figures show the colours the pack and the learned figure colours were taken
 * in). What is found in the undistorted picture is mapped back onto the frame, so tile corners and
 * figures land where the photo shows them.
 *
 * <p>Thread-safe (the corrector makes its undistortion maps once per frame size).
 */
public final class FrameCalibration {

    private final FrameCorrector corrector;
    private final Optional<ColourCorrection> colour;
    private final boolean undistorts;

    /**
     * Where the frame-sized window round the principal point starts in the corrected picture of a
     * frame of the given size.
     */
    private int[] offset(int width, int height) {
        double[][] k = corrector.correctedCameraMatrix(width, height).orElseThrow();
        int[] size = corrector.correctedSize(width, height);
        int x = (int) Math.round(k[0][2] - (width - 1) / 2.0);
        int y = (int) Math.round(k[1][2] - (height - 1) / 2.0);
        return new int[] {Math.max(0, Math.min(size[0] - width, x)), Math.max(0, Math.min(size[1] - height, y))};
    }

    private FrameCalibration(TableCalibration calibration) {
        this.corrector = FrameCorrector.of(calibration);
        this.colour = calibration.colour();
        this.undistorts = calibration.camera().map(c -> lensResidualPx(c) > FOLLOWED * c.imageWidth()).orElse(false);
    }

    /**
     * A lens whose departure from the lattice's own lens model stays under this share of the
     * picture's width is left to the lattice: undistorting a 1080p frame costs about 0.1-0.2 s,
     * and on mild lenses it changed nothing the lattice could not model but which lattice period
     * won (generated scenes at k1 -0.02..-0.07 read a half or a double period once undistorted).
     */
    static final double FOLLOWED = 0.005;

    /** Whether frames are undistorted (the lens is stronger than the lattice follows by itself). */
    public boolean undistorts() {
        return undistorts;
    }

    /**
     * How far, in frame pixels, the calibrated lens departs from the best lens of the kind the
     * lattice fits (one radial coefficient about the picture's centre, plus the homography's
     * scale and shift): the largest misfit over the frame.
     */
    static double lensResidualPx(CameraModel camera) {
        List<Double> d = camera.distortion();
        double cx = (camera.imageWidth() - 1) / 2.0;
        double cy = (camera.imageHeight() - 1) / 2.0;
        List<double[]> rows = new ArrayList<>();
        List<Double> targets = new ArrayList<>();
        int n = 40;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                // Ideal (pinhole) points over somewhat more than the view; those the lens puts in the frame count.
                double x = (-0.6 + 1.2 * i / n) * camera.imageWidth() / camera.fx();
                double y = (-0.6 + 1.2 * j / n) * camera.imageHeight() / camera.fy();
                double r2 = x * x + y * y;
                double radial = 1 + r2 * (d.get(0) + r2 * (d.get(1) + r2 * d.get(4)));
                double xd = x * radial + 2 * d.get(2) * x * y + d.get(3) * (r2 + 2 * x * x);
                double yd = y * radial + d.get(2) * (r2 + 2 * y * y) + 2 * d.get(3) * x * y;
                double u = camera.fx() * xd + camera.cx() - cx;
                double v = camera.fy() * yd + camera.cy() - cy;
                if (radial < 0.3 || Math.abs(u) > cx || Math.abs(v) > cy) {
                    continue;
                }
                double rr = u * u + v * v;
                rows.add(new double[] {1, 0, u, u * rr});
                targets.add(camera.fx() * x);
                rows.add(new double[] {0, 1, v, v * rr});
                targets.add(camera.fy() * y);
            }
        }
        Mat a = new Mat(rows.size(), 4, CvType.CV_64F);
        Mat b = new Mat(rows.size(), 1, CvType.CV_64F);
        for (int k = 0; k < rows.size(); k++) {
            a.put(k, 0, rows.get(k));
            b.put(k, 0, targets.get(k));
        }
        Mat sol = new Mat();
        Core.solve(a, b, sol, Core.DECOMP_SVD);
        double[] p = {sol.get(0, 0)[0], sol.get(1, 0)[0], sol.get(2, 0)[0], sol.get(3, 0)[0]};
        double worst = 0;
        for (int k = 0; k < rows.size(); k += 2) {
            double[] ru = rows.get(k);
            double[] rv = rows.get(k + 1);
            double eu = p[0] * ru[0] + p[2] * ru[2] + p[3] * ru[3] - targets.get(k);
            double ev = p[1] * rv[1] + p[2] * rv[2] + p[3] * rv[3] - targets.get(k + 1);
            worst = Math.max(worst, Math.hypot(eu, ev));
        }
        a.release();
        b.release();
        sol.release();
        // Misfit in ideal pixels, told in frame pixels (the fitted scale).
        return worst / Math.abs(p[2]);
    }

    /**
     * The correction of frames a calibration asks for; empty when there is nothing to do (no
     * colour, and no lens or one the lattice follows by itself).
     */
    public static Optional<FrameCalibration> of(TableCalibration calibration) {
        FrameCalibration c = new FrameCalibration(calibration);
        return c.undistorts || c.colour.isPresent() ? Optional.of(c) : Optional.empty();
    }

    /**
     * The undistorted frame, as a new matrix (the caller releases it), or the frame itself when the
     * calibration has no lens.
     */
    public Mat undistort(Mat frame, StageLog log) {
        if (!undistorts) {
            return frame;
        }
        Mat out = log.time("undistort", () -> undistort(frame));
        log.image("undistort", out::clone);
        return out;
    }

    /**
     * Applies the white balance to a picture in place (the board seen from above, or a photo of one
     * tile): the colours the pack's pictures and the learned figure colours were taken in. Seams
     * and the lattice are found before it, on the frame's own brightness: gains change colours, not
     * where the lines between tiles are, and gains above one clip bright art.
     */
    public void balance(Mat picture, StageLog log) {
        if (colour.isPresent()) {
            double[] g = colour.get().gains();
            log.time("white-balance", () -> {
                Core.multiply(picture, new Scalar(g[0], g[1], g[2]), picture);
                return picture;
            });
        }
    }

    /**
     * A whole frame as the tracker reads it: undistorted (when the lens is stronger than the
     * lattice follows) and white-balanced, as a new matrix the caller releases; the frame itself
     * when the calibration asks for neither. The tracker reads each tile alone, where the
     * recognizer learns a photo's colour cast from a whole board of tiles: the grey card's gains
     * are all it has to see the pack's colours and the learned figure colours in.
     */
    public Mat corrected(Mat frame) {
        Mat out = undistorts ? undistort(frame) : frame;
        if (colour.isPresent()) {
            double[] g = colour.get().gains();
            Mat balanced = new Mat();
            Core.multiply(out, new Scalar(g[0], g[1], g[2]), balanced);
            if (out != frame) {
                out.release();
            }
            out = balanced;
        }
        return out;
    }

    /**
     * The undistorted frame, cut to the frame's own size round the principal point. The corrector
     * grows the canvas so nothing the camera saw is lost, but under a strong barrel lens the rim
     * it adds is stretched table with straight plank joints and no more detail, and there the
     * lattice search took the table for the board (seed 4 of the tests: lost with the grown canvas,
     * all 36 tiles read with the cut one). Where the camera saw nothing is filled with the mean
     * colour: the corrector continues the border there, and those streaks would pass for seams.
     */
    private Mat undistort(Mat frame) {
        Mat full = corrector.undistort(frame);
        Mat seen = corrector.coverage(frame.cols(), frame.rows());
        Mat unseen = new Mat();
        Core.bitwise_not(seen, unseen);
        full.setTo(Core.mean(full, seen), unseen);
        seen.release();
        unseen.release();
        int[] o = offset(frame.cols(), frame.rows());
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat window = full.submat(new org.opencv.core.Rect(o[0], o[1], frame.cols(), frame.rows()));
        Mat out = window.clone();
        window.release();
        full.release();
        return out;
    }

    /** Points of the corrected picture of a frame of the given size, in the frame's pixels. */
    public List<List<Double>> toFrame(List<List<Double>> points, int width, int height) {
        if (!undistorts) {
            return points;
        }
        int[] o = offset(width, height);
        List<ImagePoint> in = points.stream().map(p -> new ImagePoint(p.get(0) + o[0], p.get(1) + o[1])).toList();
        List<List<Double>> out = new ArrayList<>();
        for (ImagePoint p : corrector.toFrame(in, width, height)) {
            out.add(List.of(Math.round(p.x() * 10) / 10.0, Math.round(p.y() * 10) / 10.0));
        }
        return out;
    }

    /**
     * The observation of the corrected picture told in the frame's terms: its size, each tile's
     * corners and each figure's point. The lattice stays that of the corrected picture.
     */
    public Observation toFrame(Observation o, int width, int height) {
        List<TileReading> tiles = new ArrayList<>();
        for (TileReading t : o.tiles()) {
            tiles.add(new TileReading(t.x(), t.y(), t.tile(), t.rotation(), t.confidence(), t.margin(), t.candidates(),
                    toFrame(t.corners(), width, height)));
        }
        List<FigureReading> figures = new ArrayList<>();
        for (FigureReading f : o.figures()) {
            figures.add(new FigureReading(f.colour(), f.kind(), toFrame(List.of(f.image()), width, height).get(0), f.x(),
                    f.y(), f.feature(), f.terrain(), f.confidence()));
        }
        return new Observation(o.format(), new Observation.ImageSize(width, height), o.catalogs(), o.mode(), o.lattice(),
                tiles, figures, o.unsure(), o.timingsMs());
    }
}
