package org.tablecompanion.ui.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.ui.app.live.CameraCheck;
import org.tablecompanion.ui.app.live.LiveSetup;
import org.tablecompanion.ui.app.live.SourceChoice;

/**
 * How the companion was asked to start.
 *
 * @param record a record file to open (else the bundled base sample)
 * @param catalogs catalogs to use instead of the record's own ({@code base+river}, a file)
 * @param home the companion's folder for autosaves of games that have no file yet
 * @param noWindow print the score breakdown instead of opening a window
 * @param live a live view to start (a camera, frames, or the bundled sample replayed)
 */
public record CompanionOptions(Optional<Path> record, Optional<String> catalogs, Path home, boolean noWindow,
                               Optional<LiveSetup> live) {

    public CompanionOptions(Optional<Path> record, Optional<String> catalogs, Path home, boolean noWindow) {
        this(record, catalogs, home, noWindow, Optional.empty());
    }

    /**
     * {@code ./companion} with no arguments: with no camera plugged in, the bundled sample game
     * replayed from its frames in the live view; with one, the window opens on game setup with
     * the camera chosen.
     */
    public static CompanionOptions defaults() {
        return new CompanionOptions(Optional.empty(), Optional.empty(), defaultHome(), false,
                CameraCheck.present() ? Optional.empty() : Optional.of(LiveSetup.sample()));
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
        live.ifPresent(l -> {
            p.add("--source=" + l.source().spec());
            if (l.source() instanceof SourceChoice.Camera c) {
                p.add("--resolution=" + c.width() + "x" + c.height());
            }
            l.calibration().ifPresent(c -> p.add("--calibration=" + c));
            l.pack().ifPresent(k -> p.add("--pack=" + k));
            p.add("--fps=" + l.framesPerSecond());
            p.add("--frames=" + l.frameLimit());
        });
        return p;
    }

    public static CompanionOptions fromParameters(Map<String, String> named) {
        Optional<LiveSetup> live = Optional.ofNullable(named.get("source")).map(spec -> {
            int[] wh = resolution(named.getOrDefault("resolution", "1920x1080"));
            return new LiveSetup(SourceChoice.parse(spec, wh[0], wh[1]),
                    Optional.ofNullable(named.get("calibration")).map(Path::of),
                    Optional.ofNullable(named.get("pack")).map(Path::of),
                    Double.parseDouble(named.getOrDefault("fps", Double.toString(LiveSetup.REPLAY_PACE))),
                    Integer.parseInt(named.getOrDefault("frames", "0")));
        });
        return new CompanionOptions(
                Optional.ofNullable(named.get("record")).map(Path::of),
                Optional.ofNullable(named.get("catalog")),
                Optional.ofNullable(named.get("home")).map(Path::of).orElse(defaultHome()),
                false, live);
    }

    /** {@code 1920x1080} as width and height. */
    public static int[] resolution(String text) {
        String[] parts = text.toLowerCase(Locale.ROOT).split("x");
        try {
            if (parts.length == 2) {
                int w = Integer.parseInt(parts[0].trim());
                int h = Integer.parseInt(parts[1].trim());
                if (w > 0 && h > 0) {
                    return new int[] {w, h};
                }
            }
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException("resolution " + text + ": expected WIDTHxHEIGHT, e.g. 1920x1080");
    }
}
