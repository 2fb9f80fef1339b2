package org.tablecompanion.engine.events;

import org.tablecompanion.engine.board.Position;

/** The tile on a square was never there (and neither were figures on it). */
public record TileRemoved(int x, int y) implements Correction {

    public Position position() {
        return new Position(x, y);
    }

    @Override
    public String describe() {
        return "tile at " + position() + " removed";
    }
}
