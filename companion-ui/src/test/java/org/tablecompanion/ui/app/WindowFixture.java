package org.tablecompanion.ui.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;
import org.tablecompanion.ui.app.board.TileFaces;
import org.tablecompanion.ui.app.session.Autosaver;

/** A companion window on a stage, with its autosaves in a folder of the test's own. */
final class WindowFixture {

    /**
     * The lock every window test class holds: the window tests share one JavaFX toolkit and its
     * stage, so they run one class at a time, while the command-line tests run beside them.
     */
    static final String JAVAFX_TOOLKIT = "javafx-toolkit";

    /** Where screenshots go in normal runs; {@code -Dtablecompanion.pictures=docs/pictures} publishes them. */
    static final Path SHOTS = Path.of(System.getProperty("tablecompanion.pictures", "target/screenshots"));

    /** One set of tile pictures for every test: laying out tile types is the slow part. */
    static final TileFaces FACES = TileFaces.best();

    final Path home;
    final CompanionController controller;
    final CompanionWindow window;

    WindowFixture(Stage stage) throws IOException {
        home = Files.createTempDirectory("companion-home");
        TileFaces faces = FACES;
        controller = new CompanionController(faces, new Autosaver(home,
                Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC)));
        window = new CompanionWindow(controller, faces);
        stage.setScene(window.scene(1360, 860));
        stage.show();
    }

    /**
     * Deletes the test's autosave folder once the window has settled (every test made one in the
     * system's temporary folder, 1.7 MB with the live view's frames, and left it there).
     */
    void deleteHome() throws IOException {
        try {
            settle();
        } finally {
            try (java.util.stream.Stream<Path> files = Files.walk(home)) {
                for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** Waits until every command sent so far has reached the window. */
    void settle() {
        try {
            controller.idle().get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the companion did not settle: " + e, e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    ShownGame shown() {
        return controller.shown().orElseThrow(() -> new AssertionError("nothing shown"));
    }

    /** Saves a picture of a node as PNG; returns the file. */
    static Path screenshot(Node node, String name) throws Exception {
        Files.createDirectories(SHOTS);
        Path file = SHOTS.resolve(name);
        WritableImage[] image = new WritableImage[1];
        WaitForAsyncUtils.asyncFx(() -> image[0] = node.snapshot(null, null)).get(20, TimeUnit.SECONDS);
        PalettePicture.write(SwingFXUtils.fromFXImage(image[0], null), file);
        return file;
    }
}
