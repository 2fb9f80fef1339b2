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

    private String name = "";

    /** Some frames of a folder (by their place in name order). */
    public ScriptedFrames(java.nio.file.Path folder, java.util.List<Integer> picked) throws java.io.IOException {
        OpenCvNative.load();
        java.util.List<java.nio.file.Path> all;
        try (var list = java.nio.file.Files.list(folder)) {
            all = list.filter(p -> p.toString().endsWith(".jpg")).sorted().toList();
        }
        this.files = picked.stream().map(all::get).toList();
        this.count = files.size();
        this.name = "folder " + folder.getFileName() + " (" + count + " of its " + all.size() + " frames)";
    }

    /** The file each frame given so far came from. */
    public java.util.List<java.nio.file.Path> files() {
        return files;
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
        return name.isEmpty() ? "scripted frames (" + count + ")" : name;
    }

    @Override
    public void close() {
        closed = true;
    }
}
