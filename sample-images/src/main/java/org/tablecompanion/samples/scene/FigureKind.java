package org.tablecompanion.samples.scene;

import java.util.Locale;

/** How a figure stands on the board, which is all a camera can tell about its role. */
public enum FigureKind {
    /** A follower or tribe member standing up: knight, thief, monk, gatherer, fisher. */
    STANDING,
    /** A follower or tribe member lying on its back: farmer, hunter. */
    LYING,
    /** An H&G hut. */
    HUT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
