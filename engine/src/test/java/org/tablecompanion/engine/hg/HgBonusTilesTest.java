package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.game.RuleBreak;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.engine.players.Player;

/**
 * Bonus tiles after a forest with gold (both seeds): drawn by the player who laid the tile, one
 * per turn, no chain, none when the pile is empty; the record marks them and the engine warns
 * when one appears without a right or an owed one never comes.
 */
class HgBonusTilesTest {

    /** Red's first tile closes a two-tile forest with gold: red is owed a bonus tile. */
    private static HgPlay redClosesAGoldForest() {
        return HgPlay.start("forest-end-gold", 180, RED, BLUE).tile("forest-end", 0, 1, 0);
    }

    @Test
    void aForestWithGoldCompletedWithoutGatherersStillEarnsABonusTile() {
        GameState s = redClosesAGoldForest().state();
        assertTrue(s.scorings().isEmpty());
        assertTrue(s.bonusTileDue());
        assertEquals(RED, s.turnPlayer().orElseThrow());
    }

    @Test
    void theBonusTileGoesToThePlayerWhoLaidTheTileNotToTheScorer() {
        HgPlay p = HgPlay.start("forest-end-gold", 180, RED, BLUE)
                .tile("forest-straight", 0, 1, 0).member(RED, 0, 1, 0)
                .tile("forest-end", 0, 2, 0);
        GameState s = p.state();
        assertEquals(6, s.score(RED));
        assertEquals(BLUE, s.turnPlayer().orElseThrow());
        assertTrue(s.bonusTileDue());
        p.bonus("bonus-meadow", 1, 2, 0).member(BLUE, 1, 2, 0);
        assertTrue(p.state().warnings().isEmpty(), p.state().warnings().toString());
    }

    @Test
    void aBonusTileIsLaidWithinTheSameTurnAndMayCarryTheGathererJustReturned() {
        HgPlay p = HgPlay.start("forest-end-gold", 180, RED, BLUE)
                .tile("forest-end", 0, 1, 0).member(RED, 0, 1, 0);
        assertEquals(5, p.state().supply(RED, org.tablecompanion.engine.players.FigureKind.FOLLOWER));
        int turn = p.game.turn();
        p.bonus("bonus-meadow", 1, 1, 0).member(RED, 1, 1, 0);
        GameState s = p.state();
        assertEquals(turn, s.turn());
        assertEquals(RED, s.turnPlayer().orElseThrow());
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
    }

