package org.tablecompanion.recognizer.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * A silhouette's overlap with a blob counted row by row as bits ({@link PieceSilhouettes.Overlaps})
 * is the count pixel by pixel, at every shift, in the window's middle and over its edges: the
 * figures stage's kinds and feet hang on these counts.
 */
class SilhouetteOverlapsTest {

    @Test
    void pixelsInCommonCountedAsBitsAreThoseCountedPixelByPixel() {
        Random random = new Random(11);
        for (int trial = 0; trial < 300; trial++) {
            int bw = 20 + random.nextInt(150);
            int bh = 20 + random.nextInt(100);
            boolean[] blob = new boolean[bw * bh];
            int blobSize = 0;
            // A rough disc somewhere in the window, and specks.
            int cx = random.nextInt(bw);
            int cy = random.nextInt(bh);
            int r = 3 + random.nextInt(20);
            for (int y = 0; y < bh; y++) {
                for (int x = 0; x < bw; x++) {
                    boolean in = (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r || random.nextInt(40) == 0;
                    blob[y * bw + x] = in;
                    blobSize += in ? 1 : 0;
                }
            }
            PieceSilhouettes.Overlaps overlaps = new PieceSilhouettes.Overlaps(blob, bw, bh, blobSize);
            int width = 1 + random.nextInt(64);
            int height = 1 + random.nextInt(30);
            int left = random.nextInt(Math.max(1, bw - width + 1));
            int top = random.nextInt(Math.max(1, bh - height + 1));
            int n = 0;
            int[] xs = new int[width * height];
            int[] ys = new int[width * height];
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    if (random.nextInt(3) > 0 && left + x < bw && top + y < bh) {
                        xs[n] = left + x;
                        ys[n++] = top + y;
                    }
                }
            }
            if (n == 0) {
                continue;
            }
            overlaps.silhouette(xs, ys, n, 0, 0);
            for (int k = 0; k < 40; k++) {
                int dx = random.nextInt(2 * bw + 1) - bw;
                int dy = random.nextInt(2 * bh + 1) - bh;
                if (k < 10) {
                    dx = random.nextInt(9) - 4;
                    dy = random.nextInt(9) - 4;
                }
                assertEquals(overlaps.commonByPixels(dx, dy), overlaps.commonByRows(dx, dy),
                        "trial " + trial + " shift " + dx + "," + dy);
            }
        }
    }

    @Test
    void aShiftAskedAgainGetsTheSameShare() {
        boolean[] blob = new boolean[30 * 30];
        for (int y = 10; y < 20; y++) {
            for (int x = 10; x < 20; x++) {
                blob[y * 30 + x] = true;
            }
        }
        PieceSilhouettes.Overlaps overlaps = new PieceSilhouettes.Overlaps(blob, 30, 30, 100);
        int[] xs = new int[100];
        int[] ys = new int[100];
        for (int i = 0; i < 100; i++) {
            xs[i] = 5 + i % 10;
            ys[i] = 5 + i / 10;
        }
        overlaps.silhouette(xs, ys, 100, 5, 5);
        assertEquals(1.0, overlaps.at(5, 5));
        assertEquals(90 / 110.0, overlaps.at(6, 5));
        assertEquals(1.0, overlaps.at(5, 5));
    }
}
