package org.tablecompanion.recognizer.figures;

import java.util.Locale;

/** What a camera can see of a figure: standing, lying (farmers, hunters) or an H&G hut. */
public enum FigureKind {
    STANDING, LYING, HUT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
