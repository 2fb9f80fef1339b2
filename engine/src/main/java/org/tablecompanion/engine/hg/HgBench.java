package org.tablecompanion.engine.hg;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.random.RandomGame;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;

/**
 * The H&amp;G benchmark (not a test), beside the base game measured the same way in the same run:
 * on one thread, recorded games replayed and final-scored per second, and the end-of-game count
 * of a finished board without its history ({@link Game#ofBoard}: what the camera sees at the end)
 * in milliseconds. Games are seeded random legal games, 2 to 5 players; each figure is the median
 * of several rounds after a warm-up round. Writes {@code bench/hg.json}.
 */
public final class HgBench {

    /** Where to write, how many measured rounds, how many games per round. */
    public record Options(Path out, int rounds, int games) {
        public static Options defaults() {
            return new Options(Path.of("bench", "hg.json"), 7, 100);
        }
    }

    private HgBench() {
    }

    public static void main(String[] args) {
        Options o = Options.defaults();
        if (args.length > 0) {
            o = new Options(Path.of(args[0]), o.rounds(), o.games());
        }
        run(o, System.out);
    }

    /** Runs the benchmark, prints a summary and writes the JSON file; returns the JSON. */
    public static String run(Options options, PrintStream log) {
        Map<String, LongFunction<RandomGame>> kinds = new LinkedHashMap<>();
        kinds.put("base", seed -> new RandomGames(List.of("base"), players(seed), Rules.DEFAULT).play(seed));
        kinds.put("hg-2020 classic", seed -> new HgRandomGames(List.of("hg-2020"), players(seed), Rules.DEFAULT)
                .play(seed));
        kinds.put("hg-2020 edition-2020", seed -> new HgRandomGames(List.of("hg-2020"), players(seed),
                Rules.DEFAULT.withHgEdition(HgEdition.EDITION_2020)).play(seed));
        double loadBefore = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        ObjectNode root = GameRecords.mapper().createObjectNode();
        root.put("benchmark", "hg");
        root.put("what", "one thread; median of " + options.rounds() + " rounds after a warm-up round; seeded random"
                + " legal games of 2-5 players (H&G with bonus tiles)");
        root.put("java", System.getProperty("java.version"));
        root.put("cores", Runtime.getRuntime().availableProcessors());
        root.put("gamesPerRound", options.games());
        ObjectNode replay = root.putObject("replayAndFinalScoreGamesPerSecond");
        ObjectNode board = root.putObject("scoreFinishedBoardMillis");
        ObjectNode size = root.putObject("averageTilesPerGame");
        for (Map.Entry<String, LongFunction<RandomGame>> k : kinds.entrySet()) {
            List<GameRecord> records = new ArrayList<>();
            List<GameState> finals = new ArrayList<>();
            for (int i = 0; i < options.games(); i++) {
                RandomGame g = k.getValue().apply(7000L + i);
                records.add(g.record());
                finals.add(g.finalState());
            }
            double rate = replayGamesPerSecond(records, options);
            double ms = finishedBoardMillis(records, finals, options);
            double tiles = finals.stream().mapToInt(s -> s.board().size()).average().orElse(0);
            log.printf("%-22s replay + final score: %7.0f games/s; finished board: %6.3f ms; %.1f tiles/game%n",
                    k.getKey(), rate, ms, tiles);
            replay.put(k.getKey(), Math.round(rate * 10) / 10.0);
            board.put(k.getKey(), Math.round(ms * 1000) / 1000.0);
            size.put(k.getKey(), Math.round(tiles * 10) / 10.0);
        }
        // Other work on the machine slows every figure; the load average tells a reader how much.
        root.put("loadAverageBefore", Math.round(loadBefore * 100) / 100.0);
        root.put("loadAverageAfter", Math.round(java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage() * 100) / 100.0);
        String json;
        try {
            json = GameRecords.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
            Path parent = options.out().toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(options.out(), json);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + options.out(), e);
        }
        log.println("wrote " + options.out());
        return json;
    }

    private static int players(long seed) {
        return 2 + (int) (seed % 4);
    }

    private static double replayGamesPerSecond(List<GameRecord> records, Options options) {
        GameSetup[] setups = records.stream().map(GameRecords::setup).toArray(GameSetup[]::new);
        double[] rates = new double[options.rounds()];
        long sink = 0;
        for (int round = -1; round < options.rounds(); round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < records.size(); i++) {
                sink += Game.replay(setups[i], records.get(i).events()).finalState().scorings().size();
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            if (round >= 0) {
                rates[round] = records.size() / seconds;
            }
        }
        return sink < 0 ? 0 : median(rates);
    }

    /** The finished boards with the figures left standing, scored without their history. */
    private static double finishedBoardMillis(List<GameRecord> records, List<GameState> finals, Options options) {
        List<GameSetup> setups = new ArrayList<>();
        List<List<PlacedTile>> boards = new ArrayList<>();
        List<List<FigurePlaced>> figures = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            setups.add(GameRecords.setup(records.get(i)));
            boards.add(new ArrayList<>(finals.get(i).board().tiles()));
            List<FigurePlaced> standing = new ArrayList<>();
            for (Figure f : finals.get(i).figures()) {
                standing.add(new FigurePlaced(f.owner(), f.kind(), f.position().x(), f.position().y(), f.at().index()));
            }
            figures.add(standing);
        }
        double[] millis = new double[options.rounds()];
        long sink = 0;
        for (int round = -1; round < options.rounds(); round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < boards.size(); i++) {
                sink += Game.ofBoard(setups.get(i), boards.get(i), figures.get(i)).scorings().size();
            }
            double ms = (System.nanoTime() - t0) / 1e6 / boards.size();
            if (round >= 0) {
                millis[round] = ms;
            }
        }
        return sink < 0 ? 0 : median(millis);
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }
}
