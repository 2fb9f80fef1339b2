package org.tablecompanion.ui.app.live;

import java.util.List;
import org.tablecompanion.engine.board.Position;

/**
 * A question the tracker asks the players, as the window shows it: the text, one button per
 * answer, and the squares it is about (highlighted in the live view and on the board).
 *
 * @param id the tracker's id for it, given back with the answer
 * @param kind what kind of doubt it is ("close candidates", "tile moved", ...)
 * @param text the question in words
 * @param answers the answers' labels, in the tracker's order
 * @param cells the game's squares it is about
 */
public record LiveQuestion(String id, String kind, String text, List<String> answers, List<Position> cells) {

    public LiveQuestion {
        answers = List.copyOf(answers);
        cells = List.copyOf(cells);
    }
}
