package org.tablecompanion.calibration.progress;

/** Told how a long step is going, so a command or a window can show it. */
@FunctionalInterface
public interface Progress {

    /** Nothing is shown. */
    Progress NONE = (what, done, total) -> { };

    /**
     * @param what the step, in a few words ("finding the board")
     * @param done how many items are done
     * @param total how many there are
     */
    void step(String what, int done, int total);
}
