package org.tablecompanion.samples.sequence;

import java.util.Locale;

/** What moment of a turn a frame shows. */
public enum FrameKind {
    /** A hand holds the turn's tile over its square: not stable. */
    PLACING_TILE(false),
    /** The tile lies in place, nobody's hand in view (unless a hand was left resting there: an anomaly). */
    TILE(true),
    /** The player's figure stands on the new tile. */
    FIGURE(true),
    /** Scored figures have gone back to their owners. */
    SCORED(true),
    /** A figure was taken back during play (H&amp;G shaman). */
    FIGURE_RETURNED(true),
    /** A correction changed the board. */
    CORRECTION(true),
    /** The game is over. */
    END(true);

    private final boolean stable;

    FrameKind(boolean stable) {
        this.stable = stable;
    }

    /** Whether the tracker should accept this frame as a settled board (no hands, nothing moving). */
    public boolean stable() {
        return stable;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
