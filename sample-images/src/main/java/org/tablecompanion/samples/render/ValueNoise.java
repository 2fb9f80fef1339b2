package org.tablecompanion.samples.render;

/**
 * Smooth deterministic noise: random values on an integer lattice, blended with a smoothstep,
 * summed over octaves. The same seed always gives the same field, on every machine.
 */
final class ValueNoise {

    private final long seed;

    ValueNoise(long seed) {
        this.seed = seed;
    }

    /** A lattice value in [0, 1). */
    double lattice(int x, int y) {
        long h = seed ^ (x * 0x9E3779B97F4A7C15L) ^ (y * 0xC2B2AE3D27D4EB4FL);
        h = (h ^ (h >>> 31)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        h ^= h >>> 33;
        return (h >>> 11) * 0x1.0p-53;
    }

    /** Noise in [0, 1) at a point, with features about one unit apart. */
    double at(double x, double y) {
        int x0 = (int) Math.floor(x);
        int y0 = (int) Math.floor(y);
        double fx = x - x0;
        double fy = y - y0;
        double sx = fx * fx * (3 - 2 * fx);
        double sy = fy * fy * (3 - 2 * fy);
        double a = lattice(x0, y0);
        double b = lattice(x0 + 1, y0);
        double c = lattice(x0, y0 + 1);
        double d = lattice(x0 + 1, y0 + 1);
        double top = a + (b - a) * sx;
        double bottom = c + (d - c) * sx;
        return top + (bottom - top) * sy;
    }

    /** Octaves of noise, each twice as fine and half as strong; result in [0, 1). */
    double fractal(double x, double y, int octaves) {
        double sum = 0;
        double weight = 1;
        double total = 0;
        double frequency = 1;
        for (int i = 0; i < octaves; i++) {
            sum += weight * at(x * frequency + i * 17.31, y * frequency - i * 9.17);
            total += weight;
            weight *= 0.5;
            frequency *= 2;
        }
        return sum / total;
    }
}
