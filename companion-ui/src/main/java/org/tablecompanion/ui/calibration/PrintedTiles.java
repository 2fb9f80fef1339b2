package org.tablecompanion.ui.calibration;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;
import org.tablecompanion.samples.scene.Point2;
import org.tablecompanion.samples.scene.TileArt;

/**
 * The players' tiles in the benchmarks: one print per tile type, the same at every size (as a
 * real tile is). The scenes, the guide photos and the renderer's own pack all show these prints.
 */
final class PrintedTiles implements TileArt {

    static final int PRINT_SIZE = 256;

    private final TileRenderer renderer = new TileRenderer();
    private final Map<String, Catalog> catalogs = new HashMap<>();
    private final Map<String, Mat> prints = new HashMap<>();
    private final long seed;

    PrintedTiles(List<Catalog> catalogs, long seed) {
        catalogs.forEach(c -> this.catalogs.put(c.id(), c));
        this.seed = seed;
    }

    Mat print(String catalogId, String tileId) {
        synchronized (prints) {
            return prints.computeIfAbsent(catalogId + "/" + tileId, k -> {
                Catalog c = catalogs.get(catalogId);
                return renderer.render(c.require(tileId), Rotation.R0, PRINT_SIZE, seed, TileStyle.forCatalog(c));
            });
        }
    }

    @Override
    public byte[] paint(String catalogId, String tileId, int sizePx) {
        Mat m = new Mat();
        Imgproc.resize(print(catalogId, tileId), m, new Size(sizePx, sizePx), 0, 0,
                sizePx < PRINT_SIZE ? Imgproc.INTER_AREA : Imgproc.INTER_CUBIC);
        byte[] b = new byte[sizePx * sizePx * 3];
        m.get(0, 0, b);
        m.release();
        return b;
    }

    @Override
    public Point2 anchor(String catalogId, String tileId, int feature) {
        throw new UnsupportedOperationException("CatalogTileArt places figures");
    }
}
