package org.tablecompanion.calibration.camera;

import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.opencv.calib3d.Calib3d;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfDouble;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.MatOfPoint3f;
import org.opencv.core.Point;
import org.opencv.core.Point3;
import org.opencv.core.Size;
import org.opencv.core.TermCriteria;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.opencv.objdetect.CharucoBoard;
import org.opencv.objdetect.CharucoDetector;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.Mats;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.progress.Progress;

/**
 * Finds a webcam's intrinsics and lens distortion from pictures of a ChArUco board
 * (OpenCV's {@code calibrateCamera} on the detected ChArUco corners).
 *
 * <p>Pictures that show too little of the board are left out and named; pictures that disagree
 * with the rest (a blurred one, a board lifted off the table) are dropped and the camera is
 * solved again. Too few good pictures is an error that says how many more to take.
 */
public final class CameraCalibrator {

    /** Fewest good board pictures a calibration accepts. */
    public static final int MIN_VIEWS = 8;
    /** Fewest corners a picture must show to count. */
    public static final int MIN_CORNERS = 8;
    /** A picture whose error is this many times the median is dropped. */
    private static final double OUTLIER_FACTOR = 3.0;

    private final CharucoBoardSpec spec;
    private final Point3[] boardCorners;

    public CameraCalibrator(CharucoBoardSpec spec) {
        OpenCvLibrary.load();
        this.spec = spec;
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        CharucoBoard board = spec.board();
        MatOfPoint3f chessboard = board.getChessboardCorners();
        Reference.reachabilityFence(board);
        this.boardCorners = chessboard.toArray();
        chessboard.release();
    }

    /** The corners of one picture: object points (mm) and image points. */
    record Found(String name, int width, int height, MatOfPoint3f object, MatOfPoint2f image) {
        int corners() {
            return (int) image.total();
        }
    }

    /** Reads the pictures and calibrates. */
    public CameraCalibration calibrateFiles(List<Path> files, Progress progress) {
        List<Found> found = new ArrayList<>();
        List<BoardView> views = new ArrayList<>();
        int done = 0;
        for (Path f : files) {
            Mat image = Imgcodecs.imread(f.toString(), Imgcodecs.IMREAD_COLOR);
            if (image.empty()) {
                throw new CalibrationInputException(f + ": cannot read as a picture");
            }
            collect(f.getFileName().toString(), image, found, views);
            image.release();
            progress.step("finding the board", ++done, files.size());
        }
        return solve(found, views, progress);
    }

    /** Calibrates from pictures in memory; {@code names} name them in the report. */
    public CameraCalibration calibrate(List<Mat> images, List<String> names, Progress progress) {
        List<Found> found = new ArrayList<>();
        List<BoardView> views = new ArrayList<>();
        for (int i = 0; i < images.size(); i++) {
            collect(names.get(i), images.get(i), found, views);
            progress.step("finding the board", i + 1, images.size());
        }
        return solve(found, views, progress);
    }

    /** How many board corners a picture shows (0 when the board is not found). */
    public int countCorners(Mat image) {
        List<Found> found = new ArrayList<>();
        List<BoardView> views = new ArrayList<>();
        collect("picture", image, found, views);
        return views.get(0).corners();
    }

    private void collect(String name, Mat image, List<Found> found, List<BoardView> views) {
        if (!found.isEmpty() && (found.get(0).width() != image.cols() || found.get(0).height() != image.rows())) {
            throw new CalibrationInputException("board pictures differ in size: " + found.get(0).name() + " is "
                    + found.get(0).width() + "x" + found.get(0).height() + ", " + name + " is " + image.cols() + "x"
                    + image.rows() + " (take them all with the webcam at the resolution you play with)");
        }
        Mat gray = new Mat();
        if (image.channels() == 3) {
            Imgproc.cvtColor(image, gray, Imgproc.COLOR_BGR2GRAY);
        } else {
            image.copyTo(gray);
        }
        CharucoBoard board = spec.board();
        CharucoDetector detector = new CharucoDetector(board);
        Mat corners = new Mat();
        Mat ids = new Mat();
        detector.detectBoard(gray, corners, ids);
        Reference.reachabilityFence(detector);
        int n = ids.empty() ? 0 : (int) ids.total();
        if (n < MIN_CORNERS) {
            views.add(new BoardView(name, n, false, n == 0 ? "board not found"
                    : "only " + n + " corners found (" + MIN_CORNERS + " needed)", 0));
        } else {
            Point3[] object = new Point3[n];
            Point[] pixels = new Point[n];
            for (int i = 0; i < n; i++) {
                int id = (int) ids.get(i, 0)[0];
                object[i] = boardCorners[id];
                double[] p = corners.get(i, 0);
                pixels[i] = new Point(p[0], p[1]);
            }
            Mat idsCopy = ids.clone();
            boolean collinear = board.checkCharucoCornersCollinear(idsCopy);
            if (collinear) {
                views.add(new BoardView(name, n, false, "corners lie on one line", 0));
            } else {
                found.add(new Found(name, image.cols(), image.rows(), new MatOfPoint3f(object), new MatOfPoint2f(pixels)));
                views.add(new BoardView(name, n, true, "", 0));
            }
            idsCopy.release();
        }
        gray.release();
        corners.release();
        ids.release();
        Reference.reachabilityFence(board);
    }

