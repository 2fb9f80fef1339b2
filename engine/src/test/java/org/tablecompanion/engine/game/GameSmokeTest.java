package org.tablecompanion.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.HandTiles;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.Rules;

class GameSmokeTest {

    static GameSetup setup() {
        return new GameSetup(List.of(Player.of(PlayerColour.RED), Player.of(PlayerColour.BLUE)), HandTiles.catalog(),
                Rules.DEFAULT);
    }

    @Test
    void aKnightPlacedOnTheTileThatClosesATwoTileCityScoresFourAndReturns() {
        Game g = Game.start(setup());
        g.apply(TilePlaced.of("D", 0, 0, Rotation.R0));
        g.apply(TilePlaced.of("E", 0, -1, Rotation.R180));
        g.apply(FigurePlaced.follower(PlayerColour.RED, 0, -1, 0));
        GameState s = g.state();
        assertEquals(4, s.score(PlayerColour.RED), s.scorings().toString());
        assertEquals(7, s.supply(PlayerColour.RED, FigureKind.FOLLOWER));
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        g.apply(new GameEnded());
        assertEquals(4, g.state().score(PlayerColour.RED));
    }
}
