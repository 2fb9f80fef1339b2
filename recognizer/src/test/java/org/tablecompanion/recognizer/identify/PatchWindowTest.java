package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A window that lies inside the picture with its right and lower neighbours is read without
 * repeating the border; every value must be, bit for bit, the bilinear mix the border-repeating
 * reading gives, and windows over the border still repeat it.
 */
class PatchWindowTest {

    @Test
    void windowIsTheBilinearMixOfItsFourNeighboursWithTheBorderRepeated() {
        SplittableRandom random = new SplittableRandom(9);
        for (int trial = 0; trial < 400; trial++) {
            int size = 40 + random.nextInt(50);
            float[] rgb = new float[3 * size * size];
            for (int i = 0; i < rgb.length; i++) {
                rgb[i] = (float) (255 * random.nextDouble());
            }
            Patch picture = new Patch(size, rgb);
            int side = 16 + random.nextInt(size - 16);
            // Inside, on the last position inside, and over every border.
            double x0 = -3 + (size - side + 6) * random.nextDouble();
            double y0 = random.nextInt(3) == 0 ? size - side - 1 + random.nextDouble() : -3 + (size - side + 6)
                    * random.nextDouble();
            Patch window = picture.window(x0, y0, side);
            float[] expected = bilinear(picture, x0, y0, side);
            for (int i = 0; i < expected.length; i++) {
                assertEquals(Float.floatToRawIntBits(expected[i]), Float.floatToRawIntBits(window.rgb()[i]),
                        "trial " + trial + " value " + i);
            }
        }
    }

    /** The window as it was read before the inside case had a loop of its own. */
    private static float[] bilinear(Patch p, double x0, double y0, int side) {
        int size = p.size();
        float[] rgb = p.rgb();
        float[] out = new float[side * side * 3];
        int ix = (int) Math.floor(x0);
        int iy = (int) Math.floor(y0);
        float fx = (float) (x0 - ix);
        float fy = (float) (y0 - iy);
        for (int y = 0; y < side; y++) {
            int y1 = Math.max(0, Math.min(size - 1, iy + y));
            int y2 = Math.max(0, Math.min(size - 1, iy + y + 1));
            for (int x = 0; x < side; x++) {
                int x1 = Math.max(0, Math.min(size - 1, ix + x));
                int x2 = Math.max(0, Math.min(size - 1, ix + x + 1));
                for (int c = 0; c < 3; c++) {
                    float top = rgb[(y1 * size + x1) * 3 + c] * (1 - fx) + rgb[(y1 * size + x2) * 3 + c] * fx;
                    float bottom = rgb[(y2 * size + x1) * 3 + c] * (1 - fx) + rgb[(y2 * size + x2) * 3 + c] * fx;
                    out[(y * side + x) * 3 + c] = top * (1 - fy) + bottom * fy;
                }
            }
        }
        return out;
    }
}
