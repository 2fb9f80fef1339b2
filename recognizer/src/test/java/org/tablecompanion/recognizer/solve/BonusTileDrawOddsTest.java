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

/**
 * H&amp;G's bonus tiles enter the game only when a forest with gold is closed, so a board holds
 * few of them and most of the land tiles: a cell its picture reads as a land tile and a bonus
 * tile about alike (25 and 84 differ only by a deer or a mammoth in one corner) is the land tile.
 */
class BonusTileDrawOddsTest {

    private final BoardSolver solver = new BoardSolver(Catalogs.builtIn("hg-2020"));

    /**
     * Forty land tiles read clearly, each on a square of its own (no two touch, so no edge
     * binds them), and one more square read as {@code first} a little better than as {@code second}.
     */
    private static Map<Cell, List<Candidate>> boardOfLandWith(String first, String second, double lead) {
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        int placed = 0;
        for (int id = 0; placed < 40; id++) {
            if (id == 25) {
                continue;
            }
            readings.put(new Cell(2 * placed, 0), List.of(new Candidate(Integer.toString(id), Rotation.R0, 0)));
            placed++;
        }
        readings.put(new Cell(0, 2), List.of(new Candidate(first, Rotation.R90, 0),
                new Candidate(second, Rotation.R90, -lead)));
        return readings;
    }

    @Test
    void aCellReadAsABonusTileAndItsLandTwinAlikeIsTheLandTile() {
        Map<Cell, CellBelief> beliefs = solver.solve(boardOfLandWith("84", "25", 0.2));
        assertEquals("25", beliefs.get(new Cell(0, 2)).best().tileId());
    }

    @Test
    void aBonusTileItsPictureShowsClearlyStaysABonusTile() {
        Map<Cell, CellBelief> beliefs = solver.solve(boardOfLandWith("84", "25", 8));
        assertEquals("84", beliefs.get(new Cell(0, 2)).best().tileId());
    }

    @Test
    void aLandTileReadAlikeAsABonusTileIsSurerThanItsPictureAlone() {
        CellBelief alone = solver.solve(Map.of(new Cell(0, 2), boardOfLandWith("25", "84", 0.2).get(new Cell(0, 2))))
                .get(new Cell(0, 2));
        CellBelief onTheBoard = solver.solve(boardOfLandWith("25", "84", 0.2)).get(new Cell(0, 2));
        assertEquals("25", onTheBoard.best().tileId());
        assertTrue(onTheBoard.confidence() > alone.confidence(),
                () -> onTheBoard.confidence() + " on a board of land tiles, " + alone.confidence() + " alone");
    }

    @Test
    void aBoardReadAsMoreLandTilesThanTheBoxHoldsStillGivesEveryCellABelief() {
        // A lattice laid over the table's cloth reads its squares as tiles too: 85 squares read
        // as land where the box holds 79 land tiles left every score not a number (25 is held by
        // no other square).
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        for (int k = 0; k < 85; k++) {
            int id = k % 78;
            readings.put(new Cell(2 * k, 0), List.of(new Candidate(Integer.toString(id < 25 ? id : id + 1),
                    Rotation.R0, 0)));
        }
        readings.put(new Cell(0, 2), List.of(new Candidate("84", Rotation.R90, 0),
                new Candidate("25", Rotation.R90, -0.2)));
        CellBelief cell = solver.solve(readings).get(new Cell(0, 2));
        assertEquals("25", cell.best().tileId());
        assertTrue(cell.confidence() > 0.5 && cell.confidence() <= 1, () -> "belief " + cell.confidence());
    }
}
