package org.tablecompanion.ui.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import javafx.geometry.Point2D;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.ui.app.board.BoardSelection;
import org.tablecompanion.ui.app.session.RecordView;
import org.tablecompanion.ui.app.setup.GameChoice;

/**
 * Each main view saves a picture of itself under target/screenshots (the README's pictures are
 * these, copied once to docs/pictures with {@code -Dtablecompanion.pictures=../docs/pictures}).
 */
@ExtendWith(ApplicationExtension.class)
@ResourceLock(WindowFixture.JAVAFX_TOOLKIT)
class ScreenshotsTest {

    private WindowFixture fx;

    @AfterEach
    void deleteAutosaves() throws Exception {
        fx.deleteHome();
    }

    @Start
    void start(Stage stage) throws Exception {
        fx = new WindowFixture(stage);
    }

    /** Committed pictures must stay small (COMMON.md): under 400 KB each. */
    private static void assertPicture(Path png) throws Exception {
        assertTrue(Files.size(png) > 10_000, png + " looks empty");
        assertTrue(Files.size(png) < 400_000, png + " is " + Files.size(png) + " bytes");
    }

    @Test
    void setupViewSavesAScreenshot(FxRobot robot) throws Exception {
        robot.interact(() -> fx.window.openBundled(BundledGames.BASE_AND_RIVER));
        fx.settle();
        robot.interact(() -> {
            fx.window.showSetup();
            fx.window.setup().choose(GameChoice.BASE_AND_RIVER);
            fx.window.setup().setPlayerName(0, "Ines");
            fx.window.setup().setPlayerName(1, "Tomás");
        });
        robot.clickOn("#setup-add-player");
        robot.interact(() -> fx.window.setup().setPlayerColour(2, PlayerColour.GREEN));
        assertPicture(WindowFixture.screenshot(fx.window.root(), "ui-setup.png"));
    }

    @Test
    void boardAndScoresSaveAScreenshot(FxRobot robot) throws Exception {
        robot.interact(() -> fx.window.openBundled(BundledGames.BASE));
        fx.settle();
        RecordView view = fx.shown().view();
        // hover over the largest closed city, so the picture shows the line that explains it
        Feature city = view.state().features().completed().stream()
                .filter(f -> f.terrain() == org.tablecompanion.engine.catalog.Terrain.CITY)
                .max(Comparator.comparingInt(Feature::tileCount)).orElseThrow();
        Point2D at = fx.window.board().centreOf(city.anchor().position()).orElseThrow();
        robot.interact(() -> fx.window.showScores());
        for (var p : city.tiles()) {
            Point2D c = fx.window.board().centreOf(p).orElseThrow();
            var sel = fx.window.board().selectionAt(c.getX(), c.getY());
            if (sel instanceof BoardSelection.Square sq && sq.tileFeature().isPresent()
                    && city.contains(new org.tablecompanion.engine.features.FeaturePart(p, sq.tileFeature().getAsInt()))) {
                at = c;
                break;
            }
        }
        robot.moveTo(fx.window.board().localToScreen(at));
        assertPicture(WindowFixture.screenshot(fx.window.root(), "ui-board-scores.png"));
    }

    @Test
    void endGameExplanationSavesAScreenshot(FxRobot robot) throws Exception {
        robot.interact(() -> fx.window.openBundled(BundledGames.HUNTERS_AND_GATHERERS));
        fx.settle();
        robot.interact(() -> fx.controller.goTo(fx.shown().view().eventCount() * 2 / 3));
        fx.settle();
        robot.interact(() -> fx.window.showEndGame());
        assertPicture(WindowFixture.screenshot(fx.window.root(), "ui-end-game.png"));
    }

    @Test
    void correctionPaneSavesAScreenshot(FxRobot robot) throws Exception {
        robot.interact(() -> fx.window.openBundled(BundledGames.BASE_AND_RIVER));
        fx.settle();
        robot.interact(() -> fx.controller.goTo(fx.shown().view().eventCount() * 2 / 3));
        fx.settle();
        RecordView view = fx.shown().view();
        Figure knight = view.state().figures().stream()
                .filter(f -> f.role() == org.tablecompanion.engine.players.Role.KNIGHT)
                .findFirst().orElse(view.state().figures().get(0));
        Point2D at = fx.window.board().pointOf(knight).orElseThrow();
        robot.clickOn(fx.window.board().localToScreen(at));
        fx.settle();
        assertPicture(WindowFixture.screenshot(fx.window.root(), "ui-correction.png"));
    }

    /** Starts the live view with the real tracker on the bundled sample game, fast. */
    private void startSample(FxRobot robot, int frames) {
        var setup = org.tablecompanion.ui.app.live.LiveSetup.sample().withFrameLimit(frames).withPace(30);
        robot.interact(() -> fx.window.startLive(setup, org.tablecompanion.ui.app.live.LiveStart.recordFor(setup,
                fx.window.setup().newGame())));
    }

    @Test
    void liveViewSavesAScreenshot(FxRobot robot) throws Exception {
        // the first 61 frames of the bundled sample game: 22 tiles laid
        startSample(robot, 61);
        LiveViewTest.runToEnd(robot, fx);
        fx.settle();
        robot.interact(() -> fx.window.showScores());
        assertPicture(WindowFixture.screenshot(fx.window.root(), "ui-live.png"));
    }

    @Test
    void questionSavesAScreenshot(FxRobot robot) throws Exception {
        // a filmed game where a figure is taken away without scoring: the real tracker asks
        LiveViewTest.startFilm(robot, fx, LiveViewTest.figureTakenAway());
        LiveViewTest.waitFor("the question", () -> fx.window.question().isVisible());
        fx.settle();
        robot.interact(() -> fx.window.showScores());
        assertPicture(WindowFixture.screenshot(fx.window.root(), "ui-question.png"));
        robot.interact(() -> fx.window.stopLive());
    }
}
