package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.identify.Patch;

/** A square of even cloth framed by tiles' borders has a tile's contrast round its edge, not in its middle. */
class InnerContrastTest {

    private static final int SIDE = 64;

    @Test
    void evenClothFramedByDarkBordersHasATilesContrastButAnEvenMiddle() {
        Patch cloth = paint((x, y) -> x < 6 || y < 6 ? 90 : 190);
        assertTrue(Recognizer.contrast(cloth) >= 14, "whole " + Recognizer.contrast(cloth));
        assertTrue(Recognizer.innerContrast(cloth) < Recognizer.INNER_CONTRAST_LEAST,
                "middle " + Recognizer.innerContrast(cloth));
    }

    @Test
    void aRoadAcrossAFieldShowsInTheMiddle() {
        Patch road = paint((x, y) -> Math.abs(y - SIDE / 2) < 3 ? 200 : 110);
        assertTrue(Recognizer.innerContrast(road) >= Recognizer.INNER_CONTRAST_LEAST,
                "middle " + Recognizer.innerContrast(road));
    }

    private interface Grey {
        int at(int x, int y);
    }

    private static Patch paint(Grey grey) {
        float[] rgb = new float[3 * SIDE * SIDE];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                int i = 3 * (y * SIDE + x);
                rgb[i] = rgb[i + 1] = rgb[i + 2] = grey.at(x, y);
            }
        }
        return new Patch(SIDE, rgb);
    }
}
