package org.tablecompanion.ui.app.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.random.SampleGames;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.observation.TileReading;

class BoardAlignmentTest {

    static final Board BOARD = GameRecords.replay(GameRecords.bundled(SampleGames.BASE)).state().board();

    /** The game's tiles as a camera turned and shifted against the game would number them. */
    static List<TileReading> seenAs(BoardAlignment a, Board board) {
        List<TileReading> seen = new ArrayList<>();
        for (PlacedTile t : board.tiles()) {
            Position cell = a.toPhoto(t.position());
            int degrees = ((t.rotation().degrees() - 90 * a.quarterTurns()) % 360 + 360) % 360;
            seen.add(new TileReading(cell.x(), cell.y(), t.type().id(), degrees, 0.99, 5, List.of(), List.of()));
        }
        return seen;
    }

    @Test
    void aTurnedAndShiftedPhotoIsLaidBackOnTheGamesSquares() {
        for (int q = 0; q < 4; q++) {
            BoardAlignment truth = new BoardAlignment(q, 3 - q, q - 5, 0);
            BoardAlignment found = BoardAlignment.of(seenAs(truth, BOARD), BOARD);
            assertEquals(new BoardAlignment(q, 3 - q, q - 5, BOARD.size()), found);
        }
    }

    @Test
    void toPhotoUndoesToGame() {
        BoardAlignment a = new BoardAlignment(3, -2, 7, 0);
        Position p = new Position(4, -1);
        Position cell = a.toPhoto(p);
        assertEquals(p, a.toGame(cell.x(), cell.y()));
    }

    @Test
    void aFewMisreadTilesDoNotMoveTheAlignment() {
        BoardAlignment truth = new BoardAlignment(1, 2, 2, 0);
        List<TileReading> seen = new ArrayList<>(seenAs(truth, BOARD));
        for (int i = 0; i < 10; i++) {
            TileReading t = seen.get(i);
            seen.set(i, new TileReading(t.x(), t.y(), "B", 0, 0.5, 0, List.of(), List.of()));
        }
        BoardAlignment found = BoardAlignment.of(seen, BOARD);
        assertEquals(List.of(1, 2, 2), List.of(found.quarterTurns(), found.dx(), found.dy()));
    }

    @Test
    void aSymmetricTileLooksTheSameInTwoOfItsTurns() {
        var catalog = GameRecords.catalog(List.of("base"));
        // B: a monastery in a field, the same from every side
        assertEquals(true, BoardAlignment.sameLook(catalog.require("B"), Rotation.R0, Rotation.R90));
        // D: city, road and field, different from every side
        assertEquals(false, BoardAlignment.sameLook(catalog.require("D"), Rotation.R0, Rotation.R90));
    }
}
