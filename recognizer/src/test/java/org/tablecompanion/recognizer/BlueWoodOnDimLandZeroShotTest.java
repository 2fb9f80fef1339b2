package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Blue meeples on meadows of a dim board beside a navy cloth, zero-shot: the colours the meadows
 * are learned in from such a photo take in the blue wood, but no meadow is painted so deep a blue.
 */
class BlueWoodOnDimLandZeroShotTest {

    @Test
    void aBlueMeepleStandingOnADimMeadowIsFound() {
        // H&G default seed 46004: five blue figures on the board were not found. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(46004L).figureNotOnItsFeature("blue", "33"));
    }

    @Test
    void aBlueMeepleStandingByAForestOnTheSameBoardIsFound() {
        // The same board: the blue meeple standing on 78's meadow. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(46004L).figureNotOnItsFeature("blue", "78"));
    }
}
