package org.tablecompanion.samples.scene.truth;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One figure as it appears in the image.
 *
 * @param colour player colour
 * @param kind standing, lying or hut: what the camera can see
 * @param role knight, thief, monk, farmer, gatherer, fisher, hunter, hut (empty when the board did
 *     not come from a game)
 * @param x board column of its tile
 * @param y board row of its tile
 * @param feature index of its feature in the tile type's feature list
 * @param foot image point under the figure's centre, on the tile's top face (empty when behind
 *     the camera)
 * @param occluded whether a hand or arm covers its foot
 */
@JsonPropertyOrder({"colour", "kind", "role", "x", "y", "feature", "foot", "occluded"})
public record FigureTruth(String colour, String kind, String role, int x, int y, int feature, List<Double> foot,
                          boolean occluded) {
}
