package org.tablecompanion.recognizer.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;

class CellBeliefCapTest {

    @Test
    void aCappedBeliefKeepsItsReadingsAndLeavesWhatTheCapTakesUnclaimed() {
        CellBelief sure = new CellBelief(new Cell(0, 0), List.of(new Candidate("C", Rotation.R0, 0),
                new Candidate("F", Rotation.R0, -6), new Candidate("G", Rotation.R0, -7)), List.of(0.98, 0.015, 0.005));
        CellBelief capped = sure.capped(0.6);
        assertEquals(sure.candidates(), capped.candidates());
        assertEquals(0.6, capped.confidence(), 1e-9);
        assertEquals(0.015, capped.probabilities().get(1), 1e-9, "the cap is doubt, not evidence for F");
        assertEquals(0.005, capped.probabilities().get(2), 1e-9);
    }
}
