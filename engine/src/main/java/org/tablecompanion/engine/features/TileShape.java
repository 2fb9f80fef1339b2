package org.tablecompanion.engine.features;

import java.util.Arrays;
import java.util.List;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;

/**
 * What the feature graph needs of a tile type, worked out once per type, upright: which feature
 * holds each port (the first feature listing a port owns it, as
 * {@link org.tablecompanion.engine.board.PlacedTile#featureIndexAt} says), the ports of each
 * feature, terrains, specs. A quarter turn moves every port three places on ({@link Port#rotate}),
 * so one upright shape serves all four rotations.
 *
 * <p>Immutable (the arrays are never written after the constructor), so one shape is shared by
 * every game on every thread: {@link #of} keeps them in a small process-wide cache. Building the
 * shapes again for every game cost about 8 % of replaying a base game.
 */
final class TileShape {

    final FeatureSpec[] specs;
    final Terrain[] terrains;
    final int[] portCounts;
    final byte monasteries;
    /** Some port is listed by two features (checked catalogs refuse that). */
    final boolean portListedTwice;
    /** The feature holding each upright port (by ordinal), -1 for none. */
    final byte[] portFeature;
    /** The upright ports of each feature, a bit per port ordinal. */
    final int[] partPorts;

    TileShape(TileType type) {
        specs = type.features().toArray(FeatureSpec[]::new);
        int n = specs.length;
        terrains = new Terrain[n];
        portCounts = new int[n];
        partPorts = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            terrains[i] = specs[i].terrain();
            portCounts[i] = specs[i].ports().size();
            m += terrains[i] == Terrain.MONASTERY ? 1 : 0;
        }
        monasteries = (byte) m;
        portFeature = new byte[12];
        Arrays.fill(portFeature, (byte) -1);
        boolean twice = false;
        for (int i = 0; i < n; i++) {
            List<Port> ports = specs[i].ports();
            for (int k = 0; k < ports.size(); k++) {
                int p = ports.get(k).ordinal();
                partPorts[i] |= 1 << p;
                if (portFeature[p] < 0) {
                    portFeature[p] = (byte) i;
                } else {
                    twice = true;
                }
            }
        }
        portListedTwice = twice;
    }

    /** The board ports of feature i with the tile turned by {@code turn} ports (3 per quarter). */
    int boardPorts(int i, int turn) {
        int mask = partPorts[i];
        return turn == 0 ? mask : (mask << turn | mask >>> (12 - turn)) & 0xFFF;
    }

    /**
     * The cache: direct-mapped by the type's identity hash, an entry per slot. Tile types are
     * records whose equals and hashCode walk every feature spec, far dearer than building a
     * shape, so types are told apart by identity (catalogs are read once and shared). A slot
     * taken by another type is simply overwritten: the cache holds at most {@link #SLOTS} types
     * however many catalogs a long-running process reads, and a miss only costs a rebuild.
     * Entries are immutable with final fields, so a plain array is safe to share: a thread sees
     * either an older entry or a complete newer one.
     */
    private static final int SLOTS = 1024;
    private static final Entry[] CACHE = new Entry[SLOTS];

    private record Entry(TileType type, TileShape shape) {
    }

    /** The shape of a tile type, from the cache when it holds that very type. */
    static TileShape of(TileType type) {
        int slot = System.identityHashCode(type) & (SLOTS - 1);
        Entry e = CACHE[slot];
        if (e != null && e.type() == type) {
            return e.shape();
        }
        TileShape shape = new TileShape(type);
        CACHE[slot] = new Entry(type, shape);
        return shape;
    }
}
