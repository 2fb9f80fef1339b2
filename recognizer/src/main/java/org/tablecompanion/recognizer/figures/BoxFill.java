package org.tablecompanion.recognizer.figures;

import java.util.ArrayList;
import java.util.List;

/**
 * How fully a blob fills the tightest rectangle that holds it (any turn): its pixels over that
 * rectangle's area. A hut seen from above is a box, and its blob fills its rectangle well; a
 * standing meeple is a cross (head, arms, legs), and the corners between them are left empty.
 * The silhouettes' fits see the same difference, but weakly: their share of pixels in common
 * is spent mostly along the blurred border, where both pieces' outlines run alike.
 */
final class BoxFill {

    /** Turns of the rectangle tried, degrees (a rectangle turned by 90 is the same one). */
    private static final int TURNS = 90;

    private BoxFill() {
    }

    /**
     * @param body the blob's pixels, indices into an image of width {@code w}
     * @return the blob's area over that of the least rectangle round its pixels' squares (0-1]
     */
    static double of(List<Integer> body, int w) {
        if (body.isEmpty()) {
            return 0;
        }
        PixelBox box = PixelBox.of(body, w);
        int rows = box.maxY() - box.minY() + 1;
        int[] left = new int[rows];
        int[] right = new int[rows];
        java.util.Arrays.fill(left, Integer.MAX_VALUE);
        java.util.Arrays.fill(right, Integer.MIN_VALUE);
        for (int p : body) {
            int r = p / w - box.minY();
            left[r] = Math.min(left[r], p % w);
            right[r] = Math.max(right[r], p % w);
        }
        // Only each row's outermost pixel squares can be corners of the hull.
        List<double[]> corners = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            if (left[r] > right[r]) {
                continue;
            }
            double y = r + box.minY();
            corners.add(new double[] {left[r], y});
            corners.add(new double[] {left[r], y + 1});
            corners.add(new double[] {right[r] + 1, y});
            corners.add(new double[] {right[r] + 1, y + 1});
        }
        List<double[]> hull = hull(corners);
        double least = Double.MAX_VALUE;
        for (int t = 0; t < TURNS; t++) {
            double a = Math.toRadians(t);
            double c = Math.cos(a);
            double s = Math.sin(a);
            double minU = Double.MAX_VALUE;
            double maxU = -Double.MAX_VALUE;
            double minV = Double.MAX_VALUE;
            double maxV = -Double.MAX_VALUE;
            for (double[] q : hull) {
                double u = q[0] * c + q[1] * s;
                double v = -q[0] * s + q[1] * c;
                minU = Math.min(minU, u);
                maxU = Math.max(maxU, u);
                minV = Math.min(minV, v);
                maxV = Math.max(maxV, v);
            }
            least = Math.min(least, (maxU - minU) * (maxV - minV));
        }
        return Math.min(1, body.size() / least);
    }

    /** Convex hull (Andrew's monotone chain) of points, counter-clockwise, without collinear points. */
    private static List<double[]> hull(List<double[]> points) {
        List<double[]> sorted = new ArrayList<>(points);
        sorted.sort((p, q) -> p[0] != q[0] ? Double.compare(p[0], q[0]) : Double.compare(p[1], q[1]));
        int n = sorted.size();
        double[][] h = new double[2 * n][];
        int k = 0;
        for (double[] p : sorted) {
            while (k >= 2 && cross(h[k - 2], h[k - 1], p) <= 0) {
                k--;
            }
            h[k++] = p;
        }
        for (int i = n - 2, lower = k + 1; i >= 0; i--) {
            double[] p = sorted.get(i);
            while (k >= lower && cross(h[k - 2], h[k - 1], p) <= 0) {
                k--;
            }
            h[k++] = p;
        }
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < Math.max(1, k - 1); i++) {
            out.add(h[i]);
        }
        return out;
    }

    private static double cross(double[] o, double[] a, double[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }
}
