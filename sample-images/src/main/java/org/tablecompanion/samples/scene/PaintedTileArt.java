package org.tablecompanion.samples.scene;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

/**
 * The real tile art: every tile painted from its geometry by {@link TileRenderer}, figures on the
 * geometry's anchors. All copies of a tile type share one print (the painter's variations between
 * prints are smaller than what the camera does to them), so each type is painted once per size.
 */
public final class PaintedTileArt implements TileArt {

    /** The print every copy shows. */
    private static final long PRINT = 1;

    private final Map<String, Catalog> catalogs = new LinkedHashMap<>();
    private final TileRenderer renderer = new TileRenderer();

    public PaintedTileArt(List<Catalog> catalogs) {
        catalogs.forEach(c -> this.catalogs.put(c.id(), c));
    }

    private Catalog catalog(String catalogId) {
        Catalog c = catalogs.get(catalogId);
        if (c == null) {
            throw new IllegalArgumentException("unknown catalog '" + catalogId + "' (known: "
                    + String.join(", ", catalogs.keySet()) + ")");
        }
        return c;
    }

    @Override
    public byte[] paint(String catalogId, String tileId, int sizePx) {
        Catalog c = catalog(catalogId);
        TileType type = c.require(tileId);
        Mat image = renderer.render(type, Rotation.R0, sizePx, PRINT, TileStyle.forCatalog(c));
        byte[] pixels = new byte[sizePx * sizePx * 3];
        image.get(0, 0, pixels);
        image.release();
        return pixels;
    }

    @Override
    public Point2 anchor(String catalogId, String tileId, int featureIndex) {
        TileType type = catalog(catalogId).require(tileId);
        var shapes = renderer.geometry(type).shapes();
        if (featureIndex < 0 || featureIndex >= shapes.size()) {
            throw new IllegalArgumentException("tile " + tileId + " of " + catalogId + " has no feature " + featureIndex);
        }
        var a = shapes.get(featureIndex).anchor();
        return new Point2(a.u(), a.v());
    }
}
