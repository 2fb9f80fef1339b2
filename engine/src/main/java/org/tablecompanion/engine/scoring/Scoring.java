package org.tablecompanion.engine.scoring;

import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * One scoring of one feature, with its explanation: which feature (its terrain, anchor part and
 * tiles), the figures each player had there, who received what, and how the points were made
 * ("city of 4 tiles + 2 pennants = 12; red 1 knight: red scores 12").
 *
 * @param turn the turn it happened in (0 = start tile; end-of-game scorings carry the last turn)
 * @param phase completed during the game, or final scoring
 * @param terrain what was scored
 * @param feature the feature's anchor part (for a city-centric farm scoring: the city)
 * @param tiles the squares of the feature
 * @param figures figures of the scoring role per player
 * @param awards points per receiving player (several when tied)
 * @param explanation one line for people
 */
public record Scoring(
        int turn,
        ScoringPhase phase,
        Terrain terrain,
        FeaturePart feature,
        List<Position> tiles,
        Map<PlayerColour, Integer> figures,
        List<Award> awards,
        String explanation) {

    public Scoring {
        tiles = List.copyOf(tiles);
        figures = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(figures));
        awards = List.copyOf(awards);
    }

    public int pointsFor(PlayerColour player) {
        return awards.stream().filter(a -> a.player() == player).mapToInt(Award::points).sum();
    }
}
