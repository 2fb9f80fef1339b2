package org.tablecompanion.samples.scene;

import java.util.HashMap;
import java.util.Map;

/** Painted tile art by tile and size, kept for the life of one renderer (a scene or a sequence). */
final class ArtCache {

    private final TileArt art;
    private final Map<String, byte[]> painted = new HashMap<>();

    ArtCache(TileArt art) {
        this.art = art;
    }

    byte[] get(String catalogId, String tileId, int size) {
        return painted.computeIfAbsent(catalogId + "\u0000" + tileId + "\u0000" + size, k -> {
            byte[] pixels = art.paint(catalogId, tileId, size);
            if (pixels.length != size * size * 3) {
                throw new IllegalStateException("tile art for " + catalogId + "/" + tileId + " at " + size
                        + " px has " + pixels.length + " bytes, expected " + size * size * 3);
            }
            return pixels;
        });
    }

    Point2 anchor(String catalogId, String tileId, int feature) {
        return art.anchor(catalogId, tileId, feature);
    }
}
