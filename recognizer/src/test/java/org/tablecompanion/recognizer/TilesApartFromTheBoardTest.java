package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A board is one piece, every tile edge to edge with another: squares read apart from its
 * largest piece are not sure, nor the figures on them.
 */
class TilesApartFromTheBoardTest {

    @Test
    void squaresOutsideTheLargestPieceAreApart() {
        Set<Cell> read = Set.of(new Cell(0, 0), new Cell(1, 0), new Cell(1, 1), new Cell(5, 5), new Cell(2, 2));
        assertEquals(Set.of(new Cell(5, 5), new Cell(2, 2)), Recognizer.apart(read, List.of()));
    }

    @Test
    void aSquareNoPictureFitsJoinsTheSquaresEitherSideOfIt() {
        Set<Cell> read = Set.of(new Cell(0, 0), new Cell(1, 0), new Cell(3, 0));
        assertEquals(Set.of(), Recognizer.apart(read, List.of(new Cell(2, 0))));
    }

    @Test
    void noSquareIsApartWhenTwoPiecesAreTheLargest() {
        Set<Cell> read = Set.of(new Cell(0, 0), new Cell(1, 0), new Cell(5, 0), new Cell(6, 0));
        assertEquals(Set.of(), Recognizer.apart(read, List.of()));
    }

    /**
     * H&amp;G hard seed 2000, zero-shot: an arm reaches over the table to the board, and the
     * squares of its purple sleeve were read as 16 tiles with 35 figures on them, 31 of them sure.
     * The hand's squares join nothing, so the sleeve lies apart from the board.
     */
    @Test
    void anArmsSleeveReadAsSquaresApartFromTheBoardIsNeverSureNorAreTheFiguresOnIt() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 2000, 72, Difficulty.HARD, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.HG, false);
        Set<Cell> read = o.tiles().stream().map(t -> new Cell(t.x(), t.y())).collect(Collectors.toSet());
        List<Cell> unreadable = o.unsure().stream().filter(u -> u.reason().startsWith("something covers"))
                .map(u -> new Cell(u.x(), u.y())).toList();
        Set<Cell> apart = Recognizer.apart(read, unreadable);
        assertTrue(apart.size() >= 10, "the sleeve's squares lie apart: " + apart);
        for (TileReading t : o.tiles()) {
            if (apart.contains(new Cell(t.x(), t.y()))) {
                assertTrue(t.confidence() < Recognizer.UNSURE_BELOW, "not sure: " + t.tile() + " at " + t.x() + ","
                        + t.y() + " " + t.confidence());
            }
        }
        List<FigureReading> onTheSleeve = o.figures().stream().filter(f -> apart.contains(new Cell(f.x(), f.y())))
                .toList();
        assertFalse(onTheSleeve.isEmpty(), "figures are still told there");
        onTheSleeve.forEach(f -> assertTrue(f.confidence() < Recognizer.UNSURE_BELOW, "not sure: " + f));
    }
}
