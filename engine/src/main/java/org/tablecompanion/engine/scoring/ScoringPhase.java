package org.tablecompanion.engine.scoring;

/** When a scoring happened. */
public enum ScoringPhase {
    /** A feature completed during the game (at the end of the turn that completed it). */
    COMPLETED,
    /** Final scoring after the last tile: incomplete features, fields, hunters, huts. */
    END_OF_GAME
}
