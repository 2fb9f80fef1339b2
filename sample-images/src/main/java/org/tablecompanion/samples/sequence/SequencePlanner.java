package org.tablecompanion.samples.sequence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.samples.scene.SceneFigure;
import org.tablecompanion.samples.scene.SceneTile;

/**
 * Turns a game record into the frames a webcam would see: for every tile a frame with the tile
 * still in a hand over its square and a stable frame once it lies; a frame after a figure is set;
 * and, when a turn's scoring sends figures home, a frame without them. Scoring happens when the
 * turn ends, so a figure that completes its own feature is seen standing before it goes.
 */
public final class SequencePlanner {

    private final GameBoards boards;
    private final Game game;
    private final List<FramePlan> plans = new ArrayList<>();
    private final Map<Position, Integer> order = new HashMap<>();
    private List<SceneFigure> shown = List.of();
    private boolean turnOpen;

    private SequencePlanner(GameRecord record, GameBoards boards) {
        this.boards = boards;
        this.game = Game.start(GameRecords.setup(record));
    }

    public static List<FramePlan> plan(GameRecord record, GameBoards boards) {
        SequencePlanner planner = new SequencePlanner(record, boards);
        List<GameEvent> events = record.events();
        for (int i = 0; i < events.size(); i++) {
            planner.step(events.get(i), i);
        }
        planner.closeTurn(events.size());
        return List.copyOf(planner.plans);
    }

    private void step(GameEvent event, int index) {
        if (event instanceof TilePlaced t) {
            if (!t.bonus()) {
                closeTurn(index);
            }
            GameState before = game.state();
            game.apply(event);
            order.putIfAbsent(t.position(), order.size());
            SceneTile tile = game.state().board().at(t.position()).map(boards::tile).orElseThrow();
            if (!before.board().isEmpty()) {
                add(FrameKind.PLACING_TILE, index, boards.board(before, order, shown), Optional.of(tile), t.bonus());
            }
            add(FrameKind.TILE, index + 1, boards.board(game.state(), order, shown), Optional.empty(), t.bonus());
            turnOpen = true;
        } else if (event instanceof FigurePlaced f) {
            game.apply(event);
            PlacedTile tile = game.state().board().at(f.position()).orElseThrow();
            Role role = Role.of(f.kind(), tile.type().feature(f.feature()).terrain());
            List<SceneFigure> now = new ArrayList<>(shown);
            now.add(GameBoards.figure(f.player(), f.kind(), role, f.x(), f.y(), f.feature()));
            shown = List.copyOf(now);
            add(FrameKind.FIGURE, index + 1, boards.board(game.state(), order, shown), Optional.empty(), false);
        } else if (event instanceof FigureReturned r) {
            game.apply(event);
            shown = shown.stream().filter(s -> !(s.colour() == r.player() && s.x() == r.x() && s.y() == r.y()
                    && s.feature() == r.feature())).toList();
            add(FrameKind.FIGURE_RETURNED, index + 1, boards.board(game.state(), order, shown), Optional.empty(), false);
        } else if (event instanceof GameEnded) {
            closeTurn(index);
            game.apply(event);
        } else {
            game.apply(event);
            shown = GameBoards.figures(game.state());
            add(FrameKind.CORRECTION, index + 1, boards.board(game.state(), order, shown), Optional.empty(), false);
        }
    }

    /** Ends the open turn: figures on what it completed go home, which the camera sees. */
    private void closeTurn(int eventsApplied) {
        if (!turnOpen) {
            return;
        }
        turnOpen = false;
        List<SceneFigure> after = GameBoards.figures(game.state());
        if (!sameFigures(after, shown)) {
            shown = after;
            add(FrameKind.SCORED, eventsApplied, boards.board(game.state(), order, shown), Optional.empty(), false);
        }
    }

    private static boolean sameFigures(List<SceneFigure> a, List<SceneFigure> b) {
        return keys(a).equals(keys(b));
    }

    private static java.util.Set<String> keys(List<SceneFigure> figures) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (SceneFigure f : figures) {
            keys.add(f.colour() + "@" + f.x() + "," + f.y() + "#" + f.feature());
        }
        return keys;
    }

    private void add(FrameKind kind, int events, org.tablecompanion.samples.scene.SceneBoard board,
                     Optional<SceneTile> held, boolean bonus) {
        plans.add(new FramePlan(kind, game.turn(), game.turnPlayer(), events, board, held, bonus));
    }
}
