package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;

/**
 * A meeple lying on a meadow with its shoulder over the river beside it, zero-shot: its standing
 * foot falls on the river, but its blob is shaped like a lying meeple, not a fisher or a hut. Or
 * its head over a lake, its lying foot there too: a lake takes only huts, and the blob is no hut.
 */
class MeeplesLyingBesideWaterTest {

    @Test
    void aYellowHunterReachingOverTheRiverLiesOnTheMeadow() {
        // H&G default seed 22000: the yellow hunter on 74's meadow was read as a fisher on the
        // river beside it (a lying meeple fit its blob at 0.85, a standing one 0.70, a hut 0.76).
        // Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(22000L).figureNotOnItsFeature("yellow", "74"));
    }

    @Test
    void aYellowHunterByANarrowRiverLiesOnTheMeadow() {
        // H&G default seed 21002: the yellow hunter on 72's meadow, read on its river. Checked to
        // fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(21002L).figureNotOnItsFeature("yellow", "72"));
    }

    @Test
    void aRedHunterWithItsHeadOverALakeLiesOnTheMeadow() {
        // H&G default seed 108004: the red hunter on 83's meadow covered the lake beside it, its
        // lying foot fell on the lake, and it was read as a hut there (a lying meeple fit its
        // blob at 0.88, a standing one 0.84, a hut 0.81). Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(108004L).figureNotOnItsFeature("red", "83"));
    }

    @Test
    void aHunterTakenOffTheLakeByItsShapeIsAskedAbout() {
        FigureReading r = HgZeroShotRead.of(108004L).figureOn("red", "83").orElseThrow();
        assertTrue(r.confidence() < Recognizer.UNSURE_BELOW, "told at " + r.confidence());
    }

    @Test
    void aHunterTakenOffTheWaterByItsShapeIsAskedAbout() {
        // The lying meeple fits the blob of seed 21002 only 0.03 better than a standing one.
        FigureReading r = HgZeroShotRead.of(21002L).figureOn("yellow", "72").orElseThrow();
        assertTrue(r.confidence() < Recognizer.UNSURE_BELOW, "told at " + r.confidence());
    }
}
