package org.tablecompanion.ui.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tablecompanion.ui.app.board.BoardPainter;
import org.tablecompanion.ui.app.board.TileFaces;
import org.tablecompanion.ui.app.session.OpenRecord;
import org.tablecompanion.ui.app.session.RecordView;
import org.tablecompanion.ui.app.session.Replayer;

/**
 * How long the companion's worker takes for what the players wait on: opening the bundled game
 * (cold: OpenCV, tile layouts, painting) and one step through the record (replay, the state as if
 * the game ended, painting the board). Not a test: it writes its figures to
 * {@code bench/companion-ui.json}.
 *
 * <pre>java -cp ... org.tablecompanion.ui.app.CompanionBench [output.json] [live frames, default 185]</pre>
 */
public final class CompanionBench {

    private CompanionBench() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : "bench/companion-ui.json");
        int liveFrames = args.length > 1 ? Integer.parseInt(args[1]) : 185;
        long start = System.nanoTime();
        TileFaces faces = TileFaces.best();
        BoardPainter painter = new BoardPainter(faces);
        Replayer replayer = new Replayer();
        OpenRecord open = BundledGames.open(BundledGames.BASE);
        RecordView last = replayer.last(open);
        painter.paint(last.state(), last.catalog());
        double firstOpenMs = (System.nanoTime() - start) / 1e6;

        int events = last.eventCount();
        double[] rounds = new double[3];
        double[] worst = new double[3];
        for (int round = 0; round < rounds.length; round++) {
            long[] times = new long[events + 1];
            for (int cursor = 0; cursor <= events; cursor++) {
                long t = System.nanoTime();
                RecordView view = replayer.view(open, cursor);
                painter.paint(view.state(), view.catalog());
                times[cursor] = System.nanoTime() - t;
            }
            Arrays.sort(times);
            rounds[round] = times[times.length / 2] / 1e6;
            worst[round] = times[times.length - 1] / 1e6;
        }
        double[] sorted = rounds.clone();
        Arrays.sort(sorted);

        Map<String, Object> result = new LinkedHashMap<>();
        result.put("benchmark", "companion worker: open the bundled base game, then step through its record");
        result.put("command", "java ... org.tablecompanion.ui.app.CompanionBench [out.json] [live frames, default 185]");
        result.put("tilePictures", faces.getClass().getSimpleName());
        result.put("events", events);
        result.put("firstOpenMillis", Math.round(firstOpenMs));
        result.put("medianStepMillis", Math.round(sorted[1] * 10) / 10.0);
        result.put("roundsMedianStepMillis", Arrays.stream(rounds).map(r -> Math.round(r * 10) / 10.0).toArray());
        result.put("roundsWorstStepMillis", Arrays.stream(worst).map(r -> Math.round(r * 10) / 10.0).toArray());
        result.put("live", live(liveFrames));
        result.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        result.put("systemLoadAverage", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        result.put("java", System.getProperty("java.version"));
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(out.toFile(), result);
        System.out.println("wrote " + out + ": first open " + Math.round(firstOpenMs) + " ms, median step "
                + sorted[1] + " ms, live " + result.get("live"));
    }

    /**
     * The live view's own thread on the first frames of the bundled sample sequence: reading a
     * frame, the tracker, and drawing the overlay into the image the window shows. Frames a second
     * is what the live view can feed at most (its pace is slower when set so).
     */
    static Map<String, Object> live(int frames) {
        org.tablecompanion.ui.app.live.LiveSetup setup = org.tablecompanion.ui.app.live.LiveSetup.sample();
        org.tablecompanion.ui.app.live.RecognizerLive openers = new org.tablecompanion.ui.app.live.RecognizerLive();
        org.tablecompanion.engine.record.GameRecord game = org.tablecompanion.ui.app.live.SampleSequences.setUp("base");
        long[] read = new long[frames];
        long[] track = new long[frames];
        long[] draw = new long[frames];
        int fed = 0;
        int events = game.events().size();
        int questions = 0;
        java.util.Map<org.tablecompanion.engine.players.PlayerColour, Integer> scores = java.util.Map.of();
        long start = System.nanoTime();
        try (org.tablecompanion.ui.app.live.Frames source = openers.frames(setup)) {
            org.tablecompanion.ui.app.live.Tracking tracking = openers.tracking(setup, game);
            for (; fed < frames; fed++) {
                long t0 = System.nanoTime();
                java.util.Optional<org.opencv.core.Mat> frame = source.next();
                if (frame.isEmpty()) {
                    break;
                }
                long t1 = System.nanoTime();
                org.tablecompanion.ui.app.live.LiveStep step = tracking.offer(frame.get());
                long t2 = System.nanoTime();
                events += step.newEvents().size();
                if (step.question().isPresent()) {
                    // the players take the tracker's most likely answer at once
                    questions++;
                    events += tracking.answer(step.question().get().id(), 0).newEvents().size();
                }
                org.tablecompanion.ui.app.live.OverlayImages.of(frame.get(), step.observation(),
                        step.question().map(q -> q.cells()).orElse(java.util.List.of()),
                        tracking.game().state().board());
                long t3 = System.nanoTime();
                frame.get().release();
                read[fed] = t1 - t0;
                track[fed] = t2 - t1;
                draw[fed] = t3 - t2;
            }
            java.util.Optional<org.opencv.core.Mat> more = fed < frames ? java.util.Optional.empty() : source.next();
            more.ifPresent(org.opencv.core.Mat::release);
            if (more.isEmpty()) {
                events += tracking.finish().newEvents().size();
            }
            scores = tracking.game().finalState().scores();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Object> live = new LinkedHashMap<>();
        live.put("what", "live view thread on the bundled base sample: read a frame, tracker, overlay image");
        live.put("frames", fed);
        live.put("eventsRead", events);
        live.put("filmedEvents", org.tablecompanion.ui.app.live.SampleSequences.filmedGame("base").events().size());
        live.put("questionsAnsweredFirstChoice", questions);
        live.put("finalScores", scores.toString());
        live.put("filmedFinalScores", org.tablecompanion.engine.record.GameRecords.replay(
                org.tablecompanion.ui.app.live.SampleSequences.filmedGame("base")).finalState().scores().toString());
        live.put("framesPerSecond", Math.round(fed / seconds * 100) / 100.0);
        live.put("medianReadMillis", median(read, fed));
        live.put("medianTrackerMillis", median(track, fed));
        live.put("worstTrackerMillis", worst(track, fed));
        live.put("medianOverlayMillis", median(draw, fed));
        return live;
    }

    private static double median(long[] nanos, int n) {
        if (n == 0) {
            return 0;
        }
        long[] sorted = Arrays.copyOf(nanos, n);
        Arrays.sort(sorted);
        return Math.round(sorted[n / 2] / 1e5) / 10.0;
    }

    private static double worst(long[] nanos, int n) {
        return n == 0 ? 0 : Math.round(Arrays.stream(nanos, 0, n).max().getAsLong() / 1e5) / 10.0;
    }
}
