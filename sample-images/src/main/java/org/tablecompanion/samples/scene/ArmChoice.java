package org.tablecompanion.samples.scene;

/** Whether a still scene shows a hand and arm over the board. */
public enum ArmChoice {
    /** As the difficulty's arm probability draws it. */
    BY_DIFFICULTY,
    ALWAYS,
    NEVER
}
