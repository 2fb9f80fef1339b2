package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;

/**
 * Figures beside a monastery, read by the real pipeline with a pack on generated default scenes
 * of the base game (held-out seeds): scraps of the roof's art left over beside a figure's blob no
 * longer drag its foot onto the monastery.
 */
class FiguresBesideAMonasteryTest {

    @Test
    void aYellowMeepleOnTheRoadBesideAMonasteryIsReadOnTheRoad() {
        // Base seed 6002: five pixels of the roof's lit edge, apart from the meeple's blob, moved
        // its near end, and so its foot, a fifth of a cell onto the monastery (asked at 0.42).
        assertEquals("road", TestScenes.figureReadWithPack(SampleGame.BASE, 6002, Difficulty.DEFAULT, "yellow",
                "standing", "A").terrain());
    }

    @Test
    void aRedFarmerLyingAgainstARoofIsReadOnItsField() {
        // Base seed 6003: a part of the red roof beside the red farmer, a quarter of the farmer's
        // size, joined its blob and put it on the monastery, standing (asked at 0.55 since the
        // twenty-second session's FarmerBesideARoofTest, told as B's monk at 0.92 before it).
        assertEquals("field", TestScenes.figureReadWithPack(SampleGame.BASE, 6003, Difficulty.DEFAULT, "red",
                "lying", "B").terrain());
    }
}
