package org.tablecompanion.recognizer.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A row's first reading (a warm-up reading, compiling code in a fresh process) is kept apart
 * as firstMs and never counts in the medians, which hold the timed readings only.
 */
class BenchRowTimesTest {

    private static final SceneScore SCENE = new SceneScore(10, 10, 10, 10, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of(),
            List.of(), Reliability.none());

    @Test
    void theFirstReadingIsKeptApartFromTheMedians() {
        BenchRow.Accumulator a = new BenchRow.Accumulator("river", "default", "pack");
        a.first(2400);
        a.first(700);
        a.add(SCENE, 300, Map.of("seams", 40.0), true);
        a.timed(310, Map.of("seams", 42.0));
        a.timed(290, Map.of("seams", 38.0));
        BenchRow row = a.row();
        assertEquals(2400, row.firstMs());
        assertEquals(300, row.medianMs());
        assertEquals(40, row.stageMedianMs().get("seams"));
    }

    @Test
    void withoutWarmUpTheFirstScenesReadingIsTheFirst() {
        BenchRow.Accumulator a = new BenchRow.Accumulator("hg", "default", "zero-shot");
        a.add(SCENE, 900, Map.of(), true);
        a.add(SCENE, 300, Map.of(), true);
        assertEquals(900, a.row().firstMs());
    }
}
