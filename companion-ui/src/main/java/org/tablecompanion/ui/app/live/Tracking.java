package org.tablecompanion.ui.app.live;

import org.opencv.core.Mat;
import org.tablecompanion.engine.game.Game;

/**
 * What the live view needs from a tracker: frames in, game events and questions out. Not
 * thread-safe: the live session's one thread calls it. {@link TrackerTracking} is the recognizer's
 * tracker behind it; tests use a scripted one.
 */
public interface Tracking {

    /** One frame in (BGR; the caller releases it), one step out. */
    LiveStep offer(Mat frame);

    /** The players chose an answer to an open question. */
    LiveStep answer(String questionId, int answerIndex);

    /** The source has ended: the tracker may end the game (no tile left). */
    LiveStep finish();

    /** The game as the tracker now believes it. */
    Game game();

    /** The game was changed by hand (a correction, an undo): the tracker goes on from this one. */
    void resume(Game game);
}
