package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A figure read onto a monastery whose blob lies mostly off it, read by the real pipeline on a
 * generated default scene: a farmer lying beside a red roof joins it in one blob, red on red.
 */
class FarmerBesideARoofTest {

    @Test
    void aRedFarmerBesideAMonasteryReadAsItsMonkIsAskedAbout() {
        // Base seed 6003 with a pack: the red farmer on B's field, lying against the roof, was
        // told as B's monk at 0.92.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 6003, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.BASE, true);
        FigureReading r = SceneTruths.readingOf(scene.truth(), o, "red", "lying", "B");
        assertTrue(r.terrain().equals("field") || r.confidence() < Recognizer.UNSURE_BELOW,
                "read on B's " + r.terrain() + " at " + r.confidence());
    }
}
