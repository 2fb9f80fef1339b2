package org.tablecompanion.calibration.table;

import java.util.List;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.opencv.Mats;

/**
 * Where the table lies in the (undistorted, colour-corrected) picture: a homography to table
 * millimetres, whose origin is the north-west marker's centre, x east, y south.
 *
 * @param imageToTable 3x3 homography from corrected-image pixels to table millimetres
 * @param widthMm distance between the west and east marker centres
 * @param heightMm distance between the north and south marker centres
 * @param markerCentresPx where the four marker centres were seen (NW, NE, SE, SW), corrected image;
 *                        later pictures are compared with these to notice a bumped camera
 * @param markers which markers were used
 */
public record TablePlane(List<List<Double>> imageToTable, double widthMm, double heightMm,
                         List<ImagePoint> markerCentresPx, TableMarkers markers) {

    public TablePlane {
        imageToTable = imageToTable == null ? List.of()
                : List.copyOf(imageToTable.stream().map(r -> r == null ? List.<Double>of() : List.copyOf(r)).toList());
        markerCentresPx = markerCentresPx == null ? List.of() : List.copyOf(markerCentresPx);
        if (markers == null) {
            throw new IllegalArgumentException("table.markers is missing");
        }
        if (imageToTable.size() != 3 || imageToTable.stream().anyMatch(r -> r.size() != 3
                || r.stream().anyMatch(v -> !Double.isFinite(v)))) {
            throw new IllegalArgumentException("table.imageToTable must be a 3x3 matrix of numbers");
        }
        if (!(widthMm > 0) || !(heightMm > 0)) {
            throw new IllegalArgumentException("table.widthMm and table.heightMm must be positive, got "
                    + widthMm + ", " + heightMm);
        }
        if (markerCentresPx.size() != 4) {
            throw new IllegalArgumentException("table.markerCentresPx must hold 4 points (NW, NE, SE, SW), got "
                    + markerCentresPx.size());
        }
    }

    /** The homography as a 3x3 matrix (the caller releases it). */
    public Mat imageToTableMatrix() {
        return Mats.of(Mats.array(imageToTable));
    }

    /** Table millimetres of a corrected-image pixel. */
    public double[] toTable(double x, double y) {
        double[][] h = Mats.array(imageToTable);
        double w = h[2][0] * x + h[2][1] * y + h[2][2];
        return new double[] {(h[0][0] * x + h[0][1] * y + h[0][2]) / w, (h[1][0] * x + h[1][1] * y + h[1][2]) / w};
    }
}
