package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Green huts on small lakes, zero-shot: the lakes' colours learned from the photo take in the
 * wood of a hut that covers one, but no river or lake is drawn green.
 */
class GreenWoodOnWaterZeroShotTest {

    @Test
    void aGreenHutOnALakeByAForestIsFound() {
        // H&G default seed 61002: the hut on 0's lake, at a forest's edge, was not found. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(61002L).figureNotOnItsFeature("green", "0"));
    }

    @Test
    void aGreenHutOnAnotherLakeOfTheSameBoardIsFound() {
        // The same board: the hut on 71's lake. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(61002L).figureNotOnItsFeature("green", "71"));
    }
}
