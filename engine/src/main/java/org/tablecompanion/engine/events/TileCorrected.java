package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonProperty;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Rotation;

/**
 * The tile on a square is really this type in this rotation (the camera misread it). The tile
 * keeps its place in the turn order; figures on it keep their feature index.
 */
@JsonPropertyOrder({"type", "x", "y", "tile", "rotation"})
public record TileCorrected(
        @JsonProperty(required = true) int x,
        @JsonProperty(required = true) int y,
        @JsonProperty(required = true) String tile,
        Rotation rotation) implements Correction {

    public TileCorrected {
        rotation = rotation == null ? Rotation.R0 : rotation;
    }

    public Position position() {
        return new Position(x, y);
    }

    @Override
    public String describe() {
        return "tile at " + position() + " corrected to " + tile + " turned " + rotation.degrees() + "°";
    }
}
