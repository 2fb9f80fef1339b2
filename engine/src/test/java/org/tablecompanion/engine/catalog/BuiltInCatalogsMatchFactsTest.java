package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The committed built-in catalogs say what the shared tile facts say: the same tile ids and
 * counts and, for every tile in all four rotations, the same terrain on every port, the same
 * ports grouped into features, and the same contents (pennants, touched cities, animals, fish,
 * lakes, springs, gold, mushrooms, powers). Skipped when the shared facts are not beside the
 * repository.
 */
class BuiltInCatalogsMatchFactsTest {

    private static Path facts;

    @BeforeAll
    static void findFacts() {
        facts = SharedFacts.folder().orElse(null);
        Assumptions.assumeTrue(facts != null, "shared/catalog-facts not found beside the repository");
    }

    @Test
    void baseGameMatchesTheFactsInEveryRotation() {
        compare(Catalogs.builtIn("base"), "base-game.json", t -> FactsConverter.carcassonneTile(t, TileRole.LAND), false);
    }

    @Test
    void riverMatchesTheFactsInEveryRotation() {
        compare(Catalogs.builtIn("river"), "river.json", t -> FactsConverter.carcassonneTile(t, TileRole.RIVER), false);
    }

    @Test
    void huntersAndGatherers2020MatchesTheFactsInEveryRotation() {
        compare(Catalogs.builtIn("hg-2020"), "hunters-gatherers-2020.json", FactsConverter::huntersTile, true);
    }

    @Test
    void theBuiltInCatalogsAreExactlyWhatTheConverterMakes() {
        // Same values field by field, catalog metadata included: catches a hand edit that would
        // keep the structure but change, say, a role.
        assertSame(FactsConverter.base(facts), Catalogs.builtIn("base"));
        assertSame(FactsConverter.river(facts), Catalogs.builtIn("river"));
        assertSame(FactsConverter.hunters2020(facts), Catalogs.builtIn("hg-2020"));
    }

    /** Equal catalogs, compared tile by tile so a failure names the tile instead of printing all. */
    private static void assertSame(Catalog expected, Catalog actual) {
        assertEquals(List.of(expected.id(), expected.name(), expected.game(), expected.startTile()),
                List.of(actual.id(), actual.name(), actual.game(), actual.startTile()), "catalog " + actual.id());
        assertEquals(expected.tiles().size(), actual.tiles().size(), "tiles in " + actual.id());
        for (int i = 0; i < expected.tiles().size(); i++) {
            assertEquals(expected.tiles().get(i), actual.tiles().get(i), actual.id() + " tiles[" + i + "]");
        }
    }

    @Test
    void huntersAndGatherersSidesHaveTheFactsKinds() {
        Catalog ours = Catalogs.builtIn("hg-2020");
        for (JsonNode t : FactsConverter.read(facts.resolve("hunters-gatherers-2020.json")).get("tiles")) {
            TileType tile = ours.require(t.get("id").asText());
            for (JsonNode side : t.get("sides")) {
                Edge edge = Edge.valueOf(side.get("side").asText());
                String kind = side.get("kind").asText();
                Terrain centre = tile.terrainAt(Port.of(edge, 1));
                assertEquals(kind, centre.name().toLowerCase(java.util.Locale.ROOT), "tile " + tile.id() + " side " + edge);
            }
        }
    }

    @Test
    void huntersAndGatherersTotalsMatchTheFacts() {
        Map<String, Integer> expected = new TreeMap<>();
        for (JsonNode t : FactsConverter.read(facts.resolve("hunters-gatherers-2020.json")).get("tiles")) {
            for (JsonNode z : t.get("zones")) {
                expected.merge(z.get("type").asText() + "s", 1, Integer::sum);
                expected.merge("fish", z.path("fish").asInt(0), Integer::sum);
                z.path("animals").fields().forEachRemaining(a -> expected.merge(a.getKey(), a.getValue().asInt(), Integer::sum));
                if (z.has("specialPower")) {
                    expected.merge("powers", 1, Integer::sum);
                }
                if ("with_menhir".equals(z.path("forestKind").asText())) {
                    expected.merge("gold", 1, Integer::sum);
                }
                if (z.path("type").asText().equals("river") && z.path("lake").isNull()
                        && sidesTouched(t, z.get("local").asInt()) == 1) {
                    expected.merge("springs", 1, Integer::sum);
                }
            }
        }
        Map<String, Integer> ours = new TreeMap<>();
        for (TileType tile : Catalogs.builtIn("hg-2020").tiles()) {
            for (FeatureSpec f : tile.features()) {
                ours.merge(f.terrain().name().toLowerCase(java.util.Locale.ROOT) + "s", 1, Integer::sum);
                ours.merge("fish", f.fish(), Integer::sum);
                f.animals().forEach((a, n) -> ours.merge(a.name().toLowerCase(java.util.Locale.ROOT), n, Integer::sum));
                f.power().ifPresent(p -> ours.merge("powers", 1, Integer::sum));
                if (f.gold()) {
                    ours.merge("gold", 1, Integer::sum);
                }
                if (f.endsAtSpring()) {
                    ours.merge("springs", 1, Integer::sum);
                }
            }
        }
        assertEquals(expected, ours);
    }

    private static int sidesTouched(JsonNode tile, int local) {
        int n = 0;
        for (JsonNode side : tile.get("sides")) {
            for (JsonNode z : side.get("zones")) {
                if (z.asInt() == local) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    private static void compare(Catalog ours, String factsFile, Function<JsonNode, TileType> convert,
            boolean withLakes) {
        JsonNode tiles = FactsConverter.read(facts.resolve(factsFile)).get("tiles");
        List<String> factIds = new ArrayList<>();
        tiles.forEach(t -> factIds.add(t.get("id").asText()));
        assertEquals(factIds, ours.tiles().stream().map(TileType::id).toList(), "tile ids");
        for (JsonNode t : tiles) {
            TileType mine = ours.require(t.get("id").asText());
            assertEquals(t.path("count").asInt(1), mine.count(), "count of " + mine.id());
            for (Rotation r : Rotation.values()) {
                TileType fromFacts = convert.apply(FactsRotation.rotate(t, r.quarterTurns()));
                assertEquals(TileSignature.of(fromFacts, withLakes), TileSignature.of(mine.rotated(r), withLakes),
                        "tile " + mine.id() + " turned " + r.degrees());
            }
        }
    }
}
