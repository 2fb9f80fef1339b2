package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Lakes with one fish and with two (3 and 9, the same tile turned as the terrain goes), read
 * zero-shot by the real pipeline on generated default H&amp;G scenes: one fish seen in a lake
 * all in sight is read as one fish, and a lake a hut half covers may still hold a second.
 */
class LakeFishCountedInSightZeroShotTest {

    @Test
    void aLakeAllInSightShowingOneFishIsReadWithOne() {
        // Seeds 119000 and 141000 read their 3, its one fish plain and no figure on it, as 9.
        // Checked to fail with one fish seen weighing -0.5 against two, wherever the lake lay.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("3", 119000L, 141000L));
    }

    @Test
    void aLakeUnderAHutIsNotTakenForOneWithOneFish() {
        // Seed 142003 read its 3 as 9 and its 9, a green hut on its lake, as 3. Checked to fail
        // with one fish seen weighing -0.5 against two, wherever the lake lay.
        List<String> wrong = Stream.of("3", "9")
                .map(id -> HgZeroShotRead.of(142003L).notAsItPlays(id))
                .flatMap(Optional::stream).toList();
        assertEquals(List.of(), wrong);
    }
}
