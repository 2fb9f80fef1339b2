package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.RecognizerSettings;

/**
 * The tracker without a pack (zero-shot) on the bundled base film: a new tile is read alone, at
 * about 47 px, where a pennant's shield is a few pixels, so a tile and its pennant twin are asked
 * about rather than guessed (the film's first tile, O, had been laid as P).
 */
class ZeroShotTrackingTest {

    private static Tracker zeroShot(GameRecord truth) {
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        RecognizerSettings settings = new RecognizerSettings(truth.catalogs(), catalog, Optional.empty(), false);
        return new Tracker(TrackerSettings.forStills(settings, Optional.empty()), SampleReplays.setUp(truth));
    }

    @Test
    void aTileAndItsPennantTwinAreAskedAboutNotGuessed() {
        GameRecord truth = SampleReplays.truth("base");
        Tracker tracker = zeroShot(truth);
        for (int frame = 0; frame < 3; frame++) {
            TrackerUpdate u = feedOne(tracker, frame);
            if (frame < 2) {
                continue;
            }
            // Frame 2 shows the first tile laid, O (a city corner with a road and a pennant).
            assertTrue(u.newEvents().stream().noneMatch(e -> e instanceof TilePlaced), u.newEvents().toString());
            Question q = u.question().orElseThrow(() -> new AssertionError("no question: " + u.status()));
            assertEquals(QuestionKind.CLOSE_CANDIDATES, q.kind(), q.text());
            List<String> answers = q.answers().stream().map(Answer::label).toList();
            assertTrue(answers.stream().anyMatch(a -> a.startsWith("O ")), answers.toString());
            assertTrue(answers.stream().anyMatch(a -> a.startsWith("P ")), answers.toString());
        }
    }

    @Test
    void withThePlayersAnswersTheFirstTurnsAreReadAsFilmed() {
        GameRecord truth = SampleReplays.truth("base");
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        Tracker tracker = zeroShot(truth);
        // Frames 0-21: the start tile and seven turns, two of them pennant twins (O, S).
        SampleReplays.feed(tracker, "base", 0, 22);
        List<String> read = CanonicalRecord.of(tracker.game().events(), catalog);
        List<String> filmed = CanonicalRecord.of(truth.events(), catalog);
        long tiles = tracker.game().events().stream().filter(e -> e instanceof TilePlaced).count();
        assertTrue(tiles >= 8, "tiles read: " + tiles);
        assertEquals(filmed.subList(0, read.size()), read);
    }

    private static TrackerUpdate feedOne(Tracker tracker, int frame) {
        return SampleReplays.feed(tracker, "base", frame, frame + 1).get(0);
    }
}
