package org.tablecompanion.engine.scoring;

import org.tablecompanion.engine.players.PlayerColour;

/** Points one player received from one scoring. */
public record Award(PlayerColour player, int points) {
}
