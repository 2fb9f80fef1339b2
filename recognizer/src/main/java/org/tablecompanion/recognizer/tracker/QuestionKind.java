package org.tablecompanion.recognizer.tracker;

/** Why the tracker asks the players instead of guessing. */
public enum QuestionKind {
    /** Two readings of the new tile (or figure) are about equally likely. */
    CLOSE_CANDIDATES,
    /** A tile already on the board changed (nudged, turned or taken away). */
    TILE_MOVED,
    /** More than one new tile appeared between two still frames. */
    TWO_NEW_TILES,
    /** A figure disappeared from a feature that did not score. */
    FIGURE_REMOVED_UNSCORED,
    /** Something (a hand) has stayed over the table for a long time. */
    HAND_IN_VIEW,
    /** The camera moved and the board could not be found again where the game says it is. */
    CAMERA_BUMPED,
    /** A change that fits no legal move (a tile where none may go, a figure of the wrong player). */
    UNREADABLE
}
