package org.tablecompanion.ui.app.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.FeatureShape;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;

/**
 * Tile pictures from the engine's tile geometry: the same caps, bands, centre shapes and fields
 * that map figures to features and that the recognizer matches, coloured by terrain. Layouts are
 * made once per tile type and faces once per rotation and size.
 */
public final class GeometryTileFaces implements TileFaces {

    private record Key(TileType type, Rotation rotation, int size) {
    }

    private final Map<TileType, TileGeometry> layouts = new ConcurrentHashMap<>();
    private final Map<Key, TileFace> faces = new ConcurrentHashMap<>();
    private final PortWedgeFaces fallback = new PortWedgeFaces();

    /**
     * The tile's face; a tile the layout routine cannot lay out (a user's odd catalog entry) is
     * drawn from its ports alone rather than not at all.
     */
    @Override
    public TileFace face(TileType type, Rotation rotation, int size) {
        // get-then-put rather than computeIfAbsent: a turned face is made from the upright one,
        // and ConcurrentHashMap forbids (and may deadlock on) nested computeIfAbsent calls.
        Key key = new Key(type, rotation, size);
        TileFace known = faces.get(key);
        if (known != null) {
            return known;
        }
        TileFace made;
        try {
            made = draw(type, rotation, size);
        } catch (RuntimeException e) {
            made = fallback.face(type, rotation, size);
        }
        TileFace raced = faces.putIfAbsent(key, made);
        return raced != null ? raced : made;
    }

    private TileGeometry layout(TileType type) {
        TileGeometry known = layouts.get(type);
        if (known != null) {
            return known;
        }
        TileGeometry made = TileLayout.layout(type);
        TileGeometry raced = layouts.putIfAbsent(type, made);
        return raced != null ? raced : made;
    }

    private TileFace draw(TileType type, Rotation rotation, int size) {
        if (rotation != Rotation.R0) {
            return face(type, Rotation.R0, size).turned(rotation);
        }
        TileGeometry geometry = layout(type);
        int[] labels = geometry.featureGrid(size, size);
        int[] argb = new int[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = y * size + x;
                int f = labels[i];
                int base = f < 0 || f >= type.features().size() ? 0xFF777777 : TerrainPalette.argb(type.feature(f).terrain());
                argb[i] = TerrainPalette.shade(base, 1 + Grain.at(x, y));
            }
        }
        List<UV> anchors = new ArrayList<>();
        for (FeatureShape s : geometry.shapes()) {
            anchors.add(new UV(s.anchor().u(), s.anchor().v()));
        }
        return new TileFace(type.id(), rotation, size, argb, labels, anchors);
    }
}
