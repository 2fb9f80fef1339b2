package org.tablecompanion.calibration.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.Point2;
import org.tablecompanion.samples.scene.Vec3;

class TableLocatorTest {

    private static final double[] TURNS = {3, -7, 12, 0};

    static {
        OpenCvLibrary.load();
    }

    private static CameraModel model(Camera c) {
        return new CameraModel(c.width(), c.height(), c.focalPx(), c.focalPx(), c.cx(), c.cy(),
                List.of(c.k1(), c.k2(), 0.0, 0.0, 0.0), 0.1, 12);
    }

    @Test
    void theMarkersGiveTheAreaSizeWithoutMeasuring() {
        Camera camera = TablePhotos.camera(0, 28, 8);
        Mat photo = TablePhotos.photo(camera, TablePhotos.markers(TURNS, true));
        TablePlane plane = TableLocator.locate(photo, TableMarkers.DEFAULT, Optional.empty());
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        photo.release();
        assertEquals(TablePhotos.WIDTH_MM, plane.widthMm(), 0.02 * TablePhotos.WIDTH_MM);
        assertEquals(TablePhotos.HEIGHT_MM, plane.heightMm(), 0.02 * TablePhotos.HEIGHT_MM);
    }

    @Test
    void aCorrectedPictureMapsToTableMillimetres() {
        Camera camera = TablePhotos.camera(-0.25, 30, -12);
        Mat photo = TablePhotos.photo(camera, TablePhotos.markers(TURNS, true));
        FrameCorrector corrector = FrameCorrector.undistortOnly(model(camera));
        Mat corrected = corrector.correct(photo);
        TablePlane plane = TableLocator.locate(corrected, TableMarkers.DEFAULT,
                Optional.of(new double[] {TablePhotos.WIDTH_MM, TablePhotos.HEIGHT_MM}));
        corrected.release();
        double worst = 0;
        for (double[] p : new double[][] {{150, 100}, {450, 300}, {300, 200}, {80, 330}}) {
            Point2 raw = camera.projectVisible(new Vec3(p[0], p[1], 0));
            var c = corrector.toCorrected(new ImagePoint(raw.x(), raw.y()), photo.cols(), photo.rows());
            double[] t = plane.toTable(c.x(), c.y());
            worst = Math.max(worst, Math.hypot(t[0] - p[0], t[1] - p[1]));
        }
        photo.release();
        assertTrue(worst < 2.0, "worst table error " + worst + " mm");
    }

    @Test
    void aMissingMarkerIsNamed() {
        Camera camera = TablePhotos.camera(0, 20, 0);
        Mat photo = TablePhotos.photo(camera, TablePhotos.markers(TURNS, false));
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> TableLocator.locate(photo, TableMarkers.DEFAULT, Optional.empty()));
        photo.release();
        assertTrue(e.getMessage().startsWith("table markers not found: id 3 (SW)"), e.getMessage());
    }

    @Test
    void theSameViewIsSteady() {
        Camera camera = TablePhotos.camera(0, 25, 5);
        Mat photo = TablePhotos.photo(camera, TablePhotos.markers(TURNS, true));
        TablePlane plane = TableLocator.locate(photo, TableMarkers.DEFAULT, Optional.empty());
        assertEquals(TableCheck.Status.STEADY, TableCheck.check(photo, plane).status());
        photo.release();
    }

    @Test
    void aBumpedCameraIsNoticed() {
        Mat before = TablePhotos.photo(TablePhotos.camera(0, 25, 5), TablePhotos.markers(TURNS, true));
        TablePlane plane = TableLocator.locate(before, TableMarkers.DEFAULT, Optional.empty());
        before.release();
        Mat after = TablePhotos.photo(TablePhotos.camera(0, 26, 6), TablePhotos.markers(TURNS, true));
        TableCheck.Result r = TableCheck.check(after, plane);
        after.release();
        assertEquals(TableCheck.Status.MOVED, r.status(), r.message());
        assertTrue(r.message().contains("companion calibrate table"), r.message());
    }

    @Test
    void theTopDownViewIsMetric() {
        Camera camera = TablePhotos.camera(0, 30, 0);
        Mat photo = TablePhotos.photo(camera, TablePhotos.markers(TURNS, true));
        TablePlane plane = TableLocator.locate(photo, TableMarkers.DEFAULT, Optional.empty());
        var cal = org.tablecompanion.calibration.file.TableCalibration.empty().withTable(plane);
        Mat top = FrameCorrector.of(cal).topDown(photo, 1.0, 50).orElseThrow();
        photo.release();
        assertEquals(Math.round(plane.widthMm() + 100), top.cols());
        // The NW marker's centre lands 50 mm in from the corner: find the dark marker there.
        var found = MarkerFinder.find(top, "4X4_50");
        top.release();
        ImagePoint nw = MarkerFinder.centre(found.get(0));
        assertEquals(50, nw.x(), 2);
        assertEquals(50, nw.y(), 2);
    }
}
