package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The pack matcher's shortlists stop comparing a picture once it cannot be kept: the list must be
 * the one a full comparison of every picture gives, in the same order, ties in the given order.
 */
class PackShortlistTest {

    @Test
    void shortlistStoppingEarlyKeepsWhatComparingEverythingKeeps() {
        SplittableRandom random = new SplittableRandom(7);
        for (int trial = 0; trial < 200; trial++) {
            int size = 1 + random.nextInt(400);
            int keep = 1 + random.nextInt(100);
            // Few distinct costs, so that ties are common.
            double[] costs = IntStream.range(0, size).mapToDouble(i -> random.nextInt(50) / 7.0).toArray();
            List<Integer> items = IntStream.range(0, size).boxed().toList();
            List<Integer> stopped = PackMatcher.best(items, keep,
                    (i, above) -> costs[i] > above ? Double.POSITIVE_INFINITY : costs[i]);
            List<Integer> full = new ArrayList<>(items);
            full.sort(Comparator.comparingDouble(i -> costs[i]));
            assertEquals(full.subList(0, Math.min(keep, size)), stopped, "trial " + trial);
        }
    }

    @Test
    void boundedCostsSortedKeepTheWholeBestAndTheOrderAmongEquals() {
        SplittableRandom random = new SplittableRandom(9);
        for (int trial = 0; trial < 200; trial++) {
            int size = 1 + random.nextInt(60);
            int keep = 1 + random.nextInt(8);
            double[] costs = IntStream.range(0, size).mapToDouble(i -> random.nextInt(12) / 7.0).toArray();
            List<Integer> items = IntStream.range(0, size).boxed().toList();
            double[] bounded = PackMatcher.boundedCosts(items, keep,
                    (i, above) -> costs[i] > above ? Double.POSITIVE_INFINITY : costs[i]);
            List<Integer> full = new ArrayList<>(items);
            full.sort(Comparator.comparingDouble(i -> costs[i]));
            List<Integer> cut = new ArrayList<>(items);
            cut.sort(Comparator.comparingDouble(i -> bounded[i]));
            int kept = Math.min(keep, size);
            assertEquals(full.subList(0, kept), cut.subList(0, kept), "the best, trial " + trial);
            for (int r = 0; r < kept; r++) {
                assertEquals(costs[cut.get(r)], bounded[cut.get(r)], "a kept cost is whole, trial " + trial);
            }
            // Items of equal cost stay in the given order, wherever the bound cut them off.
            for (int a = 0; a < size; a++) {
                for (int b = a + 1; b < size; b++) {
                    if (costs[a] == costs[b]) {
                        assertTrue(cut.indexOf(a) < cut.indexOf(b), "equals in order, trial " + trial);
                    }
                }
            }
        }
    }

    @Test
    void comparisonStopsOnlyWhenItsCostWouldPassTheBound() {
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 100; trial++) {
            int n = new int[] {8, 16, 32, 64}[random.nextInt(4)];
            Patch observed = randomPatch(random, n);
            Patch expected = randomPatch(random, n);
            boolean[] paint = new boolean[n * n];
            for (int p = 0; p < paint.length; p++) {
                paint[p] = random.nextInt(8) == 0;
            }
            double whole = PackMatcher.costAtMost(observed, expected, paint, Double.POSITIVE_INFINITY);
            double above = whole * (0.5 + random.nextDouble());
            double bounded = PackMatcher.costAtMost(observed, expected, paint, above);
            if (whole <= above) {
                assertEquals(whole, bounded, "trial " + trial);
            } else {
                assertTrue(bounded == whole || bounded == Double.POSITIVE_INFINITY, "trial " + trial);
            }
        }
    }

    private static Patch randomPatch(SplittableRandom random, int n) {
        float[] rgb = new float[3 * n * n];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = (float) random.nextInt(256);
        }
        return new Patch(n, rgb);
    }
}
