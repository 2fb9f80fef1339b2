package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonProperty;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * A figure set down on a feature of a placed tile.
 *
 * @param player the owner's colour
 * @param kind the piece (JSON default: follower)
 * @param x the tile's square
 * @param y the tile's square
 * @param feature index of the feature in the tile type's list
 */
@JsonPropertyOrder({"type", "player", "kind", "x", "y", "feature"})
public record FigurePlaced(
        @JsonProperty(required = true) PlayerColour player,
        FigureKind kind,
        @JsonProperty(required = true) int x,
        @JsonProperty(required = true) int y,
        @JsonProperty(required = true) int feature) implements PlayEvent {

    public FigurePlaced {
        kind = kind == null ? FigureKind.FOLLOWER : kind;
    }

    public static FigurePlaced follower(PlayerColour player, int x, int y, int feature) {
        return new FigurePlaced(player, FigureKind.FOLLOWER, x, y, feature);
    }

    public Position position() {
        return new Position(x, y);
    }

    public FeaturePart part() {
        return new FeaturePart(position(), feature);
    }

    @Override
    public String describe() {
        return (player == null ? "?" : player.spelling()) + " " + kind.spelling() + " on feature " + feature
                + " of the tile at " + position();
    }
}
