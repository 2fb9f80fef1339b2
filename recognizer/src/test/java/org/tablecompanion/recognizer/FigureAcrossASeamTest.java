package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A green meeple standing across the seam between M and J (base default seed 1002): the tiles'
 * borders cut it into a sliver of 60 pixels on one tile and 203 on the other, too small a sliver
 * to count as a figure's half, and it was found twice, the second time sure.
 */
class FigureAcrossASeamTest {

    @Test
    void aFigureAcrossASeamWithASliverOnOneTileIsFoundOnce() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 1002, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.BASE, true);
        SceneTruths.FigureComparison f = SceneTruths.compareFigures(scene.truth(), o);
        assertEquals(0, f.extra(), f.toString());
    }
}
