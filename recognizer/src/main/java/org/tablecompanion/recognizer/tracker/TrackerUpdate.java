package org.tablecompanion.recognizer.tracker;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.recognizer.observation.Observation;

/**
 * What one frame (or one answer) changed.
 *
 * @param frame the frame's number in the tracker (counting from 0), or -1 for an answer
 * @param state what the frame showed
 * @param newEvents engine events applied because of it, in order (already in {@link Tracker#game()})
 * @param question the open question, if any (the same question is repeated until answered)
 * @param observation the board as the tracker knows it, in game coordinates, when it changed
 * @param status one line for the status bar
 */
public record TrackerUpdate(long frame, FrameState state, List<GameEvent> newEvents, Optional<Question> question,
                            Optional<Observation> observation, String status) {

    public TrackerUpdate {
        newEvents = List.copyOf(newEvents);
    }
}
