package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One occupied cell.
 *
 * @param x board column
 * @param y board row
 * @param tile the chosen tile id
 * @param rotation its rotation, degrees clockwise (0, 90, 180, 270)
 * @param confidence probability that the chosen reading is right, by the recognizer's own account
 * @param margin log-likelihood of the best reading minus the second best (after the board solve)
 * @param candidates the best readings, best first, with their probabilities
 * @param corners the tile's corners in the frame: north-west, north-east, south-east, south-west
 */
@JsonPropertyOrder({"x", "y", "tile", "rotation", "confidence", "margin", "candidates", "corners"})
public record TileReading(int x, int y, String tile, int rotation, double confidence, double margin,
                          List<CandidateView> candidates, List<List<Double>> corners) {

    public TileReading {
        candidates = List.copyOf(candidates);
        corners = corners.stream().map(List::copyOf).toList();
    }

    /**
     * One reading of the cell.
     *
     * @param tile tile id
     * @param rotation degrees
     * @param probability share of the belief
     */
    public record CandidateView(String tile, int rotation, double probability) {
    }
}
