package org.tablecompanion.calibration.correct;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.calib3d.Calib3d;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.core.TermCriteria;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.opencv.Mats;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.calibration.table.TablePlane;

/**
 * Turns a raw webcam frame into the corrected picture the recognizer reads: lens distortion
 * removed (when the camera is calibrated), then the white balance applied (when a colour
 * reference was measured). Without either it returns a plain copy.
 *
 * <p>The corrected picture keeps the frame's scale at the centre of the view and everything the
 * camera saw: with a barrel lens it is larger than the frame (a tile at the edge of the view is
 * neither squeezed nor cut off), at most {@value #MAX_GROWTH} times each way. Where no camera
 * pixel lands the border is continued, not painted black, so no false edge appears. The table
 * homography of the calibration is stated in this corrected picture's pixels.
 *
 * <p>Thread-safe: the undistortion maps are made once per frame size.
 */
public final class FrameCorrector {

    /** The corrected picture is at most this many times the frame's width and height. */
    public static final double MAX_GROWTH = 1.5;

    private final Optional<CameraModel> camera;
    private final Optional<ColourCorrection> colour;
    private final Optional<TablePlane> table;
    private Maps maps;

    private record Maps(int width, int height, Mat mapX, Mat mapY, CameraModel scaled, double[][] corrected,
                        int outWidth, int outHeight) {
    }

    private FrameCorrector(Optional<CameraModel> camera, Optional<ColourCorrection> colour, Optional<TablePlane> table) {
        OpenCvLibrary.load();
        this.camera = camera;
        this.colour = colour;
        this.table = table;
    }

    /** A corrector for a table's calibration (only the parts it has). */
    public static FrameCorrector of(TableCalibration calibration) {
        return new FrameCorrector(calibration.camera(), calibration.colour(), calibration.table());
    }

    /** A corrector that only undistorts. */
    public static FrameCorrector undistortOnly(CameraModel camera) {
        return new FrameCorrector(Optional.of(camera), Optional.empty(), Optional.empty());
    }

    /** A corrector that changes nothing (returns copies). */
    public static FrameCorrector identity() {
        return new FrameCorrector(Optional.empty(), Optional.empty(), Optional.empty());
    }

    public boolean undistorts() {
        return camera.isPresent();
    }

    public boolean balancesColour() {
        return colour.isPresent();
    }

    /** The corrected picture of an 8-bit BGR frame, as a new matrix (the caller releases it). */
    public Mat correct(Mat frame) {
        Mat out = undistort(frame);
        if (colour.isPresent()) {
            double[] g = colour.get().gains();
            Core.multiply(out, new Scalar(g[0], g[1], g[2]), out);
        }
        return out;
    }

    /** Only the lens part of {@link #correct}: a new matrix. */
    public Mat undistort(Mat frame) {
        if (camera.isEmpty()) {
            return frame.clone();
        }
        Maps m = maps(frame.cols(), frame.rows());
        Mat out = new Mat();
        Imgproc.remap(frame, out, m.mapX, m.mapY, Imgproc.INTER_LINEAR, Core.BORDER_REPLICATE);
        // Kept reachable until the call returns: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call (the maps belong to this corrector, which a caller may drop while the call runs).
        Reference.reachabilityFence(m);
        return out;
    }

    /**
     * Which pixels of the corrected picture of a frame of the given size the camera saw (255) and
     * which lie beyond the frame's border (0), as a new 8-bit matrix (the caller releases it).
     */
    public Mat coverage(int width, int height) {
        if (camera.isEmpty()) {
            return new Mat(height, width, CvType.CV_8UC1, new Scalar(255));
        }
        Maps m = maps(width, height);
        Mat seen = new Mat(height, width, CvType.CV_8UC1, new Scalar(255));
        Mat out = new Mat();
        Imgproc.remap(seen, out, m.mapX, m.mapY, Imgproc.INTER_NEAREST, Core.BORDER_CONSTANT, new Scalar(0));
        Reference.reachabilityFence(m);
        seen.release();
        return out;
    }

