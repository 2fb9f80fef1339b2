package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Base+River default boards of 72 tiles on wooden tables that were lost whole (eighty-first
 * session): the planks' joints are the frame's strongest seams, and the seams between the tiles
 * hardly show.
 */
class BoardsOnPlanksTest {

    /**
     * Seed 1012: the tiles lie tight and few of their squares are framed by seams; the squares
     * far from those were learned as bare table, meadows and all, and 49 of the board's squares
     * were called table (23 of 72 tiles read). Squares in the framed tiles' colours where the
     * board may lie are no longer taken for table.
     */
    @Test
    void squaresOfABoardWhoseSeamsHardlyShowAreNotLearnedAsTable() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1012, 72, Difficulty.DEFAULT, 1920, 1080);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.RIVER, true);
        assertTrue(c.right() >= 70, c.toString());
    }

    /**
     * Seed 1019: straight roads run through the middles of the tiles, their banks are valleys as
     * seams are, and every lattice found lay on them, half a tile off the tiles (1 of 72 read).
     * Moved by half a cell, the best of them finds the tiles.
     */
    @Test
    void aLatticeLaidOnTheRoadsIsMovedOntoTheTiles() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1019, 72, Difficulty.DEFAULT, 1920, 1080);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.RIVER, true);
        assertTrue(c.right() >= 70, c.toString());
    }

    /**
     * Seed 1030, zero-shot: the frame's lattice lay on every fourth of the faint seams, and its 8
     * squares of four tiles each fitted some reading at even odds. Its quarters, fitted again,
     * agree all over as a board's squares do, and are taken though the seams frame them less.
     */
    @Test
    void aLatticeOfFourTilesACellGivesWayToItsQuartersWhoseSquaresAgree() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1030, 72, Difficulty.DEFAULT, 1920, 1080);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.RIVER, false);
        assertTrue(c.right() >= 70, c.toString());
    }
}
