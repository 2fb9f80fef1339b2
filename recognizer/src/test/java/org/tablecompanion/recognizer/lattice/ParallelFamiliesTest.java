package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Families of parallel seams, for a board of a few tiles whose seams are too few and too short
 * to place a vanishing point ({@link LatticeFitter#parallelFamilies}).
 */
class ParallelFamiliesTest {

    /** Seamlets of a small board's two seam directions, 20 and 110 degrees, a little ragged. */
    private static List<Seamlet> seams() {
        List<Seamlet> out = new ArrayList<>();
        java.util.Random random = new java.util.Random(7);
        for (int k = 0; k < 24; k++) {
            for (double degrees : new double[] {20, 110}) {
                double a = Math.toRadians(degrees + random.nextGaussian() * 0.7);
                out.add(new Seamlet(900 + random.nextDouble() * 150, 500 + random.nextDouble() * 150, Math.cos(a),
                        Math.sin(a), 3, 16));
            }
        }
        return out;
    }

    private static double degrees(VanishingPoints.Family f) {
        return Math.floorMod(Math.round(Math.toDegrees(Math.atan2(f.point()[1], f.point()[0])) * 10), 1800) / 10.0;
    }

    @Test
    void theTwoSeamDirectionsAreTheFirstFamilies() {
        List<VanishingPoints.Family> families = LatticeFitter.parallelFamilies(seams());
        assertTrue(families.size() >= 2, families.size() + " families");
        List<Double> found = List.of(degrees(families.get(0)), degrees(families.get(1)));
        assertTrue(found.stream().anyMatch(d -> Math.abs(d - 20) < 1) && found.stream().anyMatch(d -> Math.abs(d - 110) < 1),
                found.toString());
    }

    @Test
    void aFamilyOfParallelSeamsLiesAtInfinity() {
        for (VanishingPoints.Family f : LatticeFitter.parallelFamilies(seams())) {
            assertEquals(0, f.point()[2]);
        }
    }

    @Test
    void eachSeamletBelongsToOneFamilyAtMost() {
        List<VanishingPoints.Family> families = LatticeFitter.parallelFamilies(seams());
        long members = families.stream().mapToLong(f -> f.inliers().size()).sum();
        long distinct = families.stream().flatMap(f -> f.inliers().stream()).distinct().count();
        assertEquals(distinct, members);
    }
}
