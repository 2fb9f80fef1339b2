package org.tablecompanion.engine.events;

/** The last tile is down: incomplete features and fields are scored. */
public record GameEnded() implements PlayEvent {

    @Override
    public String describe() {
        return "game ended";
    }
}
