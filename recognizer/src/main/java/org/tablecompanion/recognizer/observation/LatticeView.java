package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * Where the board's cells lie in the frame. Board point (x, y) in cells (cell (x, y) spans
 * [x, x + 1] x [y, y + 1], x east, y south) maps by {@code boardToImage} to undistorted pixels
 * p; the frame shows it at d with {@code p = c + (d - c)(1 + lensKappa |d - c|^2)}.
 *
 * @param found whether a lattice was found at all
 * @param cellPx mean side of a cell in the frame, pixels
 * @param boardToImage 3x3 homography, rows
 * @param lensCentre c, pixels
 * @param lensKappa radial distortion, per pixel squared
 * @param fitRmsPx how far seams lie from the fitted lines, pixels
 */
@JsonPropertyOrder({"found", "cellPx", "boardToImage", "lensCentre", "lensKappa", "fitRmsPx"})
public record LatticeView(boolean found, double cellPx, List<List<Double>> boardToImage, List<Double> lensCentre,
                          double lensKappa, double fitRmsPx) {

    public LatticeView {
        boardToImage = boardToImage.stream().map(List::copyOf).toList();
        lensCentre = List.copyOf(lensCentre);
    }

    public static LatticeView none() {
        return new LatticeView(false, 0, List.of(), List.of(), 0, 0);
    }
}
