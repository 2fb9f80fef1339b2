package org.tablecompanion.engine.random;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.record.GameRecords;

/** The random players' look-ahead agrees with what laying the tile then completes. */
class WouldCompleteTest {

    @Test
    void thePredictedCompletionsAreTheFeaturesTheTileThenCompletes() {
        for (int seed = 0; seed < 40; seed++) {
            RandomGame g = seed % 2 == 0 ? RandomGames.base(seed, 3) : RandomGames.baseAndRiver(seed, 3);
            Game game = Game.start(GameRecords.setup(g.record()));
            for (GameEvent e : g.record().events()) {
                int predicted = -1;
                if (e instanceof TilePlaced t && game.lastTile().isPresent()) {
                    predicted = game.wouldComplete(GameRecords.setup(g.record()).catalog().require(t.tile()),
                            new Placement(t.position(), t.rotation()));
                }
                game.apply(e);
                if (predicted >= 0) {
                    assertEquals(completedBy(game.state(), ((TilePlaced) e).position()), predicted,
                            "seed " + seed + " " + e.describe());
                }
            }
        }
    }

    private static int completedBy(GameState s, Position at) {
        Set<FeaturePart> done = new HashSet<>();
        PlacedTile tile = s.board().at(at).orElseThrow();
        for (int i = 0; i < tile.featureCount(); i++) {
            Feature f = s.features().of(new FeaturePart(at, i)).orElseThrow();
            if (f.complete() && f.terrain() != Terrain.LAKE) { // a lake has no ports: "complete" from the start
                done.add(f.anchor());
            }
        }
        for (Position p : at.surrounding()) {
            s.board().at(p).ifPresent(t -> {
                for (int i = 0; i < t.featureCount(); i++) {
                    Feature f = s.features().of(new FeaturePart(p, i)).orElseThrow();
                    if (f.terrain() == Terrain.MONASTERY && f.complete()) {
                        done.add(f.anchor());
                    }
                }
            });
        }
        return done.size();
    }
}
