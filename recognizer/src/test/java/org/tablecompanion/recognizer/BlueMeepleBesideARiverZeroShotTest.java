package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A blue figure's wood on a meadow can pass for water some reading draws there, so the matcher
 * takes its deep blue pixels for wood and reads the tile again without them. A meeple lying in
 * full light is lighter than a hut's top, and its wood must be judged so.
 */
class BlueMeepleBesideARiverZeroShotTest {

    @Test
    void aBlueHunterLyingBesideAStraightRiverStaysOnItsMeadow() {
        // H&G default seed 7000: a blue meeple lies on 48's meadow by its river; 22 of its pixels
        // were taken for wood, the rest read as the lake of 7, 93 or 91, and the hunter was put
        // on 91's other meadow. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(7000L).figureNotOnItsFeature("blue", "48"));
    }
}
