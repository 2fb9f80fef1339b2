package org.tablecompanion.ui.app.live;

import java.util.Optional;
import javafx.scene.image.Image;

/**
 * What the live view shows at one moment, made off the JavaFX thread.
 *
 * @param image the latest frame with its overlay (empty before the first frame)
 * @param source the source in use, in words
 * @param frames how many frames were fed so far
 * @param state whether frames are being fed
 * @param frameState what the tracker made of the latest frame ("moving", "turn read", ...)
 * @param status the tracker's line for the status bar
 * @param question the open question, if any
 * @param framesPerSecond frames fed per second, measured over the latest few
 * @param trackerMillis how long the tracker took over the latest frame
 * @param problem why the session stopped, when it stopped by a problem (else empty)
 */
public record LiveShot(Optional<Image> image, String source, long frames, LiveState state, String frameState,
                       String status, Optional<LiveQuestion> question, double framesPerSecond, double trackerMillis,
                       String problem) {
}
