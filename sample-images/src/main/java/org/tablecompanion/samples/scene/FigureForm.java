package org.tablecompanion.samples.scene;

import java.util.Locale;

/**
 * The form of a figure on the board, which is what a camera can see of it: the engine's figure kind
 * and role (a farmer lies down, a hut is a hut) decide it.
 */
public enum FigureForm {
    /** A follower or tribe member standing up: knight, thief, monk, gatherer, fisher. */
    STANDING,
    /** A follower or tribe member lying on its back: farmer, hunter. */
    LYING,
    /** An H&G hut. */
    HUT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The form a figure of this role takes: farmers and hunters lie, huts are huts. */
    public static FigureForm of(org.tablecompanion.engine.players.Role role) {
        return switch (role) {
            case FARMER, HUNTER -> LYING;
            case HUT -> HUT;
            default -> STANDING;
        };
    }
}
