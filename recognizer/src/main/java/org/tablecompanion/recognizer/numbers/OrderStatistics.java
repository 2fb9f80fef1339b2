package org.tablecompanion.recognizer.numbers;

import java.util.Arrays;

/**
 * The k-th smallest of some numbers without sorting them all. Many stages need one median of a
 * tile's thousand pixels (its light, its water's saturation) and nothing else of their order;
 * sorting for it had been a tenth of a frame's reading. The value given is exactly the one a
 * sort would put at {@code k} ({@link Arrays#sort} orders as {@link Double#compare} does: -0.0
 * before 0.0, NaN last), so a median taken either way is the same to the bit.
 */
public final class OrderStatistics {

    /** Partitions before the rest is simply sorted: only a pathological order takes more. */
    private static final int MAX_ROUNDS = 64;

    private OrderStatistics() {
    }

    /**
     * The number a sort of {@code a[from..to)} would put at index {@code k}. The range is
     * reordered (not sorted); afterwards {@code a[k]} holds that number.
     */
    public static double select(double[] a, int from, int to, int k) {
        check(a.length, from, to, k);
        int lo = from;
        int hi = to - 1;
        for (int round = 0; lo < hi; round++) {
            if (round == MAX_ROUNDS) {
                Arrays.sort(a, lo, hi + 1);
                return a[k];
            }
            double pivot = medianOfThree(a[lo], a[(lo + hi) >>> 1], a[hi]);
            // Three ways, so that the many equal values of 8-bit pixels end the search at once.
            int less = lo;
            int i = lo;
            int more = hi;
            while (i <= more) {
                int c = Double.compare(a[i], pivot);
                if (c < 0) {
                    double t = a[less];
                    a[less++] = a[i];
                    a[i++] = t;
                } else if (c > 0) {
                    double t = a[more];
                    a[more--] = a[i];
                    a[i] = t;
                } else {
                    i++;
                }
            }
            if (k < less) {
                hi = less - 1;
            } else if (k > more) {
                lo = more + 1;
            } else {
                return a[k];
            }
        }
        return a[k];
    }

    /** As {@link #select(double[], int, int, int)} over the whole array. */
    public static double select(double[] a, int k) {
        return select(a, 0, a.length, k);
    }

    /** The middle of three by {@link Double#compare}: one of them, unchanged. */
    private static double medianOfThree(double x, double y, double z) {
        if (Double.compare(x, y) > 0) {
            double t = x;
            x = y;
            y = t;
        }
        // Now x <= y: the middle is y unless z lies below it.
        if (Double.compare(z, y) >= 0) {
            return y;
        }
        return Double.compare(z, x) > 0 ? z : x;
    }

    private static void check(int length, int from, int to, int k) {
        if (from < 0 || to > length || from >= to || k < from || k >= to) {
            throw new IllegalArgumentException(
                    "no index " + k + " in [" + from + ", " + to + ") of an array of " + length);
        }
    }
}
