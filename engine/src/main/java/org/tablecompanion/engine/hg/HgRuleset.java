package org.tablecompanion.engine.hg;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.features.FeatureGraph;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.RuleBreak;
import org.tablecompanion.engine.game.Ruleset;
import org.tablecompanion.engine.game.TurnHooks;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.scoring.TerrainScoring;

/**
 * Carcassonne: Hunters &amp; Gatherers on the common engine: 5 tribe members (gatherer in a
 * forest, fisher on a river, hunter lying on a meadow) and 2 huts (2020 printing: 3) on a river
 * or lake. Members block members of the same role on one feature; huts block huts in a whole river
 * system; huts and members never block each other (both seeds). Rivers and forests score when
 * completed, huts and hunters at the end (shown in that order, as the rulebooks count them).
 */
public final class HgRuleset implements Ruleset {

    private static final List<TerrainScoring> SCORINGS = List.of(
            new RiverScoring(), new ForestScoring(), new HutScoring(), new MeadowScoring());

    private final Catalog catalog;
    private final HgEdition edition;

    public HgRuleset(GameSetup setup) {
        this.catalog = setup.catalog();
        this.edition = setup.rules().hgEdition();
    }

    @Override
    public Map<FigureKind, Integer> supply() {
        return Map.of(FigureKind.FOLLOWER, HgValues.tribeMembers(), FigureKind.HUT, HgValues.huts(edition));
    }

    @Override
    public Set<Role> roles() {
        return Set.of(Role.GATHERER, Role.FISHER, Role.HUNTER, Role.HUT);
    }

    @Override
    public List<TerrainScoring> scorings() {
        return SCORINGS;
    }

    @Override
    public boolean blocked(Figure candidate, FeatureGraph graph, List<Figure> standing) {
        if (candidate.role() == Role.HUT) {
            return hutInSystem(candidate, graph, standing).isPresent();
        }
        return Ruleset.super.blocked(candidate, graph, standing);
    }

    @Override
    public Optional<TurnHooks.Problem> figureProblem(Figure candidate, FeatureGraph graph, List<Figure> standing) {
        if (candidate.role() == Role.HUNTER) {
            PlacedTile tile = graph.board().at(candidate.position()).orElseThrow();
            for (FeatureSpec f : tile.type().features()) {
                if (f.power().isPresent() && HgValues.isFire(f.power().get())
                        && HgValues.active(f.power().get(), edition)) {
                    return Optional.of(new TurnHooks.Problem(RuleBreak.HUNTER_ON_FIRE, "tile " + tile.type().id()
                            + " is the fire tile"));
                }
            }
        }
        if (candidate.role() == Role.HUT) {
            return hutInSystem(candidate, graph, standing).map(hut -> new TurnHooks.Problem(
                    RuleBreak.HUT_SYSTEM_OCCUPIED, "that river system already holds " + hut.owner().spelling()
                    + "'s hut at " + hut.position()));
        }
        return Optional.empty();
    }

    /** A hut already standing in the candidate's river system, if any. */
    private static Optional<Figure> hutInSystem(Figure candidate, FeatureGraph graph, List<Figure> standing) {
        boolean anyHut = standing.stream().anyMatch(f -> f.role() == Role.HUT);
        if (!anyHut) {
            return Optional.empty();
        }
        java.util.Set<Integer> roots = new java.util.HashSet<>();
        for (org.tablecompanion.engine.features.Feature f : RiverSystems.members(candidate.at(), FeatureLookup.of(graph))) {
            roots.add(graph.root(f.anchor()));
        }
        for (Figure f : standing) {
            if (f.role() == Role.HUT && roots.contains(graph.root(f.at()))) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    @Override
    public TurnHooks newHooks() {
        return new HgTurnHooks(catalog, edition);
    }
}
