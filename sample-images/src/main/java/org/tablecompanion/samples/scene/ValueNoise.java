package org.tablecompanion.samples.scene;

/**
 * Smooth 2-D value noise from a seed: the raw material of wood grain, cloth mottling and the
 * unevenness of light. Pure integer hashing, so it is the same on every machine.
 */
final class ValueNoise {

    /** Lattice values repeat every {@value #PERIOD} units: far beyond any table at the scales used. */
    private static final int PERIOD = 512;

    private final long seed;
    private final float[] lattice = new float[PERIOD * PERIOD];

    ValueNoise(long seed) {
        this.seed = seed;
        // A table of hashed lattice values: looking them up is several times faster than hashing.
        for (int iy = 0; iy < PERIOD; iy++) {
            for (int ix = 0; ix < PERIOD; ix++) {
                lattice[iy * PERIOD + ix] = (float) lattice(ix, iy);
            }
        }
    }

    /** Noise in [-1, 1] at (x, y) with features about one unit apart. */
    double at(double x, double y) {
        int ix = (int) x;
        if (x < ix) {
            ix--;
        }
        int iy = (int) y;
        if (y < iy) {
            iy--;
        }
        double tx = x - ix;
        double ty = y - iy;
        double sx = tx * tx * (3 - 2 * tx);
        double sy = ty * ty * (3 - 2 * ty);
        int x0 = ix & (PERIOD - 1);
        int x1 = (ix + 1) & (PERIOD - 1);
        int y0 = (iy & (PERIOD - 1)) * PERIOD;
        int y1 = ((iy + 1) & (PERIOD - 1)) * PERIOD;
        double a = lattice[y0 + x0];
        double b = lattice[y0 + x1];
        double c = lattice[y1 + x0];
        double d = lattice[y1 + x1];
        double top = a + (b - a) * sx;
        double bottom = c + (d - c) * sx;
        return top + (bottom - top) * sy;
    }

    /** Sum of octaves (each twice as fine, half as strong), normalised to about [-1, 1]. */
    double fractal(double x, double y, int octaves) {
        double sum = 0;
        double amplitude = 1;
        double norm = 0;
        for (int i = 0; i < octaves; i++) {
            sum += amplitude * at(x, y);
            norm += amplitude;
            amplitude *= 0.5;
            x = x * 2 + 17.3;
            y = y * 2 + 5.9;
        }
        return sum / norm;
    }

    /** A hashed value in [-1, 1] for a lattice point. */
    double lattice(long ix, long iy) {
        long h = mix(seed ^ (ix * 0x9E3779B97F4A7C15L) ^ (iy * 0xC2B2AE3D27D4EB4FL));
        return ((h >>> 11) * 0x1.0p-53) * 2 - 1;
    }

    /** A well-mixed 64-bit hash (the SplitMix64 finalizer). */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
