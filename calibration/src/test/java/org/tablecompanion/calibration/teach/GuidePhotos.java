package org.tablecompanion.calibration.teach;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.print.Sheet;
import org.tablecompanion.calibration.testing.FlatLayer;
import org.tablecompanion.calibration.testing.TablePhotographer;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.scene.Camera;

/** Photos of printed guide pages with rendered tiles laid on them by not quite steady hands. */
public final class GuidePhotos {

    /** The seed of the tiles' print: the same tiles the players own. */
    public static final long PRINT_SEED = 5;

    private final Catalog catalog;
    private final TileRenderer renderer = new TileRenderer();
    private final Map<String, Mat> art = new HashMap<>();

    public GuidePhotos(Catalog catalog) {
        this.catalog = catalog;
    }

    /** The players' tile, upright, as rendered. */
    public Mat tile(String id) {
        return art.computeIfAbsent(id, k -> renderer.render(catalog.require(k), Rotation.R0, 256, PRINT_SEED,
                org.tablecompanion.samples.render.TileStyle.forCatalog(catalog)));
    }

    /** A camera over the middle of a page lying with its top-left corner at the table origin. */
    public static Camera camera(int width, int height, double k1, double tilt, double yaw, double distance) {
        return TablePhotographer.camera(width, height, 65, k1, 0.02, GuideLayout.PAGE_W / 2, GuideLayout.PAGE_H / 2,
                tilt, yaw, distance);
    }

    /**
     * A photo of one page with its tiles; {@code skip} slots stay empty. Tiles are shifted up to
     * 1.5 mm and turned up to 3 degrees.
     */
    public Mat photo(Camera camera, Sheet page, GuideLayout.Batch batch, double[] cast, long seed, List<String> skip) {
        SplittableRandom random = new SplittableRandom(seed);
        List<FlatLayer> layers = new ArrayList<>();
        Mat raster = page.renderedWithText();
        layers.add(new FlatLayer(raster, GuideLayout.PAGE_W / 2, GuideLayout.PAGE_H / 2, page.pxPerMm(), 0));
        for (GuideLayout.Slot s : batch.slots()) {
            if (skip.contains(s.tileId())) {
                continue;
            }
            Mat t = tile(s.tileId());
            layers.add(new FlatLayer(t, s.centreX() + (random.nextDouble() - 0.5) * 3,
                    s.centreY() + (random.nextDouble() - 0.5) * 3, t.cols() / GuideLayout.TILE_MM,
                    (random.nextDouble() - 0.5) * 6));
        }
        Mat photo = new TablePhotographer(camera).photograph(new Scalar(70, 100, 130), layers, cast, 0.85, 0.8, 2.0, seed);
        raster.release();
        return photo;
    }
}
