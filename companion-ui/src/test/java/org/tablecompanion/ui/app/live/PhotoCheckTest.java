package org.tablecompanion.ui.app.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.random.SampleGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.LatticeView;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;

class PhotoCheckTest {

    private static final GameRecord RECORD = GameRecords.bundled(SampleGames.BASE);
    private static final Game GAME = GameRecords.replay(RECORD);
    private static final BoardAlignment CAMERA = new BoardAlignment(2, 4, -3, 0);

    /** What a recognizer that reads everything right sees of a board, numbered as a turned camera would. */
    private static Observation photoOf(GameState state, List<TileReading> extraTiles, boolean dropFirstFigure) {
        List<TileReading> tiles = new ArrayList<>(BoardAlignmentTest.seenAs(CAMERA, state.board()));
        tiles.addAll(extraTiles);
        List<FigureReading> figures = new ArrayList<>();
        List<Figure> standing = state.figures();
        for (int i = dropFirstFigure ? 1 : 0; i < standing.size(); i++) {
            Figure f = standing.get(i);
            Position cell = CAMERA.toPhoto(f.position());
            figures.add(new FigureReading(f.owner().spelling(), "standing", List.of(0.0, 0.0), cell.x(), cell.y(),
                    f.at().index(), "city", 0.9));
        }
        return new Observation(Observation.FORMAT, new Observation.ImageSize(1280, 720), List.of("base"), "zero-shot",
                LatticeView.none(), tiles, figures, List.of(), Map.of());
    }

    @Test
    void aPhotoOfTheSameBoardAgreesAndScoresAsTheEngineScoresTheBoard() {
        GameState state = GAME.state();
        PhotoCheck check = PhotoCheck.of(photoOf(state, List.of(), false), state, GAME.finalState(),
                GAME.setup().catalog(), RECORD.rules());
        assertTrue(check.agrees(), check.differences().toString());
        List<PlacedTile> tiles = state.board().tiles();
        GameState expected = Game.ofBoard(GAME.setup(), tiles, state.figures().stream()
                .map(f -> new org.tablecompanion.engine.events.FigurePlaced(f.owner(),
                        org.tablecompanion.engine.players.FigureKind.FOLLOWER, f.position().x(), f.position().y(),
                        f.at().index())).toList());
        for (var p : state.players()) {
            assertEquals(expected.score(p.colour()), check.photoPoints().get(p.colour()));
            assertEquals(GAME.finalState().score(p.colour()) - state.score(p.colour()),
                    check.gamePoints().get(p.colour()));
        }
    }

    @Test
    void anExtraTileAndAMissingFigureAreNamedInTheGamesSquares() {
        GameState state = GAME.state();
        Position free = new Position(40, 40);
        Position cell = CAMERA.toPhoto(free);
        // read at 0 by a camera turned 180 degrees: E turned 180 on the game's board
        TileReading extra = new TileReading(cell.x(), cell.y(), "E", 0, 0.9, 3, List.of(), List.of());
        PhotoCheck check = PhotoCheck.of(photoOf(state, List.of(extra), true), state, GAME.finalState(),
                GAME.setup().catalog(), RECORD.rules());
        Figure dropped = state.figures().get(0);
        assertEquals(List.of("the photo sees 1 tile the game does not have: E 180 at (40,40)",
                "the game has 1 figure the photo does not show: " + dropped.owner().spelling() + " at ("
                        + dropped.position().x() + "," + dropped.position().y() + ") feature " + dropped.at().index()),
                check.differences());
    }
}
