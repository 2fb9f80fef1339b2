package org.tablecompanion.engine.scoring;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.players.Role;

/** Monasteries and their monks: 9 when surrounded; at the end 1 + 1 per surrounding tile. */
public final class MonasteryScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        for (Feature f : completedThisTurn) {
            if (f.terrain() == Terrain.MONASTERY) {
                Majority m = Majority.of(context.figuresOn(f), Role.MONK);
                if (!m.isEmpty()) {
                    result.add(m.award(context.turn(), ScoringPhase.COMPLETED, f, Role.MONK, 9,
                            "monastery surrounded by 8 tiles = 9"));
                }
            }
        }
        return result;
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        for (Feature f : context.featuresWithFigures()) {
            if (f.terrain() == Terrain.MONASTERY && !f.complete()) {
                Majority m = Majority.of(context.figuresOn(f), Role.MONK);
                if (!m.isEmpty()) {
                    int around = context.board().surroundingCount(f.anchor().position());
                    int points = 1 + around;
                    result.add(m.award(context.turn(), ScoringPhase.END_OF_GAME, f, Role.MONK, points,
                            "incomplete monastery: 1 + " + RoadScoring.tiles(around) + " around = " + points));
                }
            }
        }
        return result;
    }
}
