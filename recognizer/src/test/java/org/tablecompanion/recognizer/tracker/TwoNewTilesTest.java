package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.record.GameRecord;

/**
 * Two turns laid between two still frames the tracker saw (the camera looked away, or the
 * players played on while it was paused): it cannot know who laid which, so it asks.
 */
class TwoNewTilesTest {

    @Test
    void twoTilesLaidWhileTheTrackerLookedAwayAreAskedAboutNotRead() {
        GameRecord truth = SampleReplays.truth("base");
        Tracker tracker = SampleReplays.onSetUpTable(truth);
        SampleReplays.feed(tracker, "base", 0, 15); // frame 14: six tiles on the table
        int events = tracker.game().events().size();
        // frames 15-18 (turns 6 and 7 being laid) are never seen; frame 19 shows eight tiles
        List<TrackerUpdate> seen = SampleReplays.feed(tracker, "base", 19, 20);
        seen = concat(seen, SampleReplays.feed(tracker, "base", 19, 20)); // the same still frame again
        List<QuestionKind> asked = seen.stream().flatMap(u -> u.question().stream()).map(Question::kind).toList();
        assertTrue(asked.contains(QuestionKind.TWO_NEW_TILES), asked.toString());
        assertEquals(events, tracker.game().events().size(), "no tile is written on a guess");
    }

    private static List<TrackerUpdate> concat(List<TrackerUpdate> a, List<TrackerUpdate> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
