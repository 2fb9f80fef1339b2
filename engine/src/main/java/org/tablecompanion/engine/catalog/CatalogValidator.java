package org.tablecompanion.engine.catalog;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tablecompanion.engine.BadInputException;

/**
 * Checks that a catalog describes tiles that can exist: every one of a tile's 12 ports belongs to
 * exactly one feature, indexes point at the right kind of feature, rivers and roads sit in the
 * middle of an edge between two fields or meadows, and every number sits on the terrain it belongs
 * to. The first problem found is thrown as a {@link BadInputException} with a one-line message
 * naming the catalog, the tile and the problem.
 */
public final class CatalogValidator {

    /** The terrains each game's tiles are made of. */
    private static final Map<GameKind, Set<Terrain>> TERRAINS = Map.of(
            GameKind.CARCASSONNE, EnumSet.of(Terrain.CITY, Terrain.ROAD, Terrain.FIELD, Terrain.MONASTERY,
                    Terrain.RIVER, Terrain.LAKE),
            GameKind.HUNTERS_AND_GATHERERS, EnumSet.of(Terrain.FOREST, Terrain.MEADOW, Terrain.RIVER, Terrain.LAKE));

    /** Which terrains each optional feature attribute belongs on (file spelling of the attribute). */
    private static final Map<String, Set<Terrain>> ATTRIBUTE_TERRAINS = Map.of(
            "pennants", EnumSet.of(Terrain.CITY),
            "touchesCities", EnumSet.of(Terrain.FIELD),
            "fish", EnumSet.of(Terrain.LAKE, Terrain.RIVER),
            "lake", EnumSet.of(Terrain.RIVER),
            "animals", EnumSet.of(Terrain.MEADOW),
            "gold", EnumSet.of(Terrain.FOREST),
            "mushrooms", EnumSet.of(Terrain.FOREST),
            "power", EnumSet.of(Terrain.MEADOW, Terrain.LAKE, Terrain.FOREST, Terrain.RIVER));

    private CatalogValidator() {
    }

    /**
     * Checks the whole catalog.
     *
     * @param source how the user knows the catalog (a file path, "built-in catalogs/base.json")
     * @throws BadInputException naming the first problem
     */
    public static void validate(Catalog catalog, String source) {
        if (catalog.tiles().isEmpty()) {
            throw CatalogProblem.inCatalog(source, "'tiles' is empty: a catalog needs at least one tile");
        }
        Map<String, Integer> positions = new HashMap<>();
        for (int i = 0; i < catalog.tiles().size(); i++) {
            TileType tile = catalog.tiles().get(i);
            Integer earlier = positions.putIfAbsent(tile.id(), i);
            if (earlier != null) {
                throw CatalogProblem.inTile(source, tile.id(),
                        "the id is used twice (tiles[" + earlier + "] and tiles[" + i + "])");
            }
            validateTile(tile, catalog.game(), source);
        }
        if (!positions.containsKey(catalog.startTile())) {
            throw CatalogProblem.inCatalog(source, "start tile '" + catalog.startTile()
                    + "' is not one of the catalog's tiles");
        }
        if (catalog.startTileType().role() == TileRole.BONUS) {
            throw CatalogProblem.inCatalog(source, "start tile '" + catalog.startTile()
                    + "' is a bonus tile; the game cannot start with one");
        }
    }

    /** Checks one tile type of a catalog for the given game. */
    public static void validateTile(TileType tile, GameKind game, String source) {
        String id = tile.id();
        if (tile.count() < 1) {
            throw CatalogProblem.inTile(source, id, "count must be at least 1, found " + tile.count());
        }
        if (tile.features().isEmpty()) {
            throw CatalogProblem.inTile(source, id, "no features: every port of the tile must belong to one");
        }
        for (int i = 0; i < tile.features().size(); i++) {
            validateFeature(tile, i, game, source);
        }
        validateCoverage(tile, source);
        for (int i = 0; i < tile.features().size(); i++) {
            validateLinks(tile, i, source);
            validateMiddleOfEdge(tile, i, game, source);
        }
    }

