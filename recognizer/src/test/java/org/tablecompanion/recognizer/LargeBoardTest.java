package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * The largest board a game allows (every H&amp;G tile the random game lays) in one 4K frame of
 * default difficulty, the camera moved back until the whole board is in view, read with a pack.
 */
class LargeBoardTest {

    @Test
    void aWholeHgDeckIsReadFromOne4kFrame() {
        RenderedScene scene = TestScenes.fittedScene(SampleGame.HG, 1000, 150, Difficulty.DEFAULT, 3840, 2160);
        int visible = SceneTruths.visibleTiles(scene.truth());
        assertTrue(visible >= 80, "tiles fully in view: " + visible);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.HG, true);
        assertEquals(0, c.unmatched(), "tiles not found");
        assertTrue(c.right() >= c.compared() - 1, c.right() + " of " + c.compared() + " read right: " + c.misses());
    }
}
