package org.tablecompanion.recognizer.identify;

import org.tablecompanion.engine.catalog.Terrain;

/**
 * The colour of each terrain in this photo, as a diagonal Gaussian over three numbers per pixel
 * that light barely changes: two chromaticities and the logarithm of brightness (which carries a
 * wider spread, since light varies over a table). Starts from what Carcassonne art looks like
 * (green fields, red-brown or beige cities, pale roads, blue water, dark green forests, yellow-green
 * meadows) and is then learned from the tiles of the photo read with confidence.
 */
final class TerrainColours {

    static final int DIMENSIONS = 3;

    private final double[][] mean;
    private final double[][] var;
    private final double[][] inverse;
    private final double[] constant;

    TerrainColours(double[][] mean, double[][] var) {
        this.mean = mean;
        this.var = var;
        this.inverse = new double[var.length][DIMENSIONS];
        this.constant = new double[var.length];
        for (int t = 0; t < var.length; t++) {
            double logDet = 0;
            for (int d = 0; d < DIMENSIONS; d++) {
                inverse[t][d] = 1 / var[t][d];
                logDet += Math.log(var[t][d]);
            }
            constant[t] = -0.5 * logDet - 2.76;
        }
    }

    /** The broad starting models for the given terrains. */
    static TerrainColours prior(java.util.List<Terrain> terrains) {
        double[][] m = new double[terrains.size()][];
        double[][] v = new double[terrains.size()][];
        for (int i = 0; i < terrains.size(); i++) {
            double[] p = switch (terrains.get(i)) {
                case FIELD -> new double[] {-0.50, 0.60, 4.65};
                case CITY -> new double[] {0.55, 0.55, 4.75};
                case ROAD -> new double[] {0.06, 0.22, 5.25};
                case MONASTERY -> new double[] {0.45, 0.45, 4.80};
                case RIVER, LAKE -> new double[] {-0.40, -0.70, 4.85};
                case FOREST -> new double[] {-0.70, 0.35, 4.10};
                case MEADOW -> new double[] {-0.15, 0.65, 5.00};
            };
            m[i] = p;
            v[i] = new double[] {0.3 * 0.3, 0.3 * 0.3, 0.45 * 0.45};
        }
        return new TerrainColours(m, v);
    }

    /** The three numbers of a pixel. */
    static void features(float r, float g, float b, double[] out) {
        double l = (r + g + b) / 3.0 + 6;
        out[0] = (r - g) / l;
        out[1] = ((r + g) / 2.0 - b) / l;
        out[2] = Math.log(l);
    }

    int size() {
        return mean.length;
    }

    /** The mean colour numbers of terrain {@code t} (a copy). */
    double[] mean(int t) {
        return mean[t].clone();
    }

    /** Mean of dimension {@code d} of terrain {@code t}. */
    double mean(int t, int d) {
        return mean[t][d];
    }

    /** Standard deviation of dimension {@code d} of terrain {@code t}. */
    double spread(int t, int d) {
        return Math.sqrt(var[t][d]);
    }

    /** Log density of a pixel under terrain {@code t}, with a floor for what fits no terrain. */
    double logLikelihood(int t, double[] f) {
        double[] m = mean[t];
        double[] iv = inverse[t];
        double q = 0;
        for (int d = 0; d < DIMENSIONS; d++) {
            double e = f[d] - m[d];
            q += e * e * iv[d];
        }
        double gauss = constant[t] - 0.5 * q;
        // A robust floor: figures, shadows and glare fit no terrain, and must not decide.
        double floor = -9.0;
        return Math.max(gauss, floor);
    }

    /**
     * {@link #logLikelihood} of every pixel under every terrain, pixel by pixel into one array
     * ({@code out[p * size() + t]}), with the same arithmetic in the same order, so each value is
     * bit for bit the one {@link #logLikelihood} gives; for the hundreds of pixels of a tile the
     * models' numbers are read once rather than per pixel.
     */
    void logLikelihoods(double[][] px, double[] out) {
        int terrains = mean.length;
        double[] m = new double[terrains * DIMENSIONS];
        double[] iv = new double[terrains * DIMENSIONS];
        for (int t = 0; t < terrains; t++) {
            for (int d = 0; d < DIMENSIONS; d++) {
                m[t * DIMENSIONS + d] = mean[t][d];
                iv[t * DIMENSIONS + d] = inverse[t][d];
            }
        }
        double floor = -9.0;
        for (int p = 0; p < px.length; p++) {
            double f0 = px[p][0];
            double f1 = px[p][1];
            double f2 = px[p][2];
            for (int t = 0; t < terrains; t++) {
                int a = t * DIMENSIONS;
                double e0 = f0 - m[a];
                double e1 = f1 - m[a + 1];
                double e2 = f2 - m[a + 2];
                double q = e0 * e0 * iv[a];
                q += e1 * e1 * iv[a + 1];
                q += e2 * e2 * iv[a + 2];
                out[p * terrains + t] = Math.max(constant[t] - 0.5 * q, floor);
            }
        }
    }

    /**
     * Models learned from weighted samples; a terrain with few samples keeps more of its old model.
     *
     * @param sums per terrain: weight, then per dimension sum and sum of squares
     */
    TerrainColours learned(double[][] sums) {
        double[][] m = new double[mean.length][];
        double[][] v = new double[mean.length][];
        for (int t = 0; t < mean.length; t++) {
            double w = sums[t][0];
            double keep = 30.0 / (30.0 + w);
            m[t] = new double[DIMENSIONS];
            v[t] = new double[DIMENSIONS];
            for (int d = 0; d < DIMENSIONS; d++) {
                double mu = w > 0 ? sums[t][1 + d] / w : mean[t][d];
                double var2 = w > 0 ? Math.max(0, sums[t][1 + DIMENSIONS + d] / w - mu * mu) : var[t][d];
                double floorVar = d == 2 ? 0.06 * 0.06 : 0.04 * 0.04;
                m[t][d] = keep * mean[t][d] + (1 - keep) * mu;
                v[t][d] = Math.max(floorVar, keep * var[t][d] + (1 - keep) * var2 * 1.3);
            }
        }
        return new TerrainColours(m, v);
    }
}
