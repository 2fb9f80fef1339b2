package org.tablecompanion.ui.app.live;

import java.util.Optional;
import org.opencv.core.Mat;

/**
 * Where the live view's frames come from: a camera, a folder of frames, a video file, the bundled
 * sample sequence. Read by the live session's one thread.
 */
public interface Frames extends AutoCloseable {

    /** The next frame (BGR; the receiver releases it), blocking; empty when the source has ended. */
    Optional<Mat> next();

    /** The source in use, for the live view ("folder .../base (185 frames)"). */
    String describe();

    @Override
    void close();
}
