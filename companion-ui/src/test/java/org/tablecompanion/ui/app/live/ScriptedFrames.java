package org.tablecompanion.ui.app.live;

import java.util.Optional;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.recognizer.OpenCvNative;

/** A source of plain grey frames, as many as asked for. */
public final class ScriptedFrames implements Frames {

    private final int count;
    private final java.util.List<java.nio.file.Path> files;
    private int given;
    private boolean closed;

    public ScriptedFrames(int count) {
        OpenCvNative.load();
        this.count = count;
        this.files = java.util.List.of();
    }

    /** The first {@code count} frames of a folder, in name order. */
    public ScriptedFrames(java.nio.file.Path folder, int count) throws java.io.IOException {
        OpenCvNative.load();
        try (var list = java.nio.file.Files.list(folder)) {
            this.files = list.filter(p -> p.toString().endsWith(".jpg")).sorted().limit(count).toList();
        }
        this.count = files.size();
    }

    @Override
    public Optional<Mat> next() {
        if (given >= count || closed) {
            return Optional.empty();
        }
        given++;
        if (!files.isEmpty()) {
            return Optional.of(org.opencv.imgcodecs.Imgcodecs.imread(files.get(given - 1).toString()));
        }
        return Optional.of(new Mat(180, 320, CvType.CV_8UC3, new Scalar(90, 110, 120)));
    }

    public int given() {
        return given;
    }

    public boolean closed() {
        return closed;
    }

    @Override
    public String describe() {
        return "scripted frames (" + count + ")";
    }

    @Override
    public void close() {
        closed = true;
    }
}
