package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Base default seed 6004, zero-shot: the frame's seams hold the planks' lattice, and zero-shot
 * readings fit its squares at even odds, so the reading did not count as poor; but its
 * neighbours disagreed all over (every reading was asked about) and the board was lost. A
 * reading whose neighbours disagree that widely is now read poorly, and other lattices are
 * tried, as where the readings fit poorly. The board's lattice is among them twice, found by the
 * first search of seam families and by the wider one; read on the wider search's, whose readings
 * are never sure, for one square of table more, every reading had been asked about.
 */
class InconsistentReadingTest {

    @Test
    void aBoardReadInconsistentlyOnTheTablesLatticeIsLookedForOnOthers() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 6004, 72, Difficulty.DEFAULT, 1920, 1080);
        SceneTruths.Comparison c = TestScenes.compared(scene, SampleGame.BASE, false);
        assertTrue(c.right() >= 0.9 * SceneTruths.visibleTiles(scene.truth()), c.toString());
    }

    @Test
    void aBoardFoundByBothSearchesIsReadOnTheLatticeWhoseReadingsMayBeSure() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 6004, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.BASE, false);
        long sure = o.tiles().stream().filter(t -> t.confidence() >= 0.9).count();
        assertTrue(o.unsure().stream().noneMatch(u -> u.what().equals("board")), o.unsure().toString());
        assertTrue(sure >= 0.8 * SceneTruths.visibleTiles(scene.truth()), sure + " sure");
    }
}
