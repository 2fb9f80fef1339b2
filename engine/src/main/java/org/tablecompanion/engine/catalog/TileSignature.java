package org.tablecompanion.engine.catalog;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a tile type means, independent of the order its features are listed in: the terrain on
 * every port, which ports share a feature, and what each feature holds (cities named by their
 * ports, a river's end named by its lake's contents). Two tile types with equal signatures play
 * the same.
 *
 * @param terrains the terrain on each of the 12 ports
 * @param edgeFeatures each feature that reaches an edge, keyed by its ports
 * @param inside the features inside the tile (monasteries, lakes), sorted
 */
public record TileSignature(Map<Port, Terrain> terrains, Map<Set<Port>, String> edgeFeatures, List<String> inside) {

    /** The signature of a tile type as it lies turned by {@code rotation}, lakes included. */
    public static TileSignature of(TileType tile, Rotation rotation) {
        return of(tile.rotated(rotation), true);
    }

    /**
     * @param withLakes whether lakes count (the base-game facts do not draw the River's lake as a
     *     feature; ours does, so that comparison leaves lakes out)
     */
    public static TileSignature of(TileType tile, boolean withLakes) {
        Map<Port, Terrain> terrains = new EnumMap<>(Port.class);
        for (Port p : Port.values()) {
            terrains.put(p, tile.terrainAt(p));
        }
        Map<Set<Port>, String> edge = new HashMap<>();
        List<String> inside = new ArrayList<>();
        for (FeatureSpec f : tile.features()) {
            if (f.ports().isEmpty()) {
                if (f.terrain() != Terrain.LAKE || withLakes) {
                    inside.add(describeInside(f));
                }
                continue;
            }
            // Named in one order: a set of port sets iterates in the order of the ports' identity
            // hashes, which change from run to run, and H turned a quarter and three quarters (a
            // field between two cities) then did not always come out equal.
            List<String> cities = f.touchesCities().stream()
                    .map(i -> EnumSet.copyOf(tile.feature(i).ports()).toString()).distinct().sorted().toList();
            String end = f.terrain() != Terrain.RIVER || !withLakes ? ""
                    : f.lake().map(i -> "lake(" + describeInside(tile.feature(i)) + ")")
                            .orElse(f.endsAtSpring() ? "spring" : "through");
            edge.put(EnumSet.copyOf(f.ports()), f.terrain() + " pennants=" + f.pennants() + " cities=" + cities
                    + " fish=" + f.fish() + " animals=" + new EnumMap<>(f.animals().isEmpty()
                            ? Map.of(Animal.DEER, 0) : f.animals()) + " gold=" + f.gold()
                    + " mushrooms=" + f.mushrooms() + " power=" + f.power() + " end=" + end);
        }
        inside.sort(null);
        return new TileSignature(terrains, edge, inside);
    }

    private static String describeInside(FeatureSpec f) {
        return f.terrain() + " fish=" + f.fish() + " power=" + f.power();
    }
}
