package org.tablecompanion.engine.scoring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.rules.FarmScoring;

/**
 * Fields and their farmers, scored only at the end, by one of three historical rules
 * ({@link FarmScoring}). Only completed cities count. Which cities a field touches comes from the
 * catalog ({@code touchesCities} of each field part), so it is exact for every tile.
 */
public final class FieldScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        return List.of(); // fields never score during the game; farmers stay
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        List<Feature> fields = new ArrayList<>();
        for (Feature f : context.featuresWithFigures()) { // a field nobody stands on scores nothing
            if (f.terrain() == Terrain.FIELD) {
                fields.add(f);
            }
        }
        return switch (context.rules().farmScoring()) {
            case PER_FIELD_3 -> perField(fields, context, false);
            case ONCE_PER_CITY_3 -> perField(fields, context, true);
            case CITY_CENTRIC_4 -> cityCentric(fields, context, featureOrder(context.board()));
        };
    }

    /**
     * The order of {@link ScoringContext#features()}: by anchor, that is by the laying order of the
     * anchor's tile, then by feature index.
     */
    static Comparator<Feature> featureOrder(Board board) {
        return Comparator.comparingInt((Feature f) -> board.indexAt(f.anchor().position().x(), f.anchor().position().y()))
                .thenComparingInt(f -> f.anchor().index());
    }

    /** The distinct completed cities bordering a field, in feature order. */
    static List<Feature> completedCitiesTouching(Feature field, ScoringContext context) {
        List<Feature> result = new ArrayList<>();
        for (Feature c : context.featuresTouchedBy(field)) { // in feature order already
            if (c.terrain() == Terrain.CITY && c.complete()) {
                result.add(c);
            }
        }
        return result;
    }

    private static List<Scoring> perField(List<Feature> fields, ScoringContext context, boolean oncePerCity) {
        List<Scoring> result = new ArrayList<>();
        Map<PlayerColour, Set<FeaturePart>> paid = new EnumMap<>(PlayerColour.class);
        for (Feature field : fields) {
            Majority m = Majority.of(context.figuresOn(field), Role.FARMER);
            if (m.isEmpty()) {
                continue;
            }
            List<Feature> cities = completedCitiesTouching(field, context);
            String touching = "field touching " + cityCount(cities.size());
            if (!oncePerCity) {
                int points = 3 * cities.size();
                result.add(m.award(context.turn(), ScoringPhase.END_OF_GAME, field, Role.FARMER, points,
                        touching + " x3 = " + points));
                continue;
            }
            List<Award> awards = new ArrayList<>();
            List<String> notes = new ArrayList<>();
            for (PlayerColour w : m.winners()) {
                Set<FeaturePart> already = paid.computeIfAbsent(w, k -> new HashSet<>());
                int fresh = 0;
                for (Feature c : cities) {
                    if (already.add(c.anchor())) {
                        fresh++;
                    }
                }
                int points = 3 * fresh;
                awards.add(new Award(w, points));
                String note = w.spelling() + " scores " + points;
                if (fresh < cities.size()) {
                    note += " (" + (cities.size() - fresh) + " of them already paid to " + w.spelling()
                            + " by another field; a city pays a player once)";
                }
                notes.add(note);
            }
            String explanation = touching + " x3 = " + 3 * cities.size() + "; " + m.describe(Role.FARMER) + ": "
                    + String.join(", ", notes);
            result.add(new Scoring(context.turn(), ScoringPhase.END_OF_GAME, Terrain.FIELD, field.anchor(),
                    field.tiles(), m.counts(), awards, explanation));
        }
        return result;
    }

    private static List<Scoring> cityCentric(List<Feature> fields, ScoringContext context, Comparator<Feature> order) {
        Map<FeaturePart, Feature> cityByAnchor = new LinkedHashMap<>();
        Map<FeaturePart, Map<PlayerColour, Integer>> farmersByCity = new HashMap<>();
        Map<FeaturePart, Integer> fieldsByCity = new HashMap<>();
        for (Feature field : fields) {
            Majority onField = Majority.of(context.figuresOn(field), Role.FARMER);
            if (onField.isEmpty()) {
                continue;
            }
            for (Feature city : completedCitiesTouching(field, context)) {
                cityByAnchor.putIfAbsent(city.anchor(), city);
                fieldsByCity.merge(city.anchor(), 1, Integer::sum);
                Map<PlayerColour, Integer> counts = farmersByCity.computeIfAbsent(city.anchor(),
                        k -> new EnumMap<>(PlayerColour.class));
                onField.counts().forEach((p, n) -> counts.merge(p, n, Integer::sum));
            }
        }
        List<Feature> cities = new ArrayList<>(cityByAnchor.values());
        cities.sort(order);
        List<Scoring> result = new ArrayList<>();
        for (Feature city : cities) {
            Majority m = Majority.ofCounts(farmersByCity.get(city.anchor()));
            int n = fieldsByCity.get(city.anchor());
            String value = "completed city of " + RoadScoring.tiles(city.tileCount()) + " supplied by "
                    + (n == 1 ? "1 field" : n + " fields") + " = 4";
            Scoring s = m.award(context.turn(), ScoringPhase.END_OF_GAME, city, Role.FARMER, 4, value);
            result.add(new Scoring(s.turn(), s.phase(), Terrain.FIELD, s.feature(), s.tiles(), s.figures(),
                    s.awards(), s.explanation()));
        }
        return result;
    }

    private static String cityCount(int n) {
        return n == 0 ? "no completed city" : n == 1 ? "1 completed city" : n + " completed cities";
    }
}
