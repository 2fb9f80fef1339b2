package org.tablecompanion.ui.app.session;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;
import org.tablecompanion.engine.record.GameRecords;

/**
 * Replays records into {@link RecordView}s. Catalogs are resolved once per catalog list, since a
 * record is replayed again after every step and every correction. Safe to use from any thread.
 */
public final class Replayer {

    private final Map<List<String>, Catalog> catalogs = new ConcurrentHashMap<>();

    /**
     * The record replayed up to {@code cursor} events.
     *
     * @throws org.tablecompanion.engine.BadInputException naming the event that cannot be right
     */
    public RecordView view(OpenRecord open, int cursor) {
        int at = Math.max(0, Math.min(cursor, open.record().events().size()));
        Catalog catalog = catalog(open.record().catalogs());
        GameSetup setup = new GameSetup(open.record().players(), catalog, open.record().rules());
        Game game = Game.replay(setup, open.record().events().subList(0, at));
        return new RecordView(open, catalog, at, game.state(), game.finalState(), game.turnPlayer(),
                game.nextPlayer(), game.lastTile());
    }

    /** The view at the end of the record: what a correction or a newly opened record shows. */
    public RecordView last(OpenRecord open) {
        return view(open, open.record().events().size());
    }

    public Catalog catalog(List<String> ids) {
        return catalogs.computeIfAbsent(List.copyOf(ids), GameRecords::catalog);
    }
}
