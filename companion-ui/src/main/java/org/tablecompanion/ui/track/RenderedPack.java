package org.tablecompanion.ui.track;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.samples.render.TileRenderer;

/**
 * The appearance pack of the project's own painted tiles: what a player's pack would be for the
 * bundled sample games, which were filmed with these prints.
 */
public final class RenderedPack {

    /** The sample films' tiles are about 50 pixels across, painted from 64-pixel prints. */
    public static final int PRINT_SIZE = 64;

    private RenderedPack() {
    }

    public static AppearancePack of(Catalog catalog) {
        TileRenderer renderer = new TileRenderer();
        Map<String, Mat> pictures = new HashMap<>();
        for (TileType t : catalog.tiles()) {
            pictures.put(t.id(), renderer.render(t, Rotation.R0, PRINT_SIZE, 1,
                    org.tablecompanion.samples.render.TileStyle.forCatalog(catalog)));
        }
        return new AppearancePack(Path.of("<painted tiles>"), PackInfo.of(catalog.id(), "painted prints", PRINT_SIZE),
                pictures);
    }
}
