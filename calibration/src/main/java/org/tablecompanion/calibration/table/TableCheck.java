package org.tablecompanion.calibration.table;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.opencv.core.Mat;

/** Whether the camera still sees the table as it did when the table was calibrated. */
public final class TableCheck {

    /** A shift of the markers larger than this (pixels) means the camera or the table moved. */
    public static final double MOVED_PX = 4.0;

    /** What a check found. */
    public enum Status { STEADY, MOVED, MARKERS_HIDDEN }

    /**
     * @param status steady, moved, or too few markers in view to tell
     * @param shiftPx the largest marker shift (0 when hidden)
     * @param message one line for the user
     */
    public record Result(Status status, double shiftPx, String message) {
    }

    private TableCheck() {
    }

    /** Compares the markers in a corrected picture with where the calibration saw them. */
    public static Result check(Mat corrected, TablePlane plane) {
        Map<Integer, List<ImagePoint>> found = MarkerFinder.find(corrected, plane.markers().dictionary());
        double worst = 0;
        int seen = 0;
        for (int k = 0; k < 4; k++) {
            List<ImagePoint> c = found.get(plane.markers().ids().get(k));
            if (c != null) {
                seen++;
                worst = Math.max(worst, MarkerFinder.centre(c).distance(plane.markerCentresPx().get(k)));
            }
        }
        if (seen < 2) {
            return new Result(Status.MARKERS_HIDDEN, 0, "only " + seen + " of the 4 table markers are in view: "
                    + "cannot tell whether the camera moved");
        }
        if (worst > MOVED_PX) {
            return new Result(Status.MOVED, worst, String.format(Locale.ROOT, "the table markers moved by %.0f px: "
                    + "the camera was bumped; run 'companion calibrate table' again", worst));
        }
        return new Result(Status.STEADY, worst, String.format(Locale.ROOT, "camera steady (markers within %.1f px)", worst));
    }
}
