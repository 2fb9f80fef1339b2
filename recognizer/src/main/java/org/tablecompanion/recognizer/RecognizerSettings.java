package org.tablecompanion.recognizer;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.calibration.pack.AppearancePack;

/**
 * What the recognizer is told before it looks.
 *
 * @param catalogIds ids of the catalogs in play (reported in observations)
 * @param catalog the catalogs in play, combined
 * @param pack pictures of the user's own tiles, if any (else zero-shot from the catalog geometry)
 * @param keepImages whether every stage keeps its picture for debugging
 */
public record RecognizerSettings(List<String> catalogIds, Catalog catalog, Optional<AppearancePack> pack,
                                 boolean keepImages) {

    public RecognizerSettings {
        catalogIds = List.copyOf(catalogIds);
    }

    public RecognizerSettings withImages(boolean keep) {
        return new RecognizerSettings(catalogIds, catalog, pack, keep);
    }
}
