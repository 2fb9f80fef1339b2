package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A hand seen over the board. The cells it covers are never read as sure: those it hides are not
 * read at all (an unsure entry says so), those it partly covers keep a reading below the sure line.
 *
 * @param confidence how sure the recognizer is that this is a hand
 * @param outline the hand's outline in the frame, pixels
 * @param covers the cells it covers, each with the share of the cell it covers
 */
@JsonPropertyOrder({"confidence", "outline", "covers"})
public record HandReading(double confidence, List<List<Double>> outline, List<CoveredCell> covers) {

    public HandReading {
        outline = outline.stream().map(List::copyOf).toList();
        covers = List.copyOf(covers);
    }

    /**
     * @param x board column
     * @param y board row
     * @param share share of the cell under the hand, 0..1
     */
    @JsonPropertyOrder({"x", "y", "share"})
    public record CoveredCell(int x, int y, double share) {
    }
}
