package org.tablecompanion.engine.bench;

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
import java.util.Random;
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
 * 100, 300 and 1000 tiles takes. Each figure is the median of several rounds after a warm-up.
 * Writes {@code bench/engine.json}.
 */
public final class EngineBench {

    /** Options: where to write, how many rounds, how many games per round. */
    public record Options(Path out, int rounds, int games) {
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
        double loadBefore = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        Map<String, Double> replay = new LinkedHashMap<>();
        replay.put("base", replayGamesPerSecond(List.of("base"), options, log));
        replay.put("base+river", replayGamesPerSecond(List.of("base", "river"), options, log));
        Map<String, Double> boards = new LinkedHashMap<>();
        for (int size : new int[] {100, 300, 1000}) {
            boards.put(String.valueOf(size), boardScoringMillis(size, options, log));
        }
        ObjectNode root = GameRecords.mapper().createObjectNode();
        root.put("benchmark", "engine");
        root.put("what", "one thread; median of " + options.rounds() + " rounds after a warm-up round");
        root.put("java", System.getProperty("java.version"));
        root.put("cores", Runtime.getRuntime().availableProcessors());
        root.put("gamesPerRound", options.games());
        // Other work on the machine slows every figure; the load average tells a reader how much.
        root.put("loadAverageBefore", Math.round(loadBefore * 100) / 100.0);
        root.put("loadAverageAfter", Math.round(java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage() * 100) / 100.0);
        ObjectNode r = root.putObject("replayAndFinalScoreGamesPerSecond");
        replay.forEach(r::put);
        ObjectNode b = root.putObject("scoreRandomBoardMillis");
        boards.forEach(b::put);
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

    private static double replayGamesPerSecond(List<String> catalogs, Options options, PrintStream log) {
        List<GameRecord> records = new ArrayList<>();
        for (int i = 0; i < options.games(); i++) {
            RandomGame g = new RandomGames(catalogs, 2 + i % 4, Rules.DEFAULT).play(5000L + i);
            records.add(g.record());
        }
        GameSetup[] setups = records.stream().map(GameRecords::setup).toArray(GameSetup[]::new);
        double[] rates = new double[options.rounds()];
        long sink = 0;
        for (int round = -1; round < options.rounds(); round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < records.size(); i++) {
                sink += Game.replay(setups[i], records.get(i).events()).finalState().scores().size();
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            if (round >= 0) {
                rates[round] = records.size() / seconds;
            }
        }
        double median = median(rates);
        log.printf("replay + final score, %s: %.0f games/s (sink %d)%n", String.join("+", catalogs), median, sink);
        return Math.round(median * 10) / 10.0;
    }

    private static double boardScoringMillis(int size, Options options, PrintStream log) {
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
        double[] millis = new double[options.rounds()];
        long sink = 0;
        for (int round = -1; round < options.rounds(); round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < boards.size(); i++) {
                sink += Game.ofBoard(setup, boards.get(i), figures.get(i)).scorings().size();
            }
            double ms = (System.nanoTime() - t0) / 1e6 / boards.size();
            if (round >= 0) {
                millis[round] = ms;
            }
        }
        double median = median(millis);
        log.printf("score a random board of %d tiles: %.2f ms (sink %d)%n", size, median, sink);
        return Math.round(median * 1000) / 1000.0;
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

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }
}
