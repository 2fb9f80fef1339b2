package org.tablecompanion.engine.random;

import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.record.GameRecord;

/**
 * A random legal game: its record (replayable, savable) and its final state.
 *
 * @param seed the seed that made it
 * @param record every event, ending with the game's end
 * @param finalState the state after final scoring
 */
public record RandomGame(long seed, GameRecord record, GameState finalState) {
}
