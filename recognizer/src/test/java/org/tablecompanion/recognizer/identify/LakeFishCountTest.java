package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * What the orange blobs seen in a lake say of how many fish it holds
 * ({@link MarkEvidence#lakeOrange}): one fish seen where all the lake is in sight speaks
 * against two, and less the more of the lake a figure keeps out of sight.
 */
class LakeFishCountTest {

    @Test
    void oneFishSeenInALakeAllInSightSpeaksAgainstTwoFishMoreThanHalfAUnitOfEvidence() {
        // Before the fifty-seventh session this was -0.5, too weak to tell 3 (one fish) from 9.
        assertTrue(MarkEvidence.lakeOrange(2, false, false, 0) < -1.0);
    }

    @Test
    void oneFishSeenSaysLessAgainstTwoTheMoreOfTheLakeIsOutOfSight() {
        double inSight = MarkEvidence.lakeOrange(2, false, false, 0);
        double halfHidden = MarkEvidence.lakeOrange(2, false, false, 0.5);
        assertTrue(inSight < halfHidden && halfHidden < 0, inSight + " then " + halfHidden);
    }

    @Test
    void aLakeAllOutOfSightSaysNothingOfItsFish() {
        assertEquals(0, MarkEvidence.lakeOrange(2, false, false, 1), 1e-12);
    }

    @Test
    void oneFishSeenSaysNothingAgainstALakeWithOneFish() {
        assertEquals(0, MarkEvidence.lakeOrange(1, false, false, 0), 1e-12);
    }
}
