package org.tablecompanion.recognizer.identify;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A small square picture as float RGB values, row by row ({@code r, g, b} per pixel), for fast
 * comparisons in plain Java.
 *
 * @param size pixels per side
 * @param rgb 3 * size * size values, 0..255
 */
public record Patch(int size, float[] rgb) {

    /** Resizes a BGR picture (area averaging) and blurs it a little to forgive small shifts. */
    public static Patch of(Mat bgr, int size, double blurSigma) {
        Mat small = new Mat();
        Imgproc.resize(bgr, small, new Size(size, size), 0, 0, Imgproc.INTER_AREA);
        if (blurSigma > 0) {
            Imgproc.GaussianBlur(small, small, new Size(0, 0), blurSigma);
        }
        Mat f = new Mat();
        small.convertTo(f, CvType.CV_32FC3);
        float[] bgrValues = new float[size * size * 3];
        f.get(0, 0, bgrValues);
        small.release();
        f.release();
        float[] rgb = new float[bgrValues.length];
        for (int i = 0; i < size * size; i++) {
            rgb[3 * i] = bgrValues[3 * i + 2];
            rgb[3 * i + 1] = bgrValues[3 * i + 1];
            rgb[3 * i + 2] = bgrValues[3 * i];
        }
        return new Patch(size, rgb);
    }

    /** The picture turned clockwise by {@code quarterTurns}. */
    public Patch rotated(int quarterTurns) {
        int q = Math.floorMod(quarterTurns, 4);
        if (q == 0) {
            return this;
        }
        float[] out = new float[rgb.length];
        int n = size;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                // Clockwise quarter turn: the pixel at (x, y) goes to (n-1-y, x).
                int nx = x;
                int ny = y;
                for (int k = 0; k < q; k++) {
                    int t = nx;
                    nx = n - 1 - ny;
                    ny = t;
                }
                int src = (y * n + x) * 3;
                int dst = (ny * n + nx) * 3;
                out[dst] = rgb[src];
                out[dst + 1] = rgb[src + 1];
                out[dst + 2] = rgb[src + 2];
            }
        }
        return new Patch(size, out);
    }

    /**
     * The {@code side}-pixel square whose top-left pixel lies at ({@code x0}, {@code y0}) of this
     * picture, interpolated between pixels (bilinear); outside the picture its border repeats.
     */
    public Patch window(double x0, double y0, int side) {
        float[] out = new float[side * side * 3];
        int ix = (int) Math.floor(x0);
        int iy = (int) Math.floor(y0);
        float fx = (float) (x0 - ix);
        float fy = (float) (y0 - iy);
        if (fx == 0 && fy == 0 && ix >= 0 && iy >= 0 && ix + side <= size && iy + side <= size) {
            for (int y = 0; y < side; y++) {
                System.arraycopy(rgb, ((iy + y) * size + ix) * 3, out, y * side * 3, side * 3);
            }
            return new Patch(side, out);
        }
        if (ix >= 0 && iy >= 0 && ix + side < size && iy + side < size) {
            return inside(ix, iy, fx, fy, side);
        }
        for (int y = 0; y < side; y++) {
            int y1 = clamp(iy + y);
            int y2 = clamp(iy + y + 1);
            for (int x = 0; x < side; x++) {
                int x1 = clamp(ix + x);
                int x2 = clamp(ix + x + 1);
                for (int c = 0; c < 3; c++) {
                    float top = rgb[(y1 * size + x1) * 3 + c] * (1 - fx) + rgb[(y1 * size + x2) * 3 + c] * fx;
                    float bottom = rgb[(y2 * size + x1) * 3 + c] * (1 - fx) + rgb[(y2 * size + x2) * 3 + c] * fx;
                    out[(y * side + x) * 3 + c] = top * (1 - fy) + bottom * fy;
                }
            }
        }
        return new Patch(side, out);
    }

    /**
     * {@link #window} of a square that lies inside the picture with its right and lower
     * neighbours (a tile found off its framed picture's centre, every time): the same values,
     * without a border to repeat for each pixel.
     */
    private Patch inside(int ix, int iy, float fx, float fy, int side) {
        float[] out = new float[side * side * 3];
        int rowStep = size * 3;
        for (int y = 0; y < side; y++) {
            int top = ((iy + y) * size + ix) * 3;
            int o = y * side * 3;
            for (int k = 0; k < side * 3; k++) {
                int a = top + k;
                float upper = rgb[a] * (1 - fx) + rgb[a + 3] * fx;
                float lower = rgb[a + rowStep] * (1 - fx) + rgb[a + rowStep + 3] * fx;
                out[o + k] = upper * (1 - fy) + lower * fy;
            }
        }
        return new Patch(side, out);
    }

    private int clamp(int v) {
        return Math.max(0, Math.min(size - 1, v));
    }

    /** The picture scaled per channel (a white balance). */
    public Patch balanced(double[] gains) {
        float[] out = new float[rgb.length];
        double r = gains[0];
        double g = gains[1];
        double b = gains[2];
        // Pixel by pixel rather than value by value: no remainder to find for each value.
        for (int i = 0; i + 2 < rgb.length; i += 3) {
            out[i] = (float) (rgb[i] * r);
            out[i + 1] = (float) (rgb[i + 1] * g);
            out[i + 2] = (float) (rgb[i + 2] * b);
        }
        return new Patch(size, out);
    }

    /** Per pixel, whether it may be a figure's wood, painted or black (see FigureColours.woodLike). */
    public boolean[] paintLike() {
        boolean[] out = new boolean[size * size];
        for (int p = 0; p < out.length; p++) {
            out[p] = org.tablecompanion.recognizer.figures.FigureColours.woodLike(rgb[3 * p], rgb[3 * p + 1],
                    rgb[3 * p + 2]);
        }
        return out;
    }

    /** Mean of each channel. */
    public double[] mean() {
        double[] m = new double[3];
        for (int i = 0; i < rgb.length; i++) {
            m[i % 3] += rgb[i];
        }
        int n = size * size;
        return new double[] {m[0] / n, m[1] / n, m[2] / n};
    }
}
