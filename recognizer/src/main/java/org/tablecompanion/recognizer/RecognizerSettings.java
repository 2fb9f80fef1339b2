package org.tablecompanion.recognizer;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.calibration.pack.AppearancePack;

/**
 * What the recognizer is told before it looks.
 *
 * @param catalogIds ids of the catalogs in play (reported in observations)
 * @param catalog the catalogs in play, combined
 * @param pack pictures of the user's own tiles, if any (else zero-shot from the catalog geometry)
 * @param keepImages whether every stage keeps its picture for debugging
 * @param calibration the table's calibration, if any: frames are undistorted and white-balanced
 *                    with it, and figures are told by the colours learned for the table
 */
public record RecognizerSettings(List<String> catalogIds, Catalog catalog, Optional<AppearancePack> pack,
                                 boolean keepImages, Optional<TableCalibration> calibration) {

    public RecognizerSettings {
        catalogIds = List.copyOf(catalogIds);
    }

    /** Settings for a table without a calibration. */
    public RecognizerSettings(List<String> catalogIds, Catalog catalog, Optional<AppearancePack> pack, boolean keepImages) {
        this(catalogIds, catalog, pack, keepImages, Optional.empty());
    }

    public RecognizerSettings withImages(boolean keep) {
        return new RecognizerSettings(catalogIds, catalog, pack, keep, calibration);
    }

    public RecognizerSettings withCalibration(TableCalibration table) {
        return new RecognizerSettings(catalogIds, catalog, pack, keepImages, Optional.of(table));
    }
}
