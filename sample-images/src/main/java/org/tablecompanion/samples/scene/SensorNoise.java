package org.tablecompanion.samples.scene;

import java.util.SplittableRandom;

/**
 * Fast, reproducible Gaussian noise for millions of pixels: a fixed table of normal deviates
 * indexed by a xorshift generator (java.util.Random's Gaussian would cost more than the rest of a
 * frame).
 */
final class SensorNoise {

    private static final int BITS = 16;
    private static final float[] NORMALS = normals();

    private long state;
    /** One 64-bit draw gives four 16-bit table indexes. */
    private long bits;
    private int left;

    SensorNoise(long seed) {
        this.state = ValueNoise.mix(seed) | 1L;
    }

    private static float[] normals() {
        SplittableRandom random = new SplittableRandom(0x5EED_0F_CAFEL);
        float[] n = new float[1 << BITS];
        for (int i = 0; i < n.length; i += 2) {
            // Box-Muller: two deviates from two uniforms, with no hidden state.
            double u1 = Math.max(1e-12, random.nextDouble());
            double u2 = random.nextDouble();
            double r = Math.sqrt(-2 * Math.log(u1));
            n[i] = (float) (r * Math.cos(2 * Math.PI * u2));
            n[i + 1] = (float) (r * Math.sin(2 * Math.PI * u2));
        }
        return n;
    }

    /** A standard normal deviate. */
    float next() {
        if (left == 0) {
            long x = state;
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
            state = x;
            bits = x * 0x2545F4914F6CDD1DL;
            left = 64 / BITS;
        }
        left--;
        float n = NORMALS[(int) (bits >>> (64 - BITS))];
        bits <<= BITS;
        return n;
    }
}
