package org.tablecompanion.engine.rules;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Which printing's rules Hunters &amp; Gatherers is played with (see RULES.md). */
public enum HgEdition {
    /** The 1st-edition rules (also used for the 2020 tiles, ignoring their extra powers but wild fire). */
    CLASSIC,
    /** The 2020 printing's own rules, as far as they are known. */
    EDITION_2020;

    @JsonValue
    public String spelling() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    @JsonCreator
    public static HgEdition parse(String text) {
        for (HgEdition e : values()) {
            if (e.spelling().equalsIgnoreCase(text.trim()) || e.name().equalsIgnoreCase(text.trim())) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown H&G edition '" + text + "' (use classic or edition-2020)");
    }
}
