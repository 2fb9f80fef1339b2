package org.tablecompanion.calibration.print;

/**
 * A line of text on a sheet.
 *
 * @param xMm left end of the baseline, millimetres from the sheet's left edge
 * @param yMm the baseline, millimetres from the sheet's top edge
 * @param sizePt font size in points
 * @param text plain ASCII text
 */
public record SheetText(double xMm, double yMm, double sizePt, String text) {
}
