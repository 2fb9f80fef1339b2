package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The noise floor's histogram is counted in parts and in four interleaved counts
 * ({@link SeamEvidence#histogram}); it must hold the plain count of every level.
 */
class SeamHistogramTest {

    @Test
    void histogramCountsEveryLevelAsAPlainCountDoes() {
        SplittableRandom random = new SplittableRandom(3);
        // Several parts, a last part cut short, a length no interleaving divides; mostly zeros.
        byte[] v = new byte[(1 << 19) + 12_345 + 3];
        for (int i = 0; i < v.length; i++) {
            v[i] = (byte) (random.nextInt(3) == 0 ? random.nextInt(256) : 0);
        }
        int[] plain = new int[256];
        for (byte b : v) {
            plain[b & 0xFF]++;
        }
        assertArrayEquals(plain, SeamEvidence.histogram(v));
    }
}
