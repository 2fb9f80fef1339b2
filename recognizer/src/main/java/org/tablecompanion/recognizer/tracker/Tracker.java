package org.tablecompanion.recognizer.tracker;

import java.util.List;
import java.util.Optional;
import org.opencv.core.Mat;
import org.tablecompanion.engine.game.Game;

/**
 * Follows a game at the table frame by frame (first version: the API; the reading lands next).
 * Not thread-safe: one thread feeds it.
 */
public final class Tracker {

    private final TrackerSettings settings;
    private final Game game;
    private long frames;

    /** A tracker on {@code game}, which may already hold events (a restart resumes it). */
    public Tracker(TrackerSettings settings, Game game) {
        this.settings = settings;
        this.game = game;
    }

    /** One frame in, one update out. The frame is not kept; the caller may release it. */
    public TrackerUpdate offer(Mat frame) {
        return new TrackerUpdate(frames++, FrameState.LOST, List.of(), Optional.empty(), Optional.empty(),
                "tracker: not reading yet");
    }

    /** The players answered a question: the chosen answer's events are applied. */
    public TrackerUpdate answer(String questionId, int answerIndex) {
        throw new IllegalArgumentException("no open question " + questionId);
    }

    /** The source ended: if no tile is left, the game ends (a game-ended event). */
    public TrackerUpdate finish() {
        return new TrackerUpdate(-1, FrameState.STABLE_UNCHANGED, List.of(), Optional.empty(), Optional.empty(),
                "source ended");
    }

    /** The game as the tracker now believes it. */
    public Game game() {
        return game;
    }

    public TrackerSettings settings() {
        return settings;
    }
}
