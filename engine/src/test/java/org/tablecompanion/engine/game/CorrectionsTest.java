package org.tablecompanion.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.EventUndone;
import org.tablecompanion.engine.events.FigureCorrected;
import org.tablecompanion.engine.events.FigureRemoved;
import org.tablecompanion.engine.events.TileCorrected;
import org.tablecompanion.engine.events.TileRemoved;
import org.tablecompanion.engine.players.FigureKind;

/** Corrections rewrite history; the game is rescored as if the corrected history had happened. */
class CorrectionsTest {

    /** Red's knight on an E that closes a 2-tile city with the start E: red 4. */
    private static Play closedCity() {
        return Play.base(RED, BLUE).start("E", 0, 0, 0).tile("E", 0, -1, 180).figure(0);
    }

    @Test
    void correctingAMisreadTileRescoresTheGame() {
        Play p = closedCity();
        assertEquals(4, p.score(RED));
        // It was really F turned so its city runs north-south: the city is open now.
        p.apply(new TileCorrected(0, -1, "F", Rotation.R90));
        assertEquals(0, p.score(RED));
        assertEquals(1, p.state().figures().size());
    }

    @Test
    void correctingAFiguresOwnerMovesItsPoints() {
        Play p = closedCity().apply(new FigureCorrected(0, -1, 0, BLUE, FigureKind.FOLLOWER, 0));
        assertEquals(0, p.score(RED));
        assertEquals(4, p.score(BLUE));
        assertTrue(p.warned(RuleBreak.FIGURE_OUT_OF_TURN));
    }

    @Test
    void correctingAFigureOntoAnotherFeatureOfTheSameTileMovesIt() {
        Play p = closedCity().apply(new FigureCorrected(0, -1, 0, RED, FigureKind.FOLLOWER, 1));
        assertEquals(0, p.score(RED));
        assertEquals(1, p.state().figures().size());
    }

    @Test
    void removingAFigureThatWasNeverThereUndoesItsScore() {
        Play p = closedCity().apply(FigureRemoved.at(0, -1, 0));
        assertEquals(0, p.score(RED));
        assertEquals(7, p.state().supply(RED, FigureKind.FOLLOWER));
    }

    @Test
    void removingATileRemovesTheFiguresOnIt() {
        Play p = closedCity().apply(new TileRemoved(0, -1));
        assertEquals(1, p.state().board().size());
        assertTrue(p.state().figures().isEmpty());
        assertEquals(0, p.score(RED));
    }

    @Test
    void undoingAnEventCancelsIt() {
        Play p = closedCity().apply(new EventUndone(2));
        assertEquals(0, p.score(RED));
        assertEquals(2, p.state().board().size());
    }

    @Test
    void undoingAnUndoRedoes() {
        Play p = closedCity().apply(new EventUndone(2)).apply(new EventUndone(3));
        assertEquals(4, p.score(RED));
    }

    @Test
    void theRecordKeepsCorrectionsSoReplayingItGivesTheSameState() {
        Play p = closedCity().apply(new TileCorrected(0, -1, "F", Rotation.R90)).apply(new EventUndone(3));
        Game replayed = Game.replay(p.game().setup(), p.game().events());
        assertEquals(p.state().scores(), replayed.state().scores());
        assertEquals(p.state().board(), replayed.state().board());
        assertEquals(5, replayed.events().size());
    }

    @Test
    void correctingASquareWithoutATileIsBadInputAndChangesNothing() {
        Play p = closedCity();
        BadInputException e = assertThrows(BadInputException.class,
                () -> p.apply(new TileCorrected(5, 5, "E", Rotation.R0)));
        assertTrue(e.getMessage().startsWith("event 3 (tile at (5,5) corrected"), e.getMessage());
        assertEquals(3, p.game().events().size());
        assertEquals(4, p.score(RED));
    }

    @Test
    void correctingToAnUnknownTileIsBadInput() {
        Play p = closedCity();
        assertThrows(BadInputException.class, () -> p.apply(new TileCorrected(0, -1, "nope", Rotation.R0)));
    }

    @Test
    void undoingALaterEventIsBadInput() {
        Play p = closedCity();
        assertThrows(BadInputException.class, () -> p.apply(new EventUndone(9)));
    }

    @Test
    void removingAFigureThatIsNotThereIsBadInput() {
        Play p = closedCity();
        assertThrows(BadInputException.class, () -> p.apply(FigureRemoved.at(0, 0, 0)));
    }
}
