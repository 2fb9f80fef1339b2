package org.tablecompanion.engine.hg;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.tablecompanion.engine.bench.BenchHarness;
import org.tablecompanion.engine.bench.BenchHarness.Measured;
import org.tablecompanion.engine.bench.BenchHarness.Rounds;
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
 * of several rounds after a timed warm-up, by the wall clock and by the thread's CPU time
 * ({@link BenchHarness}, as the engine's own benchmark). Writes {@code bench/hg.json}.
 */
public final class HgBench {

    /** Where to write, how many measured rounds, how many games per round, and how long to warm up. */
    public record Options(Path out, int rounds, int games, double warmUpSeconds) {

        /** Warm-up grows with the games per round: 5 s for the default 100, far less for a quick check. */
        public Options(Path out, int rounds, int games) {
            this(out, rounds, games, Math.min(5, Math.max(0.2, games / 20.0)));
        }

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
        double loadBefore = BenchHarness.loadAverage();
        ObjectNode root = GameRecords.mapper().createObjectNode();
        root.put("benchmark", "hg");
        root.put("what", "one thread; median of " + options.rounds() + " rounds after warming up (at least one round"
                + " and " + options.warmUpSeconds() + " s); seeded random legal games of 2-5 players (H&G with bonus"
                + " tiles); wall-clock figures and, beside them, figures from the thread's own CPU time");
        root.put("java", System.getProperty("java.version"));
        root.put("cores", Runtime.getRuntime().availableProcessors());
        root.put("gamesPerRound", options.games());
        root.put("warmUpSeconds", options.warmUpSeconds());
        ObjectNode replay = root.putObject("replayAndFinalScoreGamesPerSecond");
        ObjectNode replayCpu = root.putObject("replayAndFinalScoreGamesPerCpuSecond");
        ObjectNode board = root.putObject("scoreFinishedBoardMillis");
        ObjectNode boardCpu = root.putObject("scoreFinishedBoardCpuMillis");
        ObjectNode size = root.putObject("averageTilesPerGame");
        for (Map.Entry<String, LongFunction<RandomGame>> k : kinds.entrySet()) {
            List<GameRecord> records = new ArrayList<>();
            List<GameState> finals = new ArrayList<>();
            for (int i = 0; i < options.games(); i++) {
                RandomGame g = k.getValue().apply(7000L + i);
                records.add(g.record());
                finals.add(g.finalState());
            }
            Measured rate = replayGamesPerSecond(records, options);
            Measured ms = finishedBoardMillis(records, finals, options);
            double tiles = finals.stream().mapToInt(s -> s.board().size()).average().orElse(0);
            log.printf("%-22s replay + final score: %7.0f games/s (%7.0f per CPU s); finished board: %6.3f ms"
                    + " (%6.3f CPU); %.1f tiles/game%n", k.getKey(), rate.wall(), rate.cpu(), ms.wall(), ms.cpu(), tiles);
            replay.put(k.getKey(), BenchHarness.round(rate.wall(), 1));
            replayCpu.put(k.getKey(), BenchHarness.round(rate.cpu(), 1));
            board.put(k.getKey(), BenchHarness.round(ms.wall(), 3));
            boardCpu.put(k.getKey(), BenchHarness.round(ms.cpu(), 3));
            size.put(k.getKey(), BenchHarness.round(tiles, 1));
        }
        // Other work on the machine slows every wall-clock figure; the load average tells a reader how much.
        root.put("loadAverageBefore", loadBefore);
        root.put("loadAverageAfter", BenchHarness.loadAverage());
        return BenchHarness.write(root, options.out(), log);
    }

    private static int players(long seed) {
        return 2 + (int) (seed % 4);
    }

    private static Measured replayGamesPerSecond(List<GameRecord> records, Options options) {
        GameSetup[] setups = records.stream().map(GameRecords::setup).toArray(GameSetup[]::new);
        Rounds measured = BenchHarness.measure(options.rounds(), options.warmUpSeconds(), () -> {
            long sink = 0;
            for (int i = 0; i < records.size(); i++) {
                sink += Game.replay(setups[i], records.get(i).events()).finalState().scorings().size();
            }
            return sink;
        });
        return measured.sink() < 0 ? new Measured(0, 0) : measured.median(seconds -> records.size() / seconds);
    }

    /** The finished boards with the figures left standing, scored without their history. */
    private static Measured finishedBoardMillis(List<GameRecord> records, List<GameState> finals, Options options) {
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
        Rounds measured = BenchHarness.measure(options.rounds(), options.warmUpSeconds(), () -> {
            long sink = 0;
            for (int i = 0; i < boards.size(); i++) {
                sink += Game.ofBoard(setups.get(i), boards.get(i), figures.get(i)).scorings().size();
            }
            return sink;
        });
        return measured.sink() < 0 ? new Measured(0, 0) : measured.median(seconds -> seconds * 1000 / boards.size());
    }
}
