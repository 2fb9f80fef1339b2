package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The valley loop has no branch for the small curvature's sign nor for the rounding (for speed):
 * every pixel's level must be the one the plain comparisons and {@link Math#round(double)} give,
 * at the scales the seams (sigma 1.5) and the board's seams (sigma 1.0) use and beyond.
 */
class SeamValleysBranchFreeTest {

    @Test
    void branchFreeValleysAreThePlainOnes() {
        SplittableRandom random = new SplittableRandom(11);
        int n = 200_000;
        float[] a = new float[n];
        float[] b = new float[n];
        float[] c = new float[n];
        for (int i = 0; i < n; i++) {
            // Sobel responses of a blurred 8-bit image: mostly small, some strong, some exactly 0.
            double size = random.nextInt(5) == 0 ? 400 : 20;
            a[i] = random.nextInt(10) == 0 ? 0 : (float) random.nextDouble(-size, size);
            b[i] = random.nextInt(10) == 0 ? a[i] : (float) random.nextDouble(-size, size);
            c[i] = random.nextInt(10) == 0 ? 0 : (float) random.nextDouble(-size / 2, size / 2);
        }
        for (double sigma : new double[] {1.0, 1.5, 3.0}) {
            double scale = 2.0 * sigma * sigma;
            byte[] fast = new byte[n + 5];
            SeamEvidence.valleys(a, b, c, scale, fast, 5);
            assertArrayEquals(plain(a, b, c, scale, n + 5, 5), fast, "scale " + scale);
        }
    }

    /** The loop as it was written first: comparisons and Math.round. */
    private static byte[] plain(float[] a, float[] b, float[] c, double scale, int size, int at) {
        byte[] out = new byte[size];
        for (int i = 0; i < a.length; i++) {
            double half = (a[i] - b[i]) / 2;
            double mean = (a[i] + b[i]) / 2;
            double root = Math.sqrt(half * half + c[i] * c[i]);
            double big = mean + root;
            double small = mean - root;
            double r = big - (small > 0 ? small : 0) * 2 - (-small > 0 ? -small : 0) * 0.5;
            long x = Math.round(r * scale);
            out[at + i] = (byte) (x <= 0 ? 0 : Math.min(255, x));
        }
        return out;
    }
}
