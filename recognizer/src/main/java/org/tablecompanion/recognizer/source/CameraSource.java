package org.tablecompanion.recognizer.source;

import java.util.Optional;
import org.opencv.core.Mat;
import org.opencv.videoio.VideoCapture;
import org.opencv.videoio.VideoWriter;
import org.opencv.videoio.Videoio;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * A webcam through V4L2, asked for MJPG at the requested size (uncompressed YUYV at 1080p gives
 * only a few frames per second over USB 2).
 */
public final class CameraSource implements FrameSource {

    /** A camera that gives no frame for this many reads in a row is gone. */
    private static final int FAILED_READS = 20;

    private final int device;
    private final VideoCapture capture;
    private final int width;
    private final int height;
    private long next;

    private CameraSource(int device, VideoCapture capture) {
        this.device = device;
        this.capture = capture;
        this.width = (int) capture.get(Videoio.CAP_PROP_FRAME_WIDTH);
        this.height = (int) capture.get(Videoio.CAP_PROP_FRAME_HEIGHT);
    }

    /** Opens camera {@code device}; no such camera is a {@link SourceException}. */
    public static CameraSource open(int device, SourceOptions options) {
        OpenCvNative.load();
        if (device < 0) {
            throw new SourceException("camera number must be 0 or more, got " + device);
        }
        if (!java.nio.file.Files.exists(java.nio.file.Path.of("/dev/video" + device))
                && System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux")) {
            throw new SourceException("no camera " + device + " (/dev/video" + device + " does not exist)");
        }
        VideoCapture capture = new VideoCapture();
        boolean opened;
        try {
            opened = capture.open(device, Videoio.CAP_V4L2) || capture.open(device);
        } catch (RuntimeException e) {
            opened = false;
        }
        if (!opened || !capture.isOpened()) {
            capture.release();
            throw new SourceException("cannot open camera " + device);
        }
        capture.set(Videoio.CAP_PROP_FOURCC, VideoWriter.fourcc('M', 'J', 'P', 'G'));
        capture.set(Videoio.CAP_PROP_FRAME_WIDTH, options.width());
        capture.set(Videoio.CAP_PROP_FRAME_HEIGHT, options.height());
        capture.set(Videoio.CAP_PROP_FPS, options.fps());
        return new CameraSource(device, capture);
    }

    @Override
    public Optional<Frame> next() {
        Mat image = new Mat();
        for (int attempt = 0; attempt < FAILED_READS; attempt++) {
            if (capture.read(image) && !image.empty()) {
                long index = next++;
                return Optional.of(new Frame(image, index, "camera " + device + " #" + index));
            }
        }
        image.release();
        throw new SourceException("camera " + device + " gives no frames (unplugged?)");
    }

    @Override
    public String describe() {
        return "camera " + device + " (" + width + "x" + height + " MJPG)";
    }

    @Override
    public void close() {
        capture.release();
    }
}
