package org.tablecompanion.engine.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tablecompanion.engine.bench.BenchHarness.Measured;
import org.tablecompanion.engine.bench.BenchHarness.Rounds;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.random.RandomGame;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;

/**
 * The engine's benchmark (not a test): on one thread, how many recorded games per second are
 * replayed and final-scored (base game; base + River), and how long scoring a random board of
 * 100, 300, 1000 and 3000 tiles takes, also per tile (flat when scoring grows linearly). Each
 * figure is the median of several rounds after a timed warm-up, by the wall clock and by the
 * thread's own CPU time (the machine may be busy with other work). Writes {@code bench/engine.json}.
 */
public final class EngineBench {

    /**
     * Options: where to write, how many rounds, how many games per round, and how long to warm up
     * before each figure: the JIT needs several seconds of a workload before the engine runs at
     * full speed (with 2 s, replay figures came out about a quarter low).
     */
    public record Options(Path out, int rounds, int games, double warmUpSeconds) {

        /** Warm-up grows with the games per round: 10 s for the default 200, far less for a quick check. */
        public Options(Path out, int rounds, int games) {
            this(out, rounds, games, Math.min(10, Math.max(0.2, games / 20.0)));
        }

        public static Options defaults() {
            return new Options(Path.of("bench", "engine.json"), 7, 200);
        }
    }

    private EngineBench() {
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
        double loadBefore = BenchHarness.loadAverage();
        Map<String, Measured> replay = new LinkedHashMap<>();
        replay.put("base", replayGames(List.of("base"), options, log));
        replay.put("base+river", replayGames(List.of("base", "river"), options, log));
        Map<String, Measured> boards = new LinkedHashMap<>();
        for (int size : BOARD_SIZES) {
            boards.put(String.valueOf(size), boardScoring(size, options, log));
        }
        ObjectNode root = GameRecords.mapper().createObjectNode();
        root.put("benchmark", "engine");
        root.put("what", "one thread; median of " + options.rounds() + " rounds after warming up (at least one round"
                + " and " + options.warmUpSeconds() + " s); wall-clock figures and, beside them, figures from the thread's"
                + " own CPU time, which other work on a busy machine disturbs far less");
        root.put("java", System.getProperty("java.version"));
        root.put("cores", Runtime.getRuntime().availableProcessors());
        root.put("gamesPerRound", options.games());
        root.put("warmUpSeconds", options.warmUpSeconds());
        // Other work on the machine slows every wall-clock figure; the load average tells a reader how much.
        root.put("loadAverageBefore", loadBefore);
        root.put("loadAverageAfter", BenchHarness.loadAverage());
        ObjectNode r = root.putObject("replayAndFinalScoreGamesPerSecond");
        replay.forEach((k, f) -> r.put(k, round1(f.wall())));
        ObjectNode rc = root.putObject("replayAndFinalScoreGamesPerCpuSecond");
        replay.forEach((k, f) -> rc.put(k, round1(f.cpu())));
        ObjectNode b = root.putObject("scoreRandomBoardMillis");
        boards.forEach((k, f) -> b.put(k, round3(f.wall())));
        ObjectNode bc = root.putObject("scoreRandomBoardCpuMillis");
        boards.forEach((k, f) -> bc.put(k, round3(f.cpu())));
        // Linear growth shows as a flat cost per tile.
        ObjectNode bt = root.putObject("scoreRandomBoardCpuMicrosPerTile");
        boards.forEach((k, f) -> bt.put(k, round3(f.cpu() * 1000 / Integer.parseInt(k))));
        return BenchHarness.write(root, options.out(), log);
    }

    /** Board sizes scored (tiles). */
    private static final int[] BOARD_SIZES = {100, 300, 1000, 3000};

