package org.tablecompanion.samples.sequence;

import java.util.Locale;

/**
 * Something that happens on a real table that the game record does not explain. A tracker should
 * answer these with a question to the players, never with a made-up game event.
 */
public enum SequenceAnomaly {
    /** After a tile is laid the hand stays resting over part of the board, still, for a few frames. */
    HAND_LEFT_IN_VIEW,
    /** Between two turns an already laid tile is knocked a few millimetres and degrees, and stays so. */
    NUDGED_TILE,
    /** Between two turns a figure on a feature that did not score disappears from the table. */
    FIGURE_REMOVED_UNSCORED,
    /** Between two turns the webcam is knocked: its pose changes a little for the rest of the game. */
    CAMERA_BUMPED;

    /** The word in a frame's {@code anomaly} field, e.g. "nudged-tile". */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The anomaly a frame's {@code anomaly} word names. */
    public static SequenceAnomaly parse(String label) {
        for (SequenceAnomaly a : values()) {
            if (a.label().equals(label)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown anomaly '" + label + "', expected one of hand-left-in-view, "
                + "nudged-tile, figure-removed-unscored, camera-bumped");
    }
}
