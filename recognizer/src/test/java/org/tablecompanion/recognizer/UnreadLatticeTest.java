package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Hard seed 1001 of the H&G benchmark: a small board on a plank table seen steeply, with a hand
 * over it. The frame's lattice holds the planks' lines well (its seams lie on them), at cells of
 * several tiles, and the pack explained 2 of its cells. A lattice whose cells no reading explains
 * is fitted again where the board may lie, and the reading that keeps more tiles is taken.
 */
class UnreadLatticeTest {

    @Test
    void aLatticeWhoseCellsNoReadingExplainsIsFittedAgainWhereTheBoardLies() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 1001, 72, Difficulty.HARD, 1920, 1080);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.HG, true);
        assertTrue(c.right() >= 0.75 * SceneTruths.visibleTiles(scene.truth()), c.toString());
    }
}
