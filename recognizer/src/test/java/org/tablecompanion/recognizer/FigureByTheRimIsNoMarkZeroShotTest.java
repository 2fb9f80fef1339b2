package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A figure by a tile's rim, read zero-shot by the real pipeline on generated default H&amp;G
 * scenes: only part of it lies in the tile's picture, too little to pass for a figure there, and
 * its paint's rim and shadow on the meadow were read as an animal.
 */
class FigureByTheRimIsNoMarkZeroShotTest {

    @Test
    void aMeepleByTheRimIsNoDeer() {
        // Seed 122001: 39 (no animal) and 60 (a deer) are twins otherwise, each with a blue
        // meeple on it; the part of one by 39's rim was read as a deer, 39 as 60, and the true
        // 60 then as 40. Checked to fail so.
        assertEquals(List.of(), Stream.of("39", "60")
                .flatMap(id -> HgZeroShotRead.notAsItPlays(id, 122001L).stream()).toList());
    }

    @Test
    void aMeepleByTheRimIsNoTiger() {
        // Seed 132004: a blue meeple lying by 63's rim was read as 65's tiger. Checked to fail so.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("63", 132004L));
    }
}
