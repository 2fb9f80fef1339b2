package org.tablecompanion.engine.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Turns a tile of the shared facts by renaming its edges ("N" becomes "E" after a clockwise
 * quarter turn, "NL" becomes "EL"), without going through our port model, so the cross-check
 * can test our rotation against an independent one.
 */
final class FactsRotation {

    private static final String CLOCKWISE = "NESW";

    private FactsRotation() {
    }

    static JsonNode rotate(JsonNode tile, int quarterTurns) {
        ObjectNode copy = tile.deepCopy();
        for (JsonNode f : copy.path("features")) {
            rename((ObjectNode) f, "edges", quarterTurns);
            rename((ObjectNode) f, "halfEdges", quarterTurns);
        }
        for (JsonNode side : copy.path("sides")) {
            ((ObjectNode) side).put("side", turn(side.get("side").asText(), quarterTurns));
        }
        return copy;
    }

    private static void rename(ObjectNode feature, String field, int quarterTurns) {
        if (!feature.has(field)) {
            return;
        }
        ArrayNode names = (ArrayNode) feature.get(field);
        for (int i = 0; i < names.size(); i++) {
            names.set(i, TextNode.valueOf(turn(names.get(i).asText(), quarterTurns)));
        }
    }

    /** "WR" turned once is "NR": the edge letter moves on, the half stays. */
    private static String turn(String name, int quarterTurns) {
        char edge = CLOCKWISE.charAt((CLOCKWISE.indexOf(name.charAt(0)) + quarterTurns) % 4);
        return edge + name.substring(1);
    }
}
