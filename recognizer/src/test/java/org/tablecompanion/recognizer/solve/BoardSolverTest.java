package org.tablecompanion.recognizer.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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

    @Test
    void bothCellsOfAnEdgeThatDisagreesAreContradicted() {
        // A straight road west to east beside a city cap facing west: the road meets a city.
        Map<Cell, Candidate> readings = Map.of(new Cell(0, 0), new Candidate("U", Rotation.R0, 0),
                new Cell(1, 0), new Candidate("E", Rotation.R270, 0));
        assertEquals(java.util.Set.of(new Cell(0, 0), new Cell(1, 0)), solver.contradicted(readings));
    }

    @Test
    void aRowOfRoadsContradictsNothing() {
        Map<Cell, Candidate> readings = new LinkedHashMap<>();
        row(1.0).forEach((c, list) -> readings.put(c, new Candidate("U", Rotation.R0, 0)));
        assertEquals(java.util.Set.of(), solver.contradicted(readings));
    }

    @Test
    void everyHolderOfATypeReadMoreOftenThanTheBoxHoldsItIsBeyondTheBox() {
        // The base box holds two I: three cells read as I cannot all be right, nor can the
        // picture say which is not; the one N beside them is within the box.
        Map<Cell, Candidate> readings = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            readings.put(new Cell(i, 0), new Candidate("I", Rotation.R0, 0));
        }
        readings.put(new Cell(3, 0), new Candidate("N", Rotation.R0, 0));
        assertEquals(java.util.Set.of(new Cell(0, 0), new Cell(1, 0), new Cell(2, 0)), solver.beyondTheBox(readings));
    }

    @Test
    void typesReadNoMoreOftenThanTheBoxHoldsThemAreWithinIt() {
        Map<Cell, Candidate> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), new Candidate("I", Rotation.R0, 0));
        readings.put(new Cell(1, 0), new Candidate("I", Rotation.R90, 0));
        readings.put(new Cell(2, 0), new Candidate("N", Rotation.R0, 0));
        assertEquals(java.util.Set.of(), solver.beyondTheBox(readings));
    }

    @Test
    void onlyTheReadingsPastATypesCountLieOverTheBox() {
        // The base box holds two I and one C: five I and three C are three and two too many.
        Map<Cell, Candidate> readings = new LinkedHashMap<>();
        for (int i = 0; i < 5; i++) {
            readings.put(new Cell(i, 0), new Candidate("I", Rotation.R0, 0));
        }
        for (int i = 0; i < 3; i++) {
            readings.put(new Cell(i, 1), new Candidate("C", Rotation.R0, 0));
        }
        readings.put(new Cell(0, 2), new Candidate("N", Rotation.R0, 0));
        assertEquals(5, solver.overTheBox(readings));
    }

    @Test
    void noReadingOfABoardWithinTheBoxsCountsLiesOverIt() {
        Map<Cell, Candidate> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), new Candidate("I", Rotation.R0, 0));
        readings.put(new Cell(1, 0), new Candidate("I", Rotation.R90, 0));
        readings.put(new Cell(2, 0), new Candidate("C", Rotation.R0, 0));
        assertEquals(0, solver.overTheBox(readings));
    }

    private final BoardSolver hg = new BoardSolver(Catalogs.builtIn("hg-2020"));

    @Test
    void twinTypesThatPlayTheSameShareOneBelief() {
        // 39 and 40: a meadow, a forest with gold across, a meadow; only their art differs.
        CellBelief b = hg.merged(new Cell(0, 0), List.of(new Candidate("39", Rotation.R0, 0),
                new Candidate("40", Rotation.R0, -0.1), new Candidate("38", Rotation.R0, -8)));
        assertEquals("39", b.best().tileId());
        assertTrue(b.confidence() > 0.99, "39 or 40 is no question for any score: " + b.confidence());
        assertEquals(2, b.candidates().size());
    }

    @Test
    void aMatcherThatTrustsSmallMarksHalfIsLessSureOfThem() {
        // 18 (a tiger) and 15 (a deer) put the same terrains on every edge.
        List<Candidate> read = List.of(new Candidate("18", Rotation.R0, 0), new Candidate("15", Rotation.R0, -3));
        BoardSolver halfTrust = new BoardSolver(Catalogs.builtIn("hg-2020"), (best, other) -> 0.5,
                Double.NEGATIVE_INFINITY);
        CellBelief full = hg.merged(new Cell(0, 0), read);
        CellBelief half = halfTrust.merged(new Cell(0, 0), read);
        assertTrue(full.confidence() > 0.9, "full trust: " + full.confidence());
        assertTrue(half.confidence() < 0.9, "half trust: " + half.confidence());
        assertEquals("18", half.best().tileId(), "the reading stays");
    }

    @Test
    void trustInsideDoesNotTouchReadingsWithOtherEdges() {
        // 36 (a meadow on three sides, a forest) and 18 (a river curve) differ on their edges.
        List<Candidate> read = List.of(new Candidate("36", Rotation.R0, 0), new Candidate("18", Rotation.R0, -3));
        BoardSolver halfTrust = new BoardSolver(Catalogs.builtIn("hg-2020"), (best, other) -> 0.5,
                Double.NEGATIVE_INFINITY);
        assertEquals(hg.merged(new Cell(0, 0), read).confidence(),
                halfTrust.merged(new Cell(0, 0), read).confidence(), 1e-12);
    }

    @Test
    void aReadingThatFitsItsPicturePoorlyIsUnsureHoweverFarAheadOfTheSecond() {
        BoardSolver withEvenOdds = new BoardSolver(Catalogs.builtIn("base"), (best, other) -> 1.0, -60);
        List<Candidate> poor = List.of(new Candidate("U", Rotation.R0, -70), new Candidate("E", Rotation.R0, -90));
        List<Candidate> good = List.of(new Candidate("U", Rotation.R0, -20), new Candidate("E", Rotation.R0, -40));
        assertTrue(withEvenOdds.merged(new Cell(0, 0), poor).confidence() < 0.1);
        assertTrue(withEvenOdds.merged(new Cell(0, 0), good).confidence() > 0.99);
        assertTrue(solver.merged(new Cell(0, 0), poor).confidence() > 0.99, "without it the margin alone decides");
    }

    @Test
    void aTemperedFrameBelievesTheSameReadingLess() {
        // A blurred frame's fits spread twice as wide: 3 ahead of the second is then worth 1.5.
        Map<Cell, List<Candidate>> readings = Map.of(new Cell(0, 0),
                List.of(new Candidate("U", Rotation.R0, -10), new Candidate("E", Rotation.R0, -13)));
        CellBelief plain = solver.solve(readings).get(new Cell(0, 0));
        CellBelief tempered = solver.withTemper(2).solve(readings).get(new Cell(0, 0));
        assertEquals("U", tempered.best().tileId());
        assertEquals(1 / (1 + Math.exp(-3)), plain.confidence(), 1e-9);
        assertEquals(1 / (1 + Math.exp(-1.5)), tempered.confidence(), 1e-9);
    }

    @Test
    void twoCellsClaimingTheBoxsOnlyTileLeaveItToTheSurerOne() {
        // The box holds one X. Far apart (no neighbours between them), both read X first; the
        // first would lose 20 by its next reading, the second only 6.
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), List.of(new Candidate("X", Rotation.R0, 0), new Candidate("W", Rotation.R0, -20)));
        readings.put(new Cell(5, 5), List.of(new Candidate("X", Rotation.R0, 0), new Candidate("W", Rotation.R0, -6)));
        Map<Cell, CellBelief> beliefs = solver.solve(readings);
        assertEquals("X", beliefs.get(new Cell(0, 0)).best().tileId());
        assertEquals("W", beliefs.get(new Cell(5, 5)).best().tileId());
        assertTrue(beliefs.get(new Cell(5, 5)).confidence() > 0.9, "" + beliefs.get(new Cell(5, 5)).confidence());
    }

    @Test
    void aCellAHandHidesGivesUpTheBoxsOnlyTileFirst() {
        // The box holds one X. The cell a hand hides read X well ahead of its W; the clear cell
        // reads X only a little ahead of W (a figure may hide its fourth arm).
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), List.of(new Candidate("X", Rotation.R0, 0), new Candidate("W", Rotation.R0, -20)));
        readings.put(new Cell(5, 5), List.of(new Candidate("X", Rotation.R0, 0), new Candidate("W", Rotation.R0, -2)));
        Map<Cell, CellBelief> beliefs = solver.withUnseen(java.util.Set.of(new Cell(0, 0))).solve(readings);
        assertEquals("X", beliefs.get(new Cell(5, 5)).best().tileId());
    }

    @Test
    void aCellAHandHidesBindsNoNeighbour() {
        // The hidden cell's reading (a city cap facing east, skin read as city) would make its
        // eastern neighbour's road end at a city; the neighbour's picture says road, a little.
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), List.of(new Candidate("E", Rotation.R90, 0)));
        readings.put(new Cell(1, 0), List.of(new Candidate("U", Rotation.R0, 0), new Candidate("E", Rotation.R270, -1)));
        assertEquals("E", solver.solve(readings).get(new Cell(1, 0)).best().tileId());
        assertEquals("U", solver.withUnseen(java.util.Set.of(new Cell(0, 0))).solve(readings).get(new Cell(1, 0))
                .best().tileId());
    }

    @Test
    void cellsSureOfTheirPicturesKeepATypeTheBoxHasRunOutOf() {
        // Three cells each read the one C far better than anything else (a hand over the board
        // reads as city): the count alone does not take the reading from the first of them.
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        for (int k = 0; k < 3; k++) {
            readings.put(new Cell(5 * k, 0), List.of(new Candidate("C", Rotation.R0, 0),
                    new Candidate("S", Rotation.R0, -60 - 20 * k)));
        }
        Map<Cell, CellBelief> beliefs = solver.solve(readings);
        beliefs.values().forEach(b -> assertEquals("C", b.best().tileId()));
    }

    @Test
    void theHolderOfTheBoxsOnlyTileIsLessSureWhenARivalReadsItToo() {
        // One X in the box. The first cell would lose 6 without it; the second reads it 4 better
        // than its W, so the first keeps it, but by 2, not by 6.
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), List.of(new Candidate("X", Rotation.R0, 0), new Candidate("W", Rotation.R0, -6)));
        readings.put(new Cell(5, 5), List.of(new Candidate("X", Rotation.R0, 4), new Candidate("W", Rotation.R0, 0)));
        CellBelief holder = solver.solve(readings).get(new Cell(0, 0));
        assertEquals("X", holder.best().tileId());
        assertTrue(holder.confidence() < 0.9, "" + holder.confidence());
        Map<Cell, List<Candidate>> alone = new LinkedHashMap<>(readings);
        alone.remove(new Cell(5, 5));
        assertTrue(solver.solve(alone).get(new Cell(0, 0)).confidence() > 0.99);
    }

    @Test
    void roadsEndingAtAFieldOnTwoEdgesOutweighAModestPictureLead() {
        // A city edge (E) read 6 better than the same with a road curve east and south (J, a
        // meeple on its road), between a road coming from the east and one from the south.
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), List.of(new Candidate("E", Rotation.R0, 0), new Candidate("J", Rotation.R0, -6)));
        readings.put(new Cell(1, 0), List.of(new Candidate("U", Rotation.R0, 0), new Candidate("E", Rotation.R0, -20)));
        readings.put(new Cell(0, 1), List.of(new Candidate("U", Rotation.R90, 0), new Candidate("E", Rotation.R0, -20)));
        assertEquals("J", solver.solve(readings).get(new Cell(0, 0)).best().tileId());
    }

    /**
     * A road between two cells faint on both sides: the north cell reads L (roads east, south
     * and west of a city) 2 better than D (no road south), the south cell U (no road north) 1
     * better than W turned to face it. Settled one at a time, the north cell first gives up its
     * road for the south cell's U, and then neither can turn alone; together L and W fit the
     * pictures 1 better than D and U.
     */
    private static Map<Cell, List<Candidate>> faintRoadBetween(double dLead, double uLead) {
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), dLead < 0
                ? List.of(new Candidate("L", Rotation.R0, 0), new Candidate("D", Rotation.R0, dLead))
                : List.of(new Candidate("D", Rotation.R0, 0), new Candidate("L", Rotation.R0, -dLead)));
        readings.put(new Cell(0, 1), List.of(new Candidate("U", Rotation.R0, 0),
                new Candidate("W", Rotation.R180, -uLead)));
        return readings;
    }

    @Test
    void twoNeighboursMisreadAlikeAreTurnedTogether() {
        Map<Cell, CellBelief> beliefs = solver.solve(faintRoadBetween(-2, 1));
        assertEquals("L", beliefs.get(new Cell(0, 0)).best().tileId());
        assertEquals("W", beliefs.get(new Cell(0, 1)).best().tileId());
    }

    @Test
    void aCellIsNoSurerThanItsNeighbourWouldBeToTurnWithIt() {
        // D+U fit the pictures best (by 1.5), but the north cell's L costs only 0.5 more where the
        // south cell turns to W for 1: an edge alone must not make D sure.
        CellBelief north = solver.solve(faintRoadBetween(0.5, 1)).get(new Cell(0, 0));
        assertEquals("D", north.best().tileId());
        assertTrue(north.confidence() < 0.9, "" + north.confidence());
    }

    @Test
    void aCellThatFitsNoReadingGivesUpTheBoxsOnlyTileForNothing() {
        // A cell of bare table reads X (the box's only one) at -50 and nothing else; a tile far
        // from it reads X 5 better than W. At even odds -40 the bare cell is as likely none of
        // these, so the tile keeps its X and the bare cell is unsure.
        BoardSolver withEvenOdds = new BoardSolver(Catalogs.builtIn("base"), (best, other) -> 1.0, -40);
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        readings.put(new Cell(0, 0), List.of(new Candidate("X", Rotation.R0, -50)));
        readings.put(new Cell(5, 5), List.of(new Candidate("X", Rotation.R0, 100), new Candidate("W", Rotation.R0, 95)));
        Map<Cell, CellBelief> beliefs = withEvenOdds.solve(readings);
        assertEquals("X", beliefs.get(new Cell(5, 5)).best().tileId());
        assertTrue(beliefs.get(new Cell(0, 0)).confidence() < 0.5, "" + beliefs.get(new Cell(0, 0)).confidence());
        assertEquals("W", solver.solve(readings).get(new Cell(5, 5)).best().tileId(), "without it the tile gives way");
    }

    @Test
    void threeCellsReadingTheBoxsOnlyTileLeaveItToTheOneThatWouldLoseMost() {
        // The box holds one C. Three cells far apart read C first, W 2, 4 and 3 worse. Settled
        // one cell at a time, each paid less for keeping C than it gained and all three kept it;
        // handed out at once, C goes where giving it up would cost most.
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        int[] behind = {2, 4, 3};
        for (int k = 0; k < 3; k++) {
            readings.put(new Cell(5 * k, 0), List.of(new Candidate("C", Rotation.R0, 0),
                    new Candidate("W", Rotation.R0, -behind[k])));
        }
        Map<Cell, CellBelief> beliefs = solver.solve(readings);
        assertEquals(List.of("W", "C", "W"), beliefs.values().stream().map(b -> b.best().tileId()).toList());
    }

    @Test
    void twinsTheBoxHoldsOnceEachAreToldOnDifferentCells() {
        // H&G prints 30 and 78 once each, with the same features turned half round (their art
        // differs). Two cells read both alike; each is told as the twin the solve handed it.
        BoardSolver hg = new BoardSolver(Catalogs.builtIn("hg-2020"));
        Map<Cell, List<Candidate>> readings = new LinkedHashMap<>();
        for (Cell c : List.of(new Cell(0, 0), new Cell(5, 5))) {
            readings.put(c, List.of(new Candidate("30", Rotation.R0, 0), new Candidate("78", Rotation.R180, 0)));
        }
        Map<Cell, CellBelief> beliefs = hg.solve(readings);
        assertNotEquals(beliefs.get(new Cell(0, 0)).best().tileId(), beliefs.get(new Cell(5, 5)).best().tileId());
    }
}
