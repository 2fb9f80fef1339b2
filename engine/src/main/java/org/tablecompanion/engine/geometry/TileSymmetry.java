package org.tablecompanion.engine.geometry;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Turns of a tile that no camera can tell apart: a straight road turned a half turn lies exactly
 * as before, with its two fields swapped. The tracker reports the lowest such turn (and a
 * figure's feature as that turn numbers it); comparing records goes through the same mapping, and
 * the figure finder counts a feature's anchors at every such turn. A fact of the tiles' geometry,
 * so it lives with it and not with one of its users.
 */
public final class TileSymmetry {

    private static final int GRID = 24;
    private static final Map<String, TileGeometry> LAYOUTS = new ConcurrentHashMap<>();

    private TileSymmetry() {
    }

    /** The lowest turn that lies exactly like {@code rotation}. */
    public static Rotation canonical(TileType type, Rotation rotation) {
        for (Rotation r : Rotation.values()) {
            if (r == rotation || featureMap(type, rotation, r).isPresent()) {
                return r;
            }
        }
        return rotation;
    }

    /**
     * For two turns that lie alike, which feature at {@code to} is where each feature at
     * {@code from} is; empty when the turns look different.
     */
    public static Optional<int[]> featureMap(TileType type, Rotation from, Rotation to) {
        TileGeometry g = LAYOUTS.computeIfAbsent(type.id() + "@" + System.identityHashCode(type),
                k -> TileLayout.layout(type));
        int n = type.features().size();
        int[] map = new int[n];
        Arrays.fill(map, -1);
        if (from == to) {
            for (int i = 0; i < n; i++) {
                map[i] = i;
            }
            return Optional.of(map);
        }
        int[] a = g.at(from).featureGrid(GRID, GRID);
        int[] b = g.at(to).featureGrid(GRID, GRID);
        int[] back = new int[n];
        Arrays.fill(back, -1);
        for (int i = 0; i < a.length; i++) {
            int fa = a[i];
            int fb = b[i];
            if (fa < 0 || fb < 0) {
                if (fa != fb) {
                    return Optional.empty();
                }
                continue;
            }
            if ((map[fa] >= 0 && map[fa] != fb) || (back[fb] >= 0 && back[fb] != fa)) {
                return Optional.empty();
            }
            map[fa] = fb;
            back[fb] = fa;
        }
        for (int i = 0; i < n; i++) {
            if (map[i] < 0) {
                map[i] = i;
            } else if (!alike(type.feature(i), type.feature(map[i]))) {
                return Optional.empty();
            }
        }
        return Optional.of(map);
    }

    /**
     * Whether two readings look the same on the table and in the game: the same tile type (or
     * two types with identical features, as H&amp;G prints some twice) at turns that lie alike.
     */
    public static boolean sameLook(TileType a, Rotation ra, TileType b, Rotation rb) {
        return a.features().equals(b.features()) && canonical(a, ra) == canonical(b, rb);
    }

    /** The first type of the catalog with exactly this type's features: one name per look. */
    public static String lookId(org.tablecompanion.engine.catalog.Catalog catalog, TileType type) {
        for (TileType t : catalog.tiles()) {
            if (t.features().equals(type.features())) {
                return t.id();
            }
        }
        return type.id();
    }

    private static boolean alike(FeatureSpec a, FeatureSpec b) {
        return a.terrain() == b.terrain() && a.pennants() == b.pennants() && a.fish() == b.fish()
                && a.animals().equals(b.animals()) && a.gold() == b.gold() && a.mushrooms() == b.mushrooms()
                && a.power().equals(b.power()) && a.lake().isPresent() == b.lake().isPresent();
    }
}
