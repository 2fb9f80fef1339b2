package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Optional;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * The figure recorded on a feature of a tile was never there. When figures of several players
 * stand on that tile feature, {@code player} says which one (else the latest recorded).
 */
@JsonPropertyOrder({"type", "x", "y", "feature", "player"})
public record FigureRemoved(int x, int y, int feature,
        @JsonInclude(JsonInclude.Include.NON_NULL) PlayerColour player) implements Correction {

    @JsonCreator
    public FigureRemoved(@JsonProperty("x") int x, @JsonProperty("y") int y,
            @JsonProperty("feature") int feature, @JsonProperty("player") PlayerColour player) {
        this.x = x;
        this.y = y;
        this.feature = feature;
        this.player = player;
    }

    public static FigureRemoved at(int x, int y, int feature) {
        return new FigureRemoved(x, y, feature, null);
    }

    @JsonIgnore
    public Optional<PlayerColour> owner() {
        return Optional.ofNullable(player);
    }

    public Position position() {
        return new Position(x, y);
    }

    @Override
    public String describe() {
        return "figure on feature " + feature + " at " + position() + " removed";
    }
}
