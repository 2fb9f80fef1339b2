package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A tile with nothing masked and nothing in shade is compared in a loop of its own (most tiles,
 * in every pass); its cost must be, bit for bit, what the general loop sums with an empty mask,
 * stopped early or not.
 */
class PackComparisonPathsTest {

    @Test
    void unmaskedComparisonSumsWhatTheGeneralOneSumsWithNothingMasked() {
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 300; trial++) {
            int n = new int[] {8, 16, 32, 64}[random.nextInt(4)];
            Patch observed = randomPatch(random, n);
            Patch expected = randomPatch(random, n);
            boolean[] paint = new boolean[n * n];
            for (int p = 0; p < paint.length; p++) {
                paint[p] = random.nextInt(6) == 0;
            }
            double g = 0.5 + 1.5 * random.nextDouble();
            double above = random.nextBoolean() ? Double.POSITIVE_INFINITY : 2000 * random.nextDouble();
            double general = PackMatcher.capped(observed, expected, g, new boolean[n * n], new boolean[n * n], paint,
                    above);
            double unmasked = PackMatcher.capped(observed, expected, g, null, null, paint, above);
            assertEquals(Double.doubleToRawLongBits(general), Double.doubleToRawLongBits(unmasked), "trial " + trial);
        }
    }

    private static Patch randomPatch(SplittableRandom random, int n) {
        float[] rgb = new float[3 * n * n];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = (float) (255 * random.nextDouble());
        }
        return new Patch(n, rgb);
    }
}
