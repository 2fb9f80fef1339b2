package org.tablecompanion.ui.app.live;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.recognizer.observation.Observation;

/**
 * What the tracker made of one frame (or of an answer), as the live view needs it.
 *
 * @param frame the frame's number in its source
 * @param state what the frame was ("moving", "turn read", "waiting for an answer", ...)
 * @param newEvents the game events this frame or answer added, in order
 * @param question what the players are asked, while a question is open
 * @param observation what the recognizer saw, when it looked at this frame
 * @param status one line for the status bar
 */
public record LiveStep(long frame, String state, List<GameEvent> newEvents, Optional<LiveQuestion> question,
                       Optional<Observation> observation, String status) {

    public LiveStep {
        newEvents = List.copyOf(newEvents);
    }
}
