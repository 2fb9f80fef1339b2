package org.tablecompanion.engine.rules;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** The three historical ways of scoring fields (farms) at the end of a base game. */
public enum FarmScoring {
    /**
     * Current rules (Esperanto seed): each field on its own; its majority farmers score 3 for
     * every completed city touching it. A city touching two fields pays both.
     */
    PER_FIELD_3,
    /**
     * Hungarian Piatnik rulebook: as {@link #PER_FIELD_3}, but a player scores a given city at most
     * once, however many of their fields touch it.
     */
    ONCE_PER_CITY_3,
    /**
     * Original first edition (Romanian seed): per completed city, each player's farmers over all
     * fields touching it are added up; the majority scores 4 for that city.
     */
    CITY_CENTRIC_4;

    /** The command-line spelling: {@code per-field-3}, {@code once-per-city-3}, {@code city-centric-4}. */
    @JsonValue
    public String spelling() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    @JsonCreator
    public static FarmScoring parse(String text) {
        for (FarmScoring f : values()) {
            if (f.spelling().equalsIgnoreCase(text.trim()) || f.name().equalsIgnoreCase(text.trim())) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown farm scoring '" + text
                + "' (use per-field-3, once-per-city-3 or city-centric-4)");
    }
}
