package org.tablecompanion.samples.scene.truth;

import java.util.List;

/**
 * The table top.
 *
 * @param material wood, felt, linen or checked_cloth
 * @param colour main colour, sRGB
 * @param extentMm west, north, east, south edges in table mm
 */
public record TableTruth(String material, List<Integer> colour, List<Double> extentMm) {
}
