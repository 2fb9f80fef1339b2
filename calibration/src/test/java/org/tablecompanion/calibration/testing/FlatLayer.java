package org.tablecompanion.calibration.testing;

import org.opencv.core.Mat;

/**
 * A flat picture lying on the table: a printed sheet, a tile, a grey card.
 *
 * @param picture 8-bit BGR
 * @param xMm table x of the picture's centre
 * @param yMm table y of the picture's centre
 * @param pxPerMm the picture's resolution
 * @param turnDeg clockwise turn on the table
 */
public record FlatLayer(Mat picture, double xMm, double yMm, double pxPerMm, double turnDeg) {
}
