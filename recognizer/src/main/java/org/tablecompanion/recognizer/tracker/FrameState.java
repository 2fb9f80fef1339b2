package org.tablecompanion.recognizer.tracker;

/** What the tracker made of one frame. */
public enum FrameState {
    /** Something moves over the table (a hand, an arm): nothing is read. */
    MOVING,
    /** The table looks as it did after the last turn read. */
    STABLE_UNCHANGED,
    /** A still table that changed: a tile, a figure or figures going home were read. */
    TURN_READ,
    /** A question is open; frames are not read until it is answered. */
    WAITING_FOR_ANSWER,
    /** No board yet, or the board cannot be found where it was. */
    LOST
}
