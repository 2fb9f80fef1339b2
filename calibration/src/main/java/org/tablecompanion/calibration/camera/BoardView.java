package org.tablecompanion.calibration.camera;

/**
 * What one calibration picture showed of the board.
 *
 * @param name the picture's name (file name)
 * @param corners how many ChArUco corners were found
 * @param used whether the picture went into the calibration
 * @param reason why not, or empty
 * @param rmsErrorPx the picture's reprojection error after calibration (0 when not used)
 */
public record BoardView(String name, int corners, boolean used, String reason, double rmsErrorPx) {
}
