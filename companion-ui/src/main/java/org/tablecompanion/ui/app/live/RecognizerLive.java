package org.tablecompanion.ui.app.live;

import org.tablecompanion.engine.record.GameRecord;

/** The recognizer's frame sources and tracker behind the live view. */
public final class RecognizerLive implements LiveOpeners {

    @Override
    public Frames frames(LiveSetup setup) {
        throw new UnsupportedOperationException("the recognizer's tracker is not built in yet");
    }

    @Override
    public Tracking tracking(LiveSetup setup, GameRecord game) {
        throw new UnsupportedOperationException("the recognizer's tracker is not built in yet");
    }
}
