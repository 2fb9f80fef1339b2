package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Yellow and red wood where a reading lays water is a figure, zero-shot: no river or lake is
 * drawn in those colours, though the water's colours learned from a dim photo can take such wood
 * in.
 */
class WarmWoodOnWaterZeroShotTest {

    @Test
    void aYellowHutOnARiverJunctionIsFound() {
        // H&G default seed 20002: a yellow hut on 11's junction, most of its pixels taken for the
        // river, was not found. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(20002L).figureNotOnItsFeature("yellow", "11"));
    }

    @Test
    void aRedHutOnARiverIsSeenAsAHut() {
        // H&G default seed 18000: a red hut on 2's river, part of its wood taken for the water,
        // was seen standing (its silhouette cut short). Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(18000L).figureNotAsItIs("red", "2"));
    }
}
