package org.tablecompanion.recognizer.lattice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tablecompanion.recognizer.geometry.Linear;

/**
 * The two vanishing points of the board's seams: one per family of parallel seams. Each is found
 * by RANSAC over pairs of seamlets (two seamlets of one family meet at the vanishing point) and
 * refined by least squares over its inliers. Points may lie at infinity (homogeneous w = 0) when
 * the camera looks straight down.
 */
public final class VanishingPoints {

    /** Largest angle between a seamlet and the line from it to the vanishing point. */
    static final double TOLERANCE_DEG = 3.0;
    private static final int HYPOTHESES = 400;

    private VanishingPoints() {
    }

    /**
     * A vanishing point with the seamlets that agree with it.
     *
     * @param point homogeneous (x, y, w), unit length
     * @param inliers indexes into the seamlet list
     * @param support summed weight of the inliers
     */
    public record Family(double[] point, List<Integer> inliers, double support) {

        /** Direction of the family's seam through image point (x, y). */
        public double[] directionAt(double x, double y) {
            double dx = point[0] - point[2] * x;
            double dy = point[1] - point[2] * y;
            double n = Math.hypot(dx, dy);
            return new double[] {dx / n, dy / n};
        }
    }

    /** The strongest family among the seamlets not excluded, if any. */
    public static Optional<Family> strongest(List<Seamlet> seamlets, boolean[] excluded, long seed) {
        List<Integer> pool = new ArrayList<>();
        double total = 0;
        for (int i = 0; i < seamlets.size(); i++) {
            if (!excluded[i]) {
                pool.add(i);
                total += seamlets.get(i).weight();
            }
        }
        if (pool.size() < 8) {
            return Optional.empty();
        }
        double[] cumulative = new double[pool.size()];
        double acc = 0;
        for (int k = 0; k < pool.size(); k++) {
            acc += seamlets.get(pool.get(k)).weight();
            cumulative[k] = acc;
        }
        SplittableRandom random = new SplittableRandom(seed);
        double sinTol = Math.sin(Math.toRadians(TOLERANCE_DEG));
        Pool packed = new Pool(seamlets, pool);
        // The hypotheses are drawn in the random stream's order, scored on all cores, and the
        // first of the best taken: the same as drawing and scoring one by one.
        List<double[]> hypotheses = new ArrayList<>();
        for (int h = 0; h < HYPOTHESES; h++) {
            Seamlet a = seamlets.get(pool.get(pick(cumulative, random.nextDouble() * total)));
            Seamlet b = seamlets.get(pool.get(pick(cumulative, random.nextDouble() * total)));
            if (a == b) {
                continue;
            }
            double cross = Math.abs(a.dx() * b.dy() - a.dy() * b.dx());
            // Seams of one family look nearly parallel in any reasonable view.
            if (cross > Math.sin(Math.toRadians(35))) {
                continue;
            }
            double[] vp = cross(a.line(), b.line());
            if (!normalize(vp)) {
                continue;
            }
            hypotheses.add(vp);
        }
        double[] scores = hypotheses.parallelStream().mapToDouble(vp -> packed.score(vp, sinTol)).toArray();
        double bestScore = -1;
        double[] best = null;
        for (int h = 0; h < scores.length; h++) {
            if (scores[h] > bestScore) {
                bestScore = scores[h];
                best = hypotheses.get(h);
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        double[] refined = refine(seamlets, pool, best, sinTol);
        List<Integer> inliers = new ArrayList<>();
        double support = 0;
        for (int i : pool) {
            if (residualSin(seamlets.get(i), refined) < sinTol) {
                inliers.add(i);
                support += seamlets.get(i).weight();
            }
        }
        return Optional.of(new Family(refined, inliers, support));
    }

    private static int pick(double[] cumulative, double r) {
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cumulative[mid] < r) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    private static boolean normalize(double[] v) {
        double n = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
        if (n == 0 || !Double.isFinite(n)) {
            return false;
        }
        for (int i = 0; i < 3; i++) {
            v[i] /= n;
        }
        return true;
    }

    /** Sine of the angle between a seamlet and the line from its centre to the point. */
    static double residualSin(Seamlet s, double[] vp) {
        double dx = vp[0] - vp[2] * s.x();
        double dy = vp[1] - vp[2] * s.y();
        // No need for hypot's care against overflow here, and it is several times slower.
        double n = Math.sqrt(dx * dx + dy * dy);
        if (n == 0) {
            return 1;
        }
        return Math.abs(s.dx() * dy - s.dy() * dx) / n;
    }

    /**
     * The pool's seamlets in flat arrays: every hypothesis is scored against all of them (a few
     * thousand), and reading them from records behind a list of boxed indexes cost more than
     * the arithmetic.
     */
    private static final class Pool {
        private final double[] x;
        private final double[] y;
        private final double[] dx;
        private final double[] dy;
        private final double[] weight;

        Pool(List<Seamlet> seamlets, List<Integer> pool) {
            int n = pool.size();
            x = new double[n];
            y = new double[n];
            dx = new double[n];
            dy = new double[n];
            weight = new double[n];
            for (int k = 0; k < n; k++) {
                Seamlet s = seamlets.get(pool.get(k));
                x[k] = s.x();
                y[k] = s.y();
                dx[k] = s.dx();
                dy[k] = s.dy();
                weight[k] = s.weight();
            }
        }

        /**
         * Summed weight of the seamlets that point at {@code vp}, each down-weighted by its
         * squared residual sine relative to the tolerance. Squares throughout: no root per seamlet.
         */
        double score(double[] vp, double sinTol) {
            double score = 0;
            double tol2 = sinTol * sinTol;
            for (int k = 0; k < x.length; k++) {
                double ex = vp[0] - vp[2] * x[k];
                double ey = vp[1] - vp[2] * y[k];
                double cross = dx[k] * ey - dy[k] * ex;
                double squared = cross * cross;
                double within = (ex * ex + ey * ey) * tol2;
                // Most seamlets miss a hypothesis: they are told without a division (a quotient
                // of at least 1 needs squared >= within), the rest exactly as before.
                if (squared < within) {
                    double r2 = squared / within;
                    if (r2 < 1) {
                        score += weight[k] * (1 - r2);
                    }
                }
            }
            return score;
        }
    }

    /**
     * Least squares over the inliers: the point that minimizes the weighted squared sines, by a
     * few Gauss-Newton steps on the sphere of homogeneous points (lines through a far point are
     * better judged by angle than by distance).
     */
    private static double[] refine(List<Seamlet> seamlets, List<Integer> pool, double[] start, double sinTol) {
        double[] vp = start.clone();
        for (int iteration = 0; iteration < 3; iteration++) {
            double[][] m = new double[3][3];
            for (int i : pool) {
                Seamlet s = seamlets.get(i);
                if (residualSin(s, vp) >= sinTol) {
                    continue;
                }
                double[] l = s.line();
                double w = s.weight();
                for (int r = 0; r < 3; r++) {
                    for (int c = 0; c < 3; c++) {
                        m[r][c] += w * l[r] * l[c];
                    }
                }
            }
            // Lines through one point: the point is the null vector of the summed line products.
            // Lines are scaled to unit normals in pixel units, so condition with a pixel scale.
            double scale = 1000;
            double[][] conditioned = new double[3][3];
            double[] d = {1, 1, 1 / scale};
            for (int r = 0; r < 3; r++) {
                for (int c = 0; c < 3; c++) {
                    conditioned[r][c] = m[r][c] * d[r] * d[c];
                }
            }
            double[] v = Linear.smallestEigenvector(conditioned);
            double[] next = {v[0] * d[0], v[1] * d[1], v[2] * d[2]};
            if (!normalize(next)) {
                break;
            }
            if (next[0] * vp[0] + next[1] * vp[1] + next[2] * vp[2] < 0) {
                for (int k = 0; k < 3; k++) {
                    next[k] = -next[k];
                }
            }
            vp = next;
        }
        return vp;
    }
}
