package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.source.FolderSource;

/** A webcam sends each moment many times: a frame is read once the table has been still for a few frames. */
class CameraModeTest {

    @Test
    void aTableStillForSeveralFramesIsReadOnceAndMovingFramesAreNot() {
        GameRecord truth = SampleReplays.truth("base");
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        Tracker tracker = new Tracker(TrackerSettings.forCamera(SampleReplays.recognizer(truth), Optional.empty()),
                SampleReplays.setUp(truth));
        List<Path> files;
        try (FolderSource s = FolderSource.open(SampleReplays.folder("base"))) {
            files = s.files().subList(0, 12);
        }
        List<FrameState> states = new ArrayList<>();
        for (Path f : files) {
            Mat m = Imgcodecs.imread(f.toString());
            for (int k = 0; k < 5; k++) { // the same moment, five frames in a row
                TrackerUpdate u = tracker.offer(m);
                states.add(u.state());
                u.question().ifPresent(q -> tracker.answer(q.id(), CanonicalRecord.playersAnswer(q, tracker.game(),
                        CanonicalRecord.of(truth.events(), catalog), catalog)));
            }
            m.release();
        }
        List<String> read = CanonicalRecord.of(tracker.game().events(), catalog);
        assertEquals(CanonicalRecord.of(truth.events(), catalog).subList(0, read.size()), read);
        assertTrue(read.size() >= 8, read.toString());
        // The first frames of every moment wait for the table to settle.
        assertEquals(FrameState.MOVING, states.get(5));
        assertTrue(states.stream().filter(s -> s == FrameState.TURN_READ).count() <= files.size(), states.toString());
    }
}
