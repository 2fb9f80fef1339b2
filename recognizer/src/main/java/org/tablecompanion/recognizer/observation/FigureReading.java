package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One figure.
 *
 * @param colour player colour ("red", "blue", ...)
 * @param kind "standing", "lying" or "hut"
 * @param image where it touches the tile, frame pixels
 * @param x board column of its tile
 * @param y board row of its tile
 * @param feature index of the feature under it, in the tile type's feature list
 * @param terrain terrain of that feature ("city", "road", ...)
 * @param confidence how sure colour, tile and feature are together
 */
@JsonPropertyOrder({"colour", "kind", "image", "x", "y", "feature", "terrain", "confidence"})
public record FigureReading(String colour, String kind, List<Double> image, int x, int y, int feature, String terrain,
                            double confidence) {

    public FigureReading {
        image = List.copyOf(image);
    }
}
