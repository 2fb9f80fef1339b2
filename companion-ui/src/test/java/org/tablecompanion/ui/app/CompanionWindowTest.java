package org.tablecompanion.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.EventUndone;
import org.tablecompanion.engine.events.FigureCorrected;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureRemoved;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TileCorrected;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.ui.app.board.BoardSelection;
import org.tablecompanion.ui.app.session.RecordView;
import org.tablecompanion.ui.app.setup.GameChoice;

/** The window driven as players drive it: clicks on the board, the inspector's buttons, the toolbar. */
@ExtendWith(ApplicationExtension.class)
@ResourceLock(WindowFixture.JAVAFX_TOOLKIT)
class CompanionWindowTest {

    private WindowFixture fx;

    @AfterEach
    void deleteAutosaves() throws Exception {
        fx.deleteHome();
    }

    @Start
    void start(Stage stage) throws Exception {
        fx = new WindowFixture(stage);
    }

    private void openBase(FxRobot robot) {
        robot.interact(() -> fx.window.openBundled(BundledGames.BASE));
        fx.settle();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static GameRecord plus(GameRecord r, GameEvent e) {
        List<GameEvent> events = new ArrayList<>(r.events());
        events.add(e);
        return GameRecord.of(r.players(), r.catalogs(), r.rules(), events);
    }

    private void click(FxRobot robot, Point2D inBoard) {
        robot.clickOn(fx.window.board().localToScreen(inBoard));
        fx.settle();
    }

    @Test
    void setupStartsAGameWithTheChosenPlayersAndItsStartTile(FxRobot robot) throws Exception {
        robot.interact(() -> {
            fx.window.showSetup();
            fx.window.setup().choose(GameChoice.BASE_AND_RIVER);
            fx.window.setup().setPlayerName(0, "Ines");
            fx.window.setup().setPlayerColour(1, PlayerColour.GREEN);
        });
        robot.clickOn("#setup-start");
        fx.settle();
        RecordView view = fx.shown().view();
        assertEquals(List.of(new Player("Ines", PlayerColour.RED), new Player("Bob", PlayerColour.GREEN)),
                view.record().players());
        assertEquals(List.of("base", "river"), view.record().catalogs());
        assertEquals("spring", view.state().board().at(Position.ORIGIN).orElseThrow().type().id());
        try (Stream<Path> saved = Files.list(fx.home.resolve("games"))) {
            assertEquals(1, saved.count(), "a new game is autosaved at once");
        }
    }

    @Test
    void theBundledRecordShowsTheTotalsTheEngineComputes(FxRobot robot) {
        openBase(robot);
        GameState expected = GameRecords.replay(GameRecords.bundled(BundledGames.BASE)).state();
        for (Player p : expected.players()) {
            assertEquals(Integer.toString(expected.score(p.colour())), text(robot, "#score-" + p.colour().spelling()));
            assertEquals("space " + expected.track(p.colour()).space(), text(robot, "#track-" + p.colour().spelling()));
        }
    }

    /** A figure whose removal changes the final totals, and which a click on its drawing selects. */
    private Figure clickableFigureThatMatters(RecordView view) {
        for (Figure f : view.state().figures()) {
            GameRecord without = plus(view.record(), new FigureRemoved(f.position().x(), f.position().y(),
                    f.at().index(), f.owner()));
            Map<PlayerColour, Integer> scores = GameRecords.replay(without).finalState().scores();
            if (scores.equals(view.finalState().scores())) {
                continue;
            }
            Point2D at = fx.window.board().pointOf(f).orElseThrow();
            if (fx.window.board().selectionAt(at.getX(), at.getY()) instanceof BoardSelection.OfFigure hit
                    && hit.figure().equals(f)) {
                return f;
            }
        }
        throw new AssertionError("the sample game has no figure whose removal changes the scores");
    }

    private Figure removeAFigureByClicking(FxRobot robot) {
        RecordView view = fx.shown().view();
        Figure figure = clickableFigureThatMatters(view);
        click(robot, fx.window.board().pointOf(figure).orElseThrow());
        assertEquals(new BoardSelection.OfFigure(figure), fx.window.board().selection());
        robot.clickOn("#inspector-remove-figure");
        fx.settle();
        return figure;
    }

    @Test
    void removingAFigureByClickingItChangesTheScores(FxRobot robot) {
        openBase(robot);
        RecordView before = fx.shown().view();
        Figure figure = removeAFigureByClicking(robot);
        RecordView after = fx.shown().view();
        assertEquals(new FigureRemoved(figure.position().x(), figure.position().y(), figure.at().index(), figure.owner()),
                after.events().get(after.eventCount() - 1));
        Map<PlayerColour, Integer> expected = GameRecords.replay(after.record()).finalState().scores();
        assertNotEquals(before.finalState().scores(), expected);
        for (PlayerColour c : expected.keySet()) {
            assertEquals(Integer.toString(expected.get(c)), text(robot, "#final-" + c.spelling()));
        }
    }

    @Test
    void givingAFigureToAnotherPlayerRecordsTheCorrectionAndMovesThePoints(FxRobot robot) {
        openBase(robot);
        RecordView before = fx.shown().view();
        Figure figure = clickableFigureThatMatters(before);
        Player other = before.state().players().stream().filter(p -> p.colour() != figure.owner()).findFirst().orElseThrow();
        click(robot, fx.window.board().pointOf(figure).orElseThrow());
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<Player> owner = robot.lookup("#inspector-figure-owner").queryAs(ComboBox.class);
            owner.setValue(other);
        });
        robot.clickOn("#inspector-change-figure");
        fx.settle();
        RecordView after = fx.shown().view();
        assertEquals(new FigureCorrected(figure.position().x(), figure.position().y(), figure.at().index(),
                other.colour(), figure.kind(), figure.at().index()), after.events().get(after.eventCount() - 1));
        assertTrue(after.state().figures().stream().anyMatch(f -> f.at().equals(figure.at()) && f.owner() == other.colour()));
        assertEquals(GameRecords.replay(after.record()).finalState().scores(), after.finalState().scores());
    }

    @Test
    void undoRestoresTheScoresBeforeTheCorrection(FxRobot robot) {
        openBase(robot);
        RecordView before = fx.shown().view();
        removeAFigureByClicking(robot);
        robot.clickOn("#undo");
        fx.settle();
        RecordView after = fx.shown().view();
        assertInstanceOf(EventUndone.class, after.events().get(after.eventCount() - 1));
        assertEquals(before.finalState().scores(), after.finalState().scores());
        for (Player p : before.state().players()) {
            assertEquals(Integer.toString(before.state().score(p.colour())), text(robot, "#score-" + p.colour().spelling()));
        }
    }

    @Test
    void correctingATileByClickingItsSquareReplaysTheGameWithTheNewTile(FxRobot robot) {
        openBase(robot);
        RecordView view = fx.shown().view();
        List<Position> withFigures = view.events().stream().filter(e -> e instanceof FigurePlaced)
                .map(e -> ((FigurePlaced) e).position()).toList();
        PlacedTile target = view.state().board().tiles().stream()
                .filter(t -> !t.position().equals(Position.ORIGIN) && !withFigures.contains(t.position()))
                .reduce((a, b) -> b).orElseThrow();
        Rotation turned = target.rotation().plus(Rotation.R180);
        click(robot, fx.window.board().centreOf(target.position()).orElseThrow());
        assertInstanceOf(BoardSelection.Square.class, fx.window.board().selection());
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TileType> types = robot.lookup("#tile-chooser-type").queryAs(ComboBox.class);
            types.setValue(target.type());
        });
        robot.clickOn("#tile-chooser-" + turned.degrees());
        robot.clickOn("#inspector-correct-tile");
        fx.settle();
        RecordView after = fx.shown().view();
        assertEquals(new TileCorrected(target.x(), target.y(), target.type().id(), turned),
                after.events().get(after.eventCount() - 1));
        assertEquals(turned, after.state().board().at(target.position()).orElseThrow().rotation());
    }

    @Test
    void theStepButtonsWalkThroughTheRecord(FxRobot robot) {
        openBase(robot);
        int events = fx.shown().view().eventCount();
        robot.clickOn("#nav-previous");
        fx.settle();
        assertEquals(events - 1, fx.shown().view().cursor());
        robot.clickOn("#nav-first");
        fx.settle();
        assertEquals(0, fx.shown().view().cursor());
        assertTrue(fx.shown().view().state().board().isEmpty());
        robot.clickOn("#nav-next");
        fx.settle();
        assertEquals(1, fx.shown().view().cursor());
        robot.clickOn("#nav-last");
        fx.settle();
        assertEquals(events, fx.shown().view().cursor());
        assertTrue(text(robot, "#where").startsWith("event " + events + " of " + events));
    }

    @Test
    void savingThenOpeningTheFileGivesTheSameGame(FxRobot robot) throws Exception {
        openBase(robot);
        removeAFigureByClicking(robot);
        RecordView before = fx.shown().view();
        Path file = fx.home.resolve("saved game.json");
        robot.interact(() -> fx.controller.save(file));
        fx.settle();
        robot.interact(() -> fx.window.openBundled(BundledGames.BASE_AND_RIVER));
        fx.settle();
        robot.interact(() -> fx.controller.openFile(file));
        fx.settle();
        RecordView after = fx.shown().view();
        assertEquals(before.record(), after.record());
        assertEquals(before.state().scores(), after.state().scores());
        assertEquals(before.state().board(), after.state().board());
        assertEquals(before.finalState().scorings(), after.finalState().scorings());
    }

    @Test
    void everyCorrectionIsAutosavedAndTheAutosaveReplaysToTheSameScores(FxRobot robot) throws Exception {
        openBase(robot);
        removeAFigureByClicking(robot);
        RecordView view = fx.shown().view();
        Path autosave;
        try (Stream<Path> files = Files.list(fx.home.resolve("games"))) {
            autosave = files.filter(f -> f.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        GameRecord saved = GameRecords.read(autosave);
        assertEquals(view.record().events(), saved.events());
        assertTrue(text(robot, "#status").contains("autosaved to"));
    }

    @Test
    void aRefusedCorrectionChangesNothingAndSaysWhy(FxRobot robot) {
        openBase(robot);
        RecordView before = fx.shown().view();
        robot.interact(() -> fx.controller.append(new TileCorrected(999, 999, "D", Rotation.R0)));
        fx.settle();
        assertEquals(before.record(), fx.shown().view().record());
        assertTrue(text(robot, "#problem").contains("no tile at (999,999)"), text(robot, "#problem"));
    }
}
