package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The marks' blobs worked on rows of bits are the very pixels {@link TilePictures#blobs} gives. */
class MarkEvidenceBlobsTest {

    @Test
    void bitRowsGiveTheSameBlobsAsThePixelGrid() {
        Random random = new Random(7);
        int n = MarkEvidence.N;
        // From a few scattered flags to nearly all set: isolated ones, lines, edges and corners.
        for (double density : new double[] {0.01, 0.05, 0.2, 0.5, 0.8, 0.98}) {
            for (int trial = 0; trial < 50; trial++) {
                boolean[] flags = new boolean[n * n];
                for (int p = 0; p < flags.length; p++) {
                    flags[p] = random.nextDouble() < density;
                }
                long[] expected = MarkEvidence.bits(TilePictures.blobs(flags, n));
                assertArrayEquals(expected, MarkEvidence.blobs(MarkEvidence.bits(flags)), "density " + density);
            }
        }
    }

    @Test
    void edgesAndCornersKeepTheirPixels() {
        int n = MarkEvidence.N;
        boolean[] flags = new boolean[n * n];
        // Two flags in each corner (each with one neighbour: dropped) and full border lines.
        for (int x = 0; x < n; x++) {
            flags[x] = true;
            flags[(n - 1) * n + x] = true;
        }
        for (int y = 0; y < n; y++) {
            flags[y * n] = true;
            flags[y * n + n - 1] = true;
        }
        assertArrayEquals(MarkEvidence.bits(TilePictures.blobs(flags, n)), MarkEvidence.blobs(MarkEvidence.bits(flags)));
    }
}
