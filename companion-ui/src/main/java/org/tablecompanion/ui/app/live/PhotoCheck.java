package org.tablecompanion.ui.app.live;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;

/**
 * The end of a game checked from one photo: the board the photo shows, laid over the tracked
 * game's board, scored as it lies (farms, incomplete features, figures still standing on
 * completed ones; in Hunters &amp; Gatherers hunters and huts), next to what the tracked game would
 * score if it ended now, and every place where the two boards disagree.
 *
 * @param observation what the recognizer saw
 * @param alignment how the photo's cells lie on the game's squares
 * @param photoEnd the photo's board scored as it lies, in the game's squares
 * @param photoPoints points per player from the photo's scoring
 * @param gamePoints points per player the tracked game's final scoring would give now
 * @param differences one line per kind of disagreement ("the photo sees 2 tiles the game does not have: ...")
 */
public record PhotoCheck(Observation observation, BoardAlignment alignment, GameState photoEnd,
                         Map<PlayerColour, Integer> photoPoints, Map<PlayerColour, Integer> gamePoints,
                         List<String> differences) {

    public PhotoCheck {
        photoPoints = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(photoPoints));
        gamePoints = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(gamePoints));
        differences = List.copyOf(differences);
    }

    /**
     * Lays a recognized photo over the game and scores it.
     *
     * @param o what the recognizer saw in the photo
     * @param game the tracked game now (its state) and as if it ended now (its final state)
     * @throws IllegalArgumentException when the photo shows no board
     */
    public static PhotoCheck of(Observation o, GameState state, GameState finalState, Catalog catalog, Rules rules) {
        if (o.tiles().isEmpty()) {
            throw new IllegalArgumentException("no board found in the photo: nothing to score");
        }
        BoardAlignment align = BoardAlignment.of(o.tiles(), state.board());
        Map<Position, PlacedTile> seen = new LinkedHashMap<>();
        for (TileReading t : o.tiles()) {
            Position p = align.toGame(t.x(), t.y());
            seen.put(p, new PlacedTile(catalog.require(t.tile()), p, align.toGame(t.rotation())));
        }
        Map<PlayerColour, Player> players = new LinkedHashMap<>();
        state.players().forEach(p -> players.put(p.colour(), p));
        List<FigurePlaced> figures = new ArrayList<>();
        for (FigureReading f : o.figures()) {
            PlayerColour colour = PlayerColour.parse(f.colour());
            players.putIfAbsent(colour, new Player(colour.spelling(), colour));
            Position p = align.toGame(f.x(), f.y());
            FigureKind kind = f.kind().equals("hut") ? FigureKind.HUT : FigureKind.FOLLOWER;
            figures.add(new FigurePlaced(colour, kind, p.x(), p.y(), f.feature()));
        }
        if (players.isEmpty()) {
            players.put(PlayerColour.RED, new Player("red", PlayerColour.RED));
        }
        GameState photoEnd = Game.ofBoard(new GameSetup(List.copyOf(players.values()), catalog, rules),
                seen.values(), figures);
        Map<PlayerColour, Integer> photoPoints = new LinkedHashMap<>();
        Map<PlayerColour, Integer> gamePoints = new LinkedHashMap<>();
        for (Player p : players.values()) {
            photoPoints.put(p.colour(), photoEnd.score(p.colour()));
            boolean inGame = state.player(p.colour()).isPresent();
            gamePoints.put(p.colour(), inGame ? finalState.score(p.colour()) - state.score(p.colour()) : 0);
        }
        return new PhotoCheck(o, align, photoEnd, photoPoints, gamePoints, differences(seen, figures, state));
    }

    private static List<String> differences(Map<Position, PlacedTile> seen, List<FigurePlaced> seenFigures,
                                            GameState state) {
        List<String> extra = new ArrayList<>();
        List<String> differ = new ArrayList<>();
        for (PlacedTile s : seen.values()) {
            Optional<PlacedTile> g = state.board().at(s.position());
            if (g.isEmpty()) {
                extra.add(tile(s));
            } else if (!g.get().type().id().equals(s.type().id())
                    || !BoardAlignment.sameLook(s.type(), s.rotation(), g.get().rotation())) {
                differ.add("at " + square(s.position()) + " the game has " + look(g.get()) + ", the photo "
                        + look(s));
            }
        }
        List<String> missing = new ArrayList<>();
        for (PlacedTile g : state.board().tiles()) {
            if (!seen.containsKey(g.position())) {
                missing.add(tile(g));
            }
        }
        List<String> extraFigures = new ArrayList<>();
        List<Figure> standing = new ArrayList<>(state.figures());
        for (FigurePlaced f : seenFigures) {
            Optional<Figure> same = standing.stream().filter(g -> g.owner() == f.player()
                    && g.position().equals(f.position()) && g.at().index() == f.feature()).findFirst();
            if (same.isPresent()) {
                standing.remove(same.get());
            } else {
                extraFigures.add(f.player().spelling() + " at " + square(f.position()) + " feature " + f.feature());
            }
        }
        List<String> missingFigures = standing.stream()
                .map(g -> g.owner().spelling() + " at " + square(g.position()) + " feature " + g.at().index()).toList();
        List<String> lines = new ArrayList<>();
        add(lines, extra, "the photo sees %d %s the game does not have: %s", "tile", "tiles");
        add(lines, missing, "the game has %d %s the photo does not show: %s", "tile", "tiles");
        add(lines, differ, "%d %s: %s", "tile differs", "tiles differ");
        add(lines, extraFigures, "the photo sees %d %s the game does not have: %s", "figure", "figures");
        add(lines, missingFigures, "the game has %d %s the photo does not show: %s", "figure", "figures");
        return lines;
    }

    private static void add(List<String> lines, List<String> items, String pattern, String one, String many) {
        if (!items.isEmpty()) {
            lines.add(String.format(pattern, items.size(), items.size() == 1 ? one : many, String.join(", ", items)));
        }
    }

    private static String tile(PlacedTile t) {
        return look(t) + " at " + square(t.position());
    }

    private static String look(PlacedTile t) {
        return t.type().id() + (t.rotation() == Rotation.R0 ? "" : " " + t.rotation().degrees());
    }

    private static String square(Position p) {
        return "(" + p.x() + "," + p.y() + ")";
    }

    /** Whether the photo and the game agree on every tile and figure. */
    public boolean agrees() {
        return differences.isEmpty();
    }
}
