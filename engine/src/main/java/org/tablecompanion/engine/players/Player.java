package org.tablecompanion.engine.players;

/** A player at the table: a name for people, a colour for the camera and the record. */
public record Player(String name, PlayerColour colour) {

    public Player {
        if (name == null || name.isBlank()) {
            name = colour == null ? "player" : colour.spelling();
        }
    }

    public static Player of(PlayerColour colour) {
        return new Player(colour.spelling(), colour);
    }
}
