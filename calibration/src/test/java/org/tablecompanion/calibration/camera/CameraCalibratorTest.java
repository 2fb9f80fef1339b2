package org.tablecompanion.calibration.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.calib3d.Calib3d;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.Point2;

class CameraCalibratorTest {

    private static final double K1 = -0.28;
    private static final double K2 = 0.06;
    private static List<Mat> views;
    private static CameraCalibration result;

    @BeforeAll
    static void calibrate() {
        OpenCvLibrary.load();
        views = BoardPhotos.take(CharucoBoardSpec.A4, K1, K2, 12, 7);
        result = new CameraCalibrator(CharucoBoardSpec.A4).calibrate(views, names(views.size()), (w, d, t) -> { });
    }

    private static List<String> names(int n) {
        return IntStream.range(0, n).mapToObj(i -> "view-" + i + ".jpg").toList();
    }

    @Test
    void everyViewOfTheBoardIsUsed() {
        assertEquals(12, result.model().views(), result.views().toString());
    }

    @Test
    void theFocalLengthIsRecovered() {
        double focal = (BoardPhotos.WIDTH / 2.0) / Math.tan(Math.toRadians(BoardPhotos.HFOV / 2));
        assertEquals(focal, result.model().fx(), 0.01 * focal);
        assertEquals(focal, result.model().fy(), 0.01 * focal);
    }

    @Test
    void theBoardCornersFitWithinHalfAPixel() {
        assertTrue(result.model().rmsErrorPx() < 0.5, "rms " + result.model().rmsErrorPx());
    }

    @Test
    void undistortedPicturesAreTruePinholePicturesAcrossTheView() {
        // Any two pinhole pictures of the same rays differ by a homography; what is left after
        // fitting one between the true lens's ideal picture and the corrected picture is the
        // distortion that calibration failed to remove.
        Camera truth = BoardPhotos.camera(K1, K2, 0, 0, 0, 0, 400);
        FrameCorrector corrector = FrameCorrector.undistortOnly(result.model());
        List<ImagePoint> raw = new ArrayList<>();
        List<Point> ideal = new ArrayList<>();
        for (int y = 10; y < BoardPhotos.HEIGHT; y += 50) {
            for (int x = 10; x < BoardPhotos.WIDTH; x += 50) {
                raw.add(new ImagePoint(x, y));
                Point2 n = truth.undistort(new Point2(x, y));
                ideal.add(new Point(truth.focalPx() * n.x() + truth.cx(), truth.focalPx() * n.y() + truth.cy()));
            }
        }
        List<Point> corrected = corrector.toCorrected(raw, BoardPhotos.WIDTH, BoardPhotos.HEIGHT).stream()
                .map(p -> new Point(p.x(), p.y())).toList();
        MatOfPoint2f from = new MatOfPoint2f(ideal.toArray(Point[]::new));
        MatOfPoint2f to = new MatOfPoint2f(corrected.toArray(Point[]::new));
        Mat h = Calib3d.findHomography(from, to, 0);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        to.release();
        MatOfPoint2f mapped = new MatOfPoint2f();
        Core.perspectiveTransform(from, mapped, h);
        from.release();
        h.release();
        Point[] m = mapped.toArray();
        mapped.release();
        double worst = 0;
        for (int i = 0; i < m.length; i++) {
            worst = Math.max(worst, Math.hypot(m[i].x - corrected.get(i).x, m[i].y - corrected.get(i).y));
        }
        assertTrue(worst < 1.5, "worst residual distortion " + worst + " px");
    }

    @Test
    void viewsShowingTheBoardInTheMiddleAreNotToldToShowItThere() {
        // The advice once read the corners after they were released, and so always said this.
        assertFalse(result.advice().stream().anyMatch(a -> a.contains("in the middle")), result.advice().toString());
    }

    @Test
    void tooFewViewsAreRefusedWithAdvice() {
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> new CameraCalibrator(CharucoBoardSpec.A4).calibrate(views.subList(0, 5), names(5), (w, d, t) -> { }));
        assertTrue(e.getMessage().startsWith("only 5 of 5 pictures show the board well enough; at least 8"), e.getMessage());
    }

    @Test
    void picturesWithoutTheBoardAreNamedAndLeftOut() {
        List<Mat> mixed = new ArrayList<>(views.subList(0, 9));
        mixed.add(new Mat(BoardPhotos.HEIGHT, BoardPhotos.WIDTH, CvType.CV_8UC3, new Scalar(80, 90, 100)));
        CameraCalibration c = new CameraCalibrator(CharucoBoardSpec.A4).calibrate(mixed, names(10), (w, d, t) -> { });
        BoardView empty = c.views().get(9);
        assertFalse(empty.used());
        assertEquals("board not found", empty.reason());
        assertEquals(9, c.model().views());
    }

    @Test
    void picturesOfAnotherSizeAreRefused() {
        List<Mat> mixed = new ArrayList<>(views.subList(0, 2));
        mixed.add(new Mat(480, 640, CvType.CV_8UC3, new Scalar(80, 90, 100)));
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> new CameraCalibrator(CharucoBoardSpec.A4).calibrate(mixed, names(3), (w, d, t) -> { }));
        assertTrue(e.getMessage().startsWith("board pictures differ in size"), e.getMessage());
    }

    @Test
    void progressIsReportedForEveryPicture() {
        List<Integer> seen = new ArrayList<>();
        new CameraCalibrator(CharucoBoardSpec.A4).calibrate(views.subList(0, 8), names(8), (w, d, t) -> {
            if (w.equals("finding the board")) {
                seen.add(d);
            }
        });
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), seen);
    }
}
