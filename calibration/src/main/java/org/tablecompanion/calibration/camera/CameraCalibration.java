package org.tablecompanion.calibration.camera;

import java.util.List;

/**
 * The outcome of calibrating a camera from board pictures.
 *
 * @param model the camera, to be written into the calibration file
 * @param views what each picture contributed
 * @param advice what to do better next time (empty when the pictures were good)
 */
public record CameraCalibration(CameraModel model, List<BoardView> views, List<String> advice) {

    public CameraCalibration {
        views = List.copyOf(views);
        advice = List.copyOf(advice);
    }
}
