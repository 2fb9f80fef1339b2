package org.tablecompanion.ui.app.live;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a webcam seems to be plugged in, without opening it (opening a camera takes seconds and
 * may light its lamp): on Linux a V4L2 device node /dev/video0..9. Elsewhere nothing is assumed.
 */
public final class CameraCheck {

    private CameraCheck() {
    }

    public static boolean present() {
        for (int i = 0; i < 10; i++) {
            if (Files.exists(Path.of("/dev/video" + i))) {
                return true;
            }
        }
        return false;
    }
}
