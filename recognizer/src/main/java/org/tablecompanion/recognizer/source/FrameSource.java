package org.tablecompanion.recognizer.source;

import java.util.Optional;

/** Where frames come from: a webcam, a folder of pictures, an MJPEG AVI file. */
public sealed interface FrameSource extends AutoCloseable permits CameraSource, FolderSource, VideoFileSource {

    /**
     * The next frame, blocking until it is there; empty when the source has ended.
     *
     * @throws SourceException when the camera disappears or a file cannot be read
     */
    Optional<Frame> next();

    /** One line: "camera 0 (1920x1080 MJPG)", "folder scenes/sequences/base (185 frames)". */
    String describe();

    @Override
    void close();
}
