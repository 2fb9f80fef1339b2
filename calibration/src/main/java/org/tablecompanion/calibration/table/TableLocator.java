package org.tablecompanion.calibration.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.Mats;

/**
 * Finds the table plane from the four corner markers in a corrected picture.
 *
 * <p>The markers' centres are taken to lie on a rectangle. Its size is either given (measured
 * between the marker centres) or worked out from the markers themselves: they are printed
 * squares of a known side, so the one stretch of each axis that makes all sixteen of their edges
 * that long and square is the table's scale. That needs no measuring tape and works however
 * each marker was turned when it was laid.
 */
public final class TableLocator {

    private static final String[] CORNER_NAMES = {"NW", "NE", "SE", "SW"};

    private TableLocator() {
    }

    /** The markers' corners by id; fails naming every marker that is not in view. */
    public static List<List<ImagePoint>> requireMarkers(Mat corrected, TableMarkers markers) {
        Map<Integer, List<ImagePoint>> found = MarkerFinder.find(corrected, markers.dictionary());
        List<String> missing = new ArrayList<>();
        List<List<ImagePoint>> out = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            int id = markers.ids().get(k);
            List<ImagePoint> c = found.get(id);
            if (c == null) {
                missing.add("id " + id + " (" + CORNER_NAMES[k] + ")");
            }
            out.add(c);
        }
        if (!missing.isEmpty()) {
            throw new CalibrationInputException("table markers not found: " + String.join(", ", missing)
                    + (found.isEmpty() ? " (no marker of dictionary " + markers.dictionary() + " is in the picture)" : "")
                    + "; all four must be in view, flat, well lit and not covered");
        }
        return out;
    }

    /**
     * The table plane seen in a corrected picture.
     *
     * @param areaMm width and height between the marker centres when measured, else empty
     */
    public static TablePlane locate(Mat corrected, TableMarkers markers, Optional<double[]> areaMm) {
        List<List<ImagePoint>> corners = requireMarkers(corrected, markers);
        List<ImagePoint> centres = corners.stream().map(MarkerFinder::centre).toList();
        checkConvex(centres);
        double[] size = areaMm.orElseGet(() -> sizeFromMarkers(centres, corners, markers.markerMm()));
        if (size[0] <= 0 || size[1] <= 0) {
            throw new CalibrationInputException("the table markers' size does not add up; give the area with --area WxH (mm)");
        }
        Mat h = homography(centres, size[0], size[1]);
        TablePlane plane = new TablePlane(Mats.nested(Mats.rows(h)), round(size[0]), round(size[1]), centres, markers);
        h.release();
        return plane;
    }

    private static void checkConvex(List<ImagePoint> c) {
        double sign = 0;
        for (int i = 0; i < 4; i++) {
            ImagePoint a = c.get(i);
            ImagePoint b = c.get((i + 1) % 4);
            ImagePoint d = c.get((i + 2) % 4);
            double cross = (b.x() - a.x()) * (d.y() - b.y()) - (b.y() - a.y()) * (d.x() - b.x());
            if (sign != 0 && Math.signum(cross) != sign) {
                throw new CalibrationInputException("the table markers are not in NW, NE, SE, SW order round the play "
                        + "area: lay marker " + "ids clockwise from the north-west corner");
            }
            sign = Math.signum(cross);
        }
    }

    private static Mat homography(List<ImagePoint> centres, double w, double h) {
        MatOfPoint2f from = new MatOfPoint2f(centres.stream().map(p -> new Point(p.x(), p.y())).toArray(Point[]::new));
        MatOfPoint2f to = new MatOfPoint2f(new Point(0, 0), new Point(w, 0), new Point(w, h), new Point(0, h));
        Mat m = Imgproc.getPerspectiveTransform(from, to);
        from.release();
        to.release();
        return m;
    }

    /**
     * Width and height from the markers' known side: in the unit-square frame of the centres, a
     * marker edge (a, b) has length a^2 W^2 + b^2 H^2 = side^2 in millimetres, and its two
     * edges at a corner are square (a1 a2 W^2 + b1 b2 H^2 = 0). Least squares in W^2 and H^2.
     */
    static double[] sizeFromMarkers(List<ImagePoint> centres, List<List<ImagePoint>> corners, double sideMm) {
        Mat unit = homography(centres, 1, 1);
        double[][] hu = Mats.rows(unit);
        unit.release();
        double s11 = 0;
        double s12 = 0;
        double s22 = 0;
        double r1 = 0;
        double r2 = 0;
        double m2 = sideMm * sideMm;
        for (List<ImagePoint> q : corners) {
            double[][] u = new double[4][];
            for (int k = 0; k < 4; k++) {
                u[k] = apply(hu, q.get(k));
            }
            for (int k = 0; k < 4; k++) {
                double[] e1 = {u[(k + 1) % 4][0] - u[k][0], u[(k + 1) % 4][1] - u[k][1]};
                double[] e0 = {u[k][0] - u[(k + 3) % 4][0], u[k][1] - u[(k + 3) % 4][1]};
                // Edge length: a^2 X + b^2 Y = m^2, scaled by 1/m^2 to weigh like the right angle.
                double a = e1[0] * e1[0] / m2;
                double b = e1[1] * e1[1] / m2;
                s11 += a * a;
                s12 += a * b;
                s22 += b * b;
                r1 += a;
                r2 += b;
                // Right angle: a1 a2 X + b1 b2 Y = 0.
                double c = e0[0] * e1[0] / m2;
                double d = e0[1] * e1[1] / m2;
                s11 += c * c;
                s12 += c * d;
                s22 += d * d;
            }
        }
        double det = s11 * s22 - s12 * s12;
        double x = (r1 * s22 - r2 * s12) / det;
        double y = (s11 * r2 - s12 * r1) / det;
        return new double[] {x > 0 ? Math.sqrt(x) : -1, y > 0 ? Math.sqrt(y) : -1};
    }

    private static double[] apply(double[][] h, ImagePoint p) {
        double w = h[2][0] * p.x() + h[2][1] * p.y() + h[2][2];
        return new double[] {(h[0][0] * p.x() + h[0][1] * p.y() + h[0][2]) / w, (h[1][0] * p.x() + h[1][1] * p.y() + h[1][2]) / w};
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
