package org.tablecompanion.calibration.figures;

import org.opencv.core.Rect;

/**
 * A figure-sized patch that stands out from the table.
 *
 * @param bounds where it is in the picture
 * @param area its pixels
 * @param lab the median L*a*b* of its most distinct half (the figure, not its shadow)
 * @param spread standard deviation of L*, a*, b* over that half
 */
public record FigureBlob(Rect bounds, int area, double[] lab, double[] spread) {
}
