package org.tablecompanion.calibration.table;

import java.lang.ref.Reference;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.objdetect.Dictionary;
import org.tablecompanion.calibration.print.Sheet;

/** The printable table markers: one A4 portrait page with the four corner markers to cut out. */
public final class MarkerSheet {

    private static final String[] CORNERS = {"NW (north-west)", "NE (north-east)", "SE (south-east)", "SW (south-west)"};

    private MarkerSheet() {
    }

    /** A marker's picture with its one-cell white border, {@code sidePx} wide including the black square. */
    public static Mat marker(String dictionary, int id, int sidePx) {
        Dictionary d = ArucoDictionaries.get(dictionary);
        Mat m = new Mat();
        d.generateImageMarker(id, sidePx, m, 1);
        // Kept reachable until the call returns: an OpenCV object left unreachable while OpenCV uses it can be freed by
        // its finalizer mid-call.
        Reference.reachabilityFence(d);
        return m;
    }

    public static Sheet sheet(TableMarkers markers) {
        Sheet s = Sheet.a4Portrait();
        double side = markers.markerMm();
        double cell = Math.max(side + 24, 90);
        double x0 = (s.widthMm() - 2 * cell) / 2;
        double y0 = 30;
        s.text(x0, 16, 11, "Table companion: play-area markers (" + markers.dictionary() + ", "
                + Math.round(side) + " mm black squares)");
        s.text(x0, 22, 8, "Print at 100 %. Cut along the grey lines. Lay them flat at the corners of the play area, "
                + "clockwise from the north-west.");
        for (int k = 0; k < 4; k++) {
            double cx = x0 + (k % 2) * cell;
            double cy = y0 + (k / 2) * (cell + 12);
            s.outline(cx, cy, cell, cell + 8, 0.2, new Scalar(180, 180, 180));
            Mat m = marker(markers.dictionary(), markers.ids().get(k), s.px(side));
            s.image(m, cx + (cell - side) / 2, cy + (cell - side) / 2, side);
            m.release();
            s.text(cx + 4, cy + cell + 4, 8, CORNERS[k] + ", id " + markers.ids().get(k));
        }
        s.text(x0, y0 + 2 * (cell + 12) + 6, 8, "Keep the white border round each black square: the camera needs it.");
        return s;
    }
}
