package org.tablecompanion.samples.sequence;

import java.util.Optional;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneTile;

/**
 * One frame a webcam would see during the game, before rendering.
 *
 * @param kind which moment of the turn
 * @param turn the turn number (0: the start tile)
 * @param player whose turn it is (empty for the start tile)
 * @param events how many of the record's events the board shows (the frame is the state after them)
 * @param board what lies on the table
 * @param held the tile in the player's hand, if any
 * @param bonus whether the tile placed in this moment is a bonus tile
 */
public record FramePlan(FrameKind kind, int turn, Optional<PlayerColour> player, int events, SceneBoard board,
                        Optional<SceneTile> held, boolean bonus) {
}
