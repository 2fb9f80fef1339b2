package org.tablecompanion.engine.game;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.Correction;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.PlayEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * A game being played (or replayed): events go in one by one, {@link #state()} comes out.
 * Play events are applied as they come; a correction replays the whole corrected history, so the
 * state after any sequence of events is the state of replaying that sequence from scratch.
 * An event that cannot be right ({@link BadInputException}) is refused and changes nothing.
 */
public final class Game {

    private final GameSetup setup;
    private final ArrayList<GameEvent> record = new ArrayList<>();
    private Table table;
    private GameState state;

    private Game(GameSetup setup) {
        this.setup = setup;
        this.table = new Table(setup);
    }

    public static Game start(GameSetup setup) {
        return new Game(setup);
    }

    /** A game with every event of a record applied in order. */
    public static Game replay(GameSetup setup, List<? extends GameEvent> events) {
        Game g = new Game(setup);
        g.record.ensureCapacity(events.size());
        for (GameEvent e : events) {
            g.apply(e);
        }
        return g;
    }

    /**
     * Scores a board as it lies on the table, without its history (the recognizer's end-game
     * check): features already completed are scored as completed (any figure still on them
     * counts, as if it had just been placed), then final scoring. Illegal edges and figures beyond
     * the supply give warnings; two tiles on one square, unknown tiles or features are errors.
     */
    public static GameState ofBoard(GameSetup setup, Collection<PlacedTile> tiles, Collection<FigurePlaced> figures) {
        return BoardScorer.score(setup, tiles, figures);
    }

    /** Applies one event; throws {@link BadInputException} naming the event if it cannot be right. */
    public Game apply(GameEvent event) {
        int index = record.size();
        if (event == null) {
            throw new BadInputException("event " + index + " is empty");
        }
        if (event instanceof Correction) {
            List<GameEvent> corrected = new ArrayList<>(record);
            corrected.add(event);
            Table rebuilt = build(setup, corrected);
            record.add(event);
            table = rebuilt;
        } else {
            applyPlay(table, (PlayEvent) event, index);
            record.add(event);
        }
        state = null;
        return this;
    }

    public Game applyAll(List<? extends GameEvent> events) {
        events.forEach(this::apply);
        return this;
    }

    private static Table build(GameSetup setup, List<GameEvent> record) {
        Table t = new Table(setup);
        for (EventResolver.Indexed ie : EventResolver.resolve(record)) {
            applyPlay(t, ie.event(), ie.index());
        }
        return t;
    }

    private static void applyPlay(Table table, PlayEvent event, int index) {
        try {
            if (event instanceof TilePlaced t) {
                table.placeTile(t.tile(), t.position(), t.rotation(), t.bonus(), index);
            } else if (event instanceof FigurePlaced f) {
                table.placeFigure(f.player(), f.kind(), f.part(), index);
            } else if (event instanceof FigureReturned r) {
                table.returnFigure(r.player(), r.part(), index);
            } else if (event instanceof GameEnded) {
                table.end(index);
            }
        } catch (BadInputException e) {
            throw new BadInputException(EventResolver.where(index, event) + ": " + e.getMessage(), e);
        }
    }

    /** The game now, with the current turn already scored. */
    public GameState state() {
        if (state == null) {
            if (table.turnOpen()) {
                Table view = table.whatIf();
                view.closeTurn();
                state = view.snapshot();
            } else { // nothing to close (an ended game, or no tile yet): the table as it is
                state = table.snapshot();
            }
        }
        return state;
    }

    /** The game as if it ended now: the current turn scored, then final scoring. */
    public GameState finalState() {
        if (table.ended()) {
            return state();
        }
        Table view = table.whatIf();
        view.end(record.size());
        return view.snapshot();
    }

    public GameSetup setup() {
        return setup;
    }

    /** Every event applied, corrections included, in order: the game record's events. */
    public List<GameEvent> events() {
        return List.copyOf(record);
    }

    public boolean ended() {
        return table.ended();
    }

    /** Whose turn it is now (empty before the first turn after the start tile). */
    public Optional<PlayerColour> turnPlayer() {
        return table.turnPlayer();
    }

    /** Who lays the next non-bonus tile. */
    public PlayerColour nextPlayer() {
        return table.nextPlayer();
    }

    /** Turns played so far (0: only the start tile). */
    public int turn() {
        return table.turn();
    }

    /** The square of the tile laid last. */
    public Optional<Position> lastTile() {
        return table.lastTile();
    }

    /** Where a tile type may legally lie now (the board's edges and the River's rules). */
    public List<Placement> legalPlacements(TileType type) {
        return table.legalPlacements(type);
    }

    public List<Placement> legalPlacements(String tileId) {
        return table.legalPlacements(table.tileType(tileId));
    }

    /** Features of the tile just laid where this player may legally set a figure of this kind now. */
    public List<Integer> legalFigureFeatures(PlayerColour player, FigureKind kind) {
        return table.legalFigureFeatures(player, kind);
    }

    /** A figure's feature on the board now (figures are set down on the tile just laid). */
    public boolean sameFeature(FeaturePart a, FeaturePart b) {
        return table.graph().sameFeature(a, b);
    }

    /**
     * Whether the player whose turn it is is owed a bonus tile now (H&amp;G: the tile just laid
     * completed a forest with gold or a menhir); cheaper than {@code state().bonusTileDue()}.
     */
    public boolean bonusTileDue() {
        return table.bonusTileDueAfterClosing();
    }

    /** How many features laying this tile here would complete (it is not laid). */
    public int wouldComplete(TileType type, Placement placement) {
        return table.graph().wouldComplete(new PlacedTile(type, placement.position(), placement.rotation()));
    }

    /** How many placed tiles share an edge with a square. */
    public int touchingTiles(Position position) {
        return table.board().neighbours(position).size();
    }

    public int supply(PlayerColour player, FigureKind kind) {
        return table.supplyOf(player, kind);
    }
}
