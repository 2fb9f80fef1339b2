package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;

/** A 3x3 matrix, row-major: rotations, homographies and the affine maps between planes. */
public record Mat3(double m00, double m01, double m02,
                   double m10, double m11, double m12,
                   double m20, double m21, double m22) {

    public static final Mat3 IDENTITY = new Mat3(1, 0, 0, 0, 1, 0, 0, 0, 1);

    public static Mat3 ofRows(Vec3 r0, Vec3 r1, Vec3 r2) {
        return new Mat3(r0.x(), r0.y(), r0.z(), r1.x(), r1.y(), r1.z(), r2.x(), r2.y(), r2.z());
    }

    public static Mat3 ofColumns(Vec3 c0, Vec3 c1, Vec3 c2) {
        return ofRows(c0, c1, c2).transposed();
    }

    /** The 2-D affine map p -> R(angle) * p * scale + (tx, ty), angle clockwise on a y-down page. */
    public static Mat3 similarity(double angleRad, double scale, double tx, double ty) {
        double c = Math.cos(angleRad) * scale;
        double s = Math.sin(angleRad) * scale;
        return new Mat3(c, -s, tx, s, c, ty, 0, 0, 1);
    }

    public Vec3 row(int i) {
        return switch (i) {
            case 0 -> new Vec3(m00, m01, m02);
            case 1 -> new Vec3(m10, m11, m12);
            case 2 -> new Vec3(m20, m21, m22);
            default -> throw new IndexOutOfBoundsException(i);
        };
    }

    public Vec3 column(int j) {
        return transposed().row(j);
    }

    public Vec3 times(Vec3 v) {
        return new Vec3(row(0).dot(v), row(1).dot(v), row(2).dot(v));
    }

    public Mat3 times(Mat3 o) {
        Mat3 t = o.transposed();
        return new Mat3(
                row(0).dot(t.row(0)), row(0).dot(t.row(1)), row(0).dot(t.row(2)),
                row(1).dot(t.row(0)), row(1).dot(t.row(1)), row(1).dot(t.row(2)),
                row(2).dot(t.row(0)), row(2).dot(t.row(1)), row(2).dot(t.row(2)));
    }

    public Mat3 transposed() {
        return new Mat3(m00, m10, m20, m01, m11, m21, m02, m12, m22);
    }

    public double determinant() {
        return m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20);
    }

    public Mat3 inverse() {
        double det = determinant();
        if (Math.abs(det) < 1e-300) {
            throw new IllegalStateException("matrix is singular");
        }
        return new Mat3(
                (m11 * m22 - m12 * m21) / det, (m02 * m21 - m01 * m22) / det, (m01 * m12 - m02 * m11) / det,
                (m12 * m20 - m10 * m22) / det, (m00 * m22 - m02 * m20) / det, (m02 * m10 - m00 * m12) / det,
                (m10 * m21 - m11 * m20) / det, (m01 * m20 - m00 * m21) / det, (m00 * m11 - m01 * m10) / det);
    }

    /** Applies this matrix as a homography to the point (x, y). */
    public Point2 apply(double x, double y) {
        double w = m20 * x + m21 * y + m22;
        return new Point2((m00 * x + m01 * y + m02) / w, (m10 * x + m11 * y + m12) / w);
    }

    public Point2 apply(Point2 p) {
        return apply(p.x(), p.y());
    }

    /** This matrix scaled so that its bottom-right entry is 1 (how homographies are usually shown). */
    public Mat3 normalizedHomography() {
        double k = 1.0 / m22;
        return new Mat3(m00 * k, m01 * k, m02 * k, m10 * k, m11 * k, m12 * k, m20 * k, m21 * k, 1.0);
    }

    /** The rows as nested lists, the way the ground-truth JSON writes matrices. */
    public List<List<Double>> toRows() {
        List<List<Double>> rows = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Vec3 r = row(i);
            rows.add(List.of(r.x(), r.y(), r.z()));
        }
        return rows;
    }
}
