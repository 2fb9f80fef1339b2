package org.tablecompanion.ui.app.live;

import java.util.Optional;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.recognizer.OpenCvNative;

/** A source of plain grey frames, as many as asked for. */
public final class ScriptedFrames implements Frames {

    private final int count;
    private int given;
    private boolean closed;

    public ScriptedFrames(int count) {
        OpenCvNative.load();
        this.count = count;
    }

    @Override
    public Optional<Mat> next() {
        if (given >= count || closed) {
            return Optional.empty();
        }
        given++;
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
