package org.tablecompanion.samples.scene.truth;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One tile as it appears in the image.
 *
 * @param catalog catalog id
 * @param id tile type id
 * @param x board column
 * @param y board row
 * @param rotation clockwise rotation of the art, degrees (0, 90, 180, 270)
 * @param corners image points of the top face's corners in board order: north-west, north-east,
 *     south-east, south-west of the cell (distortion applied); empty when the tile is behind the
 *     camera
 * @param centre image point of the top face's centre (empty when behind the camera)
 * @param tableMm where the tile really lies: centre x, y in table mm and its turn off the lattice
 * @param visibility "full" (all corners inside the image), "partial" or "outside"
 * @param occluded fraction of the tile's visible top face hidden by a hand or an arm
 */
@JsonPropertyOrder({"catalog", "id", "x", "y", "rotation", "corners", "centre", "tableMm", "visibility", "occluded"})
public record TileTruth(String catalog, String id, int x, int y, int rotation, List<List<Double>> corners,
                        List<Double> centre, TablePlacement tableMm, String visibility, double occluded) {

    /**
     * Where a tile lies on the table.
     *
     * @param x centre, mm east
     * @param y centre, mm south
     * @param turnDeg hand-placement turn off the lattice, clockwise degrees
     * @param liftMm height of its underside above the table (0 unless held)
     */
    public record TablePlacement(double x, double y, double turnDeg, double liftMm) {
    }
}
