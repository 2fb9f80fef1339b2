package org.tablecompanion.engine.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns the shared tile facts (public tile lists, in their own conventions) into our model. Used
 * once to write the built-in catalog files, and by the cross-check tests to prove the committed
 * files still say what the facts say. Kept in test scope: the product reads only its own format.
 */
final class FactsConverter {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private FactsConverter() {
    }

    static JsonNode read(Path file) {
        try {
            return MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The facts' half-edge names ("NL": west half of N, clockwise) are our left/right ports. */
    static Port halfEdge(String name) {
        return Port.of(Edge.valueOf(name.substring(0, 1)), name.charAt(1) == 'L' ? 0 : 2);
    }

    static Catalog base(Path facts) {
        List<TileType> tiles = new ArrayList<>();
        for (JsonNode t : read(facts.resolve("base-game.json")).get("tiles")) {
            tiles.add(carcassonneTile(t, TileRole.LAND));
        }
        return new Catalog("base", "Carcassonne (base game)", GameKind.CARCASSONNE, "D", tiles);
    }

    static Catalog river(Path facts) {
        List<TileType> tiles = new ArrayList<>();
        for (JsonNode t : read(facts.resolve("river.json")).get("tiles")) {
            String id = t.get("id").asText();
            TileRole role = switch (id) {
                case "spring" -> TileRole.RIVER_SPRING;
                case "lake" -> TileRole.RIVER_LAKE;
                default -> TileRole.RIVER;
            };
            tiles.add(carcassonneTile(t, role));
        }
        return new Catalog("river", "The River", GameKind.CARCASSONNE, "spring", tiles);
    }

    /**
     * One base-game or River tile. Edges of cities take all three ports, roads and rivers the
     * centre one, fields their halves; a field holding both halves of an edge where nothing else
     * lies also holds the centre port. The River's lake tile gets a lake feature (the facts draw
     * the lake only as the river's end) so that the river ends in a lake, not at a spring.
     */
    static TileType carcassonneTile(JsonNode t, TileRole role) {
        List<Terrain> terrains = new ArrayList<>();
        List<List<Port>> ports = new ArrayList<>();
        List<Integer> pennants = new ArrayList<>();
        List<List<Integer>> cities = new ArrayList<>();
        for (JsonNode f : t.get("features")) {
            Terrain terrain = Terrain.valueOf(f.get("type").asText().toUpperCase(java.util.Locale.ROOT));
            List<Port> p = new ArrayList<>();
            for (JsonNode e : f.path("edges")) {
                Edge edge = Edge.valueOf(e.asText());
                if (terrain == Terrain.CITY) {
                    p.addAll(Port.ofEdge(edge));
                } else {
                    p.add(Port.of(edge, 1));
                }
            }
            for (JsonNode h : f.path("halfEdges")) {
                p.add(halfEdge(h.asText()));
            }
            List<Integer> touched = new ArrayList<>();
            f.path("adjacentCities").forEach(c -> touched.add(c.asInt()));
            terrains.add(terrain);
            ports.add(p);
            pennants.add(f.path("pennants").asInt(0));
            cities.add(touched);
        }
        for (Edge edge : Edge.values()) {
            Port centre = Port.of(edge, 1);
            if (ports.stream().noneMatch(p -> p.contains(centre))) {
                for (List<Port> p : ports) {
                    if (p.contains(Port.of(edge, 0)) && p.contains(Port.of(edge, 2))) {
                        p.add(centre);
                    }
                }
            }
        }
        List<FeatureSpec> features = new ArrayList<>();
        boolean riverLake = role == TileRole.RIVER_LAKE;
        int lakeIndex = terrains.size();
        for (int i = 0; i < terrains.size(); i++) {
            List<Port> p = ports.get(i);
            p.sort(null);
            Optional<Integer> lake = riverLake && terrains.get(i) == Terrain.RIVER ? Optional.of(lakeIndex)
                    : Optional.empty();
            features.add(new FeatureSpec(terrains.get(i), p, pennants.get(i), cities.get(i), 0, lake, Map.of(),
                    false, 0, Optional.empty()));
        }
        if (riverLake) {
            features.add(FeatureSpec.of(Terrain.LAKE, List.of()));
        }
        return new TileType(t.get("id").asText(), t.get("count").asInt(), role, features);
    }

    static Catalog hunters2020(Path facts) {
        List<TileType> tiles = new ArrayList<>();
        for (JsonNode t : read(facts.resolve("hunters-gatherers-2020.json")).get("tiles")) {
            tiles.add(huntersTile(t));
        }
        return new Catalog("hg-2020", "Carcassonne: Hunters & Gatherers (2020 printing)",
                GameKind.HUNTERS_AND_GATHERERS, "56", tiles);
    }

    /**
     * One H&amp;G tile: its zones become features in the facts' order. A side of one zone gives
     * it all three ports; a river side [meadow, river, meadow] gives left, centre, right.
     */
    static TileType huntersTile(JsonNode t) {
        Map<Integer, Integer> indexOfLocal = new HashMap<>();
        JsonNode zones = t.get("zones");
        for (int i = 0; i < zones.size(); i++) {
            indexOfLocal.put(zones.get(i).get("local").asInt(), i);
        }
        Map<Integer, List<Port>> ports = new HashMap<>();
        for (JsonNode side : t.get("sides")) {
            Edge edge = Edge.valueOf(side.get("side").asText());
            JsonNode z = side.get("zones");
            for (int slot = 0; slot < 3; slot++) {
                int local = z.size() == 3 ? z.get(slot).asInt() : z.get(0).asInt();
                ports.computeIfAbsent(local, k -> new ArrayList<>()).add(Port.of(edge, slot));
            }
        }
        List<FeatureSpec> features = new ArrayList<>();
        for (JsonNode zone : zones) {
            Terrain terrain = Terrain.valueOf(zone.get("type").asText().toUpperCase(java.util.Locale.ROOT));
            List<Port> p = new ArrayList<>(ports.getOrDefault(zone.get("local").asInt(), List.of()));
            p.sort(null);
            Map<Animal, Integer> animals = new EnumMap<>(Animal.class);
            zone.path("animals").fields().forEachRemaining(e -> {
                if (e.getValue().asInt() > 0) {
                    animals.put(Animal.valueOf(e.getKey().toUpperCase(java.util.Locale.ROOT)), e.getValue().asInt());
                }
            });
            JsonNode lake = zone.path("lake");
            Optional<Integer> lakeIndex = lake.isNumber() ? Optional.of(indexOfLocal.get(lake.asInt())) : Optional.empty();
            String forestKind = zone.path("forestKind").asText("");
            Optional<Power> power = zone.has("specialPower")
                    ? Optional.of(Power.valueOf(zone.get("specialPower").asText().toUpperCase(java.util.Locale.ROOT)))
                    : Optional.empty();
            features.add(new FeatureSpec(terrain, p, 0, List.of(), zone.path("fish").asInt(0), lakeIndex, animals,
                    forestKind.equals("with_menhir"),
                    // The facts name a forest "with mushrooms" without a number: one patch each.
                    forestKind.equals("with_mushrooms") ? 1 : 0, power));
        }
        TileRole role = t.get("kind").asText().equals("menhir") ? TileRole.BONUS : TileRole.LAND;
        return new TileType(t.get("id").asText(), 1, role, features);
    }
}
