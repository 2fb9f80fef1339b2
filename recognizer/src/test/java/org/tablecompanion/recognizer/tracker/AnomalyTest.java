package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.samples.sequence.AnomalySequences;
import org.tablecompanion.samples.sequence.FilmedSequence;
import org.tablecompanion.samples.sequence.SequenceAnomaly;

/**
 * Short filmed games with one thing the record does not explain: the tracker asks (and, the
 * players answering "ignore", goes on), and every event it writes is the true game's.
 */
class AnomalyTest {

    /** What a film gave: the true and the read record (as a camera can know them), the questions. */
    record Run(List<String> truth, List<String> read, List<Question> questions, List<String> statuses) {

        /** The records without the end: a short film stops with tiles left, which no camera can tell. */
        List<String> truthPlayed() {
            return truth.stream().filter(e -> !e.startsWith("GameEnded")).toList();
        }

        List<String> readPlayed() {
            return read.stream().filter(e -> !e.startsWith("GameEnded")).toList();
        }

        String firstDifference() {
            for (int i = 0; i < Math.max(truth.size(), read.size()); i++) {
                String a = i < truth.size() ? truth.get(i) : "(none)";
                String b = i < read.size() ? read.get(i) : "(none)";
                if (!a.equals(b)) {
                    return "event " + i + ": truth " + a + ", read " + b + "; questions "
                            + questions.stream().map(Question::text).toList();
                }
            }
            return "same";
        }

        List<QuestionKind> kinds() {
            return questions.stream().map(Question::kind).toList();
        }
    }

    @Test
    void aHandLeftInViewIsAskedAboutAndTheTurnIsReadWhenItGoes() {
        Run r = run(SequenceAnomaly.HAND_LEFT_IN_VIEW, 11);
        assertTrue(r.kinds().contains(QuestionKind.HAND_IN_VIEW), r.kinds().toString());
        assertEquals(r.truthPlayed(), r.readPlayed(), r.firstDifference());
    }

    @Test
    void thePlayersCanAnswerTheHandQuestionAndTheTurnIsStillReadWhenTheHandGoes() {
        Run r = run(SequenceAnomaly.HAND_LEFT_IN_VIEW, 11);
        assertTrue(r.statuses().stream().anyMatch(s -> s.contains("answered ") && s.contains(": done")),
                r.statuses().toString());
        assertEquals(r.truthPlayed(), r.readPlayed(), r.firstDifference());
    }

    @Test
    void aNudgedTileIsAskedAboutNotReadAsAnEvent() {
        Run r = run(SequenceAnomaly.NUDGED_TILE, 12);
        assertTrue(r.kinds().contains(QuestionKind.TILE_MOVED), r.kinds().toString());
        assertEquals(r.truthPlayed(), r.readPlayed(), r.firstDifference());
    }

    @Test
    void aFigureRemovedThatDidNotScoreIsAskedAbout() {
        Run r = run(SequenceAnomaly.FIGURE_REMOVED_UNSCORED, 13);
        assertTrue(r.kinds().contains(QuestionKind.FIGURE_REMOVED_UNSCORED), r.kinds().toString());
        assertEquals(r.truthPlayed(), r.readPlayed(), r.firstDifference());
    }

    @Test
    void aBumpedCameraIsFoundAgainOrAskedAbout() {
        Run r = run(SequenceAnomaly.CAMERA_BUMPED, 14);
        boolean reanchored = r.statuses().stream().anyMatch(s -> s.contains("camera moved"));
        assertTrue(reanchored || r.kinds().contains(QuestionKind.CAMERA_BUMPED), r.kinds() + " " + r.statuses());
        // Whatever was asked, nothing wrong was written: the record read is the true one up to where it stops.
        assertEquals(r.truthPlayed().subList(0, r.readPlayed().size()), r.readPlayed(), r.firstDifference());
    }

    @Test
    void aQuestionStandsApartFromTheTurnInTheStatusLine() {
        Run r = run(SequenceAnomaly.NUDGED_TILE, 12);
        List<String> asking = r.statuses().stream().filter(s -> s.contains("question: ")).toList();
        assertTrue(!asking.isEmpty(), r.statuses().toString());
        asking.forEach(s -> assertTrue(s.contains("; question: "), s));
    }

    /** Films are filmed and read once per anomaly and seed: several tests look at the same run. */
    private static final Map<String, Run> RUNS = new ConcurrentHashMap<>();

    static Run run(SequenceAnomaly anomaly, long seed) {
        return RUNS.computeIfAbsent(anomaly + "/" + seed, k -> film(anomaly, seed));
    }

    private static Run film(SequenceAnomaly anomaly, long seed) {
        FilmedSequence film = AnomalySequences.film(AnomalySequences.Request.of(anomaly, seed).withSize(960, 540));
        GameRecord truth = film.record();
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        List<String> truthEvents = CanonicalRecord.of(truth.events(), catalog);
        Game game = SampleReplays.setUp(truth);
        Tracker tracker = new Tracker(TrackerSettings.forStills(SampleReplays.recognizer(truth), Optional.empty()), game);
        List<Question> questions = new ArrayList<>();
        List<String> statuses = new ArrayList<>();
        for (int i = 0; i < film.size(); i++) {
            Mat m = film.decode(i);
            TrackerUpdate u = tracker.offer(m);
            m.release();
            statuses.add(film.truth().frames().get(i).file() + " " + u.state() + " " + u.status());
            if (u.question().isPresent() && !questions.contains(u.question().get())) {
                Question q = u.question().get();
                questions.add(q);
                // The players answer what they did; about the anomaly itself, "ignore" (a hand: "done").
                TrackerUpdate answered = tracker.answer(q.id(),
                        CanonicalRecord.playersAnswer(q, tracker.game(), truthEvents, catalog));
                statuses.add("answer " + answered.status());
            }
        }
        tracker.finish();
        if (System.getProperty("tracker.debug") != null) {
            System.out.println("== " + anomaly + " " + seed);
            statuses.forEach(System.out::println);
        }
        return new Run(truthEvents, CanonicalRecord.of(tracker.game().events(), catalog),
                questions, statuses);
    }
}
