package org.tablecompanion.recognizer.board;

import org.opencv.core.CvType;
import org.opencv.core.Mat;

/**
 * A working colour image's pixels copied out once, BGR in rows: the occupancy stage and the
 * fraction check each sample a few pixels of every cell, several times a frame, and copying six
 * megabytes out of OpenCV for each of them cost more than the sampling.
 *
 * @param width pixels across
 * @param height pixels down
 * @param bgr blue, green, red of each pixel, row after row
 */
public record FramePixels(int width, int height, byte[] bgr) {

    /** The pixels of an 8-bit BGR image. */
    public static FramePixels of(Mat bgr) {
        if (bgr.type() != CvType.CV_8UC3) {
            throw new IllegalArgumentException("expected an 8-bit BGR image, not type " + bgr.type());
        }
        byte[] pixels = new byte[bgr.cols() * bgr.rows() * 3];
        bgr.get(0, 0, pixels);
        return new FramePixels(bgr.cols(), bgr.rows(), pixels);
    }
}
