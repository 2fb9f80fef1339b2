package org.tablecompanion.calibration.colour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.correct.FrameCorrector;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.table.TableMarkers;
import org.tablecompanion.calibration.table.TablePhotos;
import org.tablecompanion.calibration.testing.FlatLayer;
import org.tablecompanion.calibration.testing.TablePhotographer;

class WhiteBalanceTest {

    /** A warm lamp and a camera that does not correct for it. */
    private static final double[] WARM = {0.78, 1.0, 1.22};

    static {
        OpenCvLibrary.load();
    }

    private static Mat card(double level) {
        return new Mat(600, 900, CvType.CV_8UC3, new Scalar(level, level, level));
    }

    private static Mat photoOfCard(double level, double[] cast, double brightness) {
        TablePhotographer p = new TablePhotographer(TablePhotographer.camera(1280, 720, 65, -0.1, 0, 0, 0, 20, 15, 700));
        return p.photograph(new Scalar(70, 110, 150), List.of(new FlatLayer(card(level), -60, 30, 6, 10)), cast,
                brightness, 0.7, 2.0, 3);
    }

    private static double[] meanOf(Mat picture, Rect r) {
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat window = picture.submat(r);
        Scalar s = Core.mean(window);
        window.release();
        return new double[] {s.val[0], s.val[1], s.val[2]};
    }

    @Test
    void aGreyCardIsFoundAndMadeNeutral() {
        Mat photo = photoOfCard(150, WARM, 1.0);
        Rect card = WhiteBalance.findCard(photo).orElseThrow();
        ColourCorrection c = WhiteBalance.fromGreyCard(photo, Optional.empty());
        Mat balanced = FrameCorrector.of(TableCalibration.empty().withColour(c)).correct(photo);
        photo.release();
        double[] m = meanOf(balanced, new Rect(card.x + card.width / 4, card.y + card.height / 4, card.width / 2,
                card.height / 2));
        balanced.release();
        assertEquals(m[1], m[0], 0.02 * m[1], "blue vs green");
        assertEquals(m[1], m[2], 0.02 * m[1], "red vs green");
    }

    @Test
    void theGainsUndoTheCast() {
        Mat photo = photoOfCard(150, WARM, 1.0);
        ColourCorrection c = WhiteBalance.fromGreyCard(photo, Optional.empty());
        photo.release();
        double[] g = c.gains();
        assertEquals(WARM[0] / WARM[1], g[1] / g[0], 0.02);
        assertEquals(WARM[2] / WARM[1], g[1] / g[2], 0.02);
    }

    @Test
    void aGivenRegionIsUsed() {
        Mat photo = photoOfCard(150, WARM, 1.0);
        Rect card = WhiteBalance.findCard(photo).orElseThrow();
        ColourCorrection c = WhiteBalance.fromGreyCard(photo, Optional.of(card));
        photo.release();
        assertEquals(ColourReference.GREY_CARD, c.reference());
        assertEquals(WARM[2] / WARM[1], c.gains()[1] / c.gains()[2], 0.02);
    }

    @Test
    void aClippedCardIsRefused() {
        Mat photo = photoOfCard(240, WARM, 1.6);
        Rect card = new Rect(600, 300, 80, 60);
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> WhiteBalance.fromRegion(photo, WhiteBalance.findCard(photo).orElse(card), ColourReference.GREY_CARD));
        photo.release();
        assertTrue(e.getMessage().startsWith("the grey card is overexposed"), e.getMessage());
    }

    @Test
    void noCardIsReported() {
        TablePhotographer p = new TablePhotographer(TablePhotographer.camera(640, 360, 65, 0, 0, 0, 0, 20, 15, 700));
        Mat table = p.photograph(new Scalar(70, 110, 150), List.of(), WARM, 1.0, 0.7, 2.0, 3);
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> WhiteBalance.fromGreyCard(table, Optional.empty()));
        table.release();
        assertTrue(e.getMessage().startsWith("no grey card found"), e.getMessage());
    }

    @Test
    void theMarkersWhitePaperServesAsReference() {
        TablePhotographer p = new TablePhotographer(TablePhotos.camera(0, 20, 5));
        Mat photo = p.photograph(new Scalar(60, 95, 130), TablePhotos.markers(new double[] {0, 5, 10, 0}, true), WARM, 0.75,
                0.6, 2.0, 5);
        ColourCorrection c = WhiteBalance.fromMarkerWhite(photo, TableMarkers.DEFAULT);
        photo.release();
        assertEquals(ColourReference.MARKER_WHITE, c.reference());
        assertEquals(WARM[0] / WARM[1], c.gains()[1] / c.gains()[0], 0.03);
        assertEquals(WARM[2] / WARM[1], c.gains()[1] / c.gains()[2], 0.03);
    }
}
