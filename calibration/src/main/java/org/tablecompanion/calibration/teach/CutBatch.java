package org.tablecompanion.calibration.teach;

import java.util.List;
import java.util.Map;

/**
 * The tiles cut from one photo of a guide page.
 *
 * @param batch which page (0-based)
 * @param tiles tile id to its upright picture (8-bit BGR, {@link BatchCutter#TILE_PX} square,
 *              white-balanced on the page's paper), in slot order
 * @param empty ids of slots where no tile lay
 * @param notes what the user should know (edges not found, tiles small in the photo)
 */
public record CutBatch(int batch, Map<String, org.opencv.core.Mat> tiles, List<String> empty, List<String> notes) {

    public CutBatch {
        tiles = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tiles));
        empty = List.copyOf(empty);
        notes = List.copyOf(notes);
    }
}
