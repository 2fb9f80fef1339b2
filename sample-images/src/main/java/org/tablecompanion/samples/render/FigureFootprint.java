package org.tablecompanion.samples.render;

import java.util.List;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;

/**
 * Where a drawn figure covers the picture: ground truth for the scene generator.
 *
 * @param bounds the covered pixels' bounding box in the picture
 * @param mask 255 where the figure covers a pixel of {@code bounds} (8-bit, bounds-sized)
 * @param foot where the figure touches the tile (between a standing figure's feet, the middle
 *        of a lying figure or a hut's floor): the point to map to the feature under it
 * @param outline the figure's outline, simplified, in picture coordinates
 */
public record FigureFootprint(Rect bounds, Mat mask, Point foot, List<Point> outline) {

    public FigureFootprint {
        outline = List.copyOf(outline);
    }

    /** Number of covered pixels. */
    public int area() {
        return Core.countNonZero(mask);
    }
}
