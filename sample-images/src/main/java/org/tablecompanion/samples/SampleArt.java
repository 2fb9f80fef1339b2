package org.tablecompanion.samples;

import java.util.List;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.StandInTileArt;
import org.tablecompanion.samples.scene.TileArt;

/** The tile art the samples are made with. */
public final class SampleArt {

    private SampleArt() {
    }

    /** Tile art for the given catalog ids (built-in ids or files). */
    public static TileArt forCatalogs(List<String> catalogIds) {
        List<Catalog> catalogs = catalogIds.stream().map(Catalogs::resolve).toList();
        return new CatalogTileArt(catalogs, painter());
    }

    /** What paints the tiles. */
    public static TileArt painter() {
        return new StandInTileArt();
    }

    /** A short name of the painter, for benchmark files. */
    public static String painterName() {
        return "stand-in";
    }
}
