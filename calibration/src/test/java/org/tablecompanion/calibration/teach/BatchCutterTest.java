package org.tablecompanion.calibration.teach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.testing.Likeness;
import org.tablecompanion.calibration.print.Sheet;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.samples.scene.Camera;

class BatchCutterTest {

    private static final Catalog RIVER = Catalogs.builtIn("river");
    private static final double[] WARM = {0.8, 1.0, 1.2};
    private static GuidePhotos photos;
    private static GuideLayout.Batch batch;
    private static Sheet page;
    private static CutBatch cut;

    @BeforeAll
    static void cutOnePage() {
        OpenCvLibrary.load();
        photos = new GuidePhotos(RIVER);
        batch = GuideLayout.batches(RIVER).get(0);
        page = GuideSheet.sheet(RIVER, batch, 1);
        Camera camera = GuidePhotos.camera(1920, 1080, -0.18, 18, 4, 330);
        Mat photo = photos.photo(camera, page, batch, WARM, 3, List.of(batch.slots().get(5).tileId()));
        Mat corrected = FrameCorrector.undistortOnly(new CameraModel(camera.width(), camera.height(), camera.focalPx(),
                camera.focalPx(), camera.cx(), camera.cy(), List.of(camera.k1(), camera.k2(), 0.0, 0.0, 0.0), 0.1, 12))
                .correct(photo);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        photo.release();
        cut = BatchCutter.cut(corrected, RIVER);
        corrected.release();
    }


    @Test
    void theBatchIsKnownFromItsMarkers() {
        assertEquals(0, cut.batch());
    }

    @Test
    void everyLaidTileIsCutAndTheEmptySlotNamed() {
        assertEquals(batch.slots().size() - 1, cut.tiles().size());
        assertEquals(List.of(batch.slots().get(5).tileId()), cut.empty());
    }

    @Test
    void eachCutLooksMostLikeItsOwnTileUpright() {
        for (Map.Entry<String, Mat> e : cut.tiles().entrySet()) {
            double own = Likeness.of(e.getValue(), photos.tile(e.getKey()));
            assertTrue(own > 0.6, e.getKey() + " correlates " + own + " with its own picture");
            for (GuideLayout.Slot other : batch.slots()) {
                if (!other.tileId().equals(e.getKey())) {
                    double c = Likeness.of(e.getValue(), photos.tile(other.tileId()));
                    assertTrue(c < own, e.getKey() + " looks more like " + other.tileId());
                }
            }
            Mat turned = new Mat();
            Core.rotate(photos.tile(e.getKey()), turned, Core.ROTATE_90_CLOCKWISE);
            assertTrue(Likeness.of(e.getValue(), turned) < own, e.getKey() + " is not upright");
            turned.release();
        }
    }

    @Test
    void theLampsColourIsTakenOut() {
        double worst = 0;
        for (Map.Entry<String, Mat> e : cut.tiles().entrySet()) {
            Scalar got = Core.mean(e.getValue());
            Scalar want = Core.mean(photos.tile(e.getKey()));
            double k = 255 / BatchCutter.PAPER_LEVEL / 0.97;
            for (int c = 0; c < 3; c++) {
                worst = Math.max(worst, Math.abs(got.val[c] * k - want.val[c]));
            }
        }
        assertTrue(worst < 14, "worst channel mean difference " + worst);
    }

    @Test
    void aPhotoWithoutTheGuideIsRefused() {
        Mat blank = new Mat(480, 640, CvType.CV_8UC3, new Scalar(90, 100, 110));
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> BatchCutter.cut(blank, RIVER));
        blank.release();
        assertTrue(e.getMessage().startsWith("no layout guide markers in the photo"), e.getMessage());
    }

    @Test
    void aPageOfAnotherCatalogIsNoticed() {
        Catalog base = Catalogs.builtIn("base");
        GuideLayout.Batch second = GuideLayout.batches(base).get(1);
        Sheet p = GuideSheet.sheet(base, second, 2);
        Mat photo = new GuidePhotos(base).photo(GuidePhotos.camera(1280, 720, 0, 10, 0, 500), p, second, WARM, 4,
                second.slots().stream().map(GuideLayout.Slot::tileId).toList());
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> BatchCutter.cut(photo, RIVER));
        photo.release();
        assertTrue(e.getMessage().contains("guide page 2 but catalog river has only 1"), e.getMessage());
    }
}
