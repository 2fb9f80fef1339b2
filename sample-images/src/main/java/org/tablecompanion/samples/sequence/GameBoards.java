package org.tablecompanion.samples.sequence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.samples.scene.FigureForm;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFigure;
import org.tablecompanion.samples.scene.SceneTile;

/**
 * Turns the engine's game states into the scene generator's plain boards, naming for every tile
 * the catalog it comes from (a game plays "base" and "river" as one combined catalog).
 */
public final class GameBoards {

    private final List<Catalog> catalogs;
    private final Map<String, String> catalogOfTile = new HashMap<>();

    /** @param catalogIds the game record's catalog list (built-in ids or files) */
    public GameBoards(List<String> catalogIds) {
        List<Catalog> parts = new ArrayList<>();
        for (String id : catalogIds) {
            Catalog c = Catalogs.resolve(id);
            parts.add(c);
            for (TileType t : c.tiles()) {
                catalogOfTile.putIfAbsent(t.id(), c.id());
            }
        }
        this.catalogs = List.copyOf(parts);
    }

    /** The separate catalogs (for tile art and anchors). */
    public List<Catalog> catalogs() {
        return catalogs;
    }

    public List<String> catalogIds() {
        return catalogs.stream().map(Catalog::id).toList();
    }

    public String catalogOf(String tileId) {
        String c = catalogOfTile.get(tileId);
        if (c == null) {
            throw new IllegalArgumentException("tile '" + tileId + "' is in none of the catalogs " + catalogIds());
        }
        return c;
    }

    public SceneTile tile(PlacedTile t) {
        return new SceneTile(catalogOf(t.type().id()), t.type().id(), t.x(), t.y(), t.rotation());
    }

    public static SceneFigure figure(Figure f) {
        FigureForm form = f.kind() == FigureKind.HUT ? FigureForm.HUT : FigureForm.of(f.role());
        return new SceneFigure(f.owner(), form, f.position().x(), f.position().y(), f.at().index(),
                Optional.of(f.role()));
    }

    public static SceneFigure figure(org.tablecompanion.engine.players.PlayerColour owner, FigureKind kind,
                                     Role role, int x, int y, int feature) {
        FigureForm form = kind == FigureKind.HUT ? FigureForm.HUT : FigureForm.of(role);
        return new SceneFigure(owner, form, x, y, feature, Optional.of(role));
    }

    /**
     * The tiles of a state in the order they were laid ({@code order} gives each square's rank;
     * squares it does not know come last, west to east, north to south) with the given figures.
     */
    public SceneBoard board(GameState state, Map<Position, Integer> order, List<SceneFigure> figures) {
        List<PlacedTile> placed = new ArrayList<>(state.board().tiles());
        placed.sort(Comparator.comparing((PlacedTile t) -> order.getOrDefault(t.position(), Integer.MAX_VALUE))
                .thenComparing(PlacedTile::position));
        return new SceneBoard(catalogIds(), placed.stream().map(this::tile).toList(), figures);
    }

    /** The figures standing in a state, as the camera sees them. */
    public static List<SceneFigure> figures(GameState state) {
        return state.figures().stream().map(GameBoards::figure).toList();
    }
}
