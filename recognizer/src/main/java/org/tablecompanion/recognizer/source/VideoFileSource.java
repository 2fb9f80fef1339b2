package org.tablecompanion.recognizer.source;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.opencv.core.Mat;
import org.opencv.videoio.VideoCapture;
import org.opencv.videoio.Videoio;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * The frames of a video file. OpenCV reads MJPEG in an AVI container with its own reader, so a
 * recording made with {@code VideoWriter} (fourcc MJPG, .avi) plays without ffmpeg.
 */
public final class VideoFileSource implements FrameSource {

    private final Path file;
    private final VideoCapture capture;
    private final int width;
    private final int height;
    private final long frames;
    private long next;
    private boolean ended;

    private VideoFileSource(Path file, VideoCapture capture) {
        this.file = file;
        this.capture = capture;
        this.width = (int) capture.get(Videoio.CAP_PROP_FRAME_WIDTH);
        this.height = (int) capture.get(Videoio.CAP_PROP_FRAME_HEIGHT);
        this.frames = (long) capture.get(Videoio.CAP_PROP_FRAME_COUNT);
    }

    /** Opens a video file; a missing or unreadable file is a {@link SourceException}. */
    public static VideoFileSource open(Path file) {
        OpenCvNative.load();
        if (!Files.isRegularFile(file)) {
            throw new SourceException("no video file " + file);
        }
        VideoCapture capture = new VideoCapture();
        boolean opened;
        try {
            opened = capture.open(file.toString());
        } catch (RuntimeException e) {
            opened = false;
        }
        if (!opened || !capture.isOpened()) {
            capture.release();
            throw new SourceException("cannot read video " + file + " (an MJPEG .avi is expected)");
        }
        return new VideoFileSource(file, capture);
    }

    @Override
    public Optional<Frame> next() {
        if (ended) {
            return Optional.empty();
        }
        Mat image = new Mat();
        if (!capture.read(image) || image.empty()) {
            image.release();
            ended = true;
            if (next == 0) {
                throw new SourceException("cannot read a frame from video " + file);
            }
            return Optional.empty();
        }
        long index = next++;
        return Optional.of(new Frame(image, index, file.getFileName() + " #" + index));
    }

    @Override
    public String describe() {
        return "video " + file + " (" + width + "x" + height + (frames > 0 ? ", " + frames + " frames" : "") + ")";
    }

    @Override
    public void close() {
        ended = true;
        capture.release();
    }
}
