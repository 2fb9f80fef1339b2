package org.tablecompanion.engine.scoring;

import java.util.List;

/**
 * How one kind of feature scores. The game asks every scoring of its game kind at the end of each
 * turn (with the features that turn completed) and once at the end of the game. A new terrain
 * (forests, rivers, meadows, huts) is one more implementation beside the base game's.
 */
public interface TerrainScoring {

    /**
     * Scorings for features completed this turn; ignore the terrains this scoring does not pay.
     * Afterwards the game returns the figures standing on every completed feature unless their
     * role never returns ({@link org.tablecompanion.engine.players.Role#returnsWhenCompleted()}).
     */
    List<Scoring> completed(List<org.tablecompanion.engine.features.Feature> completedThisTurn, ScoringContext context);

    /** Final scorings after the last tile, in the order they should be shown. */
    List<Scoring> endOfGame(ScoringContext context);
}
