package org.tablecompanion.calibration.opencv;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/** Conversions between small double matrices (as the calibration file keeps them) and OpenCV. */
public final class Mats {

    private Mats() {
    }

    /** A CV_64F matrix holding the given rows (all of one length). */
    public static Mat of(double[][] rows) {
        OpenCvLibrary.load();
        Mat m = new Mat(rows.length, rows[0].length, CvType.CV_64F);
        for (int r = 0; r < rows.length; r++) {
            m.put(r, 0, rows[r]);
        }
        return m;
    }

    /** A 1 x n CV_64F row. */
    public static Mat row(List<Double> values) {
        OpenCvLibrary.load();
        Mat m = new Mat(1, values.size(), CvType.CV_64F);
        for (int i = 0; i < values.size(); i++) {
            m.put(0, i, values.get(i));
        }
        return m;
    }

    /** The values of a matrix of any numeric type, row by row. */
    public static double[][] rows(Mat m) {
        double[][] out = new double[m.rows()][m.cols()];
        for (int r = 0; r < m.rows(); r++) {
            for (int c = 0; c < m.cols(); c++) {
                out[r][c] = m.get(r, c)[0];
            }
        }
        return out;
    }

    /** Every value of a single-channel matrix, row by row. */
    public static List<Double> values(Mat m) {
        List<Double> out = new ArrayList<>();
        for (int r = 0; r < m.rows(); r++) {
            for (int c = 0; c < m.cols(); c++) {
                out.add(m.get(r, c)[0]);
            }
        }
        return out;
    }

    /** A list-of-lists copy of a small matrix, for JSON. */
    public static List<List<Double>> nested(double[][] rows) {
        List<List<Double>> out = new ArrayList<>();
        for (double[] r : rows) {
            List<Double> row = new ArrayList<>();
            for (double v : r) {
                row.add(v);
            }
            out.add(List.copyOf(row));
        }
        return List.copyOf(out);
    }

    /** The inverse of {@link #nested}. */
    public static double[][] array(List<List<Double>> rows) {
        double[][] out = new double[rows.size()][];
        for (int r = 0; r < rows.size(); r++) {
            out[r] = rows.get(r).stream().mapToDouble(Double::doubleValue).toArray();
        }
        return out;
    }
}
