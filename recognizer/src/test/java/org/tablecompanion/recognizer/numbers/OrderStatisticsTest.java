package org.tablecompanion.recognizer.numbers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * {@link OrderStatistics#select} gives exactly what a sort would put at the index: the medians
 * the recognizer takes with it must read every frame as a sort's did, bit for bit.
 */
class OrderStatisticsTest {

    /** Values as pixels give them: few distinct ones (8-bit), and a few odd ones. */
    private static double[] randomValues(Random random) {
        int n = 1 + random.nextInt(random.nextBoolean() ? 12 : 3000);
        double[] a = new double[n];
        int kind = random.nextInt(3);
        for (int i = 0; i < n; i++) {
            a[i] = switch (kind) {
                case 0 -> random.nextGaussian();
                case 1 -> random.nextInt(256) / 255.0;
                default -> random.nextInt(4) - 1.5;
            };
            int odd = random.nextInt(200);
            if (odd == 0) {
                a[i] = -0.0;
            } else if (odd == 1) {
                a[i] = 0.0;
            } else if (odd == 2) {
                a[i] = Double.NaN;
            } else if (odd == 3) {
                a[i] = Double.NEGATIVE_INFINITY;
            }
        }
        return a;
    }

    @Test
    void everyIndexOfRandomDoublesGetsWhatASortPutsThere() {
        Random random = new Random(5);
        for (int trial = 0; trial < 400; trial++) {
            double[] a = randomValues(random);
            int from = random.nextInt(a.length);
            int to = from + 1 + random.nextInt(a.length - from);
            int k = from + random.nextInt(to - from);
            double[] sorted = Arrays.copyOfRange(a, from, to);
            Arrays.sort(sorted);
            double got = OrderStatistics.select(a, from, to, k);
            assertEquals(Double.doubleToLongBits(sorted[k - from]), Double.doubleToLongBits(got),
                    "trial " + trial + ", index " + k + " of [" + from + ", " + to + ")");
            assertEquals(Double.doubleToLongBits(got), Double.doubleToLongBits(a[k]), "left at its index");
        }
    }

    @Test
    void theOtherValuesStayInTheRange() {
        double[] a = {5, 3, 9, 1, 7, 3, 8};
        double[] before = a.clone();
        OrderStatistics.select(a, 1, 6, 3);
        Arrays.sort(before, 1, 6);
        double[] after = a.clone();
        Arrays.sort(after, 1, 6);
        assertEquals(Arrays.toString(before), Arrays.toString(after));
        assertEquals(5.0, a[0]);
        assertEquals(8.0, a[6]);
    }

    @Test
    void sortedReversedAndEqualValuesAreSelectedToo() {
        int n = 5001;
        double[] up = new double[n];
        double[] down = new double[n];
        double[] same = new double[n];
        for (int i = 0; i < n; i++) {
            up[i] = i;
            down[i] = n - 1 - i;
            same[i] = 0.25;
        }
        assertEquals(2500.0, OrderStatistics.select(up, n / 2));
        assertEquals(2500.0, OrderStatistics.select(down, n / 2));
        assertEquals(0.25, OrderStatistics.select(same, n / 2));
    }

    @Test
    void anIndexOutsideTheRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> OrderStatistics.select(new double[] {1, 2, 3}, 0, 2, 2));
    }
}
