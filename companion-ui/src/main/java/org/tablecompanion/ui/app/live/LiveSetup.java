package org.tablecompanion.ui.app.live;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How to run the live view.
 *
 * @param source where the frames come from
 * @param calibration a calibration file for the table (tablecompanion-calibration/1), if any
 * @param pack an appearance pack folder of the players' own tiles, if any
 * @param framesPerSecond at most this many frames a second are fed (a replayed folder is paced so
 *     people can watch it; a camera is read as fast as the tracker keeps up)
 * @param frameLimit stop after this many frames (0: read the source to its end)
 */
public record LiveSetup(SourceChoice source, Optional<Path> calibration, Optional<Path> pack, double framesPerSecond,
                        int frameLimit) {

    /** Frames a second for a replayed sample: slow enough to watch tiles appear. */
    public static final double REPLAY_PACE = 3.0;

    public LiveSetup {
        if (!(framesPerSecond > 0)) {
            throw new IllegalArgumentException("frames per second must be above 0, not " + framesPerSecond);
        }
        if (frameLimit < 0) {
            throw new IllegalArgumentException("the frame limit must be 0 or more, not " + frameLimit);
        }
    }

    /** The bundled base sample game at a watchable pace: what {@code ./companion} starts with. */
    public static LiveSetup sample() {
        return new LiveSetup(new SourceChoice.Sample("base"), Optional.empty(), Optional.empty(), REPLAY_PACE, 0);
    }

    public LiveSetup withFrameLimit(int limit) {
        return new LiveSetup(source, calibration, pack, framesPerSecond, limit);
    }

    public LiveSetup withPace(double fps) {
        return new LiveSetup(source, calibration, pack, fps, frameLimit);
    }
}
