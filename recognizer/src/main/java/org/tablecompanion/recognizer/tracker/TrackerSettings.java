package org.tablecompanion.recognizer.tracker;

import java.nio.file.Path;
import java.util.Optional;
import org.tablecompanion.recognizer.RecognizerSettings;

/**
 * What the tracker is told before it looks.
 *
 * @param recognizer catalogs and appearance pack (the tile readings come from its matcher)
 * @param saveTo the record file, written (temporary file, then one move) after every turn read
 * @param stableFrames how many frames in a row must look the same before one is read: 1 for a
 *     folder of still pictures, 3 or more for a live camera
 * @param handPatience how many moving frames in a row before the tracker asks for the hand to go
 * @param closeMargin log-likelihood margin under which two readings count as close
 * @param writesRecord whether the tracker writes the record itself; when another part keeps the
 *     record file (the window's autosave), the tracker writes only its memory and the still table
 *     beside it, so a restart can resume the game in progress there too
 */
public record TrackerSettings(RecognizerSettings recognizer, Optional<Path> saveTo, int stableFrames,
                              int handPatience, double closeMargin, boolean writesRecord) {

    public TrackerSettings {
        if (stableFrames < 1) {
            throw new IllegalArgumentException("stableFrames must be at least 1, got " + stableFrames);
        }
        if (handPatience < 1) {
            throw new IllegalArgumentException("handPatience must be at least 1, got " + handPatience);
        }
    }

    /** Settings for still frames (a folder or a replay): every still frame is read. */
    public static TrackerSettings forStills(RecognizerSettings recognizer, Optional<Path> saveTo) {
        return new TrackerSettings(recognizer, saveTo, 1, 4, 2.0, true);
    }

    /** Settings for a live camera at about 10 frames per second. */
    public static TrackerSettings forCamera(RecognizerSettings recognizer, Optional<Path> saveTo) {
        return new TrackerSettings(recognizer, saveTo, 4, 80, 2.0, true);
    }

    public TrackerSettings withSaveTo(Optional<Path> file) {
        return new TrackerSettings(recognizer, file, stableFrames, handPatience, closeMargin, writesRecord);
    }

    /**
     * The record is written by someone else to {@code record}; the tracker keeps its memory file and
     * the still table's picture beside it after every turn, and resumes from them.
     */
    public TrackerSettings keepingMemoryBeside(Path record) {
        return new TrackerSettings(recognizer, Optional.of(record), stableFrames, handPatience, closeMargin, false);
    }
}
