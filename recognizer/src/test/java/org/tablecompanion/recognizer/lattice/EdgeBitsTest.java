package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The lattice judge's table of covered edge eighths answers as a map of keys to bit sets would. */
class EdgeBitsTest {

    @Test
    void edgeBitsHoldWhatAMapOfBitSetsHolds() {
        SplittableRandom random = new SplittableRandom(3);
        for (int trial = 0; trial < 50; trial++) {
            LatticeFitter.EdgeBits table = new LatticeFitter.EdgeBits();
            Map<Long, Integer> map = new HashMap<>();
            int n = random.nextInt(3000);
            // Keys as the judge makes them (line * 1000003 + unit), lines and units either sign.
            for (int k = 0; k < n; k++) {
                long key = (random.nextInt(81) - 40) * 1_000_003L + random.nextInt(81) - 40;
                int bit = 1 << random.nextInt(8);
                table.or(key, bit);
                map.merge(key, bit, (x, y) -> x | y);
            }
            for (long line = -41; line <= 41; line++) {
                for (long unit = -41; unit <= 41; unit++) {
                    long key = line * 1_000_003L + unit;
                    assertEquals(map.getOrDefault(key, 0), table.get(key), "key " + key);
                }
            }
        }
    }
}
