package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Yellow hunters lying on H&amp;G meadows in a warm light, zero-shot: the colours the meadows are
 * learned in from the photo take in the yellow wood, but no meadow is painted so yellow.
 */
class YellowWoodOnMeadowsZeroShotTest {

    @Test
    void aYellowHunterOnAMeadowByARiverIsFound() {
        // H&G default seed 41000: three yellow hunters on light meadows (on 52, 34 and 3) were
        // not found, their wood explained as meadow. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(41000L).figureNotOnItsFeature("yellow", "52"));
    }

    @Test
    void aYellowHunterAtAForestsFootIsFound() {
        // The same scene: the yellow hunter on 34's meadow at the foot of its forest.
        assertEquals(Optional.empty(), HgZeroShotRead.of(41000L).figureNotOnItsFeature("yellow", "34"));
    }
}
