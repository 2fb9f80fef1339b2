package org.tablecompanion.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.GameKind;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;

/** A few base tiles written by hand, for tests that must not depend on the catalog files. */
public final class HandTiles {

    private HandTiles() {
    }

    static List<Port> ports(String... specs) {
        List<Port> result = new ArrayList<>();
        for (String s : specs) {
            result.addAll(Port.parse(s));
        }
        return result;
    }

    static FeatureSpec f(Terrain t, String... ports) {
        return FeatureSpec.of(t, ports(ports));
    }

    static FeatureSpec city(int pennants, String... ports) {
        return new FeatureSpec(Terrain.CITY, ports(ports), pennants, List.of(), 0, Optional.empty(), Map.of(), false, 0,
                Optional.empty());
    }

    static FeatureSpec field(List<Integer> cities, String... ports) {
        return new FeatureSpec(Terrain.FIELD, ports(ports), 0, cities, 0, Optional.empty(), Map.of(), false, 0,
                Optional.empty());
    }

    /** City on N, road W-E, fields north (touching the city) and south of the road. */
    public static final TileType D = new TileType("D", 4, TileRole.LAND, List.of(
            f(Terrain.ROAD, "W.c", "E.c"),
            city(0, "N"),
            field(List.of(1), "E.l", "W.r"),
            field(List.of(), "E.r", "S", "W.l")));
    /** City on N, field on the rest. */
    public static final TileType E = new TileType("E", 5, TileRole.LAND, List.of(
            city(0, "N"),
            field(List.of(0), "E", "S", "W")));
    /** Straight road N-S. */
    public static final TileType U = new TileType("U", 8, TileRole.LAND, List.of(
            f(Terrain.ROAD, "N.c", "S.c"),
            field(List.of(), "N.l", "W", "S.r"),
            field(List.of(), "N.r", "E", "S.l")));
    /** Monastery in a field. */
    public static final TileType B = new TileType("B", 4, TileRole.LAND, List.of(
            f(Terrain.MONASTERY),
            field(List.of(), "N", "E", "S", "W")));
    /** City on all four edges with a pennant. */
    public static final TileType C = new TileType("C", 1, TileRole.LAND, List.of(city(1, "N", "E", "S", "W")));

    public static Catalog catalog() {
        return new Catalog("hand", "hand-made test tiles", GameKind.CARCASSONNE, "D", List.of(B, C, D, E, U));
    }
}
