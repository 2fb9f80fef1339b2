package org.tablecompanion.calibration.pack;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The optional {@code pack.json} of an appearance pack folder.
 *
 * @param format {@value #FORMAT}
 * @param catalog the catalog whose tiles the pictures show (empty when unknown)
 * @param margin fraction of each picture's side that is border round the tile face (0..0.4)
 * @param source {@code teach} or {@code import}
 * @param tileSizePx side of the pictures, when they were all made alike (0 when not)
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PackInfo(String format, String catalog, double margin, String source, int tileSizePx) {

    public static final String FORMAT = "tablecompanion-pack/1";

    public PackInfo {
        if (format == null || format.isBlank()) {
            format = FORMAT;
        }
        catalog = catalog == null ? "" : catalog;
        source = source == null ? "" : source;
        if (!(margin >= 0 && margin < 0.4)) {
            throw new IllegalArgumentException("margin must be in [0, 0.4), got " + margin);
        }
    }

    public static PackInfo of(String catalog, String source, int tileSizePx) {
        return new PackInfo(FORMAT, catalog, 0, source, tileSizePx);
    }
}
