package org.tablecompanion.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DisplayCheckTest {

    private static Optional<String> check(String os, Map<String, String> env) {
        return DisplayCheck.whyNoWindow(os, env::get, k -> null);
    }

    @Test
    void linuxWithoutDisplaySaysSo() {
        assertEquals(Optional.of("there is no display (DISPLAY is not set)"), check("Linux", Map.of()));
    }

    @Test
    void linuxWithADisplayOpensTheWindow() {
        assertTrue(check("Linux", Map.of("DISPLAY", ":0")).isEmpty());
    }

    @Test
    void waylandAloneIsNotEnoughForJavaFx() {
        assertTrue(check("Linux", Map.of("WAYLAND_DISPLAY", "wayland-0")).orElseThrow().contains("X display"));
    }

    @Test
    void windowsAndMacNeedNoDisplayVariable() {
        assertTrue(check("Windows 11", Map.of()).isEmpty());
        assertTrue(check("Mac OS X", Map.of()).isEmpty());
    }
}
