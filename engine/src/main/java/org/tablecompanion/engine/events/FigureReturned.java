package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * A figure taken off the board and back to its owner's supply during play without being scored
 * (H&amp;G 2020 printing: the shaman). Unlike the correction {@link FigureRemoved}, the figure was
 * there until now: what it did before stays done.
 *
 * @param player the owner's colour
 * @param x the tile's square
 * @param y the tile's square
 * @param feature index of the feature it stood on, in the tile type's list
 */
@JsonPropertyOrder({"type", "player", "x", "y", "feature"})
public record FigureReturned(
        @JsonProperty(required = true) PlayerColour player,
        @JsonProperty(required = true) int x,
        @JsonProperty(required = true) int y,
        @JsonProperty(required = true) int feature) implements PlayEvent {

    public Position position() {
        return new Position(x, y);
    }

    public FeaturePart part() {
        return new FeaturePart(position(), feature);
    }

    @Override
    public String describe() {
        return (player == null ? "?" : player.spelling()) + " figure on feature " + feature + " of the tile at "
                + position() + " taken back";
    }
}
