package org.tablecompanion.recognizer.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;

class CellBeliefFirstTest {

    private static final CellBelief JUNCTION = new CellBelief(new Cell(2, 3), List.of(
            new Candidate("W", Rotation.R0, -10), new Candidate("U", Rotation.R0, -14),
            new Candidate("V", Rotation.R90, -30)), List.of(0.6, 0.3, 0.01));

    @Test
    void anotherReadingPutFirstTakesTheFirstsPlaceAndShare() {
        CellBelief road = JUNCTION.withFirst(new Candidate("U", Rotation.R0, -12)).orElseThrow();
        assertEquals(List.of("U", "W", "V"), road.candidates().stream().map(Candidate::tileId).toList());
        assertEquals(List.of(0.6, 0.3, 0.01), road.probabilities());
    }

    @Test
    void aReadingTheBeliefDoesNotHoldIsNotPutFirst() {
        assertTrue(JUNCTION.withFirst(new Candidate("U", Rotation.R180, -12)).isEmpty());
        assertTrue(JUNCTION.withFirst(new Candidate("X", Rotation.R0, -12)).isEmpty());
    }
}
