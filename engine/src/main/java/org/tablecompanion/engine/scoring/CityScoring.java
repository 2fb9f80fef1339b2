package org.tablecompanion.engine.scoring;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.players.Role;

/**
 * Cities and their knights. Completed: 2 per tile + 2 per pennant (a tile holding two parts of the
 * city counts once); with the {@code smallCity} switch a city of exactly two tiles scores 2 + 2
 * per pennant. Incomplete at the end: 1 per tile + 1 per pennant.
 */
public final class CityScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        for (Feature f : completedThisTurn) {
            if (f.terrain() != Terrain.CITY) {
                continue;
            }
            Majority m = Majority.of(context.figuresOn(f), Role.KNIGHT);
            if (m.isEmpty()) {
                continue;
            }
            int tiles = f.tileCount();
            int points;
            String value;
            if (context.rules().smallCity() && tiles == 2) {
                points = 2 + 2 * f.pennants();
                value = "small city of 2 tiles (first-edition rule) = 2" + pennantText(f.pennants(), 2, points);
            } else {
                points = 2 * tiles + 2 * f.pennants();
                value = "city of " + RoadScoring.tiles(tiles) + " x2" + pennantText(f.pennants(), 2, points);
            }
            result.add(m.award(context.turn(), ScoringPhase.COMPLETED, f, Role.KNIGHT, points, value));
        }
        return result;
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        for (Feature f : context.featuresWithFigures()) {
            if (f.terrain() != Terrain.CITY || f.complete()) {
                continue;
            }
            Majority m = Majority.of(context.figuresOn(f), Role.KNIGHT);
            if (m.isEmpty()) {
                continue;
            }
            int points = f.tileCount() + f.pennants();
            String value = "incomplete city of " + RoadScoring.tiles(f.tileCount()) + pennantText(f.pennants(), 1, points);
            result.add(m.award(context.turn(), ScoringPhase.END_OF_GAME, f, Role.KNIGHT, points, value));
        }
        return result;
    }

    private static String pennantText(int pennants, int each, int total) {
        if (pennants == 0) {
            return " = " + total;
        }
        String p = pennants == 1 ? "1 pennant" : pennants + " pennants";
        return " + " + p + (each == 1 ? "" : " x" + each) + " = " + total;
    }
}
