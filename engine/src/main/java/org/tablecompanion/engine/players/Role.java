package org.tablecompanion.engine.players;

import org.tablecompanion.engine.catalog.Terrain;

/**
 * What a figure does, decided by its kind and the terrain it stands on. Majorities are counted per
 * role: on an H&amp;G river, fishers and huts never block or outnumber each other.
 */
public enum Role {
    KNIGHT(true), THIEF(true), MONK(true), FARMER(false),
    GATHERER(true), FISHER(true), HUNTER(false), HUT(false),
    /** Stands where its kind has nothing to do (a hut on a meadow): scores nothing. */
    NONE(false);

    private final boolean returnsWhenCompleted;
    /** Made once: explanations name roles all the time. */
    private final String singular = name().toLowerCase(java.util.Locale.ROOT);

    Role(boolean returnsWhenCompleted) {
        this.returnsWhenCompleted = returnsWhenCompleted;
    }

    /**
     * Whether the figure goes back to its owner once its feature is completed and scored.
     * Farmers, hunters and huts stay until the end.
     */
    public boolean returnsWhenCompleted() {
        return returnsWhenCompleted;
    }

    public static Role of(FigureKind kind, Terrain terrain) {
        if (kind == FigureKind.HUT) {
            return terrain == Terrain.RIVER || terrain == Terrain.LAKE ? HUT : NONE;
        }
        return switch (terrain) {
            case CITY -> KNIGHT;
            case ROAD -> THIEF;
            case MONASTERY -> MONK;
            case FIELD -> FARMER;
            case FOREST -> GATHERER;
            case RIVER -> FISHER;
            case MEADOW -> HUNTER;
            case LAKE -> NONE;
        };
    }

    /** "knight", "knights". */
    public String noun(int count) {
        String n = singular;
        if (count == 1) {
            return n;
        }
        return this == THIEF ? "thieves" : n + "s";
    }
}
