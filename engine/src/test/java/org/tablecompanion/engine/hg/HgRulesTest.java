package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.scoring.ScoringPhase;

/** The classic H&amp;G rules (both seeds), one behaviour per test. */
class HgRulesTest {

    @Test
    void eachPlayerPlaysFiveTribeMembersAndTwoHuts() {
        GameState s = HgPlay.start("meadow", 0, RED, BLUE).state();
        assertEquals(5, s.supply(RED, FigureKind.FOLLOWER));
        assertEquals(2, s.supply(RED, FigureKind.HUT));
    }

    @Test
    void aTribeMemberIsAGathererInAForestAFisherOnARiverAndAHunterOnAMeadow() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE)
                .tile("lake-1", 0, 1, 0).member(RED, 0, 1, 1)
                .tile("forest-end", 1, 0, 0).member(BLUE, 1, 0, 0)
                .tile("meadow", -1, 0, 0).member(RED, -1, 0, 0);
        List<Role> roles = p.state().figures().stream().map(f -> f.role()).toList();
        assertEquals(List.of(Role.FISHER, Role.GATHERER, Role.HUNTER), roles);
        assertTrue(p.state().warnings().isEmpty(), p.state().warnings().toString());
    }

    @Test
    void aTribeMemberMayNotJoinAFeatureHoldingAMemberOfTheSameRoleNotEvenItsOwn() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE)
                .tile("meadow", 1, 0, 0).member(RED, 1, 0, 0)
                .tile("meadow", 2, 0, 0);
        assertTrue(p.game.legalFigureFeatures(BLUE, FigureKind.FOLLOWER).isEmpty());
        p.member(BLUE, 2, 0, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.FEATURE_OCCUPIED).size());
    }

    @Test
    void hutsBlockHutsInTheWholeRiverSystemAcrossLakes() {
        HgPlay p = HgPlay.start("lake-1", 0, BLUE, RED)
                .tile("river", 1, 0, 0).hut(BLUE, 1, 0, 1)
                .tile("lake-through", 2, 0, 0)
                .tile("river", 3, 0, 0);
        assertTrue(p.game.legalFigureFeatures(BLUE, FigureKind.HUT).isEmpty(), "blue's hut holds the system");
        p.tile("meadow", 3, 1, 0).tile("river", 4, 0, 0);
        assertTrue(p.game.legalFigureFeatures(RED, FigureKind.HUT).isEmpty(), "the lake does not split the system");
        p.hut(RED, 4, 0, 1);
        List<org.tablecompanion.engine.game.Warning> w = HgPlay.warnings(p.state(), RuleBreak.HUT_SYSTEM_OCCUPIED);
        assertEquals(1, w.size(), p.state().warnings().toString());
        assertTrue(w.get(0).message().contains("that river system already holds blue's hut at (1,0)"), w.get(0).message());
    }

    @Test
    void hutsAndFishersNeverBlockEachOther() {
        HgPlay p = HgPlay.start("lake-1", 0, BLUE, RED)
                .tile("river", 1, 0, 0).hut(BLUE, 1, 0, 1)
                .tile("river", 2, 0, 0);
        assertEquals(List.of(1), p.game.legalFigureFeatures(RED, FigureKind.FOLLOWER).stream()
                .filter(i -> i == 1).toList());
        p.member(RED, 2, 0, 1).tile("river", 3, 0, 0);
        assertTrue(p.game.legalFigureFeatures(BLUE, FigureKind.FOLLOWER).stream().noneMatch(i -> i == 1),
                "the fisher blocks fishers");
        assertTrue(p.state().warnings().isEmpty(), p.state().warnings().toString());
    }

    @Test
    void springsBoundRiverSystemsSoEachMayHoldAHut() {
        HgPlay p = HgPlay.start("lake-1", 0, BLUE, RED)
                .tile("spring", 1, 0, 180).hut(BLUE, 1, 0, 1)
                .tile("spring", 2, 0, 0).hut(RED, 2, 0, 1)
                .tile("lake-2", 3, 0, 180);
        GameState s = p.end();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertEquals(1, s.score(BLUE));
        assertEquals(2, s.score(RED));
    }

    @Test
    void hutsNeverReturnWhenTheirRiverIsCompleted() {
        HgPlay p = HgPlay.start("lake-1", 0, BLUE, RED)
                .tile("river", 1, 0, 0).hut(BLUE, 1, 0, 1)
                .tile("lake-1", 2, 0, 180);
        GameState s = p.state();
        assertEquals(1, s.supply(BLUE, FigureKind.HUT));
        assertEquals(1, s.figures().size());
    }

    @Test
    void huntersNeverReturnEvenFromAClosedMeadow() {
        HgPlay p = HgPlay.start("forest-straight", 0, RED, BLUE)
                .tile("forest-straight", 1, 0, 0).member(RED, 1, 0, 2);
        GameState s = p.state();
        assertTrue(s.features().of(new org.tablecompanion.engine.features.FeaturePart(
                new org.tablecompanion.engine.board.Position(1, 0), 2)).orElseThrow().complete());
        assertEquals(4, s.supply(RED, FigureKind.FOLLOWER));
        assertEquals(Role.HUNTER, s.figures().get(0).role());
    }

    @Test
    void meadowsAreNeverScoredDuringTheGame() {
        HgPlay p = HgPlay.start("forest-straight", 0, RED, BLUE)
                .tile("forest-straight", 1, 0, 0).member(RED, 1, 0, 2)
                .tile("meadow", 2, 0, 0);
        assertTrue(p.state().scorings().isEmpty());
    }

    @Test
    void incompleteRiversAndForestsScoreNothingAtTheEnd() {
        HgPlay p = HgPlay.start("lake-3", 0, RED, BLUE)
                .tile("river", 1, 0, 0).member(RED, 1, 0, 1)
                .tile("forest-end", 0, 1, 180).member(BLUE, 0, 1, 0);
        GameState s = p.end();
        assertEquals(0, s.score(RED));
        assertEquals(0, s.score(BLUE));
        assertTrue(s.scorings().isEmpty(), s.scorings().toString());
    }

    @Test
    void aRiverEndingAtASpringIsComplete() {
        HgPlay p = HgPlay.start("spring", 0, RED, BLUE)
                .tile("river", 1, 0, 0).member(RED, 1, 0, 1)
                .tile("spring", 2, 0, 180);
        assertEquals(3, p.state().score(RED), "3 tiles, no lake");
    }

    @Test
    void fireDrivesOffEveryTigerOfItsMeadow() {
        GameState s = board(List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("tiger", 1, 0, 0),
                HgPlay.placed("tiger", 2, 0, 0), HgPlay.placed("fire", 3, 0, 0)), List.of(HgPlay.hunter(RED, 0, 0)));
        assertEquals(2, s.score(RED));
        assertTrue(s.scorings().get(0).explanation().contains("the fire at (3,0) drives off the 2 tigers"),
                s.scorings().get(0).explanation());
    }

    @Test
    void noHunterMayBePlacedOnTheFireTile() {
        HgPlay p = HgPlay.start("forest-end-gold", 180, RED, BLUE)
                .tile("forest-end", 0, 1, 0)
                .bonus("fire", 1, 0, 0);
        assertTrue(p.game.legalFigureFeatures(BLUE, FigureKind.FOLLOWER).isEmpty());
        p.member(BLUE, 1, 0, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.HUNTER_ON_FIRE).size(), p.state().warnings().toString());
    }

    @Test
    void wildFireIsTheFireUnderTheClassicRules() {
        GameState s = board(List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("tiger", 1, 0, 0),
                HgPlay.placed("wild-fire", 2, 0, 0)), List.of(HgPlay.hunter(RED, 0, 0)));
        assertEquals(2, s.score(RED));
    }

    @Test
    void anAurochsIsWorthTwoAndNoTigerEatsIt() {
        GameState s = board(List.of(HgPlay.placed("aurochs", 0, 0, 0), HgPlay.placed("tiger", 1, 0, 0)),
                List.of(HgPlay.hunter(RED, 0, 0)));
        assertEquals(2, s.score(RED));
    }

    @Test
    void aTigerEatsOnlyDeerNeverAMammoth() {
        GameState s = board(List.of(HgPlay.placed("mammoth", 0, 0, 0), HgPlay.placed("tiger", 1, 0, 0)),
                List.of(HgPlay.hunter(RED, 0, 0)));
        assertEquals(2, s.score(RED));
    }

    @Test
    void eachMushroomPatchAddsTwoToItsCompletedForest() {
        HgPlay p = HgPlay.start("forest-end", 0, RED, BLUE)
                .tile("mushrooms", 0, -1, 180).member(RED, 0, -1, 0);
        GameState s = p.state();
        assertEquals(6, s.score(RED));
        assertTrue(s.scorings().get(0).explanation().contains("forest of 2 tiles x2 + 1 mushroom patch x2 = 6"),
                s.scorings().get(0).explanation());
    }

    @Test
    void aHunterBesideTheDolmenMakesItsOwnerTheMeadowsOnlyScorer() {
        GameState s = board(List.of(HgPlay.placed("deer", 0, 0, 0), HgPlay.placed("deer", 1, 0, 0),
                HgPlay.placed("mammoth", 2, 0, 0), HgPlay.placed("dolmen", 3, 0, 0)),
                List.of(HgPlay.hunter(RED, 0, 0), HgPlay.hunter(RED, 1, 0), HgPlay.hunter(BLUE, 3, 0)));
        assertEquals(6, s.score(BLUE), s.scorings().toString());
        assertEquals(0, s.score(RED));
        assertTrue(s.scorings().get(0).explanation().contains("the dolmen at (3,0): blue's hunter beside it"),
                s.scorings().get(0).explanation());
    }

    @Test
    void aHunterBesideTheDolmenStillMayNotJoinAMeadowThatHoldsAHunter() {
        HgPlay p = HgPlay.start("forest-end-gold", 180, RED, BLUE)
                .tile("deer", 0, 1, 0).member(RED, 0, 1, 0)
                .tile("forest-end", -1, 0, 90)
                .bonus("dolmen", 1, 1, 0);
        assertTrue(p.game.legalFigureFeatures(BLUE, FigureKind.FOLLOWER).isEmpty());
    }

    @Test
    void aHutHasNothingToDoOnAMeadowNorATribeMemberOnALake() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE)
                .tile("lake-1", 1, 0, 0).member(RED, 1, 0, 2)
                .tile("meadow", 2, 0, 0).hut(BLUE, 2, 0, 0);
        assertEquals(2, HgPlay.warnings(p.state(), RuleBreak.FIGURE_NOT_ALLOWED).size(), p.state().warnings().toString());
    }

    @Test
    void aHutMayStandOnALake() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE)
                .tile("lake-2", 1, 0, 0).hut(RED, 1, 0, 2);
        GameState s = p.end();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertEquals(2, s.score(RED));
    }

    @Test
    void finalScoringCountsHutsBeforeHunters() {
        HgPlay p = HgPlay.start("lake-2", 0, RED, BLUE)
                .tile("deer", 0, 1, 0).member(RED, 0, 1, 0)
                .tile("river", 1, 0, 0).hut(BLUE, 1, 0, 1);
        GameState s = p.end();
        assertEquals(List.of(Role.HUT, Role.HUNTER), s.scorings().stream()
                .filter(x -> x.phase() == ScoringPhase.END_OF_GAME)
                .map(x -> x.awards().get(0).player() == BLUE ? Role.HUT : Role.HUNTER).toList());
    }

    private static GameState board(List<PlacedTile> tiles, List<FigurePlaced> figures) {
        PlayerColour[] players = {RED, BLUE};
        return Game.ofBoard(HgPlay.setup(tiles.get(0).type().id(), HgPlay.CLASSIC, players), tiles, figures);
    }

    @Test
    void aGathererReturnsAfterItsForestScores() {
        HgPlay p = HgPlay.start("forest-end", 0, RED, BLUE)
                .tile("forest-end", 0, -1, 180).member(RED, 0, -1, 0);
        assertEquals(5, p.state().supply(RED, FigureKind.FOLLOWER));
        assertFalse(p.state().figures().iterator().hasNext());
    }
}
