package org.tablecompanion.engine.catalog;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tablecompanion.engine.BadInputException;

/**
 * Reads a {@value CatalogDocument#FORMAT} file into a checked {@link Catalog}. Strict on purpose:
 * a misspelled field in a hand-written catalog would otherwise silently drop a pennant or a fish,
 * and the scores would be wrong with nothing to show why. Comments ({@code //} and
 * {@code /* *}{@code /}) are allowed so users can annotate their own catalogs.
 */
public final class CatalogReader {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .build();

    private CatalogReader() {
    }

    /**
     * Reads and checks a catalog.
     *
     * @param json the file's text
     * @param source how the user knows the file, used in every message
     * @throws BadInputException with a one-line message naming the file, the tile and the problem
     */
    public static Catalog read(String json, String source) {
        JsonNode tree = parseTree(json, source);
        CatalogDocument document;
        try {
            document = MAPPER.readValue(json, CatalogDocument.class);
        } catch (JsonProcessingException e) {
            throw describe(e, tree, source);
        }
        Catalog catalog = toCatalog(document, source);
        CatalogValidator.validate(catalog, source);
        return catalog;
    }

    private static JsonNode parseTree(String json, String source) {
        JsonNode tree;
        try {
            tree = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw CatalogProblem.inCatalog(source, "malformed JSON" + at(e.getLocation()) + ": "
                    + firstLine(e.getOriginalMessage()));
        }
        if (tree == null || tree.isMissingNode()) {
            throw CatalogProblem.inCatalog(source, "the file is empty");
        }
        if (!tree.isObject()) {
            throw CatalogProblem.inCatalog(source, "the file must hold one JSON object, found "
                    + tree.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        return tree;
    }

    /** Turns Jackson's multi-line complaint into "tile D, feature 2: unknown field 'x' (line 9, column 14)". */
    private static BadInputException describe(JsonProcessingException e, JsonNode tree, String source) {
        List<JsonMappingException.Reference> path = e instanceof JsonMappingException m ? m.getPath() : List.of();
        String where = where(path, tree);
        String prefix = where.isEmpty() ? "" : where + ": ";
        if (e instanceof UnrecognizedPropertyException u) {
            Collection<Object> known = u.getKnownPropertyIds() == null ? List.of() : u.getKnownPropertyIds();
            List<String> names = new ArrayList<>();
            known.forEach(k -> names.add(String.valueOf(k)));
            return CatalogProblem.inCatalog(source, prefix + "unknown field '" + u.getPropertyName() + "'"
                    + at(e.getLocation()) + " (known fields: " + String.join(", ", names.stream().sorted().toList()) + ")");
        }
        String field = path.isEmpty() ? "" : lastName(path);
        if (e instanceof MismatchedInputException mismatch && mismatch.getTargetType() != null) {
            return CatalogProblem.inCatalog(source, prefix + (field.isEmpty() ? "a value" : "'" + field + "'")
                    + " must be " + expected(mismatch.getTargetType()) + at(e.getLocation()));
        }
        return CatalogProblem.inCatalog(source, prefix + firstLine(e.getOriginalMessage()) + at(e.getLocation()));
    }

    /** "tile D, feature 2" (or "tiles[3]" while the tile has no id) from a Jackson path. */
    private static String where(List<JsonMappingException.Reference> path, JsonNode tree) {
        if (path.size() < 2 || !"tiles".equals(path.get(0).getFieldName()) || path.get(1).getIndex() < 0) {
            return "";
        }
        int tileIndex = path.get(1).getIndex();
        JsonNode id = tree.path("tiles").path(tileIndex).path("id");
        String tile = id.isValueNode() ? "tile " + id.asText() : "tiles[" + tileIndex + "]";
        if (path.size() >= 4 && "features".equals(path.get(2).getFieldName()) && path.get(3).getIndex() >= 0) {
            return tile + ", feature " + path.get(3).getIndex();
        }
        return tile;
    }

    private static String lastName(List<JsonMappingException.Reference> path) {
        for (int i = path.size() - 1; i >= 0; i--) {
            if (path.get(i).getFieldName() != null) {
                return path.get(i).getFieldName();
            }
        }
        return "";
    }

    private static String expected(Class<?> type) {
        if (type == Integer.class || type == int.class) {
            return "a whole number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (List.class.isAssignableFrom(type)) {
            return "a list [ ... ]";
        }
        return "an object { ... }";
    }

    private static String at(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int end = message.indexOf('\n');
        return (end < 0 ? message : message.substring(0, end)).trim();
    }

    private static Catalog toCatalog(CatalogDocument d, String source) {
        if (d.format() == null) {
            throw CatalogProblem.inCatalog(source, "missing 'format' (write \"format\": \"" + CatalogDocument.FORMAT + "\")");
        }
        if (!CatalogDocument.FORMAT.equals(d.format())) {
            throw CatalogProblem.inCatalog(source, "format '" + d.format() + "' is not supported (expected '"
                    + CatalogDocument.FORMAT + "')");
        }
        String id = required(d.id(), "id", source);
        String name = d.name() == null || d.name().isBlank() ? id : d.name();
        String gameText = required(d.game(), "game", source);
        GameKind game = CatalogSpelling.read(GameKind.class, gameText).orElseThrow(() -> CatalogProblem.inCatalog(
                source, "unknown game '" + gameText + "' (use " + CatalogSpelling.choices(GameKind.class) + ")"));
        String startTile = required(d.startTile(), "startTile", source);
        if (d.tiles() == null) {
            throw CatalogProblem.inCatalog(source, "missing 'tiles'");
        }
        List<TileType> tiles = new ArrayList<>();
        for (int i = 0; i < d.tiles().size(); i++) {
            tiles.add(toTile(d.tiles().get(i), i, game, source));
        }
        return new Catalog(id, name, game, startTile, tiles);
    }

    private static String required(String value, String field, String source) {
        if (value == null || value.isBlank()) {
            throw CatalogProblem.inCatalog(source, "missing '" + field + "'");
        }
        return value;
    }

    private static TileType toTile(CatalogDocument.TileEntry t, int position, GameKind game, String source) {
        if (t == null) {
            throw CatalogProblem.inCatalog(source, "tiles[" + position + "] is null");
        }
        if (t.id() == null || t.id().isBlank()) {
            throw CatalogProblem.inCatalog(source, "tiles[" + position + "]: missing 'id'");
        }
        String id = t.id();
        if (t.count() == null) {
            throw CatalogProblem.inTile(source, id, "missing 'count' (how many copies the box holds)");
        }
        if (t.count() < 1) {
            throw CatalogProblem.inTile(source, id, "count must be at least 1, found " + t.count());
        }
        TileRole role = t.role() == null ? TileRole.LAND : CatalogSpelling.read(TileRole.class, t.role())
                .orElseThrow(() -> CatalogProblem.inTile(source, id, "unknown role '" + t.role() + "' (use "
                        + CatalogSpelling.choices(TileRole.class) + ")"));
        if (t.geometry() != null) {
            throw CatalogProblem.inTile(source, id, "'geometry' is not supported yet in " + CatalogDocument.FORMAT
                    + " (remove it: the layout is derived from the ports)");
        }
        if (t.features() == null || t.features().isEmpty()) {
            throw CatalogProblem.inTile(source, id, "missing 'features': every port of the tile must belong to one");
        }
        List<FeatureSpec> features = new ArrayList<>();
        for (int i = 0; i < t.features().size(); i++) {
            features.add(toFeature(t.features().get(i), id, i, game, source));
        }
        return new TileType(id, t.count(), role, features);
    }

    private static FeatureSpec toFeature(CatalogDocument.FeatureEntry f, String tileId, int index, GameKind game,
            String source) {
        if (f == null) {
            throw CatalogProblem.inFeature(source, tileId, index, null, "null instead of a feature { ... }");
        }
        if (f.terrain() == null) {
            throw CatalogProblem.inFeature(source, tileId, index, null, "missing 'terrain'");
        }
        Terrain terrain = CatalogSpelling.read(Terrain.class, f.terrain()).orElseThrow(() -> CatalogProblem.inFeature(
                source, tileId, index, null, "unknown terrain '" + f.terrain() + "' (use "
                        + CatalogSpelling.choices(Terrain.class) + ")"));
        CatalogValidator.validateAttributes(source, tileId, index, terrain, game, presentAttributes(f));
        List<Port> ports = new ArrayList<>();
        for (String text : f.ports() == null ? List.<String>of() : f.ports()) {
            if (text == null) {
                throw CatalogProblem.inFeature(source, tileId, index, terrain, "a port is null");
            }
            try {
                ports.addAll(Port.parse(text));
            } catch (IllegalArgumentException e) {
                throw CatalogProblem.inFeature(source, tileId, index, terrain, e.getMessage());
            }
        }
        // Port order carries no meaning; a fixed order makes equal features equal records.
        ports.sort(null);
        List<Integer> cities = f.touchesCities() == null ? List.of() : f.touchesCities();
        if (cities.stream().anyMatch(java.util.Objects::isNull)) {
            throw CatalogProblem.inFeature(source, tileId, index, terrain, "touchesCities holds a null");
        }
        Map<Animal, Integer> animals = new EnumMap<>(Animal.class);
        if (f.animals() != null) {
            for (Map.Entry<String, Integer> e : f.animals().entrySet()) {
                Animal animal = CatalogSpelling.read(Animal.class, e.getKey()).orElseThrow(() -> CatalogProblem.inFeature(
                        source, tileId, index, terrain, "unknown animal '" + e.getKey() + "' (use "
                                + CatalogSpelling.choices(Animal.class) + ")"));
                if (e.getValue() == null) {
                    throw CatalogProblem.inFeature(source, tileId, index, terrain, "animal '" + e.getKey() + "' has no count");
                }
                if (animals.put(animal, e.getValue()) != null) {
                    throw CatalogProblem.inFeature(source, tileId, index, terrain, "animal '" + e.getKey()
                            + "' is listed twice");
                }
            }
        }
        Optional<Power> power = Optional.ofNullable(f.power()).map(text -> CatalogSpelling.read(Power.class, text)
                .orElseThrow(() -> CatalogProblem.inFeature(source, tileId, index, terrain, "unknown power '" + text
                        + "' (use " + CatalogSpelling.choices(Power.class) + ")")));
        return new FeatureSpec(terrain, ports, orZero(f.pennants()), cities, orZero(f.fish()),
                Optional.ofNullable(f.lake()), animals, Boolean.TRUE.equals(f.gold()), orZero(f.mushrooms()), power);
    }

    private static Set<String> presentAttributes(CatalogDocument.FeatureEntry f) {
        Set<String> present = new LinkedHashSet<>();
        addIf(present, "pennants", f.pennants());
        addIf(present, "touchesCities", f.touchesCities());
        addIf(present, "fish", f.fish());
        addIf(present, "lake", f.lake());
        addIf(present, "animals", f.animals());
        addIf(present, "gold", f.gold());
        addIf(present, "mushrooms", f.mushrooms());
        addIf(present, "power", f.power());
        return present;
    }

    private static void addIf(Set<String> present, String name, Object value) {
        if (value != null) {
            present.add(name);
        }
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }
}
