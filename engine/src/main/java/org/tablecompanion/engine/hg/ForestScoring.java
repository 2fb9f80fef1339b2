package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.scoring.Majority;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringContext;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.engine.scoring.TerrainScoring;

/**
 * Forests and their gatherers. A forest is complete when meadow surrounds it with no gap; its
 * majority of gatherers scores 2 per tile (both seeds: 2 tiles = 4, 5 tiles = 10) + 2 per
 * mushroom patch (the mushroom bonus tile; 2020 printing: 3, unconfirmed). Incomplete forests
 * score nothing at the end. Whether gold earns a bonus tile is the turn's business
 * ({@link HgTurnHooks}), not the scoring's: it does not depend on who has gatherers there.
 */
final class ForestScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        FeatureLookup lookup = FeatureLookup.of(context);
        for (Feature f : completedThisTurn) {
            if (f.terrain() != Terrain.FOREST) {
                continue;
            }
            Majority m = Majority.of(context.figuresOn(f), Role.GATHERER);
            if (m.isEmpty()) {
                continue;
            }
            int mushrooms = 0;
            List<FeaturePart> gold = new ArrayList<>();
            for (FeaturePart p : f.parts()) {
                mushrooms += lookup.spec(p).mushrooms();
                if (lookup.spec(p).gold()) {
                    gold.add(p);
                }
            }
            int each = HgValues.mushroom(context.rules().hgEdition());
            int points = 2 * f.tileCount() + each * mushrooms;
            String value = "forest of " + Words.tiles(f.tileCount()) + " x2";
            if (mushrooms > 0) {
                value += " + " + (mushrooms == 1 ? "1 mushroom patch" : mushrooms + " mushroom patches") + " x" + each
                        + (each == 3 ? " (2020 printing)" : "");
            }
            value += " = " + points;
            if (!gold.isEmpty()) {
                value += " (gold at " + gold.get(0).position() + ")";
            }
            result.add(m.award(context.turn(), ScoringPhase.COMPLETED, f, Role.GATHERER, points, value));
        }
        return result;
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        return List.of(); // gatherers in incomplete forests go home with nothing (both seeds)
    }

    /** Whether any part of a forest holds gold (a gold nugget, or a menhir in the 2020 printing). */
    static boolean hasGold(Feature forest, FeatureLookup lookup) {
        for (FeaturePart p : forest.parts()) {
            if (lookup.spec(p).gold()) {
                return true;
            }
        }
        return false;
    }
}
