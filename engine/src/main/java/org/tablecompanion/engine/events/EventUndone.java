package org.tablecompanion.engine.events;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Cancels the event at {@code index} in the record (counting from 0). Undoing an undo redoes.
 */
public record EventUndone(@JsonProperty(required = true) int index) implements Correction {

    @Override
    public String describe() {
        return "event " + index + " undone";
    }
}
