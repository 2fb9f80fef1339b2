package org.tablecompanion.recognizer.correction;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.recognizer.OpenCvNative;

class FrameCalibrationTest {

    static {
        OpenCvNative.load();
    }

    private static TableCalibration lens(double k1, double k2) {
        return TableCalibration.empty().withCamera(new CameraModel(1920, 1080, 1340, 1340, 959.5, 539.5,
                List.of(k1, k2, 0.0, 0.0, 0.0), 0.05, 12));
    }

    @Test
    void aStrongBarrelLensIsUndistorted() {
        assertTrue(FrameCalibration.of(lens(-0.3, 0.04)).orElseThrow().undistorts());
    }

    @Test
    void aMildLensIsLeftToTheLatticesOwnLensModel() {
        assertTrue(FrameCalibration.lensResidualPx(new CameraModel(1920, 1080, 1340, 1340, 959.5, 539.5,
                List.of(-0.02, 0.004, 0.0, 0.0, 0.0), 0.05, 12)) < 1);
        assertFalse(FrameCalibration.of(lens(-0.02, 0.004)).isPresent());
    }
}