    /**
     * Checks that every attribute present on a feature belongs on its terrain. The reader calls it
     * with the attributes written in the file (so {@code "pennants": 0} on a road is refused too);
     * the model check calls it with the attributes that differ from their defaults.
     */
    static void validateAttributes(String source, String tileId, int index, Terrain terrain, GameKind game,
            Set<String> present) {
        for (String attribute : present) {
            Set<Terrain> allowed = ATTRIBUTE_TERRAINS.get(attribute);
            if (allowed != null && !allowed.contains(terrain)) {
                throw CatalogProblem.inFeature(source, tileId, index, terrain,
                        "'" + attribute + "' belongs only on a " + spellAlternatives(allowed));
            }
        }
        if (present.contains("power") && game != GameKind.HUNTERS_AND_GATHERERS) {
            throw CatalogProblem.inFeature(source, tileId, index, terrain,
                    "special powers exist only in hunters-and-gatherers catalogs");
        }
    }

    private static void validateFeature(TileType tile, int index, GameKind game, String source) {
        FeatureSpec f = tile.feature(index);
        String id = tile.id();
        if (!TERRAINS.get(game).contains(f.terrain())) {
            throw CatalogProblem.inFeature(source, id, index, f.terrain(), CatalogSpelling.write(f.terrain())
                    + " is not a terrain of " + CatalogSpelling.write(game) + " (use " + spell(TERRAINS.get(game)) + ")");
        }
        if (f.terrain().onEdges() && f.ports().isEmpty()) {
            throw CatalogProblem.inFeature(source, id, index, f.terrain(),
                    "lists no ports, but a " + CatalogSpelling.write(f.terrain()) + " always reaches an edge");
        }
        if (!f.terrain().onEdges() && !f.ports().isEmpty()) {
            throw CatalogProblem.inFeature(source, id, index, f.terrain(), "a "
                    + CatalogSpelling.write(f.terrain()) + " lies inside the tile and cannot list ports");
        }
        validateAttributes(source, id, index, f.terrain(), game, nonDefaultAttributes(f));
        if (f.pennants() < 0 || f.fish() < 0 || f.mushrooms() < 0) {
            throw CatalogProblem.inFeature(source, id, index, f.terrain(),
                    "pennants, fish and mushrooms cannot be negative");
        }
        for (Map.Entry<Animal, Integer> animal : f.animals().entrySet()) {
            if (animal.getValue() < 1) {
                throw CatalogProblem.inFeature(source, id, index, f.terrain(), "animal "
                        + CatalogSpelling.write(animal.getKey()) + " needs a count of at least 1, found " + animal.getValue());
            }
        }
    }

    private static Set<String> nonDefaultAttributes(FeatureSpec f) {
        Set<String> present = new LinkedHashSet<>();
        if (f.pennants() != 0) {
            present.add("pennants");
        }
        if (!f.touchesCities().isEmpty()) {
            present.add("touchesCities");
        }
        if (f.fish() != 0) {
            present.add("fish");
        }
        if (f.lake().isPresent()) {
            present.add("lake");
        }
        if (!f.animals().isEmpty()) {
            present.add("animals");
        }
        if (f.gold()) {
            present.add("gold");
        }
        if (f.mushrooms() != 0) {
            present.add("mushrooms");
        }
        if (f.power().isPresent()) {
            present.add("power");
        }
        return present;
    }

