package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.GameKind;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.random.RandomGame;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.random.RandomPlayer;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;

/**
 * Seeded random legal Hunters &amp; Gatherers games, bonus tiles included: the land tiles
 * shuffled and each laid at a random legal place (one that fits nowhere leaves the game); after
 * each tile a random legal tribe member or hut (or none); whenever a tile earns a bonus tile, the
 * same player draws from the shuffled bonus pile and lays it at once (one that fits nowhere leaves
 * the game and the next is drawn). Under the 2020 printing's rules the shaman's player sometimes
 * takes a tribe member back. Players and setup come from {@link RandomGames}; the same seed and
 * options give the same game.
 *
 * <pre>
 * RandomGame g = HgRandomGames.classic(42, 3);                 // hg-2020 tiles, classic rules
 * RandomGame h = new HgRandomGames(List.of("my-tiles.json"), 4, Rules.DEFAULT).play(7);
 * </pre>
 */
public final class HgRandomGames {

    private final List<String> catalogIds;
    private final RandomGames players;
    private final Catalog catalog;
    private final Rules rules;
    private double figureChance = 0.6;
    private double hutShare = 0.25;
    private int maxLandTiles = Integer.MAX_VALUE;

    public HgRandomGames(List<String> catalogIds, int players, Rules rules) {
        this.catalogIds = List.copyOf(catalogIds);
        this.players = new RandomGames(catalogIds, players, rules);
        this.catalog = GameRecords.catalog(catalogIds);
        this.rules = rules;
        if (catalog.game() != GameKind.HUNTERS_AND_GATHERERS) {
            throw new IllegalArgumentException("catalogs " + catalogIds + " are not a Hunters & Gatherers game");
        }
    }

    /** The 2020 printing's tiles under the classic rules. */
    public static RandomGame classic(long seed, int players) {
        return new HgRandomGames(List.of("hg-2020"), players, Rules.DEFAULT).play(seed);
    }

    /** The 2020 printing's tiles under its own rules ({@link HgEdition#EDITION_2020}). */
    public static RandomGame edition2020(long seed, int players) {
        return new HgRandomGames(List.of("hg-2020"), players, Rules.DEFAULT.withHgEdition(HgEdition.EDITION_2020))
                .play(seed);
    }

    /** How likely a player sets a figure when one may legally go (default 0.6). */
    public HgRandomGames figureChance(double chance) {
        this.figureChance = chance;
        return this;
    }

    /** Of the figures set, how many are huts when a hut may go (default 0.25). */
    public HgRandomGames hutShare(double share) {
        this.hutShare = share;
        return this;
    }

    /** Stop after this many land tiles (besides the start tile); final scoring still follows. */
    public HgRandomGames maxLandTiles(int tiles) {
        this.maxLandTiles = tiles;
        return this;
    }

    /** Plays one whole game, ending with {@link GameEnded}. */
    public RandomGame play(long seed) {
        Random random = new Random(seed);
        Game game = Game.start(players.setup());
        TileType start = catalog.startTileType();
        game.apply(TilePlaced.of(start.id(), 0, 0, Rotation.values()[random.nextInt(4)]));
        List<TileType> land = RandomPlayer.shuffled(RandomPlayer.pile(catalog, TileRole.LAND, start), random);
        List<TileType> bonus = RandomPlayer.shuffled(RandomPlayer.pile(catalog, TileRole.BONUS, null), random);
        int landLaid = 0;
        for (TileType tile : land) {
            if (landLaid >= maxLandTiles) {
                break;
            }
            if (!lay(game, tile, false, random)) {
                continue; // fits nowhere: out of the game, draw again
            }
            landLaid++;
            while (game.bonusTileDue() && !bonus.isEmpty()) {
                TileType b = bonus.remove(0);
                if (lay(game, b, true, random)) {
                    break;
                }
            }
        }
        game.apply(new GameEnded());
        return new RandomGame(seed, GameRecords.of(game, catalogIds), game.state());
    }

    /** Lays a tile at a random legal place, then maybe a figure and the shaman's take-back. */
    private boolean lay(Game game, TileType tile, boolean asBonus, Random random) {
        List<Placement> options = game.legalPlacements(tile);
        if (options.isEmpty()) {
            return false;
        }
        Placement p = RandomPlayer.place(tile, options, game, random);
        Position at = p.position();
        game.apply(new TilePlaced(tile.id(), at.x(), at.y(), p.rotation(), asBonus));
        PlayerColour player = game.turnPlayer().orElseThrow();
        maybeFigure(game, player, at, tile, random);
        if (rules.hgEdition() == HgEdition.EDITION_2020 && has(tile, Power.SHAMAN) && random.nextBoolean()) {
            List<Figure> mine = game.state().figuresOf(player).stream()
                    .filter(f -> f.kind() == FigureKind.FOLLOWER).toList();
            if (!mine.isEmpty()) {
                Figure back = mine.get(random.nextInt(mine.size()));
                game.apply(new FigureReturned(player, back.position().x(), back.position().y(), back.at().index()));
            }
        }
        return true;
    }

    private void maybeFigure(Game game, PlayerColour player, Position at, TileType tile, Random random) {
        if (random.nextDouble() >= figureChance) {
            return;
        }
        List<Integer> members = game.legalFigureFeatures(player, FigureKind.FOLLOWER);
        List<Integer> huts = game.legalFigureFeatures(player, FigureKind.HUT);
        boolean hut = !huts.isEmpty() && (members.isEmpty() || random.nextDouble() < hutShare);
        List<Integer> spots = hut ? huts : members;
        if (spots.isEmpty()) {
            return;
        }
        // Hunters never come back, so meadows are the features a member stays on for good.
        int feature = hut ? spots.get(random.nextInt(spots.size()))
                : RandomPlayer.feature(tile, spots, game.turn(), Terrain.MEADOW, random);
        game.apply(new FigurePlaced(player, hut ? FigureKind.HUT : FigureKind.FOLLOWER, at.x(), at.y(), feature));
    }

    private static boolean has(TileType type, Power power) {
        for (FeatureSpec f : type.features()) {
            if (f.power().orElse(null) == power) {
                return true;
            }
        }
        return false;
    }
}