    @Test
    void anotherPlayersFigureOnTheBonusTileIsOutOfTurn() {
        HgPlay p = redClosesAGoldForest().bonus("bonus-meadow", 1, 1, 0).member(BLUE, 1, 1, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.FIGURE_OUT_OF_TURN).size());
    }

    @Test
    void severalForestsWithGoldClosedByOneTileEarnOneBonusTile() {
        HgPlay p = HgPlay.start("forest-end-gold", 180, RED, BLUE)
                .tile("meadow", 1, 0, 0)
                .tile("meadow", 1, 1, 0)
                .tile("meadow", 1, 2, 0)
                .tile("forest-end-gold", 0, 2, 0)
                .tile("forest-two-ends", 0, 1, 0);
        assertTrue(p.state().bonusTileDue());
        p.bonus("bonus-meadow", 2, 0, 0);
        assertFalse(p.state().bonusTileDue());
        p.bonus("bonus-meadow", 2, 1, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.BONUS_WITHOUT_RIGHT).size(), p.state().warnings().toString());
    }

    @Test
    void aBonusTileThatCompletesAForestWithGoldEarnsNoOtherNoChain() {
        HgPlay p = HgPlay.start("forest-end-gold", 180, RED, BLUE)
                .tile("meadow", 1, 0, 0)
                .tile("forest-end-gold", 1, 1, 180)
                .tile("forest-end", 0, 1, 0);
        assertTrue(p.state().bonusTileDue());
        p.bonus("bonus-forest-end-gold", 1, 2, 0).member(RED, 1, 2, 0);
        GameState s = p.state();
        assertEquals(4, s.score(RED), "the forest the bonus tile closed still scores");
        assertFalse(s.bonusTileDue());
        p.bonus("bonus-meadow", 2, 0, 0);
        List<Warning> w = HgPlay.warnings(p.state(), RuleBreak.BONUS_WITHOUT_RIGHT);
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("no chain"), w.get(0).message());
    }

    @Test
    void noBonusTileIsDueWhenTheBonusPileIsEmpty() {
        Game g = Game.start(new GameSetup(List.of(Player.of(RED), Player.of(BLUE)), oneBonusTile(), HgPlay.CLASSIC));
        g.apply(TilePlaced.of("forest-end-gold", 0, 0, Rotation.R180));
        g.apply(TilePlaced.of("forest-end", 0, 1, Rotation.R0));
        g.apply(new TilePlaced("bonus-meadow", 1, 1, Rotation.R0, true));
        g.apply(TilePlaced.of("forest-end-gold", -1, 0, Rotation.R180));
        g.apply(TilePlaced.of("forest-end", -1, 1, Rotation.R0));
        assertTrue(g.state().warnings().isEmpty(), g.state().warnings().toString());
        assertFalse(g.state().bonusTileDue(), "the only bonus tile is on the table");
        g.apply(new GameEnded());
        assertTrue(g.state().warnings().isEmpty(), g.state().warnings().toString());
    }

    @Test
    void aBonusTileWithoutARightGivesAWarning() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE).tile("meadow", 1, 0, 0).bonus("bonus-meadow", 2, 0, 0);
        List<Warning> w = HgPlay.warnings(p.state(), RuleBreak.BONUS_WITHOUT_RIGHT);
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("no bonus tile is due"), w.get(0).message());
    }

    @Test
    void anOwedBonusTileThatNeverComesGivesAWarningAtTheNextTile() {
        HgPlay p = redClosesAGoldForest().tile("meadow", 1, 1, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.BONUS_MISSING).size());
    }

    @Test
    void anOwedBonusTileThatNeverComesGivesAWarningAtTheEnd() {
        GameState s = redClosesAGoldForest().end();
        assertEquals(1, HgPlay.warnings(s, RuleBreak.BONUS_MISSING).size(), s.warnings().toString());
    }

    @Test
    void theBonusTileEarnedOnTheLastLandTileIsStillLaidBeforeTheGameEnds() {
        GameState s = redClosesAGoldForest().bonus("bonus-meadow", 1, 1, 0).end();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertTrue(s.ended());
    }

    @Test
    void aLandTileLaidAsABonusTileComesFromTheWrongPile() {
        HgPlay p = redClosesAGoldForest().bonus("meadow", 1, 1, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.WRONG_PILE).size());
        assertTrue(HgPlay.warnings(p.state(), RuleBreak.BONUS_WITHOUT_RIGHT).isEmpty());
    }

    @Test
    void aBonusTileLaidAsATurnsTileComesFromTheWrongPile() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE).tile("bonus-meadow", 1, 0, 0);
        assertEquals(1, HgPlay.warnings(p.state(), RuleBreak.WRONG_PILE).size());
    }

    @Test
    void theRecordMarksBonusTiles() {
        HgPlay p = redClosesAGoldForest().bonus("bonus-meadow", 1, 1, 0);
        List<Boolean> marks = p.game.events().stream().map(e -> ((TilePlaced) e).bonus()).toList();
        assertEquals(List.of(false, false, true), marks);
    }

    /** The test tiles with one bonus tile in the pile. */
    private static Catalog oneBonusTile() {
        Catalog all = HgPlay.tiles("forest-end-gold");
        List<TileType> tiles = new ArrayList<>();
        for (TileType t : all.tiles()) {
            if (t.role() != TileRole.BONUS) {
                tiles.add(t);
            } else if (t.id().equals("bonus-meadow")) {
                tiles.add(t.withCount(1));
            }
        }
        return new Catalog(all.id(), all.name(), all.game(), all.startTile(), tiles);
    }
}
