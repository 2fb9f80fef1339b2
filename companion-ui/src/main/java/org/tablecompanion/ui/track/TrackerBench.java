package org.tablecompanion.ui.track;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Mat;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.source.FolderSource;
import org.tablecompanion.recognizer.source.Frame;
import org.tablecompanion.recognizer.source.FrameSources;
import org.tablecompanion.recognizer.tracker.CanonicalRecord;
import org.tablecompanion.recognizer.tracker.Question;
import org.tablecompanion.recognizer.tracker.QuestionKind;
import org.tablecompanion.recognizer.tracker.Tracker;
import org.tablecompanion.recognizer.tracker.TrackerSettings;
import org.tablecompanion.recognizer.tracker.TrackerUpdate;
import org.tablecompanion.samples.sequence.SequenceFiles;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/**
 * The tracker on the committed filmed games (bench/tracker.json): milliseconds per frame, still
 * and moving frames apart (JPEG decoding not counted), events read as the record has them, and
 * questions asked (answered as the players would, with what they did). Each film is followed
 * twice: with the films' own prints as the pack, and zero-shot (no pack), as a player without
 * a teach-mode pack would use it.
 */
public final class TrackerBench {

    public static final String FORMAT = "tablecompanion-bench-tracker/1";

    private TrackerBench() {
    }

    public static ObjectNode run(PrintWriter log) {
        ObjectMapper m = new ObjectMapper();
        ObjectNode root = m.createObjectNode();
        root.put("format", FORMAT);
        root.put("command", "companion track --bench");
        ObjectNode machine = root.putObject("machine");
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put("loadBefore", round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        root.put("pack", "painted prints at " + RenderedPack.PRINT_SIZE + " px (the films' own tiles), in the rows of mode pack");
        ArrayNode games = root.putArray("games");
        for (boolean withPack : List.of(true, false)) {
            for (String name : List.of("base", "hg")) {
                games.add(game(name, withPack, m, log));
            }
        }
        machine.put("loadAfter", round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        return root;
    }

    public static void write(ObjectNode root, Path file) {
        try {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            Files.writeString(file, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(root) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static ObjectNode game(String name, boolean withPack, ObjectMapper m, PrintWriter log) {
        Path folder = FrameSources.sampleFolder(name);
        GameRecord truth = GameRecords.read(folder.resolve("game.json"));
        SequenceTruth seq = SequenceFiles.read(folder);
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        List<String> truthEvents = CanonicalRecord.of(truth.events(), catalog);
        RecognizerSettings rs = new RecognizerSettings(truth.catalogs(), catalog,
                withPack ? Optional.of(RenderedPack.of(catalog)) : Optional.empty(), false);
        Game game = GameRecords.replay(GameRecord.of(truth.players(), truth.catalogs(), truth.rules(),
                truth.events().subList(0, 1)));
        Tracker tracker = new Tracker(TrackerSettings.forStills(rs, Optional.empty()), game);
        List<Double> still = new ArrayList<>();
        List<Double> moving = new ArrayList<>();
        List<Question> questions = new ArrayList<>();
        int entered = 0;
        try (FolderSource source = FolderSource.open(folder)) {
            for (Optional<Frame> f = source.next(); f.isPresent(); f = source.next()) {
                Mat image = f.get().image();
                long t0 = System.nanoTime();
                TrackerUpdate u = tracker.offer(image);
                double ms = (System.nanoTime() - t0) / 1e6;
                image.release();
                (seq.frames().get((int) f.get().index()).stable() ? still : moving).add(ms);
                if (u.question().isPresent() && u.question().get().kind() != QuestionKind.HAND_IN_VIEW) {
                    Question q = u.question().get();
                    questions.add(q);
                    int answer = CanonicalRecord.playersAnswer(q, tracker.game(), truthEvents, catalog);
                    tracker.answer(q.id(), answer);
                    Optional<TilePlaced> missed = tileToEnter(q, answer, tracker.game(), truth);
                    if (missed.isPresent()) {
                        tracker = tracker.withGame(GameRecords.replay(GameRecord.of(truth.players(), truth.catalogs(),
                                truth.rules(), append(tracker.game().events(), missed.get()))));
                        entered++;
                    }
                }
            }
        }
        tracker.finish();
        List<String> read = CanonicalRecord.of(tracker.game().events(), catalog);
        int right = 0;
        for (int i = 0; i < Math.min(read.size(), truthEvents.size()); i++) {
            if (read.get(i).equals(truthEvents.get(i))) {
                right++;
            }
        }
        ObjectNode g = m.createObjectNode();
        g.put("game", name);
        g.put("mode", withPack ? "pack" : "zero-shot");
        g.put("frames", seq.frames().size());
        g.put("stillFrames", still.size());
        g.put("movingFrames", moving.size());
        g.put("medianMsStill", round(median(still)));
        g.put("medianMsMoving", round(median(moving)));
        g.put("maxMsStill", round(still.stream().mapToDouble(Double::doubleValue).max().orElse(0)));
        g.put("events", truthEvents.size());
        g.put("eventsReadRight", right);
        g.put("eventsRead", read.size());
        g.put("recordExact", read.equals(truthEvents));
        g.put("finalScoresRight", tracker.game().state().scores().equals(GameRecords.replay(truth).state().scores()));
        g.put("questions", questions.size());
        g.put("tilesEnteredByHand", entered);
        ArrayNode qs = g.putArray("questionTexts");
        questions.forEach(q -> qs.add(q.kind() + ": " + q.text()));
        log.printf("%-4s %-9s %3d frames: still %.0f ms, moving %.1f ms (median); %d of %d events right; %d questions, %d tiles entered by hand%n",
                name, withPack ? "pack" : "zero-shot", seq.frames().size(), median(still), median(moving), right, truthEvents.size(), questions.size(), entered);
        log.flush();
        return g;
    }

    /**
     * The tile the players enter by hand when none of a question's readings is the tile they laid:
     * they answer "I will enter it by hand" and then do (the companion window's correction), so
     * the game goes on as at the table. Empty when the answer chosen was a reading, or when the
     * next filmed event is no tile on the question's squares (the tracker is off the film there).
     */
    static Optional<TilePlaced> tileToEnter(Question q, int answer, Game game, GameRecord truth) {
        boolean tileQuestion = q.kind() == QuestionKind.UNREADABLE || q.answers().stream()
                .anyMatch(a -> a.events().stream().anyMatch(e -> e instanceof TilePlaced));
        int next = game.events().size();
        if (!tileQuestion || !q.answers().get(answer).events().isEmpty() || next >= truth.events().size()) {
            return Optional.empty();
        }
        return truth.events().get(next) instanceof TilePlaced t && q.cells().contains(t.position())
                ? Optional.of(t) : Optional.empty();
    }

    private static List<GameEvent> append(List<GameEvent> events, GameEvent e) {
        List<GameEvent> out = new ArrayList<>(events);
        out.add(e);
        return out;
    }

    private static double median(List<Double> v) {
        if (v.isEmpty()) {
            return 0;
        }
        List<Double> s = new ArrayList<>(v);
        s.sort(null);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
