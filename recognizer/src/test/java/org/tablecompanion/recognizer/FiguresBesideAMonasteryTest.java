package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Figures beside a monastery, read by the real pipeline with a pack on generated default scenes
 * of the base game (held-out seeds): scraps of the roof's art left over beside a figure's blob no
 * longer drag its foot onto the monastery.
 */
class FiguresBesideAMonasteryTest {

    /** The terrain the one figure of this colour and kind on a tile of type {@code tileId} is read on. */
    private static String terrainRead(long seed, String colour, String kind, String tileId) {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, seed, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.BASE, true);
        return SceneTruths.readingOf(scene.truth(), o, colour, kind, tileId).terrain();
    }

    @Test
    void aYellowMeepleOnTheRoadBesideAMonasteryIsReadOnTheRoad() {
        // Base seed 6002: five pixels of the roof's lit edge, apart from the meeple's blob, moved
        // its near end, and so its foot, a fifth of a cell onto the monastery (asked at 0.42).
        assertEquals("road", terrainRead(6002, "yellow", "standing", "A"));
    }

    @Test
    void aRedFarmerLyingAgainstARoofIsReadOnItsField() {
        // Base seed 6003: a part of the red roof beside the red farmer, a quarter of the farmer's
        // size, joined its blob and put it on the monastery, standing (asked at 0.55).
        assertEquals("field", terrainRead(6003, "red", "lying", "B"));
    }
}
