package org.tablecompanion.recognizer.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;

class BoardSolverTest {

    private final BoardSolver solver = new BoardSolver(Catalogs.builtIn("base"));

    /** Three straight roads west to east; the middle one is slightly better read as a city tile. */
    private static Map<Cell, List<Candidate>> row(double cityLead) {
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), List.of(new Candidate("U", Rotation.R0, 0), new Candidate("E", Rotation.R0, -8)));
        readings.put(new Cell(1, 0), List.of(new Candidate("E", Rotation.R0, 0),
                new Candidate("U", Rotation.R0, -cityLead)));
        readings.put(new Cell(2, 0), List.of(new Candidate("U", Rotation.R0, 0), new Candidate("E", Rotation.R0, -8)));
        return readings;
    }

    @Test
    void neighboursCorrectAMisreadTile() {
        Map<Cell, CellBelief> beliefs = solver.solve(row(1.0));
        assertEquals("U", beliefs.get(new Cell(1, 0)).best().tileId());
    }

    @Test
    void aReadingTheNeighboursContradictHasASmallerMargin() {
        Map<Cell, CellBelief> alone = solver.solve(Map.of(new Cell(1, 0), row(1.0).get(new Cell(1, 0))));
        Map<Cell, CellBelief> together = solver.solve(row(1.0));
        assertTrue(together.get(new Cell(1, 0)).confidence() > 0.9);
        assertTrue(alone.get(new Cell(1, 0)).confidence() < 0.9);
    }

    @Test
    void aClearPictureOutweighsTheNeighbours() {
        Map<Cell, CellBelief> beliefs = solver.solve(row(40));
        assertEquals("E", beliefs.get(new Cell(1, 0)).best().tileId());
    }
}
