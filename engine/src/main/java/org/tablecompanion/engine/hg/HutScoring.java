package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.scoring.Majority;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringContext;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.engine.scoring.TerrainScoring;

/**
 * Huts, at the end only: the majority of huts in a river system scores 1 per fish in the whole
 * system, complete or not (both seeds: one blue hut, 5 fish = 5). Classic rules count the lakes'
 * fish ("each fish in the lake", Polish seed); 2020 printing: + fish drawn in the rivers, and a
 * raft in the system adds 1 per lake.
 */
final class HutScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        return List.of(); // huts score only at the end and never return
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        FeatureLookup lookup = FeatureLookup.of(context);
        HgEdition edition = context.rules().hgEdition();
        List<Scoring> result = new ArrayList<>();
        for (RiverSystem system : RiverSystems.all(lookup)) {
            List<Figure> huts = new ArrayList<>();
            for (Feature f : system.features()) {
                for (Figure fig : context.figuresOn(f)) {
                    if (fig.role() == Role.HUT) {
                        huts.add(fig);
                    }
                }
            }
            Majority m = Majority.of(huts, Role.HUT);
            if (m.isEmpty()) {
                continue;
            }
            int points = 0;
            List<String> sources = new ArrayList<>();
            for (Feature lake : system.lakes()) {
                int fish = lookup.spec(lake.anchor()).fish();
                points += fish;
                sources.add("the lake at " + lake.anchor().position() + " with " + Words.fish(fish));
            }
            if (sources.isEmpty()) {
                sources.add("no lake");
            }
            if (HgValues.riverFishCount(edition)) {
                int fish = 0;
                for (Feature river : system.rivers()) {
                    fish += RiverScoring.riverFish(river, lookup);
                }
                if (fish > 0) {
                    points += fish;
                    sources.add(Words.fish(fish) + " in its rivers (2020 printing)");
                }
            }
            Optional<FeaturePart> raft = raft(system, lookup, edition);
            if (raft.isPresent()) {
                int extra = HgValues.RAFT_PER_LAKE * system.lakes().size();
                points += extra;
                sources.add("the raft at " + raft.get().position() + ": " + Words.lakes(system.lakes().size())
                        + " x" + HgValues.RAFT_PER_LAKE + " (2020 printing)");
            }
            String value = "river system on " + Words.tiles(system.tiles().size()) + " "
                    + Words.squares(system.tiles()) + ": " + String.join(" + ", sources) + " = " + points;
            Feature anchor = system.features().stream().filter(f -> f.anchor().equals(system.anchor())).findFirst()
                    .orElseThrow();
            Scoring s = m.award(context.turn(), ScoringPhase.END_OF_GAME, anchor, Role.HUT, points, value);
            result.add(new Scoring(s.turn(), s.phase(), Terrain.RIVER, system.anchor(), system.tiles(), s.figures(),
                    s.awards(), s.explanation()));
        }
        return result;
    }

    /** The first raft (2020 printing) in a system, when that rule is in force. */
    private static Optional<FeaturePart> raft(RiverSystem system, FeatureLookup lookup, HgEdition edition) {
        if (!HgValues.active(Power.RAFT, edition)) {
            return Optional.empty();
        }
        for (Feature f : system.features()) {
            for (FeaturePart p : f.parts()) {
                FeatureSpec spec = lookup.spec(p);
                if (spec.power().orElse(null) == Power.RAFT) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }
}
