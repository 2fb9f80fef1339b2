package org.tablecompanion.samples;

import java.util.List;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.samples.scene.PaintedTileArt;
import org.tablecompanion.samples.scene.TileArt;
import org.tablecompanion.samples.scene.TileArtSource;

/** The tile art the samples are made with: the painted tiles of the project's renderer. */
public final class SampleArt {

    private SampleArt() {
    }

    /** Tile art for the given catalog ids (built-in ids or files). */
    public static TileArt forCatalogs(List<String> catalogIds) {
        List<Catalog> catalogs = catalogIds.stream().map(Catalogs::resolve).toList();
        return source().forCatalogs(catalogs);
    }

    public static TileArtSource source() {
        return PaintedTileArt::new;
    }

    /** A short name of the painter, for benchmark files. */
    public static String painterName() {
        return "painted";
    }
}
