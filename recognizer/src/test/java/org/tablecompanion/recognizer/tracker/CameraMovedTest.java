package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.recognizer.source.FolderSource;

/** A camera turned so far that the board cannot be followed: asked about, nothing written. */
class CameraMovedTest {

    @Test
    void aBoardThatCannotBeFoundAgainIsAskedAboutNotGuessed() {
        Tracker tracker = afterTwentyFrames();
        int events = tracker.game().events().size();
        List<QuestionKind> asked = seenFromTheOtherSide(tracker).stream()
                .flatMap(u -> u.question().stream()).map(Question::kind).toList();
        assertTrue(asked.contains(QuestionKind.CAMERA_BUMPED), asked.toString());
        assertEquals(events, tracker.game().events().size());
    }

    @Test
    void thePlayersCanAnswerThatTheCameraIsBackAndNothingIsWritten() {
        Tracker tracker = afterTwentyFrames();
        int events = tracker.game().events().size();
        Question bumped = seenFromTheOtherSide(tracker).stream().flatMap(u -> u.question().stream())
                .filter(q -> q.kind() == QuestionKind.CAMERA_BUMPED).findFirst().orElseThrow();
        TrackerUpdate answered = tracker.answer(bumped.id(), 0);
        assertTrue(answered.status().startsWith("answered " + bumped.id()), answered.status());
        assertTrue(answered.question().isEmpty(), "the question is closed");
        assertEquals(events, tracker.game().events().size());
    }

    private static Tracker afterTwentyFrames() {
        GameRecord truth = SampleReplays.truth("base");
        Tracker tracker = SampleReplays.onSetUpTable(truth);
        SampleReplays.feed(tracker, "base", 0, 20);
        return tracker;
    }

    /** The next ten frames as the webcam sees them once turned to the other side of the table. */
    private static List<TrackerUpdate> seenFromTheOtherSide(Tracker tracker) {
        List<Path> files;
        try (FolderSource s = FolderSource.open(SampleReplays.folder("base"))) {
            files = s.files().subList(20, 30);
        }
        List<TrackerUpdate> updates = new ArrayList<>();
        for (Path f : files) {
            Mat m = Imgcodecs.imread(f.toString());
            Core.flip(m, m, 1);
            updates.add(tracker.offer(m));
            m.release();
        }
        return updates;
    }
}
