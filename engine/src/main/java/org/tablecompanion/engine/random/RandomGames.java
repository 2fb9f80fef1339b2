package org.tablecompanion.engine.random;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;

/**
 * Seeded random legal games: the draw pile shuffled, every tile laid at a random legal place
 * (a tile that fits nowhere is put out of the game, as the rules say), and after each tile a
 * random legal figure choice (or none). The same seed and options give the same game.
 *
 * <pre>
 * RandomGame g = RandomGames.base(42, 3);           // 3 players, base game
 * RandomGame r = RandomGames.baseAndRiver(7, 4);     // base + the River
 * RandomGame x = new RandomGames(List.of("base"), 5, Rules.DEFAULT).figureChance(0.3).play(99);
 * </pre>
 */
public final class RandomGames {

    private static final List<PlayerColour> COLOURS = List.of(PlayerColour.RED, PlayerColour.BLUE,
            PlayerColour.YELLOW, PlayerColour.GREEN, PlayerColour.BLACK, PlayerColour.GREY, PlayerColour.PINK,
            PlayerColour.PURPLE);
    private static final List<String> NAMES = List.of("Ada", "Bela", "Cleo", "Dara", "Emil", "Fay", "Gus", "Hana");

    private final List<String> catalogIds;
    private final Catalog catalog;
    private final int playerCount;
    private final Rules rules;
    private double figureChance = 0.6;
    private int maxTiles = Integer.MAX_VALUE;

    public RandomGames(List<String> catalogIds, int players, Rules rules) {
        if (players < 1 || players > COLOURS.size()) {
            throw new IllegalArgumentException("players must be 1.." + COLOURS.size() + ", got " + players);
        }
        this.catalogIds = List.copyOf(catalogIds);
        this.catalog = GameRecords.catalog(catalogIds);
        this.playerCount = players;
        this.rules = rules;
    }

    public static RandomGame base(long seed, int players) {
        return new RandomGames(List.of("base"), players, Rules.DEFAULT).play(seed);
    }

    public static RandomGame baseAndRiver(long seed, int players) {
        return new RandomGames(List.of("base", "river"), players, Rules.DEFAULT).play(seed);
    }

    /** How likely a player sets a figure when one may legally go (default 0.6). */
    public RandomGames figureChance(double chance) {
        this.figureChance = chance;
        return this;
    }

    /** Stop after this many tiles are on the table (a partly played game; still ends with final scoring). */
    public RandomGames maxTiles(int tiles) {
        this.maxTiles = tiles;
        return this;
    }

    public List<Player> players() {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < playerCount; i++) {
            players.add(new Player(NAMES.get(i), COLOURS.get(i)));
        }
        return players;
    }

    public GameSetup setup() {
        return new GameSetup(players(), catalog, rules);
    }

    /** Plays one whole game (ending with {@link GameEnded}). */
    public RandomGame play(long seed) {
        Random random = new Random(seed);
        Game game = Game.start(setup());
        TileType start = catalog.require(catalog.startTile());
        game.apply(TilePlaced.of(start.id(), 0, 0, Rotation.values()[random.nextInt(4)]));
        List<TileType> river = RandomPlayer.shuffled(RandomPlayer.pile(catalog, TileRole.RIVER, null), random);
        List<TileType> lakes = RandomPlayer.pile(catalog, TileRole.RIVER_LAKE, null);
        List<TileType> land = RandomPlayer.shuffled(RandomPlayer.pile(catalog, TileRole.LAND, start), random);
        List<TileType> draw = new ArrayList<>(river);
        draw.addAll(lakes);
        draw.addAll(land);
        int laid = 1;
        for (TileType tile : draw) {
            if (laid >= maxTiles) {
                break;
            }
            List<Placement> options = game.legalPlacements(tile);
            if (options.isEmpty()) {
                continue; // fits nowhere: out of the game, draw again
            }
            Placement p = RandomPlayer.place(tile, options, game, random);
            Position at = p.position();
            game.apply(TilePlaced.of(tile.id(), at.x(), at.y(), p.rotation()));
            laid++;
            PlayerColour player = game.turnPlayer().orElseThrow();
            List<Integer> spots = game.legalFigureFeatures(player, FigureKind.FOLLOWER);
            if (!spots.isEmpty() && random.nextDouble() < figureChance) {
                int feature = RandomPlayer.feature(tile, spots, game.turn(), Terrain.FIELD, random);
                game.apply(FigurePlaced.follower(player, at.x(), at.y(), feature));
            }
        }
        game.apply(new GameEnded());
        GameRecord record = GameRecords.of(game, catalogIds);
        return new RandomGame(seed, record, game.state());
    }
}
