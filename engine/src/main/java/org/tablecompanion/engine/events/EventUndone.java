package org.tablecompanion.engine.events;

/**
 * Cancels the event at {@code index} in the record (counting from 0). Undoing an undo redoes.
 */
public record EventUndone(int index) implements Correction {

    @Override
    public String describe() {
        return "event " + index + " undone";
    }
}
