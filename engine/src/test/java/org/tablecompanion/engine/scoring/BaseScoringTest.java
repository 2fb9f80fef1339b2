package org.tablecompanion.engine.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLACK;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.GREEN;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.rules.Rules;

class BaseScoringTest {

    private static final Catalog BASE = Play.base();

    /** A 2-tile city: E facing up at (0,0), closed by E facing down at (0,-1) with red's knight. */
    private static Play twoTileCity(Rules rules) {
        return Play.base(RED, BLUE).rules(rules).start("E", 0, 0, 0).tile("E", 0, -1, 180).figure(0);
    }

    @Test
    void aFigurePlacedOnTheCompletingTileIsScoredAndReturnedInTheSameTurn() {
        Play p = twoTileCity(Rules.DEFAULT);
        assertEquals(4, p.score(RED));
        assertEquals(7, p.state().supply(RED, FigureKind.FOLLOWER));
        assertTrue(p.state().figures().isEmpty());
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void aCompletedCityOfTwoTilesScoresFourWithoutTheSmallCitySwitch() {
        assertEquals(4, twoTileCity(Rules.DEFAULT).score(RED));
    }

    @Test
    void theSmallCitySwitchScoresACompletedTwoTileCityTwo() {
        Play p = twoTileCity(Rules.DEFAULT.withSmallCity(true));
        assertEquals(2, p.score(RED));
        assertTrue(p.state().scorings().get(0).explanation().contains("small city"));
    }

    @Test
    void theSmallCitySwitchLeavesAThreeTileCityAlone() {
        Play p = Play.base(RED, BLUE).rules(Rules.DEFAULT.withSmallCity(true))
                .start("E", -1, 0, 90).tile("F", 0, 0, 0).figure(0).tile("E", 1, 0, 270);
        assertEquals(8, p.score(RED));
    }

    @Test
    void aTileHoldingTwoPartsOfOneCityCountsOnce() {
        // A ring of four tiles round a corner: I holds two parts (north and west) of the same city.
        GameState s = Play.ofBoard(Play.base(RED, BLUE), List.of(
                Play.placed(BASE, "I", 0, 0, 0), Play.placed(BASE, "N", 0, -1, 270),
                Play.placed(BASE, "N", -1, 0, 90), Play.placed(BASE, "N", -1, -1, 180)),
                List.of(FigurePlaced.follower(RED, 0, 0, 0)));
        assertEquals(8, s.score(RED), s.scorings().toString());
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
    }

    @Test
    void aRoadThatClosesALoopIsCompleteAndScoresOnePerTile() {
        Play p = Play.base(RED, BLUE).start("V", 0, 0, 270).tile("V", 1, 0, 0).figure(0)
                .tile("V", 0, 1, 180).tile("V", 1, 1, 90);
        assertEquals(4, p.score(RED));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void farmersAreNeverReturnedEvenFromAClosedField() {
        // The same road loop: the small field inside it is closed by the last tile.
        Play p = Play.base(RED, BLUE).start("V", 0, 0, 270).tile("V", 1, 0, 0)
                .tile("V", 0, 1, 180).tile("V", 1, 1, 90).figure(2);
        assertTrue(p.state().features().of(org.tablecompanion.engine.features.FeaturePart.of(1, 1, 2))
                .orElseThrow().complete());
        assertEquals(1, p.state().figures().size());
        assertEquals(6, p.state().supply(RED, FigureKind.FOLLOWER));
    }

    @Test
    void anIncompleteRoadScoresOnePerTileAtTheEnd() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(0).tile("U", 2, 0, 0).end();
        assertEquals(3, p.score(RED));
    }

    @Test
    void anIncompleteCityScoresOnePerTileAndOnePerPennantAtTheEnd() {
        Play p = Play.base(RED, BLUE).start("E", -1, 0, 90).tile("F", 0, 0, 0).figure(0).end();
        assertEquals(3, p.score(RED));
        assertTrue(p.state().scorings().get(0).explanation().startsWith("incomplete city of 2 tiles + 1 pennant = 3"),
                p.state().scorings().get(0).explanation());
    }

    @Test
    void anIncompleteMonasteryScoresOnePlusItsNeighboursAtTheEnd() {
        Play p = Play.base(RED, BLUE).start("U", 0, -1, 0).tile("B", 0, 0, 0).figure(0)
                .tile("U", -1, -1, 0).tile("U", 1, -1, 0).tile("E", -1, 0, 270).end();
        assertEquals(5, p.score(RED));
    }

    @Test
    void aSurroundedMonasteryScoresNine() {
        Play p = surroundedMonastery();
        assertEquals(9, p.score(RED));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    static Play surroundedMonastery() {
        return Play.base(RED, BLUE).start("U", 0, -1, 0).tile("B", 0, 0, 0).figure(0)
                .tile("U", -1, -1, 0).tile("U", 1, -1, 0).tile("E", -1, 0, 270).tile("E", 1, 0, 90)
                .tile("U", -1, 1, 0).tile("U", 0, 1, 0).tile("U", 1, 1, 0);
    }

    @Test
    void theMonkReturnsWhenTheMonasteryIsSurrounded() {
        Play p = surroundedMonastery();
        assertEquals(7, p.state().supply(RED, FigureKind.FOLLOWER));
    }

    @Test
    void theMajorityOfKnightsTakesAllAndTheOutnumberedScoreNothing() {
        GameState s = Play.ofBoard(Play.base(GREEN, BLACK), List.of(
                Play.placed(BASE, "E", -1, 0, 90), Play.placed(BASE, "F", 0, 0, 0), Play.placed(BASE, "G", 1, 0, 0)),
                List.of(FigurePlaced.follower(GREEN, -1, 0, 0), FigurePlaced.follower(GREEN, 0, 0, 0),
                        FigurePlaced.follower(BLACK, 1, 0, 0)));
        assertEquals(4, s.score(GREEN));
        assertEquals(0, s.score(BLACK));
    }

    @Test
    void completedFeaturesWithoutFiguresScoreNothing() {
        Play p = Play.base(RED, BLUE).start("E", 0, 0, 0).tile("E", 0, -1, 180);
        assertTrue(p.state().scorings().isEmpty());
    }

    @Test
    void finalStateScoresTheEndWithoutEndingTheGame() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(0);
        assertEquals(0, p.score(RED));
        assertEquals(2, p.game().finalState().score(RED));
        assertTrue(!p.game().ended());
    }
}
