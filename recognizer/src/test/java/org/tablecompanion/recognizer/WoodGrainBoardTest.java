package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A base board on a grained wooden table, seen steeply (base default seed 1000): the grain's
 * family of seamlets is two and a half times the board's two together, and the seams of the
 * board's two directions are strongest at half a tile (roads and walls run through the tiles'
 * middles). The lattice of
 * whole tiles is the periodogram's half-period peak doubled, at the phase half a tile from the
 * one the periodogram gives; it is among the lattices read when the first reads poorly.
 */
class WoodGrainBoardTest {

    private static RenderedScene scene() {
        return TestScenes.dealtScene(SampleGame.BASE, 1000, 72, Difficulty.DEFAULT, 1920, 1080);
    }

    @Test
    void aBoardOnGrainedWoodIsReadWithAPack() {
        assertMostlyRight(true);
    }

    @Test
    void aBoardOnGrainedWoodIsReadZeroShot() {
        assertMostlyRight(false);
    }

    private static void assertMostlyRight(boolean withPack) {
        RenderedScene scene = scene();
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.BASE, withPack);
        assertTrue(c.right() >= 0.9 * SceneTruths.visibleTiles(scene.truth()), c.toString());
    }
}