    private static Measured replayGames(List<String> catalogs, Options options, PrintStream log) {
        List<GameRecord> records = new ArrayList<>();
        for (int i = 0; i < options.games(); i++) {
            RandomGame g = new RandomGames(catalogs, 2 + i % 4, Rules.DEFAULT).play(5000L + i);
            records.add(g.record());
        }
        GameSetup[] setups = records.stream().map(GameRecords::setup).toArray(GameSetup[]::new);
        Rounds measured = BenchHarness.measure(options.rounds(), options.warmUpSeconds(), () -> {
            long sink = 0;
            for (int i = 0; i < records.size(); i++) {
                sink += Game.replay(setups[i], records.get(i).events()).finalState().scores().size();
            }
            return sink;
        });
        Measured median = measured.median(seconds -> records.size() / seconds);
        log.printf("replay + final score, %s: %.0f games/s (%.0f per CPU second; sink %d)%n",
                String.join("+", catalogs), median.wall(), median.cpu(), measured.sink());
        return median;
    }

    private static Measured boardScoring(int size, Options options, PrintStream log) {
        Catalog base = Catalogs.builtIn("base");
        int copies = size / base.tileCount() + 2;
        List<TileType> many = base.tiles().stream().map(t -> t.withCount(t.count() * copies)).toList();
        Catalog catalog = new Catalog("base-x" + copies, "base tiles x" + copies, base.game(), base.startTile(), many);
        GameSetup setup = new GameSetup(List.of(Player.of(PlayerColour.RED), Player.of(PlayerColour.BLUE),
                Player.of(PlayerColour.GREEN)), catalog, Rules.DEFAULT);
        int boardsPerRound = Math.max(2, 3000 / size);
        List<List<PlacedTile>> boards = new ArrayList<>();
        List<List<FigurePlaced>> figures = new ArrayList<>();
        for (int i = 0; i < boardsPerRound; i++) {
            Random random = new Random(size * 31L + i);
            List<PlacedTile> tiles = randomBoard(catalog, size, random);
            boards.add(tiles);
            figures.add(randomFigures(tiles, random));
        }
        Rounds measured = BenchHarness.measure(options.rounds(), options.warmUpSeconds(), () -> {
            long sink = 0;
            for (int i = 0; i < boards.size(); i++) {
                sink += Game.ofBoard(setup, boards.get(i), figures.get(i)).scorings().size();
            }
            return sink;
        });
        Measured median = measured.median(seconds -> seconds * 1000 / boards.size());
        log.printf("score a random board of %d tiles: %.2f ms (%.2f ms CPU, %.2f us CPU per tile; sink %d)%n",
                size, median.wall(), median.cpu(), median.cpu() * 1000 / size, measured.sink());
        return median;
    }

    private static double round1(double v) {
        return BenchHarness.round(v, 1);
    }

    private static double round3(double v) {
        return BenchHarness.round(v, 3);
    }

    /** A legal random board: tiles drawn at random, each laid at a random legal place. */
    static List<PlacedTile> randomBoard(Catalog catalog, int size, Random random) {
        List<TileType> pile = new ArrayList<>();
        for (TileType t : catalog.tiles()) {
            for (int i = 0; i < t.count(); i++) {
                pile.add(t);
            }
        }
        java.util.Collections.shuffle(pile, random);
        Board board = Board.empty().with(new PlacedTile(catalog.require(catalog.startTile()),
                org.tablecompanion.engine.board.Position.ORIGIN, Rotation.R0));
        for (TileType t : pile) {
            if (board.size() >= size) {
                break;
            }
            List<Placement> options = board.legalPlacements(t);
            if (!options.isEmpty()) {
                Placement p = options.get(random.nextInt(options.size()));
                board = board.with(new PlacedTile(t, p.position(), p.rotation()));
            }
        }
        return new ArrayList<>(board.tiles());
    }

    /** Roughly one figure per four tiles, on random features (figures may share features). */
    static List<FigurePlaced> randomFigures(List<PlacedTile> tiles, Random random) {
        PlayerColour[] colours = {PlayerColour.RED, PlayerColour.BLUE, PlayerColour.GREEN};
        List<FigurePlaced> result = new ArrayList<>();
        for (int i = 0; i < tiles.size() / 4; i++) {
            PlacedTile t = tiles.get(random.nextInt(tiles.size()));
            int feature = random.nextInt(t.featureCount());
            if (t.feature(feature).terrain().name().equals("LAKE") || t.feature(feature).terrain().name().equals("RIVER")) {
                continue;
            }
            result.add(FigurePlaced.follower(colours[i % 3], t.x(), t.y(), feature));
        }
        return result;
    }
}
