package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.tablecompanion.engine.board.Position;

/** The tile on a square was never there (and neither were figures on it). */
public record TileRemoved(
        @JsonProperty(required = true) int x,
        @JsonProperty(required = true) int y) implements Correction {

    public Position position() {
        return new Position(x, y);
    }

    @Override
    public String describe() {
        return "tile at " + position() + " removed";
    }
}
