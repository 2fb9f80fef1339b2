package org.tablecompanion.calibration.colour;

import java.util.Locale;

/** What neutral thing the white balance was measured on. */
public enum ColourReference {
    /** A grey card (or any neutral grey or white paper) laid on the table. */
    GREY_CARD,
    /** The white paper round the printed table markers. */
    MARKER_WHITE,
    /** The start tile, compared with its picture in the appearance pack. */
    START_TILE;

    /** The spelling in files and on the command line: {@code grey-card}, {@code marker-white}, {@code start-tile}. */
    @com.fasterxml.jackson.annotation.JsonValue
    public String spelling() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @com.fasterxml.jackson.annotation.JsonCreator
    public static ColourReference parse(String text) {
        for (ColourReference r : values()) {
            if (r.spelling().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown colour reference '" + text
                + "' (use grey-card, marker-white or start-tile)");
    }
}
