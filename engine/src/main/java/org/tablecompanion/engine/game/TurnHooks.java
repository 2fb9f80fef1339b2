package org.tablecompanion.engine.game;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringContext;

/**
 * What a game adds to the common turn structure that needs a memory across tiles: in Hunters
 * &amp; Gatherers the bonus tile owed after a forest with gold, powers that act when their tile
 * is laid, the shaman's figure taken back. One per game, mutable, owned by the game's table and
 * copied for what-if views ({@link Game#state()}); the base game has none ({@link #NONE}).
 */
public interface TurnHooks {

    /** A rule that something on the table breaks: the game adds which event and the rule in words. */
    record Problem(RuleBreak rule, String detail) {
    }

    /**
     * One tile's share of a turn, just closed: its completed features are scored and their
     * figures are back.
     *
     * @param tile the tile
     * @param bonus laid as a bonus tile
     * @param player who laid it (empty for the start tile)
     * @param completed the features it completed
     */
    record ClosedTile(PlacedTile tile, boolean bonus, Optional<PlayerColour> player, List<Feature> completed) {

        public ClosedTile {
            completed = List.copyOf(completed);
        }
    }

    /** No memory, nothing added: the base game. */
    TurnHooks NONE = new TurnHooks() {
        @Override
        public TurnHooks copy() {
            return this;
        }
    };

    /** An independent copy (a what-if view must not change the game). */
    TurnHooks copy();

    /** A tile is about to be laid; the turn before it is already closed. */
    default List<Problem> beforeTile(TileType type, Position position, boolean bonus) {
        return List.of();
    }

    /** A tile's share of the turn closed: scorings that its powers make now. */
    default List<Scoring> afterTile(ClosedTile closed, ScoringContext context) {
        return List.of();
    }

    /**
     * A figure went back to its owner without being scored (a
     * {@link org.tablecompanion.engine.events.FigureReturned} event): by default no rule allows it.
     */
    default List<Problem> figureReturned(Figure figure, Optional<PlayerColour> turnPlayer) {
        return List.of(new Problem(RuleBreak.FIGURE_RETURNED, "no power lets it leave the board now"));
    }

    /** The game is ending: the last turn is closed, final scoring comes next. */
    default List<Problem> beforeEnd() {
        return List.of();
    }

    /** Whether the player whose turn it is is owed a bonus tile now (H&amp;G gold and menhirs). */
    default boolean bonusTileDue() {
        return false;
    }
}
