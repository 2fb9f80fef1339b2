package org.tablecompanion.ui.app.board;

import java.util.OptionalInt;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.players.Figure;

/** What the players picked on the board: a square (and the feature clicked on its tile), or a figure. */
public sealed interface BoardSelection {

    /** Nothing is selected. */
    record Nothing() implements BoardSelection {
    }

    /**
     * A square, empty or holding a tile.
     *
     * @param position the square
     * @param tileFeature the feature of its tile under the click (index in the tile type's list)
     */
    record Square(Position position, OptionalInt tileFeature) implements BoardSelection {
    }

    /** A figure standing on the board. */
    record OfFigure(Figure figure) implements BoardSelection {
    }
}