    private CameraCalibration solve(List<Found> found, List<BoardView> views, Progress progress) {
        if (found.size() < MIN_VIEWS) {
            long missed = views.stream().filter(v -> !v.used()).count();
            throw new CalibrationInputException("only " + found.size() + " of " + views.size()
                    + " pictures show the board well enough; at least " + MIN_VIEWS + " are needed"
                    + (missed > 0 ? " (" + missed + " without enough corners)" : "")
                    + ": take 10-20 pictures, near and far, tilted, in every corner of the view");
        }
        progress.step("solving the camera", 0, 2);
        Solution first = solveOnce(found);
        double[] errors = first.perView;
        double median = median(errors);
        List<Found> kept = new ArrayList<>();
        List<String> dropped = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            if (errors[i] > OUTLIER_FACTOR * Math.max(median, 0.15)) {
                dropped.add(found.get(i).name());
            } else {
                kept.add(found.get(i));
            }
        }
        Solution s = first;
        if (!dropped.isEmpty() && kept.size() >= MIN_VIEWS) {
            progress.step("solving the camera", 1, 2);
            s = solveOnce(kept);
        } else {
            kept = found;
            dropped.clear();
        }
        progress.step("solving the camera", 2, 2);
        List<BoardView> report = new ArrayList<>();
        for (BoardView v : views) {
            int k = indexOf(kept, v.name());
            if (k >= 0) {
                report.add(new BoardView(v.name(), v.corners(), true, "", round(s.perView[k])));
            } else if (dropped.contains(v.name())) {
                report.add(new BoardView(v.name(), v.corners(), false, "disagrees with the other pictures (blurred? "
                        + "board not flat?)", 0));
            } else {
                report.add(v);
            }
        }
        CameraModel model = new CameraModel(kept.get(0).width(), kept.get(0).height(), s.k[0][0], s.k[1][1], s.k[0][2],
                s.k[1][2], Arrays.stream(s.dist).boxed().toList(), round(s.rms), kept.size());
        // The advice reads where the corners lay, so the corners are released only after it.
        List<String> advice = advice(model, kept, s);
        kept.forEach(f -> { f.object().release(); f.image().release(); });
        return new CameraCalibration(model, report, advice);
    }

    private record Solution(double rms, double[][] k, double[] dist, double[] perView) {
    }

    private Solution solveOnce(List<Found> views) {
        List<Mat> object = new ArrayList<>();
        List<Mat> image = new ArrayList<>();
        for (Found f : views) {
            object.add(f.object());
            image.add(f.image());
        }
        Size size = new Size(views.get(0).width(), views.get(0).height());
        Mat k = new Mat();
        Mat d = new Mat();
        List<Mat> rvecs = new ArrayList<>();
        List<Mat> tvecs = new ArrayList<>();
        double rms = Calib3d.calibrateCamera(object, image, size, k, d, rvecs, tvecs, Calib3d.CALIB_FIX_K3,
                new TermCriteria(TermCriteria.COUNT + TermCriteria.EPS, 100, 1e-9));
        double[] perView = new double[views.size()];
        Mat distRow = d.reshape(1, 1);
        MatOfDouble dist = new MatOfDouble(distRow);
        distRow.release();
        for (int i = 0; i < views.size(); i++) {
            MatOfPoint2f projected = new MatOfPoint2f();
            Calib3d.projectPoints(views.get(i).object(), rvecs.get(i), tvecs.get(i), k, dist, projected);
            double err = Core.norm(projected, views.get(i).image(), Core.NORM_L2);
            perView[i] = Math.sqrt(err * err / views.get(i).corners());
            projected.release();
        }
        double[] distortion = new double[5];
        Mat valuesRow = d.reshape(1, 1);
        List<Double> values = Mats.values(valuesRow);
        valuesRow.release();
        for (int i = 0; i < Math.min(5, values.size()); i++) {
            distortion[i] = values.get(i);
        }
        Solution s = new Solution(rms, Mats.rows(k), distortion, perView);
        k.release();
        d.release();
        dist.release();
        rvecs.forEach(Mat::release);
        tvecs.forEach(Mat::release);
        return s;
    }

    /** Advice on the pictures: the error, and how much of the view the board covered. */
    private static List<String> advice(CameraModel model, List<Found> kept, Solution s) {
        List<String> out = new ArrayList<>();
        if (s.rms > 1.5) {
            out.add(String.format(Locale.ROOT, "the board corners fit with %.1f px error: take sharper pictures of a "
                    + "board glued flat", s.rms));
        }
        Mat covered = Mat.zeros(32, 32, CvType.CV_8U);
        for (Found f : kept) {
            for (Point p : f.image().toArray()) {
                int cx = (int) Math.min(31, Math.max(0, p.x / model.imageWidth() * 32));
                int cy = (int) Math.min(31, Math.max(0, p.y / model.imageHeight() * 32));
                covered.put(cy, cx, 1);
            }
        }
        int inner = 0;
        int border = 0;
        int borderCells = 0;
        for (int y = 0; y < 32; y++) {
            for (int x = 0; x < 32; x++) {
                boolean edge = x < 6 || y < 6 || x >= 26 || y >= 26;
                int v = (int) covered.get(y, x)[0];
                if (edge) {
                    border += v;
                    borderCells++;
                } else {
                    inner += v;
                }
            }
        }
        covered.release();
        if (border < 0.3 * borderCells) {
            out.add("the board rarely reached the edges of the view: add pictures with the board near each corner "
                    + "(the lens bends most there)");
        }
        if (inner == 0) {
            out.add("no picture showed the board in the middle of the view");
        }
        return out;
    }

    private static int indexOf(List<Found> list, String name) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static double median(double[] values) {
        double[] c = values.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