    /** Where a raw frame pixel lands in the corrected picture of a frame of the given size. */
    public ImagePoint toCorrected(ImagePoint raw, int width, int height) {
        return toCorrected(List.of(raw), width, height).get(0);
    }

    /** {@link #toCorrected(ImagePoint, int, int)} for many points. */
    public List<ImagePoint> toCorrected(List<ImagePoint> raw, int width, int height) {
        if (camera.isEmpty() || raw.isEmpty()) {
            return List.copyOf(raw);
        }
        Maps m = maps(width, height);
        MatOfPoint2f in = new MatOfPoint2f(raw.stream().map(p -> new Point(p.x(), p.y())).toArray(Point[]::new));
        MatOfPoint2f out = new MatOfPoint2f();
        Mat k = m.scaled.cameraMatrix();
        Mat d = m.scaled.distortionCoefficients();
        Mat p = Mats.of(m.corrected);
        // The default five iterations leave pixels of error in the corners of a strong lens.
        Mat noRectification = new Mat();
        Calib3d.undistortPointsIter(in, out, k, d, noRectification, p,
                new TermCriteria(TermCriteria.COUNT + TermCriteria.EPS, 100, 1e-12));
        noRectification.release();
        List<ImagePoint> result = new ArrayList<>();
        for (Point q : out.toArray()) {
            result.add(new ImagePoint(q.x, q.y));
        }
        in.release();
        out.release();
        k.release();
        d.release();
        p.release();
        return result;
    }

    /**
     * Where a pixel of the corrected picture of a frame of the given size lies in the raw frame:
     * the inverse of {@link #toCorrected(List, int, int)} (the lens model applied forward, which
     * needs no iteration).
     */
    public List<ImagePoint> toFrame(List<ImagePoint> corrected, int width, int height) {
        if (camera.isEmpty() || corrected.isEmpty()) {
            return List.copyOf(corrected);
        }
        Maps m = maps(width, height);
        CameraModel c = m.scaled;
        List<Double> d = c.distortion();
        double k1 = d.get(0);
        double k2 = d.get(1);
        double p1 = d.get(2);
        double p2 = d.get(3);
        double k3 = d.get(4);
        List<ImagePoint> out = new ArrayList<>();
        for (ImagePoint q : corrected) {
            double x = (q.x() - m.corrected[0][2]) / m.corrected[0][0];
            double y = (q.y() - m.corrected[1][2]) / m.corrected[1][1];
            double r2 = x * x + y * y;
            double radial = 1 + r2 * (k1 + r2 * (k2 + r2 * k3));
            double xd = x * radial + 2 * p1 * x * y + p2 * (r2 + 2 * x * x);
            double yd = y * radial + p1 * (r2 + 2 * y * y) + 2 * p2 * x * y;
            out.add(new ImagePoint(c.fx() * xd + c.cx(), c.fy() * yd + c.cy()));
        }
        return out;
    }

    /** The camera matrix of the corrected picture for frames of the given size (an ideal pinhole). */
    public Optional<double[][]> correctedCameraMatrix(int width, int height) {
        return camera.map(c -> maps(width, height).corrected);
    }

    /** Width and height of the corrected picture of a frame of the given size. */
    public int[] correctedSize(int width, int height) {
        if (camera.isEmpty()) {
            return new int[] {width, height};
        }
        Maps m = maps(width, height);
        return new int[] {m.outWidth, m.outHeight};
    }

    /**
     * A metric top-down view of the table from a corrected picture: {@code pxPerMm} pixels per
     * millimetre, the markers' rectangle plus {@code marginMm} all round. Empty without a table plane.
     */
    public Optional<Mat> topDown(Mat corrected, double pxPerMm, double marginMm) {
        if (table.isEmpty()) {
            return Optional.empty();
        }
        TablePlane t = table.get();
        Mat h = t.imageToTableMatrix();
        Mat shift = Mats.of(new double[][] {{pxPerMm, 0, marginMm * pxPerMm}, {0, pxPerMm, marginMm * pxPerMm}, {0, 0, 1}});
        Mat toView = new Mat();
        Mat noAddend = new Mat();
        Core.gemm(shift, h, 1, noAddend, 0, toView);
        noAddend.release();
        Mat out = new Mat();
        Size size = new Size(Math.round((t.widthMm() + 2 * marginMm) * pxPerMm),
                Math.round((t.heightMm() + 2 * marginMm) * pxPerMm));
        Imgproc.warpPerspective(corrected, out, toView, size, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT,
                new Scalar(0, 0, 0));
        h.release();
        shift.release();
        toView.release();
        return Optional.of(out);
    }

