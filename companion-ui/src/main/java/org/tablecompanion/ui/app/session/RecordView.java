package org.tablecompanion.ui.app.session;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecord;

/**
 * The game as the window shows it: the record replayed up to a cursor, the state there, and the
 * state as if the game ended there. An immutable value made off the JavaFX thread.
 *
 * @param open the record and where it came from
 * @param catalog the combined catalog of the record's catalogs
 * @param cursor how many of the record's events are applied (0..events)
 * @param state the game after those events, the current turn scored
 * @param finalState the same game as if it ended now (every end scoring explained)
 * @param turnPlayer whose turn it is at the cursor (empty during the start tile)
 * @param nextPlayer who lays the next tile
 * @param lastTile where the latest tile lies
 */
public record RecordView(
        OpenRecord open,
        Catalog catalog,
        int cursor,
        GameState state,
        GameState finalState,
        Optional<PlayerColour> turnPlayer,
        PlayerColour nextPlayer,
        Optional<Position> lastTile) {

    public GameRecord record() {
        return open.record();
    }

    public List<GameEvent> events() {
        return open.record().events();
    }

    public int eventCount() {
        return events().size();
    }

    public boolean atEnd() {
        return cursor == eventCount();
    }

    /** The event the cursor stands after (empty at the very start). */
    public Optional<GameEvent> currentEvent() {
        return cursor == 0 ? Optional.empty() : Optional.of(events().get(cursor - 1));
    }
}
