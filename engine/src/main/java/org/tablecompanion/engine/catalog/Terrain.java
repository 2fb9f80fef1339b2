package org.tablecompanion.engine.catalog;

/** The kinds of feature a tile can hold, in all three games. */
public enum Terrain {
    /** Base game: knights score it. */
    CITY(true),
    /** Base game: thieves score it. */
    ROAD(true),
    /** Base game: farmers score it at the end. */
    FIELD(true),
    /** Base game: inside one tile, no ports. */
    MONASTERY(false),
    /** The River expansion (no figures) and H&G (fishers, huts). */
    RIVER(true),
    /** H&G: inside one tile, rivers run into it, it holds fish. The River's lake tile too. */
    LAKE(false),
    /** H&G: gatherers score it. */
    FOREST(true),
    /** H&G: hunters score it at the end. */
    MEADOW(true);

    private final boolean onEdges;

    Terrain(boolean onEdges) {
        this.onEdges = onEdges;
    }

    /** Whether features of this terrain reach the tile's edges (and so must list ports). */
    public boolean onEdges() {
        return onEdges;
    }
}
