package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;

/**
 * Printed art that goes its own way inside a tile is read by its border first: the border-led
 * weights trust the strip along the tile's border, where the art must meet its neighbours, more
 * than the inside, and keep each shape's total so such a reading scores on the same scale.
 */
class BorderLedWeightsTest {

    private static final TerrainLayouts HG = new TerrainLayouts(Catalogs.resolve("hg-2020"));
    private static final int N = TilePictures.SIZE;

    @Test
    void borderLedWeightsKeepEachShapesTotal() {
        for (TerrainLayouts.Shape shape : HG.shapes()) {
            double plain = 0;
            double led = 0;
            for (int p = 0; p < N * N; p++) {
                plain += shape.weight()[p];
                led += HG.borderLed(shape)[p];
            }
            assertEquals(plain, led, plain * 1e-5, "shape " + shape.index());
        }
    }

    @Test
    void aPixelInsideWeighsATenthOfOneInTheBorderStrip() {
        for (TerrainLayouts.Shape shape : HG.shapes()) {
            float[] plain = shape.weight();
            float[] led = HG.borderLed(shape);
            int middle = (N / 2) * N + N / 2;
            int byTheBorder = (N / 2) * N + 1;
            double inside = led[middle] / plain[middle];
            double border = led[byTheBorder] / plain[byTheBorder];
            assertEquals(0.1, inside / border, 1e-5, "shape " + shape.index());
            assertTrue(border > 1, "shape " + shape.index());
        }
    }
}
