package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Land tiles whose pictures read about as well as a bonus tile's, read zero-shot by the real
 * pipeline on generated default H&amp;G scenes. A bonus tile enters the game only when a forest
 * with gold is closed, so a board holds few of the sixteen: the solve starts such a reading
 * behind by the odds of the two tiles being on the board at all.
 */
class BonusTileOddsZeroShotTest {

    @Test
    void aLakeOfThreeRiversInPlainSightIsNotTheLogboatsLake() {
        // 3 turned 270 on 143002 and on 146004, its lake in plain sight: the lake's outline fit
        // 93 (the same lake with a logboat's badge) a little better, and it was read as 93.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("3", 143002L, 146004L));
    }

    @Test
    void aDeerInALargeMeadowIsNotAHuntingTrapsBadge() {
        // 37 (a deer in the meadow of three sides) on 125004 was read as 94, whose hunting
        // trap's badge lies in the same meadow.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("37", 125004L));
    }
}
