package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.game.RuleBreak;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.engine.scoring.Scoring;

/**
 * The 2020 printing's rules behind {@code hgEdition = EDITION_2020}, as RULES.md lists them (no
 * physical 2020 rulebook was at hand: every test here is marked "2020 printing" to be checked
 * against one). Each test also shows that the classic rules ignore the rule.
 */
class Hg2020RulesTest {

    @Test
    void meadowValuesAreMammothThreeAurochsTwoDeerOne2020Printing() {
        List<PlacedTile> tiles = List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("deer", 1, 0, 0),
                HgPlay.placed("mammoth", 2, 0, 0), HgPlay.placed("aurochs", 3, 0, 0), HgPlay.placed("tiger", 4, 0, 0));
        List<FigurePlaced> hunter = List.of(HgPlay.hunter(RED, 0, 0));
        assertEquals(1 + 3 + 2, board(tiles, hunter, HgPlay.EDITION_2020).score(RED));
        assertEquals(2 + 2 + 2, board(tiles, hunter, HgPlay.CLASSIC).score(RED));
    }

    @Test
    void eachPlayerHasThreeHuts2020Printing() {
        assertEquals(3, HgPlay.start("meadow", 0, HgPlay.EDITION_2020, RED, BLUE).state().supply(RED, FigureKind.HUT));
        assertEquals(2, HgPlay.start("meadow", 0, HgPlay.CLASSIC, RED, BLUE).state().supply(RED, FigureKind.HUT));
    }

    @Test
    void fishDrawnInARiverStretchCountForItsFishers2020Printing() {
        assertEquals(3 + 1 + 2 + 2, fisherOnAFishyRiver(HgPlay.EDITION_2020).score(RED));
        assertEquals(3 + 1 + 2, fisherOnAFishyRiver(HgPlay.CLASSIC).score(RED));
        assertTrue(fisherOnAFishyRiver(HgPlay.EDITION_2020).scorings().get(0).explanation()
                .contains("+ 2 fish in the stretch (2020 printing) = 8"));
    }

    private static GameState fisherOnAFishyRiver(Rules rules) {
        return HgPlay.start("lake-1", 0, rules, RED, BLUE)
                .tile("river-fish", 1, 0, 0).member(RED, 1, 0, 1)
                .tile("lake-2", 2, 0, 180).state();
    }

    @Test
    void fishDrawnInRiversCountForHuts2020Printing() {
        assertEquals(1 + 2 + 2, hutOnAFishyRiver(HgPlay.EDITION_2020).score(RED));
        assertEquals(1 + 2, hutOnAFishyRiver(HgPlay.CLASSIC).score(RED));
    }

    private static GameState hutOnAFishyRiver(Rules rules) {
        return HgPlay.start("lake-1", 0, rules, RED, BLUE)
                .tile("river-fish", 1, 0, 0).hut(RED, 1, 0, 1)
                .tile("lake-2", 2, 0, 180).end();
    }

    @Test
    void eachMushroomPatchAddsThree2020Printing() {
        GameState s = HgPlay.start("forest-end", 0, HgPlay.EDITION_2020, RED, BLUE)
                .tile("mushrooms", 0, -1, 180).member(RED, 0, -1, 0).state();
        assertEquals(4 + 3, s.score(RED));
    }

    /**
     * Red's hunter on a deer south of the start; blue's mammoth beside it; red closes the gold
     * forest north of the start and lays the hunting trap east of the mammoth as the bonus tile;
     * blue then lays a deer beside the trap.
     */
    private static HgPlay huntingTrap(Rules rules) {
        return HgPlay.start("forest-end-gold", 0, rules, RED, BLUE)
                .tile("deer", 0, 1, 0).member(RED, 0, 1, 0)
                .tile("mammoth", 1, 1, 0)
                .tile("forest-end", 0, -1, 180)
                .bonus("hunting-trap", 2, 1, 0)
                .tile("deer", 3, 1, 0);
    }

    @Test
    void theHuntingTrapScoresItsMeadowsAnimalsAroundItAtOnceAndUsesThemUp2020Printing() {
        HgPlay p = huntingTrap(HgPlay.EDITION_2020);
        Scoring trap = p.state().scorings().get(0);
        assertEquals(3, trap.pointsFor(RED), trap.explanation());
        assertTrue(trap.explanation().contains("hunting trap at (2,1) (2020 printing)"), trap.explanation());
        GameState end = p.end();
        assertTrue(end.warnings().isEmpty(), end.warnings().toString());
        assertEquals(3 + 2, end.score(RED), "the mammoth is used up; the deer at (0,1) and the later one at (3,1)"
                + " remain: " + end.scorings());
        assertTrue(end.scorings().get(1).explanation().contains("used up by the hunting trap at (2,1)"),
                end.scorings().get(1).explanation());
    }

    @Test
    void theClassicRulesIgnoreTheHuntingTrap() {
        GameState end = huntingTrap(HgPlay.CLASSIC).end();
        assertEquals(2 + 2 + 2, end.score(RED), end.scorings().toString());
        assertEquals(1, end.scorings().size());
    }

    @Test
    void thePitTrapDoublesTheAnimalsAroundItInItsMeadow2020Printing() {
        List<PlacedTile> tiles = List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("pit-trap", 1, 0, 0),
                HgPlay.placed("deer", 2, 0, 0), HgPlay.placed("mammoth", 3, 0, 0), HgPlay.placed("tiger", 1, 1, 0));
        List<FigurePlaced> hunter = List.of(HgPlay.hunter(RED, 3, 0));
        GameState s = board(tiles, hunter, HgPlay.EDITION_2020);
        assertEquals(2 * 1 + 3, s.score(RED), s.scorings().toString());
        assertTrue(s.scorings().get(0).explanation().contains("the pit trap at (1,0) doubles the animals at"),
                s.scorings().get(0).explanation());
        assertEquals(2 + 2, board(tiles, hunter, HgPlay.CLASSIC).score(RED));
    }

    @Test
    void wildFireDrivesOffTheTigers2020Printing() {
        List<PlacedTile> tiles = List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("tiger", 1, 0, 0),
                HgPlay.placed("wild-fire", 2, 0, 0));
        assertEquals(1, board(tiles, List.of(HgPlay.hunter(RED, 0, 0)), HgPlay.EDITION_2020).score(RED));
    }

    /**
     * Three lakes in one system (start, the lake in the middle of the through-tile, the bonus
     * tile's), after blue closes a forest with gold and lays {@code bonus} at its east end.
     */
    private static HgPlay threeLakes(Rules rules, String bonus, boolean redHut) {
        HgPlay p = HgPlay.start("lake-1", 0, rules, RED, BLUE)
                .tile("river", 1, 0, 0);
        if (redHut) {
            p.hut(RED, 1, 0, 1);
        }
        return p.tile("lake-through", 2, 0, 0)
                .tile("forest-end-gold", 0, 1, 180)
                .tile("forest-end", 0, 2, 0)
                .bonus(bonus, 3, 0, 180);
    }

    @Test
    void theLogboatScoresTwoPerLakeOfItsRiverSystem2020Printing() {
        GameState s = threeLakes(HgPlay.EDITION_2020, "logboat", false).state();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertEquals(6, s.score(BLUE), s.scorings().toString());
        assertTrue(s.scorings().get(0).explanation().contains("holds 3 lakes"), s.scorings().get(0).explanation());
        assertEquals(0, threeLakes(HgPlay.CLASSIC, "logboat", false).state().score(BLUE));
    }

    @Test
    void theRaftAddsOnePerLakeForTheHutsOfItsSystem2020Printing() {
        GameState s = threeLakes(HgPlay.EDITION_2020, "raft", true).end();
        assertEquals(3 + 3, s.score(RED), s.scorings().toString());
        assertEquals(3, threeLakes(HgPlay.CLASSIC, "raft", true).end().score(RED));
    }

    /** Red's hunter on a deer; red closes a gold forest and lays the shaman as the bonus tile. */
    private static HgPlay shaman(Rules rules) {
        return HgPlay.start("forest-end-gold", 0, rules, RED, BLUE)
                .tile("deer", 0, 1, 0).member(RED, 0, 1, 0)
                .tile("lake-1", 1, 1, 0).hut(BLUE, 1, 1, 1)
                .tile("forest-end", 0, -1, 180)
                .bonus("shaman", -1, 1, 0);
    }

    @Test
    void theShamanLetsThePlayerWhoLaidItTakeBackOneTribeMember2020Printing() {
        GameState s = shaman(HgPlay.EDITION_2020).takeBack(RED, 0, 1, 0).state();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertEquals(5, s.supply(RED, FigureKind.FOLLOWER));
        assertTrue(s.figuresOf(RED).isEmpty());
    }

    @Test
    void theShamanTakesBackOnlyOneFigure2020Printing() {
        HgPlay p = shaman(HgPlay.EDITION_2020).member(RED, -1, 1, 0).takeBack(RED, 0, 1, 0).takeBack(RED, -1, 1, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.FIGURE_RETURNED).size());
    }

    @Test
    void theShamanTakesBackNeitherAnotherPlayersFigureNorAHut2020Printing() {
        HgPlay p = shaman(HgPlay.EDITION_2020).takeBack(BLUE, 1, 1, 1);
        List<Warning> w = HgPlay.warnings(p.state(), RuleBreak.FIGURE_RETURNED);
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("own figures"), w.get(0).message());
    }

    @Test
    void aFigureTakenBackWithoutTheShamanGivesAWarning() {
        HgPlay p = shaman(HgPlay.CLASSIC).takeBack(RED, 0, 1, 0);
        List<Warning> w = HgPlay.warnings(p.state(), RuleBreak.FIGURE_RETURNED);
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("classic rules"), w.get(0).message());
        assertEquals(5, p.state().supply(RED, FigureKind.FOLLOWER), "the table is the truth: the figure is back");
    }

    private static GameState board(List<PlacedTile> tiles, List<FigurePlaced> figures, Rules rules) {
        return Game.ofBoard(HgPlay.setup(tiles.get(0).type().id(), rules, RED, BLUE), tiles, figures);
    }
}
