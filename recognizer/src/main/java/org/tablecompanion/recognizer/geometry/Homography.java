package org.tablecompanion.recognizer.geometry;

import java.util.Arrays;
import java.util.List;

/**
 * A plane-to-plane projective map, 3x3 row-major, immutable. Maps (x, y) to
 * ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w) with w = h6 x + h7 y + h8.
 */
public final class Homography {

    private final double[] h;

    private Homography(double[] h) {
        this.h = h;
    }

    public static Homography of(double... values) {
        if (values.length != 9) {
            throw new IllegalArgumentException("a homography has 9 entries, got " + values.length);
        }
        return new Homography(values.clone()).normalized();
    }

    public static Homography identity() {
        return new Homography(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1});
    }

    public static Homography affine(double a, double b, double c, double d, double e, double f) {
        return new Homography(new double[] {a, b, c, d, e, f, 0, 0, 1});
    }

    public double get(int i) {
        return h[i];
    }

    public double[] values() {
        return h.clone();
    }

    public List<List<Double>> rows() {
        return List.of(List.of(h[0], h[1], h[2]), List.of(h[3], h[4], h[5]), List.of(h[6], h[7], h[8]));
    }

    public static Homography ofRows(List<List<Double>> rows) {
        if (rows.size() != 3 || rows.stream().anyMatch(r -> r.size() != 3)) {
            throw new IllegalArgumentException("a homography needs 3 rows of 3 numbers");
        }
        double[] v = new double[9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                v[r * 3 + c] = rows.get(r).get(c);
            }
        }
        return of(v);
    }

    public Vec2 apply(double x, double y) {
        double w = h[6] * x + h[7] * y + h[8];
        return new Vec2((h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w);
    }

    public Vec2 apply(Vec2 p) {
        return apply(p.x(), p.y());
    }

    /** The denominator w at (x, y): positive on the side of the plane the camera sees. */
    public double w(double x, double y) {
        return h[6] * x + h[7] * y + h[8];
    }

    /** This map after {@code first}: x -> this(first(x)). */
    public Homography after(Homography first) {
        double[] a = h;
        double[] b = first.h;
        double[] r = new double[9];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j];
            }
        }
        return new Homography(r).normalized();
    }

    public Homography inverse() {
        double[] m = h;
        double a = m[4] * m[8] - m[5] * m[7];
        double b = m[5] * m[6] - m[3] * m[8];
        double c = m[3] * m[7] - m[4] * m[6];
        double det = m[0] * a + m[1] * b + m[2] * c;
        if (Math.abs(det) < 1e-300) {
            throw new Singular("singular homography");
        }
        double[] r = {
            a / det, (m[2] * m[7] - m[1] * m[8]) / det, (m[1] * m[5] - m[2] * m[4]) / det,
            b / det, (m[0] * m[8] - m[2] * m[6]) / det, (m[2] * m[3] - m[0] * m[5]) / det,
            c / det, (m[1] * m[6] - m[0] * m[7]) / det, (m[0] * m[4] - m[1] * m[3]) / det};
        return new Homography(r).normalized();
    }

    /** Determinant of the upper-left 2x2 block sign tells whether the map mirrors. */
    public double det() {
        return h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6])
                + h[2] * (h[3] * h[7] - h[4] * h[6]);
    }

    private Homography normalized() {
        double n = 0;
        for (double v : h) {
            n += v * v;
        }
        n = Math.sqrt(n);
        if (n == 0 || !Double.isFinite(n)) {
            throw new Singular("degenerate homography " + Arrays.toString(h));
        }
        double s = h[8] < 0 ? -1 / n : 1 / n;
        double[] r = new double[9];
        for (int i = 0; i < 9; i++) {
            r[i] = h[i] * s;
        }
        return new Homography(r);
    }

    /**
     * The least-squares homography taking {@code from[i]} to {@code to[i]} (4 pairs or more),
     * by the normalized direct linear transform.
     */
    public static Homography fit(List<Vec2> from, List<Vec2> to) {
        if (from.size() != to.size() || from.size() < 4) {
            throw new IllegalArgumentException("a homography needs at least 4 point pairs");
        }
        Homography nf = normalizer(from);
        Homography nt = normalizer(to);
        int n = from.size();
        double[][] ata = new double[9][9];
        for (int i = 0; i < n; i++) {
            Vec2 p = nf.apply(from.get(i));
            Vec2 q = nt.apply(to.get(i));
            accumulate(ata, new double[] {p.x(), p.y(), 1, 0, 0, 0, -q.x() * p.x(), -q.x() * p.y(), -q.x()});
            accumulate(ata, new double[] {0, 0, 0, p.x(), p.y(), 1, -q.y() * p.x(), -q.y() * p.y(), -q.y()});
        }
        Homography core = new Homography(Linear.smallestEigenvector(ata));
        return nt.inverse().after(core).after(nf);
    }

    private static void accumulate(double[][] ata, double[] row) {
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                ata[i][j] += row[i] * row[j];
            }
        }
    }

    private static Homography normalizer(List<Vec2> pts) {
        double mx = 0;
        double my = 0;
        for (Vec2 p : pts) {
            mx += p.x();
            my += p.y();
        }
        mx /= pts.size();
        my /= pts.size();
        double d = 0;
        for (Vec2 p : pts) {
            d += Math.hypot(p.x() - mx, p.y() - my);
        }
        d /= pts.size();
        double s = d > 0 ? Math.sqrt(2) / d : 1;
        return affine(s, 0, -s * mx, 0, s, -s * my);
    }

    @Override
    public String toString() {
        return Arrays.toString(h);
    }

    /** A map that takes the plane onto a line or a point (or to no number at all), and so has no inverse. */
    public static final class Singular extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        Singular(String what) {
            super(what);
        }
    }
}
