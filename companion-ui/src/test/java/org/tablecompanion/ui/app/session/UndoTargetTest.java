package org.tablecompanion.ui.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.EventUndone;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;

class UndoTargetTest {

    private static final GameEvent A = TilePlaced.of("D", 0, 0, Rotation.R0);
    private static final GameEvent B = TilePlaced.of("E", 0, -1, Rotation.R0);
    private static final GameEvent C = TilePlaced.of("E", 1, 0, Rotation.R90);

    @Test
    void undoTakesTheLatestEvent() {
        assertEquals(OptionalInt.of(2), UndoTarget.of(List.of(A, B, C)));
    }

    @Test
    void aSecondUndoTakesTheEventBeforeTheFirstOnesTarget() {
        assertEquals(OptionalInt.of(1), UndoTarget.of(List.of(A, B, C, new EventUndone(2))));
    }

    @Test
    void undoingAnUndoBringsItsTargetBackAsTheNextToUndo() {
        List<GameEvent> redone = List.of(A, B, C, new EventUndone(2), new EventUndone(3));
        assertEquals(OptionalInt.of(2), UndoTarget.of(redone));
    }

    @Test
    void anEmptyRecordHasNothingToUndo() {
        assertTrue(UndoTarget.of(List.of()).isEmpty());
    }
}
