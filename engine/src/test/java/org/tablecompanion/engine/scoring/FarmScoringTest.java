package org.tablecompanion.engine.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.rules.FarmScoring;
import org.tablecompanion.engine.rules.Rules;

/**
 * One board under the three farm rules. A completed city (cap, F with a pennant, cap) is touched
 * by four separate fields: F's north and south fields and each cap's field. Red has a farmer on
 * each of F's fields, blue one on the west cap's field.
 */
class FarmScoringTest {

    private static final Catalog BASE = Play.base();

    private static GameState score(FarmScoring farms) {
        return Play.ofBoard(Play.base(RED, BLUE).rules(Rules.DEFAULT.withFarmScoring(farms)), List.of(
                Play.placed(BASE, "E", -1, 0, 90), Play.placed(BASE, "F", 0, 0, 0), Play.placed(BASE, "E", 1, 0, 270)),
                List.of(FigurePlaced.follower(RED, 0, 0, 1), FigurePlaced.follower(RED, 0, 0, 2),
                        FigurePlaced.follower(BLUE, -1, 0, 1)));
    }

    @Test
    void perField3PaysACityToEveryFieldTouchingIt() {
        GameState s = score(FarmScoring.PER_FIELD_3);
        assertEquals(6, s.score(RED));
        assertEquals(3, s.score(BLUE));
    }

    @Test
    void oncePerCity3PaysAPlayerEachCityOnlyOnce() {
        GameState s = score(FarmScoring.ONCE_PER_CITY_3);
        assertEquals(3, s.score(RED));
        assertEquals(3, s.score(BLUE));
        assertTrue(s.scorings().stream().anyMatch(x -> x.explanation().contains("already paid to red")));
    }

    @Test
    void cityCentric4GivesEachCityToTheMajorityOfFarmersOverAllItsFields() {
        GameState s = score(FarmScoring.CITY_CENTRIC_4);
        assertEquals(4, s.score(RED));
        assertEquals(0, s.score(BLUE));
    }

    @Test
    void theThreeFarmRulesGiveThreeDifferentResultsOnOneBoard() {
        List<List<Integer>> results = List.of(FarmScoring.values()).stream()
                .map(f -> List.of(score(f).score(RED), score(f).score(BLUE))).toList();
        assertEquals(3, results.stream().distinct().count(), results.toString());
    }

    @Test
    void anIncompleteCityPaysNoFarmer() {
        GameState s = Play.ofBoard(Play.base(RED, BLUE), List.of(
                Play.placed(BASE, "E", -1, 0, 90), Play.placed(BASE, "F", 0, 0, 0)),
                List.of(FigurePlaced.follower(RED, 0, 0, 1)));
        assertEquals(0, s.score(RED));
        assertTrue(s.scorings().get(0).explanation().startsWith("field touching no completed city"));
    }

    @Test
    void aFarmScoringExplainsTheCitiesAndTheFarmers() {
        GameState s = score(FarmScoring.PER_FIELD_3);
        assertEquals("field touching 1 completed city x3 = 3; blue 1 farmer: blue scores 3",
                s.scorings().stream().filter(x -> x.pointsFor(BLUE) > 0).findFirst().orElseThrow().explanation());
    }
}
