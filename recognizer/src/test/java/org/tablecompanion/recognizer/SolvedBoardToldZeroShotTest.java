package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The board as the solve reads it is the board told: a cell's reading is not swapped after the
 * solve for a rival whose confidence priced the other cells' moves flat. Real pipeline,
 * zero-shot, generated default H&amp;G scenes.
 */
class SolvedBoardToldZeroShotTest {

    @Test
    void aMammothTileTheSolveHandsItsTypeIsNotToldAsASecondDeerTile() {
        // 84 (a mammoth in the corner meadow) read 25 (the same tile with a deer) a little ahead
        // on 130004 and 2004, the true 25 lying elsewhere on each board. The solve handed the
        // cell 84, but its confidence priced 25's holder's move to its own rival flat and told
        // a second 25.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("84", 130004L, 2004L));
    }
}
