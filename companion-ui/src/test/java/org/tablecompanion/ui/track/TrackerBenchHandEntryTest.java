package org.tablecompanion.ui.track;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.source.FrameSources;
import org.tablecompanion.recognizer.tracker.Answer;
import org.tablecompanion.recognizer.tracker.Question;
import org.tablecompanion.recognizer.tracker.QuestionKind;

/**
 * The tracker bench plays the players: when none of a tile question's readings is the tile they
 * laid, they choose "I will enter it by hand" and enter the filmed tile, as the companion window
 * lets them; when a reading is right they choose it and enter nothing.
 */
class TrackerBenchHandEntryTest {

    private static final GameRecord FILMED = GameRecords.read(FrameSources.sampleFolder("base").resolve("game.json"));

    /** The game as read up to the film's first turn: the start tile only. */
    private static Game startTileOnly() {
        return GameRecords.replay(GameRecord.of(FILMED.players(), FILMED.catalogs(), FILMED.rules(),
                FILMED.events().subList(0, 1)));
    }

    private static TilePlaced firstTurn() {
        return (TilePlaced) FILMED.events().get(1);
    }

    private static Question tileQuestion(TilePlaced offered) {
        return new Question("q1", QuestionKind.CLOSE_CANDIDATES, "Which tile is it?",
                List.of(new Answer(offered.tile(), List.of(offered)), Answer.ignore("neither: I will enter it by hand")),
                List.of(firstTurn().position()));
    }

    @Test
    void theFilmedTileIsEnteredWhenNoReadingOfferedIsIt() {
        TilePlaced wrong = TilePlaced.of("D", firstTurn().x(), firstTurn().y(), Rotation.R0);
        Question q = tileQuestion(wrong);
        Optional<TilePlaced> entered = TrackerBench.tileToEnter(q, q.fallback(), startTileOnly(), FILMED);
        assertEquals(Optional.of(firstTurn()), entered);
    }

    @Test
    void nothingIsEnteredWhenAReadingWasChosen() {
        Question q = tileQuestion(firstTurn());
        assertTrue(TrackerBench.tileToEnter(q, 0, startTileOnly(), FILMED).isEmpty());
    }

    @Test
    void nothingIsEnteredForAFigureQuestion() {
        Question q = new Question("q2", QuestionKind.CLOSE_CANDIDATES, "Where does the figure stand?",
                List.of(Answer.ignore("I will fix it by hand")), List.of(firstTurn().position()));
        assertTrue(TrackerBench.tileToEnter(q, 0, startTileOnly(), FILMED).isEmpty());
    }
}
