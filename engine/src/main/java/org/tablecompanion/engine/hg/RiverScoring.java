package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.scoring.Majority;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringContext;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.engine.scoring.TerrainScoring;

/**
 * River stretches and their fishers. A stretch ends at a lake or a spring and is complete when
 * no end is open (or it closes a loop): the feature graph's "no open port". Its majority of
 * fishers scores 1 per tile + 1 per fish in the lake(s) at its ends (both seeds' examples: 3 tiles
 * and lakes of 1 and 2 fish = 6); 2020 printing: + the fish drawn on the stretch itself.
 * Incomplete stretches score nothing at the end (both seeds).
 */
final class RiverScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        List<Scoring> result = new ArrayList<>();
        FeatureLookup lookup = FeatureLookup.of(context);
        HgEdition edition = context.rules().hgEdition();
        for (Feature f : completedThisTurn) {
            if (f.terrain() != Terrain.RIVER) {
                continue;
            }
            Majority m = Majority.of(context.figuresOn(f), Role.FISHER);
            if (m.isEmpty()) {
                continue;
            }
            int points = f.tileCount();
            StringBuilder value = new StringBuilder("river of " + Words.tiles(f.tileCount()));
            List<String> lakes = new ArrayList<>();
            for (FeaturePart lake : RiverSystems.lakesOf(f, lookup)) {
                int fish = lookup.spec(lake).fish();
                points += fish;
                lakes.add("the lake at " + lake.position() + " with " + Words.fish(fish));
            }
            if (!lakes.isEmpty()) {
                value.append(" + ").append(String.join(" + ", lakes));
            }
            if (HgValues.riverFishCount(edition)) {
                int fish = riverFish(f, lookup);
                if (fish > 0) {
                    points += fish;
                    value.append(" + ").append(Words.fish(fish)).append(" in the stretch (2020 printing)");
                }
            }
            value.append(" = ").append(points);
            result.add(m.award(context.turn(), ScoringPhase.COMPLETED, f, Role.FISHER, points, value.toString()));
        }
        return result;
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        return List.of(); // fishers on incomplete rivers go home with nothing (both seeds)
    }

    /** Fish drawn on a river stretch's own parts (2020 printing). */
    static int riverFish(Feature river, FeatureLookup lookup) {
        int fish = 0;
        for (FeaturePart p : river.parts()) {
            fish += lookup.spec(p).fish();
        }
        return fish;
    }
}
