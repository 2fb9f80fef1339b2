package org.tablecompanion.recognizer.tracker;

import java.util.List;
import org.tablecompanion.engine.events.GameEvent;

/**
 * One answer to a question: choosing it applies its events. An "ignore / I will fix it by hand"
 * answer has none.
 *
 * @param label what the button says
 * @param events the engine events this answer applies, in order
 */
public record Answer(String label, List<GameEvent> events) {

    public Answer {
        events = List.copyOf(events);
    }

    public static Answer ignore(String label) {
        return new Answer(label, List.of());
    }
}
