package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Easy seed 2001 of the benchmark: a table of fine, regular wood grain whose seams hold a lattice
 * of half the tile's period, every second line a tile's edge. Nothing of the board was read on
 * it (0 of 59 tiles); the board's outline, which lies only on the tiles' edges, tells it.
 */
class WovenTableLatticeTest {

    @Test
    void aTableTexturedFinerThanTheTilesDoesNotHoldTheLattice() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 2001, 72, Difficulty.EASY, 1920, 1080);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.RIVER, true);
        assertTrue(c.right() >= 0.95 * SceneTruths.visibleTiles(scene.truth()), c.toString());
    }
}
