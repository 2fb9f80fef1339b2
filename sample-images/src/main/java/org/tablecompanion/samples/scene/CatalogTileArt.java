package org.tablecompanion.samples.scene;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;

/**
 * Tile art for real catalogs: pictures from a painter, figure positions from the engine's tile
 * geometry (the same anchors the recognizer uses to map a figure back to its feature).
 */
public final class CatalogTileArt implements TileArt {

    private final Map<String, Catalog> catalogs = new LinkedHashMap<>();
    private final TileArt painter;
    private final Map<String, TileGeometry> geometry = new HashMap<>();

    /**
     * @param catalogs the catalogs whose tiles may appear (by their ids)
     * @param painter paints the pictures; its anchors are not used
     */
    public CatalogTileArt(List<Catalog> catalogs, TileArt painter) {
        catalogs.forEach(c -> this.catalogs.put(c.id(), c));
        this.painter = painter;
    }

    public TileType tileType(String catalogId, String tileId) {
        Catalog c = catalogs.get(catalogId);
        if (c == null) {
            throw new IllegalArgumentException("unknown catalog '" + catalogId + "' (known: "
                    + String.join(", ", catalogs.keySet()) + ")");
        }
        return c.require(tileId);
    }

    @Override
    public byte[] paint(String catalogId, String tileId, int sizePx) {
        tileType(catalogId, tileId);
        return painter.paint(catalogId, tileId, sizePx);
    }

    @Override
    public synchronized Point2 anchor(String catalogId, String tileId, int featureIndex) {
        TileGeometry g = geometry.computeIfAbsent(catalogId + "/" + tileId,
                k -> TileLayout.layout(tileType(catalogId, tileId)));
        if (featureIndex < 0 || featureIndex >= g.shapes().size()) {
            throw new IllegalArgumentException("tile " + tileId + " of " + catalogId + " has no feature " + featureIndex);
        }
        org.tablecompanion.engine.geometry.Point2 a = g.shape(featureIndex).anchor();
        return new Point2(a.u(), a.v());
    }
}
