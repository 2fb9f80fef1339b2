package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * The figure recorded on a feature of a tile is really this player's piece of this kind, standing
 * on feature {@code toFeature} of the same tile ("that is red's hunter, on the meadow").
 */
@JsonPropertyOrder({"type", "x", "y", "feature", "player", "kind", "toFeature"})
public record FigureCorrected(int x, int y, int feature, PlayerColour player, FigureKind kind, int toFeature)
        implements Correction {

    public FigureCorrected {
        kind = kind == null ? FigureKind.FOLLOWER : kind;
    }

    @JsonCreator
    static FigureCorrected fromJson(@JsonProperty("x") int x, @JsonProperty("y") int y,
            @JsonProperty("feature") int feature, @JsonProperty("player") PlayerColour player,
            @JsonProperty("kind") FigureKind kind, @JsonProperty("toFeature") Integer toFeature) {
        return new FigureCorrected(x, y, feature, player, kind, toFeature == null ? feature : toFeature);
    }

    public Position position() {
        return new Position(x, y);
    }

    @Override
    public String describe() {
        return "figure on feature " + feature + " at " + position() + " corrected to "
                + (player == null ? "?" : player.spelling()) + " " + kind.spelling() + " on feature " + toFeature;
    }
}
