package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A lake takes only huts: a figure whose blob is no hut's but whose standing foot falls on a lake
 * lies on the meadow beside it.
 */
class MeepleByALakeZeroShotTest {

    @Test
    void aHunterLyingAgainstALakeIsReadOnTheMeadow() {
        // H&G default seed 5003: a green meeple lies on 6's meadow, its near end over the lake's
        // rim; it was read standing on the lake, which the rules forbid. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(5003L).figureNotOnItsFeature("green", "6"));
    }
}