    private synchronized Maps maps(int width, int height) {
        if (maps != null && maps.width == width && maps.height == height) {
            return maps;
        }
        // The maps of the old size are not released here: another thread may be remapping a
        // frame of that size with them right now (they had been, and its remap read empty maps).
        // They are freed by their finalizers once no call holds them (each call keeps its maps
        // reachable until its remap returns).
        CameraModel scaled = camera.orElseThrow().forImageSize(width, height);
        Mat k = scaled.cameraMatrix();
        Mat d = scaled.distortionCoefficients();
        // Where the frame's border lands in an ideal pinhole picture with the frame's own focal
        // length: the corrected canvas is that box (capped), so the centre keeps its scale.
        double f = Math.min(scaled.fx(), scaled.fy());
        List<Point> border = new ArrayList<>();
        int steps = 64;
        for (int i = 0; i <= steps; i++) {
            double x = (width - 1) * i / (double) steps;
            double y = (height - 1) * i / (double) steps;
            border.add(new Point(x, 0));
            border.add(new Point(x, height - 1));
            border.add(new Point(0, y));
            border.add(new Point(width - 1, y));
        }
        MatOfPoint2f in = new MatOfPoint2f(border.toArray(Point[]::new));
        MatOfPoint2f ideal = new MatOfPoint2f();
        Mat pinhole = Mats.of(new double[][] {{f, 0, scaled.cx()}, {0, f, scaled.cy()}, {0, 0, 1}});
        Mat noRectification = new Mat();
        Calib3d.undistortPointsIter(in, ideal, k, d, noRectification, pinhole,
                new TermCriteria(TermCriteria.COUNT + TermCriteria.EPS, 100, 1e-12));
        noRectification.release();
        double minX = 0;
        double minY = 0;
        double maxX = width - 1;
        double maxY = height - 1;
        for (Point p : ideal.toArray()) {
            minX = Math.min(minX, p.x);
            minY = Math.min(minY, p.y);
            maxX = Math.max(maxX, p.x);
            maxY = Math.max(maxY, p.y);
        }
        double growX = (maxX - minX + 1) / width;
        double growY = (maxY - minY + 1) / height;
        if (growX > MAX_GROWTH) {
            double keep = (MAX_GROWTH - 1) * width / (maxX - minX + 1 - width);
            minX *= keep;
            maxX = width - 1 + (maxX - width + 1) * keep;
        }
        if (growY > MAX_GROWTH) {
            double keep = (MAX_GROWTH - 1) * height / (maxY - minY + 1 - height);
            minY *= keep;
            maxY = height - 1 + (maxY - height + 1) * keep;
        }
        int outW = (int) Math.ceil(maxX - Math.floor(minX) + 1);
        int outH = (int) Math.ceil(maxY - Math.floor(minY) + 1);
        double[][] corrected = {{f, 0, scaled.cx() - Math.floor(minX)}, {0, f, scaled.cy() - Math.floor(minY)}, {0, 0, 1}};
        Mat correctedMat = Mats.of(corrected);
        Mat mapX = new Mat();
        Mat mapY = new Mat();
        Mat noRotation = new Mat();
        Calib3d.initUndistortRectifyMap(k, d, noRotation, correctedMat, new Size(outW, outH), CvType.CV_32FC1, mapX, mapY);
        noRotation.release();
        maps = new Maps(width, height, mapX, mapY, scaled, corrected, outW, outH);
        k.release();
        d.release();
        in.release();
        ideal.release();
        pinhole.release();
        correctedMat.release();
        return maps;
    }
}
