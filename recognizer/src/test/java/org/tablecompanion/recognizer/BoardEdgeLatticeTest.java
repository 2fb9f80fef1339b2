package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A base board on a planked table (base default seed 1002) with an arm of three tiles (M, U, V)
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

    private static void assertEveryTileRight(boolean withPack) {
        RenderedScene scene = scene();
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.BASE, withPack);
        assertEquals(SceneTruths.visibleTiles(scene.truth()), c.right(), c.misses().toString());
    }
}
