package org.tablecompanion.engine.scoring;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.players.Role;

/** Roads and their thieves: 1 point per tile, completed or not. */
public final class RoadScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        for (Feature f : completedThisTurn) {
            if (f.terrain() == Terrain.ROAD) {
                Majority m = Majority.of(context.figuresOn(f), Role.THIEF);
                if (!m.isEmpty()) {
                    int points = f.tileCount();
                    result.add(m.award(context.turn(), ScoringPhase.COMPLETED, f, Role.THIEF, points,
                            "road of " + tiles(f.tileCount()) + " = " + points));
                }
            }
        }
        return result;
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        for (Feature f : context.featuresWithFigures()) {
            if (f.terrain() == Terrain.ROAD && !f.complete()) {
                Majority m = Majority.of(context.figuresOn(f), Role.THIEF);
                if (!m.isEmpty()) {
                    int points = f.tileCount();
                    result.add(m.award(context.turn(), ScoringPhase.END_OF_GAME, f, Role.THIEF, points,
                            "incomplete road of " + tiles(f.tileCount()) + " = " + points));
                }
            }
        }
        return result;
    }

    static String tiles(int n) {
        return n == 1 ? "1 tile" : n + " tiles";
    }
}
