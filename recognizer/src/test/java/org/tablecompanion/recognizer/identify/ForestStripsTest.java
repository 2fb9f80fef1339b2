package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;

class ForestStripsTest {

    private static final int N = TilePictures.SIZE;

    @Test
    void aStripThreePixelsWideIsThinAndABroadForestIsNot() {
        // Terrain 1 is a block 12 pixels square at a corner and a band 3 pixels wide down the
        // diagonal of the rest; terrain 0 all else.
        int[] terrain = new int[N * N];
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                boolean block = x < 12 && y < 12;
                boolean band = Math.abs(x - y) <= 1 && x >= 12;
                terrain[y * N + x] = block || band ? 1 : 0;
            }
        }
        boolean[] thin = ForestStrips.thinParts(terrain, N, ForestStrips.THIN_REACH);
        assertTrue(thin[20 * N + 20], "on the band");
        assertFalse(thin[5 * N + 5], "inside the block");
        assertFalse(thin[0], "at the block's corner on the tile's edge");
        assertFalse(thin[4 * N + 28], "in the broad part of terrain 0");
    }

    @Test
    void the42sHedgeIsThinWhereItsForestIsNot() {
        TerrainLayouts layouts = new TerrainLayouts(Catalogs.builtIn("hg-2020"));
        TerrainLayouts.Layout l = layouts.layout("42", Rotation.ofDegrees(0));
        boolean[] thin = ForestStrips.thinParts(l.terrain(), N, ForestStrips.THIN_REACH);
        int forest = layouts.terrains().indexOf(org.tablecompanion.engine.catalog.Terrain.FOREST);
        int thinForest = 0;
        int forestPixels = 0;
        for (int p = 0; p < N * N; p++) {
            if (l.terrain()[p] == forest) {
                forestPixels++;
                thinForest += thin[p] ? 1 : 0;
            }
        }
        // The hedge from the forest to the south-west corner: tens of pixels, a small share of
        // the forest.
        assertTrue(thinForest >= 15, "thin forest pixels " + thinForest);
        assertTrue(thinForest < forestPixels / 5, thinForest + " of " + forestPixels);
    }
}
