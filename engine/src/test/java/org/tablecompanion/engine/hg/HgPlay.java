package org.tablecompanion.engine.hg;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.CatalogReader;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.game.RuleBreak;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;

/**
 * A game of the hand-made test tiles ({@code hg/hg-test-tiles.json}), written the way the
 * rulebook pictures read: tile, figure, tile. Upright, the lake and river tiles reach east and the
 * forest tiles north; rotations are clockwise degrees.
 */
final class HgPlay {

    static final Rules CLASSIC = Rules.DEFAULT;
    static final Rules EDITION_2020 = Rules.DEFAULT.withHgEdition(HgEdition.EDITION_2020);

    private static Catalog tiles;

    final Game game;

    private HgPlay(Game game) {
        this.game = game;
    }

    /** The test tiles, starting with {@code start}. */
    static synchronized Catalog tiles(String start) {
        if (tiles == null) {
            try (InputStream in = HgPlay.class.getResourceAsStream("/hg/hg-test-tiles.json")) {
                tiles = CatalogReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "hg-test-tiles");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new Catalog(tiles.id(), tiles.name(), tiles.game(), start, tiles.tiles());
    }

    static GameSetup setup(String start, Rules rules, PlayerColour... players) {
        List<Player> list = new ArrayList<>();
        for (PlayerColour c : players) {
            list.add(Player.of(c));
        }
        return new GameSetup(list, tiles(start), rules);
    }

    /** A game whose start tile (turned {@code degrees}) lies at (0,0). */
    static HgPlay start(String start, int degrees, Rules rules, PlayerColour... players) {
        HgPlay p = new HgPlay(Game.start(setup(start, rules, players)));
        p.game.apply(TilePlaced.of(start, 0, 0, Rotation.ofDegrees(degrees)));
        return p;
    }

    static HgPlay start(String start, int degrees, PlayerColour... players) {
        return start(start, degrees, CLASSIC, players);
    }

    HgPlay tile(String id, int x, int y, int degrees) {
        game.apply(TilePlaced.of(id, x, y, Rotation.ofDegrees(degrees)));
        return this;
    }

    HgPlay bonus(String id, int x, int y, int degrees) {
        game.apply(new TilePlaced(id, x, y, Rotation.ofDegrees(degrees), true));
        return this;
    }

    /** A tribe member: gatherer, fisher or hunter by the terrain of the feature. */
    HgPlay member(PlayerColour player, int x, int y, int feature) {
        game.apply(FigurePlaced.follower(player, x, y, feature));
        return this;
    }

    HgPlay hut(PlayerColour player, int x, int y, int feature) {
        game.apply(new FigurePlaced(player, FigureKind.HUT, x, y, feature));
        return this;
    }

    HgPlay takeBack(PlayerColour player, int x, int y, int feature) {
        game.apply(new FigureReturned(player, x, y, feature));
        return this;
    }

    GameState state() {
        return game.state();
    }

    GameState end() {
        game.apply(new GameEnded());
        return game.state();
    }

    /** The warnings of one kind. */
    static List<Warning> warnings(GameState s, RuleBreak rule) {
        return s.warnings().stream().filter(w -> w.rule() == rule).toList();
    }

    static PlacedTile placed(String id, int x, int y, int degrees) {
        return new PlacedTile(tiles("meadow").require(id), new Position(x, y), Rotation.ofDegrees(degrees));
    }

    static FigurePlaced hunter(PlayerColour player, int x, int y) {
        return FigurePlaced.follower(player, x, y, 0);
    }
}
