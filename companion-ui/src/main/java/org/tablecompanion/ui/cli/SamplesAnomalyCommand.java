package org.tablecompanion.ui.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.sequence.AnomalyBench;
import org.tablecompanion.samples.sequence.AnomalySequences;
import org.tablecompanion.samples.sequence.FilmedSequence;
import org.tablecompanion.samples.sequence.SequenceAnomaly;
import org.tablecompanion.samples.sequence.SequenceGenerator;
import org.tablecompanion.samples.sequence.truth.FrameTruth;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code companion samples anomaly}: a short filmed game with one anomaly, for the tracker's tests. */
@Command(name = "anomaly", mixinStandardHelpOptions = true,
        description = {"Films a short random base game with one anomaly the game record does not explain: "
                + "frame-NNN.jpg, game.json (the true game) and sequence.json (frames showing the anomaly name it).",
            "With --bench: times one sequence of each anomaly and writes the figures (bench/anomalies.json)."})
final class SamplesAnomalyCommand implements Callable<Integer> {

    @Option(names = "--anomaly", paramLabel = "KIND", defaultValue = "nudged-tile",
            description = "hand-left-in-view, nudged-tile, figure-removed-unscored or camera-bumped")
    private String anomaly;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of the game and the film")
    private long seed;

    @Option(names = "--turn", paramLabel = "N", defaultValue = "4",
            description = "the turn the anomaly happens at (after it ends; a hand: when its tile is laid)")
    private int turn;

    @Option(names = "--turns", paramLabel = "N", defaultValue = "8", description = "tiles laid after the start tile")
    private int turns;

    @Option(names = "--difficulty", paramLabel = "LEVEL", defaultValue = "easy", description = "easy, default or hard")
    private String difficulty;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "1280x720", description = "frame size")
    private String size;

    @Option(names = "--out", paramLabel = "DIR", description = "folder to write into (with --bench: the JSON file)")
    private Path out;

    @Option(names = "--bench", description = "time every anomaly's default sequence instead of filming one")
    private boolean bench;

    @Option(names = "--seeds", paramLabel = "N", defaultValue = "3", description = "with --bench: sequences per anomaly")
    private int seeds;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        var console = spec.commandLine().getOut();
        if (bench) {
            if (seeds < 1) {
                throw new UserInputException("--seeds must be at least 1");
            }
            Path file = out == null ? Path.of("bench/anomalies.json") : out;
            AnomalyBench.run(file, seeds, line -> {
                console.println(line);
                console.flush();
            });
            console.println("written " + file);
            return 0;
        }
        if (out == null) {
            throw new UserInputException("--out: the folder to write the film into is missing");
        }
        SequenceAnomaly kind;
        Difficulty level;
        try {
            kind = SequenceAnomaly.parse(anomaly);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--anomaly: " + e.getMessage());
        }
        try {
            level = Difficulty.parse(difficulty);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--difficulty: " + e.getMessage());
        }
        String[] wh = size.toLowerCase(Locale.ROOT).split("x");
        int width;
        int height;
        try {
            width = Integer.parseInt(wh[0].trim());
            height = wh.length == 2 ? Integer.parseInt(wh[1].trim()) : -1;
        } catch (NumberFormatException e) {
            width = -1;
            height = -1;
        }
        if (width < 64 || height < 64 || width > 8192 || height > 8192) {
            throw new UserInputException("--size: '" + size + "' is not WIDTHxHEIGHT between 64 and 8192 (e.g. 1280x720)");
        }
        AnomalySequences.Request request;
        try {
            request = new AnomalySequences.Request(kind, turn, seed, turns, level, width, height);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--turn/--turns: " + e.getMessage());
        }
        long start = System.nanoTime();
        FilmedSequence film = AnomalySequences.film(request);
        double seconds = (System.nanoTime() - start) / 1e9;
        film.write(out);
        int first = -1;
        int count = 0;
        for (int i = 0; i < film.size(); i++) {
            FrameTruth f = film.truth().frames().get(i);
            if (f.anomalous()) {
                first = first < 0 ? i : first;
                count++;
            }
        }
        console.printf("%d frames (%d tiles) in %.1f s; %s in %d frames from frame %d -> %s%n", film.size(),
                film.truth().tiles().size(), seconds, kind.label(), count, first, out.resolve(SequenceGenerator.TRUTH_FILE));
        return 0;
    }
}
