package org.tablecompanion.samples.scene;

import java.util.List;
import org.tablecompanion.engine.catalog.Catalog;

/** Makes the tile art for a game's catalogs (real painted tiles, or the stand-in for tests). */
@FunctionalInterface
public interface TileArtSource {

    TileArt forCatalogs(List<Catalog> catalogs);

    /** Flat coloured squares with an arrow, figures on the catalogs' real anchors. */
    static TileArtSource standIn() {
        return catalogs -> new CatalogTileArt(catalogs, new StandInTileArt());
    }
}
