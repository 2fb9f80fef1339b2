package org.tablecompanion.samples.scene;

import java.util.Arrays;

/**
 * The working buffers of one frame: the colour image (BGR floats, 0..255 scale) and the per-pixel
 * bookkeeping the ground truth and the later effects need.
 */
final class FrameBuffers {

    final int width;
    final int height;
    /** Colour, BGR interleaved. */
    final float[] bgr;
    /** Light gain of the table point seen at each pixel. */
    final float[] gain;
    /** Table coordinates (mm) seen at each pixel, for effects fixed on the table such as glare. */
    final float[] tableX;
    final float[] tableY;
    /** Coverage of tile top faces (glossy cardboard). */
    final float[] tileCover;
    /** Index of the board tile whose top face is seen at each pixel, or -1. */
    final int[] tileAt;
    /** Coverage by hands and arms. */
    final float[] armCover;

    FrameBuffers(int width, int height) {
        this.width = width;
        this.height = height;
        int n = width * height;
        bgr = new float[n * 3];
        gain = new float[n];
        tableX = new float[n];
        tableY = new float[n];
        tileCover = new float[n];
        tileAt = new int[n];
        Arrays.fill(tileAt, -1);
        armCover = new float[n];
    }

    /** A copy with the same colour, light and table coordinates, and no tiles or arms recorded. */
    FrameBuffers copy() {
        FrameBuffers c = new FrameBuffers(width, height);
        System.arraycopy(bgr, 0, c.bgr, 0, bgr.length);
        System.arraycopy(gain, 0, c.gain, 0, gain.length);
        System.arraycopy(tableX, 0, c.tableX, 0, tableX.length);
        System.arraycopy(tableY, 0, c.tableY, 0, tableY.length);
        return c;
    }

    /** Blends a colour over pixel i with coverage a. */
    void blend(int i, double b, double g, double r, double a) {
        int k = i * 3;
        bgr[k] += (float) ((b - bgr[k]) * a);
        bgr[k + 1] += (float) ((g - bgr[k + 1]) * a);
        bgr[k + 2] += (float) ((r - bgr[k + 2]) * a);
    }

    void darken(int i, double factor) {
        int k = i * 3;
        bgr[k] *= (float) factor;
        bgr[k + 1] *= (float) factor;
        bgr[k + 2] *= (float) factor;
    }
}
