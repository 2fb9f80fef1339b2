package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.GREEN;
import static org.tablecompanion.engine.players.PlayerColour.RED;
import static org.tablecompanion.engine.players.PlayerColour.YELLOW;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.scoring.Scoring;

/**
 * Every example of the H&amp;G rulebooks (the Hungarian and Polish seeds print the same pictures
 * and numbers), rebuilt with hand-made tiles.
 */
class HgRulebookExamplesTest {

    @Test
    void riverOfThreeTilesClosedByLakesWithOneAndTwoFishScoresSix() {
        HgPlay p = HgPlay.start("lake-1", 0, RED, BLUE)
                .tile("river", 1, 0, 0).member(RED, 1, 0, 1)
                .tile("lake-2", 2, 0, 180);
        GameState s = p.state();
        assertEquals(6, s.score(RED), s.scorings().toString());
        assertTrue(s.scorings().get(0).explanation().contains("river of 3 tiles + the lake at (0,0) with 1 fish"
                + " + the lake at (2,0) with 2 fish = 6"), s.scorings().get(0).explanation());
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
    }

    @Test
    void riverOfTwoTilesClosedByAOneFishLakeScoresThreeForTheFisherThoughAnotherPlayerClosedIt() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE)
                .tile("spring", 1, 0, 0).member(RED, 1, 0, 1)
                .tile("lake-1", 2, 0, 180);
        GameState s = p.state();
        assertEquals(3, s.score(RED));
        assertEquals(0, s.score(BLUE));
        assertEquals(5, s.supply(RED, org.tablecompanion.engine.players.FigureKind.FOLLOWER), "the fisher came back");
    }

    @Test
    void forestOfTwoTilesScoresFour() {
        HgPlay p = HgPlay.start("forest-end", 0, RED, BLUE)
                .tile("forest-end", 0, -1, 180).member(RED, 0, -1, 0);
        assertEquals(4, p.state().score(RED));
    }

    @Test
    void forestOfFiveTilesWithAGoldNuggetScoresTenAndTheClosingPlayerDrawsABonusTile() {
        HgPlay p = HgPlay.start("forest-end-gold", 0, RED, BLUE)
                .tile("forest-straight", 0, -1, 0).member(RED, 0, -1, 0)
                .tile("forest-straight", 0, -2, 0)
                .tile("forest-straight", 0, -3, 0)
                .tile("forest-end", 0, -4, 180);
        GameState s = p.state();
        assertEquals(10, s.score(RED));
        assertEquals(BLUE, s.turnPlayer().orElseThrow(), "blue laid the closing tile");
        assertTrue(s.bonusTileDue(), "blue draws a bonus tile");
        assertTrue(p.game.bonusTileDue());
        GameState after = p.bonus("bonus-meadow", 1, -4, 0).state();
        assertTrue(after.warnings().isEmpty(), after.warnings().toString());
        assertFalse(after.bonusTileDue());
    }

    @Test
    void twoForestsJoinedWithOneRedAndOneBlueGathererOfFiveTilesScoreTenEach() {
        HgPlay p = HgPlay.start("forest-end", 90, RED, BLUE)
                .tile("forest-straight", 1, 0, 90).member(RED, 1, 0, 0)
                .tile("meadow", 1, 1, 0)
                .tile("meadow", 2, 1, 0)
                .tile("meadow", 3, 1, 0)
                .tile("meadow", 4, 1, 0)
                .tile("forest-end", 4, 0, 270).member(BLUE, 4, 0, 0)
                .tile("forest-straight", 3, 0, 90)
                .tile("forest-straight", 2, 0, 90);
        GameState s = p.state();
        assertEquals(10, s.score(RED), s.scorings().toString());
        assertEquals(10, s.score(BLUE));
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
    }

    @Test
    void twoRedGatherersAgainstOneBlueInAForestOfSixTilesGiveRedAloneTwelve() {
        HgPlay p = HgPlay.start("forest-end", 90, RED, BLUE)
                .tile("forest-straight", 1, 0, 90).member(RED, 1, 0, 0)
                .tile("meadow", 1, 1, 0)
                .tile("meadow", 2, 1, 0)
                .tile("meadow", 3, 1, 0)
                .tile("forest-straight", 3, 0, 90).member(RED, 3, 0, 0)
                .tile("forest-end", 4, 0, 270)
                .tile("meadow", 1, -1, 0)
                .tile("forest-end", 2, -1, 180).member(BLUE, 2, -1, 0)
                .tile("forest-tee", 2, 0, 0);
        GameState s = p.state();
        assertEquals(12, s.score(RED), s.scorings().toString());
        assertEquals(0, s.score(BLUE));
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        Scoring forest = s.scorings().get(0);
        assertTrue(forest.explanation().contains("forest of 6 tiles x2 = 12; red 2 gatherers, blue 1 gatherer: red scores 12"),
                forest.explanation());
    }

    @Test
    void oneBlueHutOnARiverSystemHoldingFiveFishScoresFive() {
        HgPlay p = HgPlay.start("lake-2", 0, BLUE, RED)
                .tile("river", 1, 0, 0).hut(BLUE, 1, 0, 1)
                .tile("lake-3", 2, 0, 180);
        GameState s = p.end();
        assertEquals(5, s.score(BLUE), s.scorings().toString());
        assertTrue(s.scorings().get(0).explanation().contains("the lake at (0,0) with 2 fish + the lake at (2,0) with"
                + " 3 fish = 5; blue 1 hut: blue scores 5"), s.scorings().get(0).explanation());
    }

    @Test
    void meadowOneWithOneDeerGivesTheGreenHunterTwo() {
        GameState s = board(List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("meadow", 1, 0, 0)),
                List.of(HgPlay.hunter(GREEN, 1, 0)), GREEN);
        assertEquals(2, s.score(GREEN));
    }

    @Test
    void meadowTwoWithDeerMammothAndTigerGivesTheTiedYellowAndRedTwoEach() {
        GameState s = board(List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("mammoth", 1, 0, 0),
                HgPlay.placed("tiger", 2, 0, 0)),
                List.of(HgPlay.hunter(YELLOW, 0, 0), HgPlay.hunter(RED, 2, 0)), RED, YELLOW);
        assertEquals(2, s.score(YELLOW));
        assertEquals(2, s.score(RED));
        String why = s.scorings().get(0).explanation();
        assertTrue(why.contains("the tiger at (2,0) eats the deer at (0,0)"), why);
        assertTrue(why.contains("red and yellow score 2 each (tie)"), why);
    }

    @Test
    void meadowThreeWithTwoDeerTwoMammothsAnAurochsAndATigerGivesTheRedMajorityEight() {
        GameState s = board(List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("deer", 1, 0, 0),
                HgPlay.placed("mammoth", 2, 0, 0), HgPlay.placed("mammoth", 3, 0, 0),
                HgPlay.placed("aurochs", 4, 0, 0), HgPlay.placed("tiger", 5, 0, 0)),
                List.of(HgPlay.hunter(RED, 0, 0), HgPlay.hunter(RED, 3, 0), HgPlay.hunter(BLUE, 5, 0)), RED, BLUE);
        assertEquals(8, s.score(RED), s.scorings().toString());
        assertEquals(0, s.score(BLUE));
        assertTrue(s.scorings().get(0).explanation().contains("1 deer x2 + 2 mammoths x2 + 1 aurochs x2 = 8"),
                s.scorings().get(0).explanation());
    }

    @Test
    void meadowFourWithTwoTigersAndOneDeerGivesBlueNothingAndNeverLess() {
        GameState s = board(List.of(HgPlay.placed("tiger", 0, 0, 0), HgPlay.placed("tiger", 1, 0, 0),
                HgPlay.placed("deer", 2, 0, 0)), List.of(HgPlay.hunter(BLUE, 0, 0)), BLUE);
        assertEquals(0, s.score(BLUE));
        String why = s.scorings().get(0).explanation();
        assertTrue(why.contains("the tiger at (1,0) finds no deer"), why);
    }

    private static GameState board(List<PlacedTile> tiles, List<FigurePlaced> figures, PlayerColour... players) {
        return Game.ofBoard(HgPlay.setup(tiles.get(0).type().id(), HgPlay.CLASSIC, players), tiles, figures);
    }
}
