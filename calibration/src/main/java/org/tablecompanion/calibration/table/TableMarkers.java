package org.tablecompanion.calibration.table;

import java.util.List;

/**
 * The four printed ArUco markers that mark the corners of the play area.
 *
 * @param dictionary OpenCV dictionary name ({@code 4X4_50})
 * @param ids marker ids at the north-west, north-east, south-east and south-west corners
 * @param markerMm printed side of each marker's black square
 */
public record TableMarkers(String dictionary, List<Integer> ids, double markerMm) {

    /** The markers {@code companion calibrate markers} prints. */
    public static final TableMarkers DEFAULT = new TableMarkers("4X4_50", List.of(0, 1, 2, 3), 60);

    public TableMarkers {
        ids = ids == null ? List.of() : List.copyOf(ids);
        if (ids.size() != 4 || ids.stream().distinct().count() != 4) {
            throw new IllegalArgumentException("table.markers.ids must be 4 different marker ids (NW, NE, SE, SW), got " + ids);
        }
        if (!(markerMm > 5)) {
            throw new IllegalArgumentException("table.markers.markerMm must be more than 5 mm, got " + markerMm);
        }
        ArucoDictionaries.require(dictionary, "table.markers.dictionary");
    }
}
