package org.tablecompanion.ui.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.ui.app.BundledGames;

class ReplayerTest {

    private static final GameRecord SAMPLE = GameRecords.bundled(BundledGames.BASE);

    @Test
    void theViewAtACursorIsTheGameAfterThatManyEvents() {
        OpenRecord open = new OpenRecord(SAMPLE, "sample", Optional.empty());
        RecordView view = new Replayer().view(open, 20);
        Game expected = Game.replay(GameRecords.setup(SAMPLE), SAMPLE.events().subList(0, 20));
        assertEquals(expected.state().scores(), view.state().scores());
        assertEquals(expected.finalState().scores(), view.finalState().scores());
        assertEquals(expected.state().board(), view.state().board());
    }

    @Test
    void aCursorBeyondTheRecordStopsAtItsEnd() {
        OpenRecord open = new OpenRecord(SAMPLE, "sample", Optional.empty());
        RecordView view = new Replayer().view(open, 10_000);
        assertTrue(view.atEnd());
        assertEquals(SAMPLE.events().size(), view.cursor());
    }
}
