package org.tablecompanion.ui.app.live;

import org.opencv.core.Mat;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.recognizer.tracker.Answer;
import org.tablecompanion.recognizer.tracker.FrameState;
import org.tablecompanion.recognizer.tracker.Question;
import org.tablecompanion.recognizer.tracker.QuestionKind;
import org.tablecompanion.recognizer.tracker.Tracker;
import org.tablecompanion.recognizer.tracker.TrackerSettings;
import org.tablecompanion.recognizer.tracker.TrackerUpdate;

/** The recognizer's {@link Tracker} as the live view's {@link Tracking}. */
final class TrackerTracking implements Tracking {

    private Tracker tracker;

    TrackerTracking(TrackerSettings settings, Game game) {
        this.tracker = new Tracker(settings, game);
    }

    @Override
    public LiveStep offer(Mat frame) {
        return step(tracker.offer(frame));
    }

    @Override
    public LiveStep answer(String questionId, int answerIndex) {
        return step(tracker.answer(questionId, answerIndex));
    }

    @Override
    public LiveStep finish() {
        return step(tracker.finish());
    }

    @Override
    public Game game() {
        return tracker.game();
    }

    /** A corrected game keeps what the tracker sees (where the tiles lie, the still table, the figures). */
    @Override
    public void resume(Game game) {
        tracker = tracker.withGame(game);
    }

    static LiveStep step(TrackerUpdate u) {
        return new LiveStep(u.frame(), words(u.state()), u.newEvents(), u.question().map(TrackerTracking::question),
                u.observation(), u.status());
    }

    static LiveQuestion question(Question q) {
        return new LiveQuestion(q.id(), words(q.kind()), q.text(), q.answers().stream().map(Answer::label).toList(),
                q.cells());
    }

    static String words(FrameState s) {
        return switch (s) {
            case MOVING -> "something moves over the table";
            case STABLE_UNCHANGED -> "still, nothing new";
            case TURN_READ -> "turn read";
            case WAITING_FOR_ANSWER -> "waiting for an answer";
            case LOST -> "no board found";
        };
    }

    static String words(QuestionKind k) {
        return switch (k) {
            case CLOSE_CANDIDATES -> "two readings are close";
            case TILE_MOVED -> "a tile moved";
            case TWO_NEW_TILES -> "two new tiles";
            case FIGURE_REMOVED_UNSCORED -> "a figure left without scoring";
            case HAND_IN_VIEW -> "a hand stays in view";
            case CAMERA_BUMPED -> "the camera moved";
            case UNREADABLE -> "a change that fits no move";
        };
    }
}
