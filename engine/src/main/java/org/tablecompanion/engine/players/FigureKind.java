package org.tablecompanion.engine.players;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The physical piece. What it does follows from where it stands ({@link Role}): a follower in a
 * city is a knight, a tribe member in a forest is a gatherer.
 */
public enum FigureKind {
    /** The base game's follower (meeple); in H&amp;G the tribe member (gatherer, fisher, hunter). */
    FOLLOWER,
    /** H&amp;G: a hut, on a river or a lake; never returns. */
    HUT;

    private final String spelling = name().toLowerCase(Locale.ROOT);

    @JsonValue
    public String spelling() {
        return spelling;
    }

    @JsonCreator
    public static FigureKind parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("MEEPLE") || t.equals("TRIBE_MEMBER") || t.equals("TRIBE-MEMBER")) {
            return FOLLOWER;
        }
        for (FigureKind k : values()) {
            if (k.name().equals(t)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown figure kind '" + text + "' (use follower or hut)");
    }
}