    private static void validateCoverage(TileType tile, String source) {
        Map<Port, Integer> owner = new EnumMap<>(Port.class);
        for (int i = 0; i < tile.features().size(); i++) {
            for (Port port : tile.feature(i).ports()) {
                Integer earlier = owner.putIfAbsent(port, i);
                if (earlier != null) {
                    throw CatalogProblem.inTile(source, tile.id(), "port " + port.notation() + " is covered twice"
                            + (earlier == i ? " by feature " + i : " (features " + earlier + " and " + i + ")"));
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (Port port : Port.values()) {
            if (!owner.containsKey(port)) {
                missing.add(port.notation());
            }
        }
        if (!missing.isEmpty()) {
            throw CatalogProblem.inTile(source, tile.id(), "port" + (missing.size() > 1 ? "s " : " ")
                    + String.join(", ", missing) + " belong" + (missing.size() > 1 ? "" : "s")
                    + " to no feature (each of the 12 ports needs exactly one)");
        }
    }

    /** Indexes that name other features: a field's cities, a river's lake. */
    private static void validateLinks(TileType tile, int index, String source) {
        FeatureSpec f = tile.feature(index);
        Set<Integer> seen = new HashSet<>();
        for (int city : f.touchesCities()) {
            if (!seen.add(city)) {
                throw CatalogProblem.inFeature(source, tile.id(), index, f.terrain(),
                        "touchesCities names feature " + city + " twice");
            }
            checkIndex(tile, index, "touchesCities", city, Terrain.CITY, source);
        }
        f.lake().ifPresent(lake -> checkIndex(tile, index, "lake", lake, Terrain.LAKE, source));
    }

    private static void checkIndex(TileType tile, int index, String attribute, int target, Terrain wanted,
            String source) {
        FeatureSpec f = tile.feature(index);
        if (target < 0 || target >= tile.features().size()) {
            throw CatalogProblem.inFeature(source, tile.id(), index, f.terrain(), attribute + " names feature "
                    + target + ", but the tile has features 0 to " + (tile.features().size() - 1));
        }
        Terrain found = tile.feature(target).terrain();
        if (found != wanted) {
            throw CatalogProblem.inFeature(source, tile.id(), index, f.terrain(), attribute + " names feature "
                    + target + ", which is a " + CatalogSpelling.write(found) + ", not a " + CatalogSpelling.write(wanted));
        }
    }

    /**
     * Roads and rivers run through the middle of an edge with a field (base game, River) or a
     * meadow (H&amp;G) on both sides: an H&amp;G river side is meadow | river | meadow.
     */
    private static void validateMiddleOfEdge(TileType tile, int index, GameKind game, String source) {
        FeatureSpec f = tile.feature(index);
        if (f.terrain() != Terrain.ROAD && f.terrain() != Terrain.RIVER) {
            return;
        }
        Terrain bank = game == GameKind.HUNTERS_AND_GATHERERS ? Terrain.MEADOW : Terrain.FIELD;
        for (Port port : f.ports()) {
            if (port.slot() != 1) {
                throw CatalogProblem.inFeature(source, tile.id(), index, f.terrain(), "a "
                        + CatalogSpelling.write(f.terrain()) + " runs through the middle of an edge: use "
                        + port.edge() + ".c, not " + port.notation());
            }
            for (int side : new int[] {0, 2}) {
                Port beside = Port.of(port.edge(), side);
                Terrain found = tile.terrainAt(beside);
                if (found != bank) {
                    throw CatalogProblem.inFeature(source, tile.id(), index, f.terrain(), "the "
                            + CatalogSpelling.write(f.terrain()) + " at " + port.notation() + " needs "
                            + CatalogSpelling.write(bank) + " on both sides, but " + beside.notation() + " is "
                            + CatalogSpelling.write(found) + " (an edge with a " + CatalogSpelling.write(f.terrain())
                            + " reads " + CatalogSpelling.write(bank) + " | " + CatalogSpelling.write(f.terrain())
                            + " | " + CatalogSpelling.write(bank) + ")");
                }
            }
        }
    }

    /** "river or lake", "city". */
    private static String spellAlternatives(Set<Terrain> terrains) {
        List<String> names = new ArrayList<>();
        terrains.forEach(t -> names.add(CatalogSpelling.write(t)));
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    private static String spell(Set<Terrain> terrains) {
        List<String> names = new ArrayList<>();
        terrains.forEach(t -> names.add(CatalogSpelling.write(t)));
        return String.join(", ", names);
    }
}
