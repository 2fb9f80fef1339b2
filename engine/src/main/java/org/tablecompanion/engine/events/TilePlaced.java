package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonProperty;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Rotation;

/**
 * A tile laid on the table. The first one is the start tile (or the River's spring); every later
 * one starts the next player's turn, except a bonus tile, which the same player lays within the
 * turn (H&amp;G gold nuggets and menhirs).
 *
 * @param tile the tile type's id in the game's catalogs
 * @param x square, growing east
 * @param y square, growing south
 * @param rotation clockwise turn of the printed tile (JSON: degrees)
 * @param bonus laid as a bonus tile within the current turn (JSON: omitted when false)
 */
@JsonPropertyOrder({"type", "tile", "x", "y", "rotation", "bonus"})
public record TilePlaced(
        @JsonProperty(required = true) String tile,
        @JsonProperty(required = true) int x,
        @JsonProperty(required = true) int y,
        Rotation rotation,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean bonus) implements PlayEvent {

    public TilePlaced {
        rotation = rotation == null ? Rotation.R0 : rotation;
    }

    public static TilePlaced of(String tile, int x, int y, Rotation rotation) {
        return new TilePlaced(tile, x, y, rotation, false);
    }

    public Position position() {
        return new Position(x, y);
    }

    @Override
    public String describe() {
        return (bonus ? "bonus tile " : "tile ") + tile + " at " + position() + " turned " + rotation.degrees() + "°";
    }
}
