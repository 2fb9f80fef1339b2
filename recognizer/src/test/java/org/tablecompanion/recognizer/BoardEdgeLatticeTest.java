package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Lattices the frame's fit left off at a board's ends, fitted again to the board's own seams.
 *
 * <p>A base board on a planked table (base default seed 1002) with an arm of three tiles (M, U, V)
 * reaching out along the planks at the board's far edge. The planks' joints run nearly along the
 * board's rows and were fitted as its seams: the lattice's perspective was off there by a tenth
 * of a cell and more, U and V showed a tenth smaller than their cells and were read as V and E
 * (asked about). The lattice is now fitted again to the seams on and round the board's own cells.
 */
class BoardEdgeLatticeTest {

    private static RenderedScene scene() {
        return TestScenes.dealtScene(SampleGame.BASE, 1002, 72, Difficulty.DEFAULT, 1920, 1080);
    }

    @Test
    void tilesAtTheEndOfAnArmAlongThePlanksAreReadWithAPack() {
        assertEveryTileRight(true);
    }

    @Test
    void tilesAtTheEndOfAnArmAlongThePlanksAreReadZeroShot() {
        assertEveryTileRight(false);
    }

    /**
     * Base+River default seed 1086: 72 tiles on planks under a strong lens (k1 -0.14), read on a
     * lattice of the wider search whose columns lay up to 0.27 of a cell off at both ends of the
     * board. Fitted again to the board's own seams, the farthest tile's middle moved 0.32 of a
     * cell, and the fit was refused while a quarter was the most it could move: 54 of 65 read.
     */
    @Test
    void aLatticeAThirdOfACellOffAtTheBoardsEndsIsFittedAgainToItsSeams() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1086, 72, Difficulty.DEFAULT, 1920, 1080);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.RIVER, true);
        assertTrue(c.right() >= 62, c.toString());
    }

    private static void assertEveryTileRight(boolean withPack) {
        RenderedScene scene = scene();
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.BASE, withPack);
        assertEquals(SceneTruths.visibleTiles(scene.truth()), c.right(), c.misses().toString());
    }
}
