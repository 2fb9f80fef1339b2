package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.source.FolderSource;

/**
 * The committed filmed games, frame by frame, through the tracker: the record it writes is the
 * ground truth's (up to what no camera can see: turns of a tile that lie alike, types with
 * identical features), and so are the final scores. Questions are answered as the players would
 * (with what they did).
 */
class SampleReplayTest {

    /** What a replay gave. */
    record Replay(List<String> truth, List<String> read, Map<String, Integer> truthScores,
                  Map<String, Integer> readScores, List<Question> questions) {
    }

    @Test
    void theBaseGameIsReadExactlyWithThePlayersAnswers() {
        Replay r = replay("base");
        assertEquals(r.truth(), r.read(), firstDifference(r));
        assertEquals(r.truthScores(), r.readScores());
        // At most a figure between two features is asked about.
        r.questions().forEach(q -> assertEquals(QuestionKind.CLOSE_CANDIDATES, q.kind(), q.text()));
        assertTrue(r.questions().size() <= 2, r.questions().toString());
    }

    @Test
    void theHuntersAndGatherersGameIsReadExactlyWithThePlayersAnswers() {
        Replay r = replay("hg");
        assertEquals(r.truth(), r.read(), firstDifference(r));
        assertEquals(r.truthScores(), r.readScores());
        // Only huts and meeples on water, which look alike from above, are asked about.
        r.questions().forEach(q -> assertEquals(QuestionKind.CLOSE_CANDIDATES, q.kind(), q.text()));
    }

    static Replay replay(String name) {
        GameRecord truth = SampleReplays.truth(name);
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        List<String> truthEvents = CanonicalRecord.of(truth.events(), catalog);
        Game game = SampleReplays.setUp(truth);
        Tracker tracker = new Tracker(TrackerSettings.forStills(SampleReplays.recognizer(truth), Optional.empty()), game);
        List<Path> files;
        try (FolderSource s = FolderSource.open(SampleReplays.folder(name))) {
            files = s.files();
        }
        List<Question> questions = new ArrayList<>();
        boolean debug = System.getProperty("tracker.debug") != null;
        for (Path file : files) {
            Mat m = Imgcodecs.imread(file.toString());
            TrackerUpdate u = tracker.offer(m);
            m.release();
            if (debug) {
                System.out.println(file.getFileName() + " " + u.state() + " " + u.status());
            }
            if (u.question().isPresent() && u.question().get().kind() != QuestionKind.HAND_IN_VIEW) {
                Question q = u.question().get();
                questions.add(q);
                tracker.answer(q.id(), CanonicalRecord.playersAnswer(q, tracker.game(), truthEvents, catalog));
            }
        }
        tracker.finish();
        List<String> read = CanonicalRecord.of(tracker.game().events(), catalog);
        return new Replay(truthEvents, read, scores(GameRecords.replay(truth)), scores(tracker.game()), questions);
    }

    static String firstDifference(Replay r) {
        for (int i = 0; i < Math.max(r.truth().size(), r.read().size()); i++) {
            String a = i < r.truth().size() ? r.truth().get(i) : "(none)";
            String b = i < r.read().size() ? r.read().get(i) : "(none)";
            if (!a.equals(b)) {
                return "event " + i + ": truth " + a + ", read " + b + "; questions "
                        + r.questions().stream().map(Question::text).toList();
            }
        }
        return "same";
    }

    static Map<String, Integer> scores(Game g) {
        Map<String, Integer> out = new java.util.TreeMap<>();
        g.state().scores().forEach((c, v) -> out.put(c.spelling(), v));
        return out;
    }
}
