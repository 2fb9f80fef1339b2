package org.tablecompanion.engine.events;

/** An event that moves the game on. */
public sealed interface PlayEvent extends GameEvent permits TilePlaced, FigurePlaced, FigureReturned, GameEnded {
}
