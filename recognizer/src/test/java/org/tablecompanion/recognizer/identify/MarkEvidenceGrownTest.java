package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The figures' reach round their wood is grown on rows of bits, a row then a column, for speed:
 * the pixels must be those of growing each flag by a square of its own, at the picture's rim too.
 */
class MarkEvidenceGrownTest {

    @Test
    void growingOnBitRowsIsGrowingEachFlag() {
        int n = MarkEvidence.N;
        SplittableRandom random = new SplittableRandom(5);
        for (int k = 0; k < 300; k++) {
            boolean[] flags = new boolean[n * n];
            // Sparse specks, a blob or two, the rim and corners.
            int specks = random.nextInt(40);
            for (int i = 0; i < specks; i++) {
                flags[random.nextInt(n * n)] = true;
            }
            if (k % 3 == 0) {
                int cx = random.nextInt(n);
                int cy = random.nextInt(n);
                for (int y = Math.max(0, cy - 5); y < Math.min(n, cy + 5); y++) {
                    for (int x = Math.max(0, cx - 4); x < Math.min(n, cx + 4); x++) {
                        flags[y * n + x] = true;
                    }
                }
            }
            if (k % 7 == 0) {
                flags[0] = true;
                flags[n - 1] = true;
                flags[n * n - 1] = true;
                flags[(n - 1) * n] = true;
            }
            for (int reach : new int[] {1, 3}) {
                assertArrayEquals(TilePictures.dilated(flags, n, reach), MarkEvidence.grown(flags, reach),
                        "reach " + reach);
            }
        }
    }
}
