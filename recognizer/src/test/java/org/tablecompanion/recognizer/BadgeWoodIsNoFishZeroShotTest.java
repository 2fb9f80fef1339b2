package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A power's badge on the lake of three rivers, read zero-shot by the real pipeline on generated
 * default H&amp;G scenes: the raft's logs inside the badge's light ring are a fish's orange, and
 * counted as a second fish they made the badge's tile (one fish and a badge) read as 9 (two fish,
 * no badge) with the badge in plain sight.
 */
class BadgeWoodIsNoFishZeroShotTest {

    @Test
    void aRaftsLogsAreNoSecondFish() {
        // 91 was read as 9 on both, at 0.41 against 91's 0.37 and 0.26.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("91", 120004, 137003));
    }

    @Test
    void aLogboatsBadgeIsNoSecondFish() {
        // 93 was read as 9 at 0.46 against 93's 0.29.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("93", 120002));
    }
}
