package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A hut and a fisher on a river, told apart by silhouettes too few pixels wide, read by the real
 * pipeline on a generated hard scene: the kind is asked about (Recognizer#SILHOUETTE_LEAST_CELL_PX).
 */
class KindOnSmallCellsTest {

    @Test
    void aHutOnARiverOfSmallCellsIsAskedAbout() {
        // H&G hard seed 3001 with a pack, cells of about 47 px: the yellow hut on 20's river, at the
        // board's far edge, was seen standing and told as sure at 0.95.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 3001, 72, Difficulty.HARD, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.HG, true);
        FigureReading r = SceneTruths.readingOf(scene.truth(), o, "yellow", "hut", "20");
        assertTrue(r.kind().equals("hut") || r.confidence() < Recognizer.UNSURE_BELOW,
                "seen " + r.kind() + " at " + r.confidence());
    }
}
