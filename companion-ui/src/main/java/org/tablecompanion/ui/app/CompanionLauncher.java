package org.tablecompanion.ui.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.ui.app.session.OpenRecord;
import org.tablecompanion.ui.app.session.Replayer;

/**
 * Starts the companion: the window when a display is there, else the game's score breakdown as
 * text with one line saying why no window opened (so CI and ssh users still get an answer). A
 * plain class with {@code main}, apart from the {@link Application}, so that a classpath launch
 * works without JavaFX on the module path.
 */
public final class CompanionLauncher {

    /**
     * JavaFX warns on every start that it was loaded from the classpath rather than as modules.
     * That is this launcher's deliberate choice (it keeps {@code ./companion} a plain java
     * command), so the warning would only worry users. Held here so the setting is not collected.
     */
    private static final java.util.logging.Logger JAVAFX_LOG = java.util.logging.Logger.getLogger("javafx");

    private CompanionLauncher() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(start(CompanionOptions.defaults(), out, err));
    }

    /** Opens the window (returns when it closes) or prints the breakdown; returns the exit code. */
    public static int start(CompanionOptions options, PrintWriter out, PrintWriter err) {
        OpenRecord record = initialRecord(options);
        Optional<String> why = options.noWindow() ? Optional.of("--no-window was given") : DisplayCheck.whyNoWindow();
        if (why.isEmpty()) {
            JAVAFX_LOG.setLevel(java.util.logging.Level.SEVERE);
            try {
                Application.launch(CompanionApp.class, options.asParameters().toArray(String[]::new));
                return 0;
            } catch (RuntimeException | LinkageError e) {
                String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                why = Optional.of("the window could not open (" + reason.replaceAll("\\s+", " ").trim() + ")");
            }
        }
        err.println("companion: no window: " + why.get() + "; printing the score breakdown of " + record.title()
                + " instead.");
        out.print(ScoreReport.of(new Replayer().last(record)));
        out.flush();
        return 0;
    }

    /**
     * The record the companion starts on: the file given (its catalogs replaced if asked), or the
     * bundled base sample. Read here, before any window, so a bad file is one line on the console.
     */
    public static OpenRecord initialRecord(CompanionOptions options) {
        OpenRecord record;
        if (options.record().isPresent()) {
            GameRecord read = GameRecords.read(options.record().get());
            record = new OpenRecord(read, options.record().get().getFileName().toString(), options.record());
        } else {
            record = BundledGames.open(BundledGames.BASE);
        }
        if (options.catalogs().isPresent()) {
            List<String> ids = List.of(options.catalogs().get().split("\\+"));
            record = record.withRecord(record.record().withCatalogs(ids));
        }
        return record;
    }
}
