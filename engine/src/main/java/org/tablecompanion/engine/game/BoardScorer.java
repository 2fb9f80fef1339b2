package org.tablecompanion.engine.game;

import java.util.Collection;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.events.FigurePlaced;

/** Scores a board without history: see {@link Game#ofBoard}. */
final class BoardScorer {

    private BoardScorer() {
    }

    static GameState score(GameSetup setup, Collection<PlacedTile> tiles, Collection<FigurePlaced> figures) {
        Table t = new Table(setup);
        t.layOut(tiles, figures);
        return t.snapshot();
    }
}
