package org.tablecompanion.engine;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.game.RuleBreak;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.Rules;

/**
 * Plays a game tile by tile in tests: {@code Play.base(RED, BLUE).start("W", 0, 0, 0)
 * .tile("U", 1, 0, 0).figure(0)}. Rotations are clockwise degrees. The start tile given is
 * made the catalog's start tile, so rulebook pictures can start anywhere without a warning.
 */
public final class Play {

    private final Catalog catalog;
    private final List<Player> players;
    private Rules rules = Rules.DEFAULT;
    private Game game;
    private Position last;

    private Play(Catalog catalog, PlayerColour... colours) {
        this.catalog = catalog;
        this.players = new ArrayList<>();
        for (PlayerColour c : colours) {
            players.add(Player.of(c));
        }
    }

    public static Catalog base() {
        return Catalogs.builtIn("base");
    }

    public static Catalog baseAndRiver() {
        return Catalogs.combine(Catalogs.builtIn("base"), Catalogs.builtIn("river"));
    }

    public static Play base(PlayerColour... colours) {
        return new Play(base(), colours);
    }

    public static Play baseAndRiver(PlayerColour... colours) {
        return new Play(baseAndRiver(), colours);
    }

    public Play rules(Rules r) {
        this.rules = r;
        return this;
    }

    /** The setup with this start tile (the catalog's own start when id is null). */
    public GameSetup setup(String startId) {
        Catalog c = startId == null ? catalog
                : new Catalog(catalog.id(), catalog.name(), catalog.game(), startId, catalog.tiles());
        return new GameSetup(players, c, rules);
    }

    /** Starts with this tile as the catalog's start tile. */
    public Play start(String id, int x, int y, int degrees) {
        game = Game.start(setup(id));
        return tile(id, x, y, degrees);
    }

    /** Starts with the catalog's real start rules (warnings for a wrong start tile apply). */
    public Play startAsIs(String id, int x, int y, int degrees) {
        game = Game.start(setup(null));
        return tile(id, x, y, degrees);
    }

    public Play tile(String id, int x, int y, int degrees) {
        game.apply(TilePlaced.of(id, x, y, Rotation.ofDegrees(degrees)));
        last = new Position(x, y);
        return this;
    }

    /** The player whose turn it is sets a follower on feature {@code index} of the tile just laid. */
    public Play figure(int index) {
        PlayerColour who = game.turnPlayer().orElseThrow();
        return figure(who, last.x(), last.y(), index);
    }

    public Play figure(PlayerColour who, int x, int y, int index) {
        game.apply(FigurePlaced.follower(who, x, y, index));
        return this;
    }

    public Play apply(GameEvent e) {
        game.apply(e);
        return this;
    }

    public Play end() {
        game.apply(new GameEnded());
        return this;
    }

    public Game game() {
        return game;
    }

    public GameState state() {
        return game.state();
    }

    public int score(PlayerColour c) {
        return game.state().score(c);
    }

    public List<Warning> warnings() {
        return game.state().warnings();
    }

    public boolean warned(RuleBreak rule) {
        return warnings().stream().anyMatch(w -> w.rule() == rule);
    }

    /** Scores a board as it lies, with figures given as (colour, x, y, feature). */
    public static GameState ofBoard(Play setup, List<PlacedTile> tiles, List<FigurePlaced> figures) {
        return Game.ofBoard(setup.setup(tiles.get(0).type().id()), tiles, figures);
    }

    public static PlacedTile placed(Catalog c, String id, int x, int y, int degrees) {
        return new PlacedTile(c.require(id), new Position(x, y), Rotation.ofDegrees(degrees));
    }
}
