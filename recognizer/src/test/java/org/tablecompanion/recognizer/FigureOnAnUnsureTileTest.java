package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A figure's feature is a feature of the tile read under it: read by the real pipeline on a
 * generated hard scene, a figure on a tile read unsurely is no surer than the readings that put
 * it on the same feature (FigureFinder#sameFeatureShare).
 */
class FigureOnAnUnsureTileTest {

    @Test
    void aHunterOnATileReadUnsurelyIsAskedAbout() {
        // H&G hard seed 1001 with a pack: the yellow hunter lying on 38's meadow, its tile read as
        // 65 at 58 % among three readings, was told as sure on 65's forest.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 1001, 72, Difficulty.HARD, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.HG, true);
        FigureReading r = SceneTruths.readingOf(scene.truth(), o, "yellow", "lying", "38");
        TileReading under = o.tiles().stream().filter(t -> t.x() == r.x() && t.y() == r.y()).findFirst().orElseThrow();
        assertTrue(under.confidence() < Recognizer.UNSURE_BELOW, "its tile is read unsurely: " + under.confidence());
        assertTrue(r.confidence() < Recognizer.UNSURE_BELOW, "read on " + under.tile() + "'s " + r.terrain()
                + " at " + r.confidence());
    }
}
