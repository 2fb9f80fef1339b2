package org.tablecompanion.ui.app.session;

import java.util.List;
import java.util.OptionalInt;
import org.tablecompanion.engine.events.EventUndone;
import org.tablecompanion.engine.events.GameEvent;

/**
 * Which event "undo" takes back: the latest event that still counts and is not itself an undo.
 * An {@link EventUndone} cancels its target unless it is cancelled itself (undoing an undo
 * redoes), read from the end of the record, as the engine reads it.
 */
public final class UndoTarget {

    private UndoTarget() {
    }

    public static OptionalInt of(List<GameEvent> events) {
        boolean[] cancelled = cancelled(events);
        for (int i = events.size() - 1; i >= 0; i--) {
            if (!cancelled[i] && !(events.get(i) instanceof EventUndone)) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    /** Per event, whether a later undo that still counts takes it back. */
    public static boolean[] cancelled(List<GameEvent> events) {
        boolean[] cancelled = new boolean[events.size()];
        for (int j = events.size() - 1; j >= 0; j--) {
            if (!cancelled[j] && events.get(j) instanceof EventUndone u && u.index() >= 0 && u.index() < j) {
                cancelled[u.index()] = true;
            }
        }
        return cancelled;
    }
}
