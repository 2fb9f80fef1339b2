package org.tablecompanion.engine.catalog;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of a tile catalog, {@value #FORMAT}, exactly as it stands in a file. Everything
 * is nullable and spelled as text here so that {@link CatalogReader} can say precisely what is
 * missing or misspelled; the checked model is {@link Catalog}.
 *
 * @param format always {@value #FORMAT}
 * @param id short name used on the command line ("base", "my-hg-tiles")
 * @param name what players call it (defaults to the id)
 * @param game {@code carcassonne} or {@code hunters-and-gatherers}
 * @param startTile id of the start tile type
 * @param notes free text: where the tiles come from, what is still a guess
 * @param tiles the tile types
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"format", "id", "name", "game", "startTile", "notes", "tiles"})
public record CatalogDocument(
        String format,
        String id,
        String name,
        String game,
        String startTile,
        String notes,
        List<TileEntry> tiles) {

    /** The one version of the format this reader understands. */
    public static final String FORMAT = "tablecompanion-catalog/1";

    /**
     * One tile type.
     *
     * @param id the tile's name ("D", "river-bridge", "56")
     * @param count copies in the box, at least 1
     * @param role {@code land} (default), {@code river}, {@code river-spring}, {@code river-lake},
     *     {@code bonus}
     * @param features the features; their positions (from 0) are the indexes that
     *     {@code touchesCities} and {@code lake} use
     * @param geometry reserved for hand-drawn feature outlines; version 1 refuses it
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"id", "count", "role", "features", "geometry"})
    public record TileEntry(
            String id,
            Integer count,
            String role,
            List<FeatureEntry> features,
            JsonNode geometry) {
    }

    /**
     * One feature of an upright tile.
     *
     * @param terrain city, road, field, monastery, river, lake, forest, meadow
     * @param ports edge ports: {@code N} for a whole edge, {@code N.l}, {@code N.c}, {@code N.r}
     *     for one port (left/right read clockwise round the tile)
     * @param pennants a city's pennants
     * @param touchesCities a field's neighbouring cities, as feature indexes
     * @param fish fish in a lake, or drawn in a river stretch (2020 printing)
     * @param lake a river's lake on this tile, as a feature index
     * @param animals a meadow's animals: {@code {"deer": 2, "tiger": 1}}
     * @param gold a forest's gold nugget (1st edition) or menhir (2020 printing)
     * @param mushrooms a forest's mushroom patches
     * @param power a special power: fire, dolmen, wild-fire, shaman, logboat, hunting-trap,
     *     pit-trap, raft
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"terrain", "ports", "pennants", "touchesCities", "fish", "lake", "animals", "gold",
        "mushrooms", "power"})
    public record FeatureEntry(
            String terrain,
            List<String> ports,
            Integer pennants,
            List<Integer> touchesCities,
            Integer fish,
            Integer lake,
            Map<String, Integer> animals,
            Boolean gold,
            Integer mushrooms,
            String power) {
    }
}
