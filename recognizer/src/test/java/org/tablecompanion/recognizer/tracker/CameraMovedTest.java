package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
        GameRecord truth = SampleReplays.truth("base");
        Tracker tracker = new Tracker(TrackerSettings.forStills(SampleReplays.recognizer(truth), Optional.empty()),
                SampleReplays.setUp(truth));
        SampleReplays.feed(tracker, "base", 0, 20);
        int events = tracker.game().events().size();
        List<Path> files;
        try (FolderSource s = FolderSource.open(SampleReplays.folder("base"))) {
            files = s.files().subList(20, 30);
        }
        List<QuestionKind> asked = new ArrayList<>();
        for (Path f : files) {
            Mat m = Imgcodecs.imread(f.toString());
            Core.flip(m, m, 1); // the webcam now sees the table from the other side
            TrackerUpdate u = tracker.offer(m);
            m.release();
            u.question().ifPresent(q -> asked.add(q.kind()));
        }
        assertTrue(asked.contains(QuestionKind.CAMERA_BUMPED), asked.toString());
        assertEquals(events, tracker.game().events().size());
    }

    @Test
    void thePlayersCanAnswerThatTheCameraIsBackAndNothingIsWritten() {
        GameRecord truth = SampleReplays.truth("base");
        Tracker tracker = new Tracker(TrackerSettings.forStills(SampleReplays.recognizer(truth), Optional.empty()),
                SampleReplays.setUp(truth));
        SampleReplays.feed(tracker, "base", 0, 20);
        int events = tracker.game().events().size();
        List<Path> files;
        try (FolderSource s = FolderSource.open(SampleReplays.folder("base"))) {
            files = s.files().subList(20, 30);
        }
        Optional<Question> bumped = Optional.empty();
        for (Path f : files) {
            Mat m = Imgcodecs.imread(f.toString());
            Core.flip(m, m, 1);
            TrackerUpdate u = tracker.offer(m);
            m.release();
            if (bumped.isEmpty()) {
                bumped = u.question().filter(q -> q.kind() == QuestionKind.CAMERA_BUMPED);
            }
        }
        TrackerUpdate answered = tracker.answer(bumped.orElseThrow().id(), 0);
        assertTrue(answered.status().startsWith("answered " + bumped.get().id()), answered.status());
        assertTrue(answered.question().isEmpty(), "the question is closed");
        assertEquals(events, tracker.game().events().size());
    }
}
