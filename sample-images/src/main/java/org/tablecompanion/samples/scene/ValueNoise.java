package org.tablecompanion.samples.scene;

/**
 * Smooth 2-D value noise from a seed: the raw material of wood grain, cloth mottling and the
 * unevenness of light. Pure integer hashing, so it is the same on every machine.
 */
final class ValueNoise {

    private final long seed;

    ValueNoise(long seed) {
        this.seed = seed;
    }

    /** Noise in [-1, 1] at (x, y) with features about one unit apart. */
    double at(double x, double y) {
        double fx = Math.floor(x);
        double fy = Math.floor(y);
        long ix = (long) fx;
        long iy = (long) fy;
        double tx = x - fx;
        double ty = y - fy;
        double sx = tx * tx * (3 - 2 * tx);
        double sy = ty * ty * (3 - 2 * ty);
        double a = lattice(ix, iy);
        double b = lattice(ix + 1, iy);
        double c = lattice(ix, iy + 1);
        double d = lattice(ix + 1, iy + 1);
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
