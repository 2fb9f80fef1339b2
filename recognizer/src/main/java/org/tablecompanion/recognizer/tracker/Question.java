package org.tablecompanion.recognizer.tracker;

import java.util.List;
import org.tablecompanion.engine.board.Position;

/**
 * Something the tracker cannot be sure of, for the players to answer.
 *
 * @param id unique within a tracker ("q7")
 * @param kind why it asks
 * @param text the question, one or two sentences
 * @param answers the choices, the most likely first; {@link #fallback()} is taken when nobody answers
 * @param cells the squares concerned (game coordinates), for the overlay
 */
public record Question(String id, QuestionKind kind, String text, List<Answer> answers, List<Position> cells) {

    public Question {
        answers = List.copyOf(answers);
        cells = List.copyOf(cells);
        if (answers.isEmpty()) {
            throw new IllegalArgumentException("question " + id + " has no answers");
        }
    }

    /**
     * The answer a run without players takes: the first one without events ("ignore"), else the
     * first.
     */
    public int fallback() {
        for (int i = 0; i < answers.size(); i++) {
            if (answers.get(i).events().isEmpty()) {
                return i;
            }
        }
        return 0;
    }
}
