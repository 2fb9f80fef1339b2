package org.tablecompanion.engine.events;

/**
 * An event that rewrites what was recorded before it; the game is then replayed from the start
 * as if the corrected history had happened, so scores made on a misread tile are recomputed.
 */
public sealed interface Correction extends GameEvent
        permits TileCorrected, TileRemoved, FigureCorrected, FigureRemoved, EventUndone {
}
