package org.tablecompanion.calibration.colour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.camera.CharucoBoardSpec;
import org.tablecompanion.calibration.camera.CharucoSheet;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.testing.FlatLayer;
import org.tablecompanion.calibration.testing.TablePhotographer;

class PictureAdviceTest {

    private static final TablePhotographer PHOTOGRAPHER;
    private static final Mat BOARD;

    static {
        OpenCvLibrary.load();
        PHOTOGRAPHER = new TablePhotographer(TablePhotographer.camera(960, 540, 65, -0.1, 0, 0, 0, 15, 0, 450));
        BOARD = CharucoSheet.boardImage(CharucoBoardSpec.A4, 6);
    }

    private static Mat photo(double brightness, double blur) {
        return PHOTOGRAPHER.photograph(new Scalar(70, 110, 150), List.of(new FlatLayer(BOARD, 0, 0, 6, 0)),
                new double[] {1, 1, 1}, brightness, blur, 2.0, 1);
    }

    @Test
    void aGoodPictureGetsNoAdvice() {
        assertEquals(List.of(), PictureAdvice.check(photo(0.85, 0.6)).advice());
    }

    @Test
    void aDarkPictureIsCalledTooDark() {
        List<String> advice = PictureAdvice.check(photo(0.2, 0.6)).advice();
        assertTrue(advice.stream().anyMatch(a -> a.startsWith("the picture is too dark")), advice.toString());
    }

    @Test
    void anOverexposedPictureIsCalledClipped() {
        List<String> advice = PictureAdvice.check(photo(1.8, 0.6)).advice();
        assertTrue(advice.stream().anyMatch(a -> a.contains("clipped white")), advice.toString());
    }

    @Test
    void aBlurredPictureIsCalledBlurred() {
        List<String> advice = PictureAdvice.check(photo(0.85, 3.5)).advice();
        assertTrue(advice.stream().anyMatch(a -> a.startsWith("the picture is blurred")), advice.toString());
    }

    @Test
    void sharpnessDoesNotDependOnBrightness() {
        double bright = PictureAdvice.check(photo(0.85, 0.6)).sharpness();
        double dim = PictureAdvice.check(photo(0.45, 0.6)).sharpness();
        assertEquals(bright, dim, 0.25 * bright);
    }
}
