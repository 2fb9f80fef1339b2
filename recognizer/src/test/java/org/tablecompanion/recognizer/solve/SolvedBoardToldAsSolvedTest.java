package org.tablecompanion.recognizer.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;

/**
 * Three H&amp;G cells that want one type each of 27, 25 and 84 (the box holds one of each) along
 * a chain: the first is clearly 27; the second reads 27 best, then 25, then 84; the third reads
 * 25 best, then 27, then 84. The solve hands out 27, 25 and 84. Seed 130004 of the benchmark, the
 * scores as the matcher gave them: the third cell, the true 84, was told as 25 beside the 25 of
 * the second, because its confidence priced the second's move to 27 at a flat cost for the box's
 * one 27, not at what the first cell would lose by it.
 */
class SolvedBoardToldAsSolvedTest {

    private final BoardSolver solver = new BoardSolver(Catalogs.builtIn("hg-2020"));

    private static final Cell CLEAR_27 = new Cell(0, 0);
    private static final Cell WANTS_27 = new Cell(2, 0);
    private static final Cell WANTS_25 = new Cell(4, 0);

    /** The three cells, far enough apart that no edge binds them. */
    private static Map<Cell, List<Candidate>> chain() {
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(CLEAR_27, List.of(new Candidate("27", Rotation.R0, 180),
                new Candidate("84", Rotation.R0, 160)));
        readings.put(WANTS_27, List.of(new Candidate("27", Rotation.R180, 176.67),
                new Candidate("25", Rotation.R270, 174.89), new Candidate("84", Rotation.R270, 172.37)));
        readings.put(WANTS_25, List.of(new Candidate("25", Rotation.R0, 168.81),
                new Candidate("27", Rotation.R270, 168.45), new Candidate("84", Rotation.R0, 167.37)));
        return readings;
    }

    @Test
    void aCellIsToldAsTheSolveReadItWhereAChainOfHoldersFavoursARival() {
        Map<Cell, CellBelief> beliefs = solver.solve(chain());
        assertEquals("27", beliefs.get(CLEAR_27).best().tileId());
        assertEquals("25", beliefs.get(WANTS_27).best().tileId());
        assertEquals("84", beliefs.get(WANTS_25).best().tileId());
    }

    @Test
    void aCellToldAgainstARivalItsOwnScoresFavourHasNoMargin() {
        CellBelief cell = solver.solve(chain()).get(WANTS_25);
        assertEquals("25", cell.candidates().get(1).tileId());
        assertEquals(0, cell.margin(), 1e-9);
        assertTrue(cell.confidence() < Recognizer.UNSURE_BELOW, () -> "84 told at " + cell.confidence());
    }
}
