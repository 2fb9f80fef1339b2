package org.tablecompanion.recognizer.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReliabilityTest {

    @Test
    void aConfidenceOfOneFallsInTheLastTenthAndZeroInTheFirst() {
        assertEquals(9, Reliability.tenth(1.0));
        assertEquals(9, Reliability.tenth(0.95));
        assertEquals(0, Reliability.tenth(0.0));
        assertEquals(6, Reliability.tenth(0.6));
    }

    @Test
    void scenesAddTenthByTenthSoTheRowsSharesAreExact() {
        Reliability.Counter a = new Reliability.Counter();
        a.add(0.62, true);
        a.add(0.35, false);
        Reliability.Counter b = new Reliability.Counter();
        b.add(0.68, false);
        Reliability sum = new Reliability(a.bins(), List.of()).plus(new Reliability(b.bins(), b.bins()));
        assertEquals(List.of(new Reliability.Bin(0.3, 0.4, 1, 0.35, 0), new Reliability.Bin(0.6, 0.7, 2, 0.62 + 0.68, 1)),
                sum.told());
        assertEquals(0.65, sum.told().get(1).meanConfidence());
        assertEquals(0.5, sum.told().get(1).rightShare());
        assertEquals(1, sum.others().size());
    }

    @Test
    void noReadingsAddNothing() {
        Reliability.Counter a = new Reliability.Counter();
        a.add(0.9, true);
        Reliability r = new Reliability(a.bins(), List.of());
        assertEquals(r, r.plus(Reliability.none()));
    }
}
