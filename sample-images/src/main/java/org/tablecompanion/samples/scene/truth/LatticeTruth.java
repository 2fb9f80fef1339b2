package org.tablecompanion.samples.scene.truth;

/**
 * How board cells sit on the table: cell (x, y) is centred at table point
 * {@code (x * pitchMm, y * pitchMm)} before the hand-placement nudges.
 *
 * @param tileMm edge of a tile
 * @param pitchMm distance between neighbouring cell centres (tile plus mean gap)
 * @param tileThicknessMm thickness of the cardboard: tile tops lie this far above the table
 */
public record LatticeTruth(double tileMm, double pitchMm, double tileThicknessMm) {
}
