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
 * <pre>java -cp ... org.tablecompanion.ui.app.CompanionBench [output.json]</pre>
 */
public final class CompanionBench {

    private CompanionBench() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : "bench/companion-ui.json");
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
        result.put("command", "java ... org.tablecompanion.ui.app.CompanionBench");
        result.put("tilePictures", faces.getClass().getSimpleName());
        result.put("events", events);
        result.put("firstOpenMillis", Math.round(firstOpenMs));
        result.put("medianStepMillis", Math.round(sorted[1] * 10) / 10.0);
        result.put("roundsMedianStepMillis", Arrays.stream(rounds).map(r -> Math.round(r * 10) / 10.0).toArray());
        result.put("roundsWorstStepMillis", Arrays.stream(worst).map(r -> Math.round(r * 10) / 10.0).toArray());
        result.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        result.put("systemLoadAverage", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        result.put("java", System.getProperty("java.version"));
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(out.toFile(), result);
        System.out.println("wrote " + out + ": first open " + Math.round(firstOpenMs) + " ms, median step "
                + sorted[1] + " ms");
    }
}
