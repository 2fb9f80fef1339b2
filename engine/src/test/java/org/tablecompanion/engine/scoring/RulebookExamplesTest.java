package org.tablecompanion.engine.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLACK;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.GREEN;
import static org.tablecompanion.engine.players.PlayerColour.RED;
import static org.tablecompanion.engine.players.PlayerColour.YELLOW;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.FarmScoring;
import org.tablecompanion.engine.rules.Rules;

/**
 * The scoring examples of the printed rulebooks in the seeds (Esperanto, Romanian, Hungarian),
 * rebuilt as boards. The pictures are not in the seeds, only their captions, so each board is one
 * that matches the caption's numbers.
 */
class RulebookExamplesTest {

    private static final Catalog BASE = Play.base();

    @Test
    void esperantoRoadOfFiveTilesIsWorthFive() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).tile("U", 2, 0, 0)
                .tile("U", 3, 0, 0).tile("W", 4, 0, 0).figure(2);
        assertEquals(5, p.score(BLUE));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void esperantoCityOfFourTilesWithOnePennantIsWorthTen() {
        Play p = Play.base(RED, BLUE).start("N", 0, 0, 180).tile("M", 1, 0, 270).figure(0)
                .tile("N", 0, 1, 90).tile("N", 1, 1, 0);
        assertEquals(10, p.score(RED));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void esperantoTwoThievesOfTwoPlayersOnAFourTileRoadBothScoreFour() {
        Play p = Play.base(RED, BLUE).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(0)
                .tile("B", 1, 1, 0).tile("B", 1, -1, 0).tile("W", 2, 1, 270).figure(0)
                .tile("V", 2, 0, 0);
        assertEquals(4, p.score(RED));
        assertEquals(4, p.score(BLUE));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void esperantoMonasteryWithItsEightNeighboursIsWorthNine() {
        assertEquals(9, BaseScoringTest.surroundedMonastery().score(RED));
    }

    @Test
    void romanianCityOfThreeTilesWithAPennantGivesRedEight() {
        Play p = Play.base(RED, BLUE).start("E", -1, 0, 90).tile("F", 0, 0, 0).figure(0).tile("E", 1, 0, 270);
        assertEquals(8, p.score(RED));
    }

    @Test
    void romanianCityOfFourTilesWithoutPennantGivesRedEight() {
        Play p = Play.base(RED, BLUE).start("N", 0, 0, 180).tile("N", 1, 0, 270).figure(0)
                .tile("N", 0, 1, 90).tile("P", 1, 1, 0);
        assertEquals(8, p.score(RED));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void romanianNewTileJoiningTwoCityPartsGivesBothKnightsTen() {
        Play p = Play.base(RED, BLUE).start("U", 0, 1, 0).tile("F", 0, 0, 0).figure(0)
                .tile("U", 1, 1, 0).tile("U", 2, 1, 0).tile("E", 2, 0, 270).figure(0)
                .tile("E", -1, 0, 90).tile("G", 1, 0, 0);
        assertEquals(10, p.score(RED));
        assertEquals(10, p.score(BLUE));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void romanianRedPlacesScoresAndTakesBackTheKnightInOneTurn() {
        Play p = Play.base(RED, BLUE).start("E", 0, 0, 0).tile("E", 0, -1, 180).figure(0);
        assertEquals(4, p.score(RED));
        assertEquals(7, p.state().supply(RED, FigureKind.FOLLOWER));
    }

    @Test
    void hungarianAndRomanianIncompleteRoadGivesRedThreeAndIncompleteMonasteryGivesYellowFive() {
        Play p = Play.base(RED, YELLOW).start("W", 0, 0, 0).tile("U", 1, 0, 0).figure(0)
                .tile("B", 1, 1, 0).figure(0).tile("U", 2, 0, 0).tile("E", 2, 1, 90).end();
        assertEquals(3, p.score(RED));
        assertEquals(5, p.score(YELLOW));
        assertTrue(p.warnings().isEmpty(), p.warnings().toString());
    }

    @Test
    void romanianGreenWithMoreKnightsTakesTheIncompleteCityAndBlackGetsNothing() {
        GameState s = Play.ofBoard(Play.base(GREEN, BLACK), List.of(
                Play.placed(BASE, "E", -1, 0, 90), Play.placed(BASE, "F", 0, 0, 0), Play.placed(BASE, "F", 1, 0, 0),
                Play.placed(BASE, "G", 2, 0, 0), Play.placed(BASE, "Q", 3, 0, 270)),
                List.of(FigurePlaced.follower(GREEN, 0, 0, 0), FigurePlaced.follower(GREEN, 1, 0, 0),
                        FigurePlaced.follower(BLACK, 2, 0, 0)));
        // 5 tiles + 3 pennants, open to the south of Q: 8
        assertEquals(8, s.score(GREEN), s.scorings().toString());
        assertEquals(0, s.score(BLACK));
    }

    /**
     * The farm picture shared by the Hungarian and Romanian rulebooks: two completed cities A and
     * B; a large field touches both, a small field touches only A.
     */
    private static GameState farmPicture(FarmScoring farms, List<PlayerColour> largeField, List<PlayerColour> smallField) {
        List<FigurePlaced> figures = new java.util.ArrayList<>();
        for (int i = 0; i < largeField.size(); i++) {
            figures.add(FigurePlaced.follower(largeField.get(i), 0, i % 2, 1));
        }
        for (PlayerColour c : smallField) {
            figures.add(FigurePlaced.follower(c, 0, -1, 1));
        }
        return Play.ofBoard(Play.base(RED, BLUE, YELLOW).rules(Rules.DEFAULT.withFarmScoring(farms)), List.of(
                Play.placed(BASE, "E", 0, 0, 0), Play.placed(BASE, "E", 0, -1, 180),
                Play.placed(BASE, "E", 0, 1, 180), Play.placed(BASE, "E", 0, 2, 0)), figures);
    }

    @Test
    void hungarianRedOwningTheLargeFieldScoresSixAndBlueOwningTheSmallOneScoresThree() {
        GameState s = farmPicture(FarmScoring.ONCE_PER_CITY_3, List.of(RED, RED, YELLOW), List.of(BLUE));
        assertEquals(6, s.score(RED));
        assertEquals(3, s.score(BLUE));
        assertEquals(0, s.score(YELLOW));
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
    }

    @Test
    void hungarianRedAndYellowTiedOnTheLargeFieldScoreSixEachAndBlueThree() {
        GameState s = farmPicture(FarmScoring.ONCE_PER_CITY_3, List.of(RED, RED, YELLOW, YELLOW), List.of(BLUE));
        assertEquals(6, s.score(RED));
        assertEquals(6, s.score(YELLOW));
        assertEquals(3, s.score(BLUE));
    }

    @Test
    void romanianRedWithTwoFarmersSuppliesCitiesAAndBForFourEach() {
        GameState s = farmPicture(FarmScoring.CITY_CENTRIC_4, List.of(RED, RED, YELLOW), List.of(BLUE));
        assertEquals(8, s.score(RED));
        assertEquals(0, s.score(BLUE));
        assertEquals(0, s.score(YELLOW));
    }

    @Test
    void romanianRedAndYellowTiedSupplyBothCitiesAndBlueGetsNothingForA() {
        GameState s = farmPicture(FarmScoring.CITY_CENTRIC_4, List.of(RED, RED, YELLOW, YELLOW), List.of(BLUE));
        assertEquals(8, s.score(RED));
        assertEquals(8, s.score(YELLOW));
        assertEquals(0, s.score(BLUE));
    }

    @Test
    void romanianFarmThreeWithYellowTwoFarmersAgainstBlackOneSuppliesFourCitiesForSixteen() {
        GameState s = Play.ofBoard(Play.base(YELLOW, BLACK).rules(Rules.DEFAULT.withFarmScoring(FarmScoring.CITY_CENTRIC_4)),
                List.of(Play.placed(BASE, "H", 0, 0, 0), Play.placed(BASE, "H", 1, 0, 0),
                        Play.placed(BASE, "E", 0, -1, 180), Play.placed(BASE, "E", 1, -1, 180),
                        Play.placed(BASE, "E", 0, 1, 0), Play.placed(BASE, "E", 1, 1, 0)),
                List.of(FigurePlaced.follower(YELLOW, 0, 0, 2), FigurePlaced.follower(YELLOW, 1, 0, 2),
                        FigurePlaced.follower(BLACK, 0, 0, 2)));
        assertEquals(16, s.score(YELLOW), s.scorings().toString());
        assertEquals(0, s.score(BLACK));
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
    }

    @Test
    void esperantoFieldPaysThreeForEveryCompletedCityItTouches() {
        GameState s = farmPicture(FarmScoring.PER_FIELD_3, List.of(RED), List.of());
        assertEquals(6, s.score(RED));
    }
}
