package org.tablecompanion.calibration.table;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.testing.FlatLayer;
import org.tablecompanion.calibration.testing.TablePhotographer;
import org.tablecompanion.samples.scene.Camera;

/** Photos of the four table markers laid at the corners of a play area. */
public final class TablePhotos {

    public static final double WIDTH_MM = 600;
    public static final double HEIGHT_MM = 400;
    public static final int PX_PER_MM = 6;

    private TablePhotos() {
    }

    /** A marker printed with 10 mm of white paper round it. */
    public static Mat printed(int id, double sideMm) {
        Mat m = MarkerSheet.marker("4X4_50", id, (int) Math.round(sideMm * PX_PER_MM));
        Mat out = new Mat();
        Core.copyMakeBorder(m, out, 10 * PX_PER_MM, 10 * PX_PER_MM, 10 * PX_PER_MM, 10 * PX_PER_MM, Core.BORDER_CONSTANT,
                new Scalar(255));
        m.release();
        return out;
    }

    /** The marker layers: centres on the play area's corners, each turned a little. */
    public static List<FlatLayer> markers(double[] turns, boolean withSouthWest) {
        double[][] at = {{0, 0}, {WIDTH_MM, 0}, {WIDTH_MM, HEIGHT_MM}, {0, HEIGHT_MM}};
        List<FlatLayer> out = new ArrayList<>();
        for (int k = 0; k < (withSouthWest ? 4 : 3); k++) {
            out.add(new FlatLayer(printed(k, TableMarkers.DEFAULT.markerMm()), at[k][0], at[k][1], PX_PER_MM, turns[k]));
        }
        return out;
    }

    /** A webcam over the play area's centre. */
    public static Camera camera(double k1, double tilt, double yaw) {
        return TablePhotographer.camera(1280, 720, 68, k1, 0.02, WIDTH_MM / 2, HEIGHT_MM / 2, tilt, yaw, 950);
    }

    public static Mat photo(Camera camera, List<FlatLayer> layers) {
        return new TablePhotographer(camera).photograph(new Scalar(60, 95, 130), layers, new double[] {1, 1, 1}, 0.9, 0.6,
                2.0, 11);
    }
}
