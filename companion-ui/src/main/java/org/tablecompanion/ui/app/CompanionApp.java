package org.tablecompanion.ui.app;

import java.time.Clock;
import javafx.application.Application;
import javafx.stage.Stage;
import org.tablecompanion.ui.app.board.TileFaces;
import org.tablecompanion.ui.app.session.Autosaver;

/**
 * The JavaFX application. Started by {@link CompanionLauncher}, never directly, so that the
 * companion runs from a plain classpath without JavaFX modules on the module path.
 */
public final class CompanionApp extends Application {

    private CompanionController controller;
    private CompanionWindow window;

    @Override
    public void start(Stage stage) {
        CompanionOptions options = CompanionOptions.fromParameters(getParameters().getNamed());
        TileFaces faces = TileFaces.best();
        controller = new CompanionController(faces, new Autosaver(options.home(), Clock.systemDefaultZone()));
        window = new CompanionWindow(controller, faces);
        stage.setTitle("Table companion");
        stage.setScene(window.scene(1360, 860));
        stage.setMinWidth(900);
        stage.setMinHeight(600);
        stage.show();
        window.openInitial(options);
    }

    @Override
    public void stop() {
        if (window != null) {
            window.close();
        }
        if (controller != null) {
            controller.close();
        }
    }
}
