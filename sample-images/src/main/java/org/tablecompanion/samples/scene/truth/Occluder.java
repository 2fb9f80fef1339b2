package org.tablecompanion.samples.scene.truth;

import java.util.List;

/**
 * Something between the camera and the board.
 *
 * @param kind "arm"
 * @param polygon its outline in the image
 * @param hand image point of the palm's centre
 */
public record Occluder(String kind, List<List<Double>> polygon, List<Double> hand) {
}
