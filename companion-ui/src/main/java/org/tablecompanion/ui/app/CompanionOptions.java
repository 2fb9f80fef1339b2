package org.tablecompanion.ui.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How the companion was asked to start.
 *
 * @param record a record file to open (else the bundled base sample)
 * @param catalogs catalogs to use instead of the record's own ({@code base+river}, a file)
 * @param home the companion's folder for autosaves of games that have no file yet
 * @param noWindow print the score breakdown instead of opening a window
 */
public record CompanionOptions(Optional<Path> record, Optional<String> catalogs, Path home, boolean noWindow) {

    public static CompanionOptions defaults() {
        return new CompanionOptions(Optional.empty(), Optional.empty(), defaultHome(), false);
    }

    /** {@code -Dtablecompanion.home=...} moves the companion's folder (tests, portable installs). */
    public static Path defaultHome() {
        String configured = System.getProperty("tablecompanion.home");
        return configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".tablecompanion");
    }

    /** The options as JavaFX application parameters ({@code --record=...}). */
    public List<String> asParameters() {
        List<String> p = new ArrayList<>();
        record.ifPresent(r -> p.add("--record=" + r));
        catalogs.ifPresent(c -> p.add("--catalog=" + c));
        p.add("--home=" + home);
        return p;
    }

    public static CompanionOptions fromParameters(Map<String, String> named) {
        return new CompanionOptions(
                Optional.ofNullable(named.get("record")).map(Path::of),
                Optional.ofNullable(named.get("catalog")),
                Optional.ofNullable(named.get("home")).map(Path::of).orElse(defaultHome()),
                false);
    }
}
