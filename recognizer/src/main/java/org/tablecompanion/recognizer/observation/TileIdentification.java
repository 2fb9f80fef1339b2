package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * What a photo of a single tile shows, format {@value #FORMAT}.
 *
 * @param format always {@value #FORMAT}
 * @param mode "pack" or "zero-shot"
 * @param tile the best tile id
 * @param rotation its rotation in the photo, degrees clockwise (the photo's top is north)
 * @param confidence the best reading's share of the belief
 * @param margin log-likelihood of the best reading minus the second best with other terrain
 * @param candidates the best readings with their shares
 * @param corners where the tile was found in the photo
 */
@JsonPropertyOrder({"format", "mode", "tile", "rotation", "confidence", "margin", "candidates", "corners"})
public record TileIdentification(String format, String mode, String tile, int rotation, double confidence,
                                 double margin, List<TileReading.CandidateView> candidates,
                                 List<List<Double>> corners) {

    public static final String FORMAT = "tablecompanion-identification/1";

    public TileIdentification {
        candidates = List.copyOf(candidates);
        corners = corners.stream().map(List::copyOf).toList();
    }
}
