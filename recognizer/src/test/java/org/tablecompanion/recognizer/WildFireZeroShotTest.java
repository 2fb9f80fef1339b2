package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * 85 and 62 are one meadow each, 85's with the wild fire's badge, 62's with a deer: read
 * zero-shot, only the look of the mark tells them, and the wild fire scores differently (its
 * meadow's tigers flee). Judged as any power's picture, of a look little known, the badge fit a
 * deer about as well.
 */
class WildFireZeroShotTest {

    @Test
    void theWildFiresBadgeIsReadAsTheWildFire() {
        // H&G default seed 112000 read its 85 as 62. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(112000L).notAsItPlays("85"));
    }

    @Test
    void aDeerBesideTheWildFireIsStillADeer() {
        // Seed 114003 holds both: each had been read as the other. Checked to fail so.
        HgZeroShotRead read = HgZeroShotRead.of(114003L);
        assertEquals(Optional.empty(), read.notAsItPlays("62").or(() -> read.notAsItPlays("85")));
    }
}
