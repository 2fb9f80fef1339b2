package org.tablecompanion.engine.catalog;

/** Which game a catalog's tiles belong to: it decides which figures and scorings apply. */
public enum GameKind {
    /** Carcassonne, the base game, with or without the River. */
    CARCASSONNE,
    /** Carcassonne: Hunters &amp; Gatherers (either printing). */
    HUNTERS_AND_GATHERERS
}
