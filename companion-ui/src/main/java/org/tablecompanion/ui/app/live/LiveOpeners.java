package org.tablecompanion.ui.app.live;

import java.nio.file.Path;
import java.util.Optional;
import org.tablecompanion.engine.record.GameRecord;

/**
 * How the window opens a live view's frames and tracker; the recognizer's own by default
 * ({@link RecognizerLive}), scripted ones in tests. Called on the live session's thread.
 */
public interface LiveOpeners {

    /** Opens the chosen source. */
    Frames frames(LiveSetup setup) throws Exception;

    /** A tracker that goes on from the game in this record (it may already hold events). */
    Tracking tracking(LiveSetup setup, GameRecord game) throws Exception;

    /**
     * As {@link #tracking(LiveSetup, GameRecord)}, for a game whose record is autosaved to
     * {@code record}: a tracker that can keeps its memory beside it after every turn and resumes
     * from it. Scripted trackers keep no memory.
     */
    default Tracking tracking(LiveSetup setup, GameRecord game, Optional<Path> record) throws Exception {
        return tracking(setup, game);
    }
}
