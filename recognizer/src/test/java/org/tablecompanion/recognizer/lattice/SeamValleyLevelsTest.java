package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A valley response becomes a level 0..255 without Math.round's branches; every level must be
 * the one Math.round gives, ties and the ends included (the seams, the lattice and the tile
 * outlines all read these levels).
 */
class SeamValleyLevelsTest {

    @Test
    void levelsAreMathRoundHeldTo0To255() {
        double[] edges = {-1e9, -256, -1.5, -0.5, -0.49999999999999994, -0.0, 0.0, 0.49999999999999994, 0.5,
            Math.nextDown(1.5), 1.5, 2.5, 127.5, 254.49999999999997, 254.5, 255.49999999999997, 255.5, 256, 1e9,
            Double.MAX_VALUE};
        for (double v : edges) {
            assertEquals(reference(v), SeamEvidence.clampByte(v) & 0xFF, "level of " + v);
        }
        SplittableRandom random = new SplittableRandom(7);
        for (int k = 0; k < 1_000_000; k++) {
            // Halves and near-halves most often, where rounding could go either way.
            double v = random.nextInt(4) == 0 ? random.nextInt(-40, 600) / 2.0 : random.nextDouble(-20, 300);
            if (random.nextBoolean()) {
                v = random.nextBoolean() ? Math.nextUp(v) : Math.nextDown(v);
            }
            assertEquals(reference(v), SeamEvidence.clampByte(v) & 0xFF, "level of " + v);
        }
    }

    private static int reference(double v) {
        long x = Math.round(v);
        return x <= 0 ? 0 : (int) Math.min(255, x);
    }
}
