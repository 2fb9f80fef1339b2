package org.tablecompanion.ui.app.live;

/** Whether the live session is feeding frames, and if not, why not. */
public enum LiveState {
    STARTING("starting"),
    RUNNING("running"),
    PAUSED("paused"),
    WAITING_FOR_ANSWER("waiting for your answer"),
    ENDED("the source has ended"),
    STOPPED("stopped"),
    FAILED("stopped by a problem");

    private final String words;

    LiveState(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
