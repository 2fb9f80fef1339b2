package org.tablecompanion.ui.app;

import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Whether a window can open at all. On Linux and other X11 systems JavaFX needs an X display;
 * without one it would fail with a native error, so the companion asks first and prints text
 * instead. (Monocle, the headless platform the tests use, needs no display.)
 */
public final class DisplayCheck {

    private DisplayCheck() {
    }

    /** Why no window can open here, or empty if one can. */
    public static Optional<String> whyNoWindow() {
        return whyNoWindow(System.getProperty("os.name", ""), System::getenv, System::getProperty);
    }

    static Optional<String> whyNoWindow(String osName, UnaryOperator<String> env, UnaryOperator<String> properties) {
        if ("Monocle".equalsIgnoreCase(properties.apply("glass.platform"))) {
            return Optional.empty();
        }
        String os = osName.toLowerCase(Locale.ROOT);
        boolean x11 = os.contains("linux") || os.contains("bsd") || os.contains("sunos") || os.contains("nix");
        if (!x11) {
            return Optional.empty();
        }
        String display = env.apply("DISPLAY");
        if (display == null || display.isBlank()) {
            String wayland = env.apply("WAYLAND_DISPLAY");
            return Optional.of(wayland != null && !wayland.isBlank()
                    ? "JavaFX needs an X display (Xwayland) and DISPLAY is not set"
                    : "there is no display (DISPLAY is not set)");
        }
        return Optional.empty();
    }
}
