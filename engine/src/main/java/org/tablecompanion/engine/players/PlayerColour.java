package org.tablecompanion.engine.players;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The colour of a player's figures: it is how the camera and the record tell players apart. */
public enum PlayerColour {
    RED, BLUE, YELLOW, GREEN, BLACK, GREY, PINK, PURPLE;

    /** Made once: explanations spell colours all the time. */
    private final String spelling = name().toLowerCase(Locale.ROOT);

    @JsonValue
    public String spelling() {
        return spelling;
    }

    /** Reads {@code red}, {@code RED}, {@code gray} as well as {@code grey}. */
    @JsonCreator
    public static PlayerColour parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("GRAY")) {
            return GREY;
        }
        for (PlayerColour c : values()) {
            if (c.name().equals(t)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown colour '" + text
                + "' (use red, blue, yellow, green, black, grey, pink or purple)");
    }
}
