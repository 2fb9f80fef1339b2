package org.tablecompanion.ui.app.board;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Tile pictures drawn from the catalog's ports alone: each port owns a wedge of the tile between
 * its third of the edge and the centre, roads and rivers are bands from their edge to the centre,
 * monasteries and lakes sit in the middle. Plain, but every feature is where its ports say.
 */
public final class PortWedgeFaces implements TileFaces {

    private static final double BAND_HALF_WIDTH = 0.075;
    private static final double CENTRE_HALF_SIZE = 0.2;

    private record Key(String id, Rotation rotation, int size) {
    }

    private final Map<Key, TileFace> cache = new ConcurrentHashMap<>();

    @Override
    public TileFace face(TileType type, Rotation rotation, int size) {
        return cache.computeIfAbsent(new Key(type.id(), rotation, size), k -> draw(type, rotation, size));
    }

    private static TileFace draw(TileType type, Rotation rotation, int size) {
        int[] labels = new int[size * size];
        int[] argb = new int[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                UV p = new UV((x + 0.5) / size, (y + 0.5) / size);
                for (int r = 0; r < rotation.quarterTurns(); r++) {
                    p = p.quarterTurnAnticlockwise();
                }
                int f = uprightFeatureAt(type, p.u(), p.v());
                labels[y * size + x] = f;
                int base = f < 0 ? 0xFF777777 : TerrainPalette.argb(type.feature(f).terrain());
                argb[y * size + x] = TerrainPalette.shade(base, 1 + Grain.at(x, y));
            }
        }
        List<UV> anchors = Anchors.of(labels, size, type.features().size());
        return new TileFace(type.id(), rotation, size, argb, labels, anchors);
    }

    /** The feature under a point of the upright tile. */
    static int uprightFeatureAt(TileType type, double u, double v) {
        List<FeatureSpec> features = type.features();
        for (int i = 0; i < features.size(); i++) {
            FeatureSpec f = features.get(i);
            if (f.ports().isEmpty()) {
                boolean inside = f.terrain() == Terrain.LAKE
                        ? Math.hypot(u - 0.5, v - 0.5) < CENTRE_HALF_SIZE * 1.2
                        : Math.abs(u - 0.5) < CENTRE_HALF_SIZE && Math.abs(v - 0.5) < CENTRE_HALF_SIZE;
                if (inside) {
                    return i;
                }
            }
        }
        for (int i = 0; i < features.size(); i++) {
            FeatureSpec f = features.get(i);
            if (!isBand(f.terrain())) {
                continue;
            }
            for (Port p : f.ports()) {
                if (p.slot() == 1 && distanceToSpoke(p.edge(), u, v) < BAND_HALF_WIDTH) {
                    return i;
                }
            }
        }
        double dx = u - 0.5;
        double dy = v - 0.5;
        Edge edge = Math.abs(dy) >= Math.abs(dx) ? (dy < 0 ? Edge.N : Edge.S) : (dx > 0 ? Edge.E : Edge.W);
        double along = switch (edge) {
            case N -> u;
            case E -> v;
            case S -> 1 - u;
            case W -> 1 - v;
        };
        int slot = Math.max(0, Math.min(2, (int) (along * 3)));
        Port port = Port.of(edge, slot);
        int f = type.featureAt(port).orElse(-1);
        if (slot == 1 && (f < 0 || isBand(type.feature(f).terrain()))) {
            int side = type.featureAt(Port.of(edge, along < 0.5 ? 0 : 2)).orElse(-1);
            if (side >= 0) {
                return side;
            }
        }
        return f >= 0 ? f : nearestWithPorts(type);
    }

    private static int nearestWithPorts(TileType type) {
        for (int i = 0; i < type.features().size(); i++) {
            if (!type.feature(i).ports().isEmpty()) {
                return i;
            }
        }
        return 0;
    }

    private static boolean isBand(Terrain t) {
        return t == Terrain.ROAD || t == Terrain.RIVER;
    }

    /** Distance from a point to the segment from an edge's midpoint to the tile's centre. */
    private static double distanceToSpoke(Edge edge, double u, double v) {
        return switch (edge) {
            case N -> v <= 0.5 ? Math.abs(u - 0.5) : Math.hypot(u - 0.5, v - 0.5);
            case S -> v >= 0.5 ? Math.abs(u - 0.5) : Math.hypot(u - 0.5, v - 0.5);
            case E -> u >= 0.5 ? Math.abs(v - 0.5) : Math.hypot(u - 0.5, v - 0.5);
            case W -> u <= 0.5 ? Math.abs(v - 0.5) : Math.hypot(u - 0.5, v - 0.5);
        };
    }
}
