package org.tablecompanion.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.GREEN;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.players.FigureKind;

/** The table is the truth: rule breaks are accepted with a warning; impossible input is refused. */
class ObservedModeTest {

    @Test
    void aTileTouchingNothingIsAcceptedWithAWarning() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0).tile("B", 3, 3, 0);
        assertTrue(p.warned(RuleBreak.TILE_NOT_TOUCHING));
        assertEquals(2, p.state().board().size());
    }

    @Test
    void touchingOnlyAtACornerIsNotTouching() {
        Play p = Play.base(RED, BLUE).start("B", 0, 0, 0).tile("B", 1, 1, 0);
        assertTrue(p.warned(RuleBreak.TILE_NOT_TOUCHING));
    }

    @Test
    void anEdgeThatDoesNotContinueTheTerrainIsAcceptedWithAWarningNamingTheEdge() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0).tile("B", 0, -1, 0);
        assertTrue(p.warned(RuleBreak.EDGE_MISMATCH));
        assertTrue(p.warnings().get(0).message().contains("south edge"), p.warnings().get(0).message());
    }

    @Test
    void aWrongStartTileIsAcceptedWithAWarning() {
        Play p = Play.base(RED, BLUE).startAsIs("B", 0, 0, 0);
        assertTrue(p.warned(RuleBreak.START_TILE));
    }

    @Test
    void aFigureOnAnOccupiedFeatureIsAcceptedWithAWarningEvenForTheOwnersOwn() {
        Play p = Play.base(RED, BLUE, GREEN).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(0)
                .tile("B", 1, 1, 0).tile("B", 1, -1, 0).tile("U", 2, 0, 0).figure(0);
        assertTrue(p.warned(RuleBreak.FEATURE_OCCUPIED), p.warnings().toString());
        assertEquals(2, p.state().figuresOf(RED).size());
    }

    @Test
    void separatelyOccupiedFeaturesJoinedByATileShareThemWithoutAWarning() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(0)
                .tile("B", 1, 1, 0).tile("B", 1, -1, 0).tile("W", 2, 1, 270).figure(0).tile("V", 2, 0, 0);
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void aFigureNotOnTheTileJustLaidIsAcceptedWithAWarning() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(RED, 0, 0, 0);
        assertTrue(p.warned(RuleBreak.FIGURE_NOT_ON_NEW_TILE));
    }

    @Test
    void aSecondFigureInOneTurnIsAcceptedWithAWarning() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(0).figure(1);
        assertTrue(p.warned(RuleBreak.SECOND_FIGURE));
        assertEquals(5, p.state().supply(RED, FigureKind.FOLLOWER));
    }

    @Test
    void aFigureOfThePlayerWhoseTurnItIsNotIsAcceptedWithAWarning() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(BLUE, 1, 0, 0);
        assertTrue(p.warned(RuleBreak.FIGURE_OUT_OF_TURN));
    }

    @Test
    void aFigureOnTheStartTileIsOutOfTurn() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).figure(RED, 0, 0, 0);
        assertTrue(p.warned(RuleBreak.FIGURE_OUT_OF_TURN));
    }

    @Test
    void anEighthFigureIsAcceptedWithAWarningAndTheSupplyGoesBelowZero() {
        Play p = Play.base(RED, BLUE).start("X", 0, 0, 0);
        int[][] squares = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int i = 0; i < 8; i++) {
            int[] sq = squares[i % 4];
            int x = sq[0] * (1 + i / 4);
            int y = sq[1] * (1 + i / 4);
            p.tile("U", x, y, sq[0] != 0 ? 0 : 90).figure(RED, x, y, 0);
        }
        assertTrue(p.warned(RuleBreak.NO_FIGURE_LEFT), p.warnings().toString());
        assertEquals(-1, p.state().supply(RED, FigureKind.FOLLOWER));
    }

    @Test
    void tooManyCopiesOfATileAreAcceptedWithAWarning() {
        Play p = Play.base(RED, BLUE).start("X", 0, 0, 0).tile("X", 1, 0, 0);
        assertTrue(p.warned(RuleBreak.TOO_MANY_COPIES));
    }

    @Test
    void twoTilesOnOneSquareAreBadInputAndChangeNothing() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0);
        BadInputException e = assertThrows(BadInputException.class, () -> p.tile("E", 0, 0, 0));
        assertTrue(e.getMessage().startsWith("event 1 (tile E at (0,0)"), e.getMessage());
        assertTrue(e.getMessage().contains("already holds tile D"), e.getMessage());
        assertEquals(1, p.game().events().size());
    }

    @Test
    void anUnknownTileIdIsBadInput() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0);
        BadInputException e = assertThrows(BadInputException.class, () -> p.tile("Z9", 1, 0, 0));
        assertTrue(e.getMessage().contains("unknown tile id 'Z9'"), e.getMessage());
    }

    @Test
    void aFigureOnAFeatureIndexTheTileDoesNotHaveIsBadInput() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0).tile("E", 0, -1, 180);
        BadInputException e = assertThrows(BadInputException.class, () -> p.figure(7));
        assertTrue(e.getMessage().contains("has no feature 7"), e.getMessage());
    }

    @Test
    void aFigureOnAnEmptySquareIsBadInput() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0);
        assertThrows(BadInputException.class, () -> p.figure(RED, 5, 5, 0));
    }

    @Test
    void aFigureOfAColourNobodyPlaysIsBadInput() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0).tile("E", 0, -1, 180);
        assertThrows(BadInputException.class, () -> p.figure(GREEN, 0, -1, 0));
    }

    @Test
    void aHutInTheBaseGameIsBadInput() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0).tile("E", 0, -1, 180);
        assertThrows(BadInputException.class,
                () -> p.apply(new FigurePlaced(RED, FigureKind.HUT, 0, -1, 0)));
    }

    @Test
    void twoPlayersOfOneColourAreBadInput() {
        assertThrows(BadInputException.class, () -> new GameSetup(
                List.of(org.tablecompanion.engine.players.Player.of(RED), org.tablecompanion.engine.players.Player.of(RED)),
                Play.base(), org.tablecompanion.engine.rules.Rules.DEFAULT));
    }

    @Test
    void aBoardWithTwoTilesOnOneSquareIsBadInput() {
        assertThrows(BadInputException.class, () -> Play.ofBoard(Play.base(RED), List.of(
                Play.placed(Play.base(), "D", 0, 0, 0), Play.placed(Play.base(), "E", 0, 0, 0)), List.of()));
    }

    @Test
    void aBoardWithATileCutOffIsScoredWithAWarning() {
        GameState s = Play.ofBoard(Play.base(RED), List.of(
                Play.placed(Play.base(), "D", 0, 0, 0), Play.placed(Play.base(), "B", 4, 4, 0)), List.of());
        assertEquals(RuleBreak.TILE_NOT_TOUCHING, s.warnings().get(0).rule());
    }

    @Test
    void everyWarningNamesTheRuleInWords() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0).tile("B", 3, 3, 0);
        assertTrue(p.warnings().get(0).message().endsWith(RuleBreak.TILE_NOT_TOUCHING.rule()));
        assertEquals(1, p.warnings().get(0).event());
    }

    @Test
    void aTileAfterTheGameEndedIsBadInput() {
        Play p = Play.base(RED, BLUE).start("D", 0, 0, 0).end();
        assertThrows(BadInputException.class, () -> p.apply(TilePlaced.of("E", 0, -1, Rotation.R180)));
    }

    @Test
    void turnsPassInPlayerOrderAfterTheStartTile() {
        Play p = Play.base(RED, BLUE, GREEN).start("D", 0, 0, 0);
        assertTrue(p.game().turnPlayer().isEmpty());
        p.tile("E", 0, -1, 180);
        assertEquals(RED, p.game().turnPlayer().orElseThrow());
        p.tile("U", 1, 0, 0).tile("U", 2, 0, 0).tile("U", 3, 0, 0);
        assertEquals(RED, p.game().turnPlayer().orElseThrow());
        assertEquals(BLUE, p.game().nextPlayer());
    }
}
