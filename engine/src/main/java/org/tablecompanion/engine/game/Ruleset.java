package org.tablecompanion.engine.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.catalog.GameKind;
import org.tablecompanion.engine.features.FeatureGraph;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.scoring.TerrainScoring;

/**
 * What one game (base game with or without the River; Hunters &amp; Gatherers) adds to the common
 * turn structure: the figures in each supply, which roles figures may take, how features score,
 * and which figures block a new one. The game engine itself is the same for every game.
 */
public interface Ruleset {

    /** Figures each player has to play (the one on the score track not counted). */
    Map<FigureKind, Integer> supply();

    /** Roles a figure may take in this game; any other gives a warning and scores nothing. */
    Set<Role> roles();

    /** The scorings, in the order final scoring shows them. */
    List<TerrainScoring> scorings();

    /**
     * Whether a figure newly set down is blocked by figures already standing: by default, any
     * figure of the same role on the same feature (the player's own included). H&amp;G huts block
     * huts in the whole river system: that ruleset overrides this.
     *
     * @param candidate the new figure
     * @param graph the features as they lie
     * @param standing the figures already on the board
     */
    default boolean blocked(Figure candidate, FeatureGraph graph, List<Figure> standing) {
        int root = graph.root(candidate.at());
        for (Figure f : standing) {
            if (f.role() == candidate.role() && graph.root(f.at()) == root) {
                return true;
            }
        }
        return false;
    }

    /**
     * A rule of this game that a figure newly set down breaks beyond plain blocking, with the
     * words to show (H&amp;G: a hunter on the fire tile; a hut in a river system that already
     * holds one). Checked before {@link #blocked}; a figure with a problem is not legal.
     */
    default Optional<TurnHooks.Problem> figureProblem(Figure candidate, FeatureGraph graph, List<Figure> standing) {
        return Optional.empty();
    }

    /** A fresh memory for this game's own turn rules (bonus tiles, powers); none by default. */
    default TurnHooks newHooks() {
        return TurnHooks.NONE;
    }

    /** The ruleset for a setup's game kind and rule switches. */
    static Ruleset of(GameSetup setup) {
        GameKind kind = setup.catalog().game();
        if (kind == GameKind.CARCASSONNE) {
            return new CarcassonneRuleset();
        }
        if (kind == GameKind.HUNTERS_AND_GATHERERS) {
            return new org.tablecompanion.engine.hg.HgRuleset(setup);
        }
        throw new BadInputException("no rules for " + kind + " yet (catalog " + setup.catalog().id() + ")");
    }
}
