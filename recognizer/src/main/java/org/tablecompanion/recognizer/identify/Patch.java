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

    /** The picture scaled per channel (a white balance). */
    public Patch balanced(double[] gains) {
        float[] out = new float[rgb.length];
        for (int i = 0; i < rgb.length; i++) {
            out[i] = (float) (rgb[i] * gains[i % 3]);
        }
        return new Patch(size, out);
    }

    /** Per pixel, whether it has a figure's paint colour (see FigureColours.paintLike). */
    public boolean[] paintLike() {
        boolean[] out = new boolean[size * size];
        for (int p = 0; p < out.length; p++) {
            out[p] = org.tablecompanion.recognizer.figures.FigureColours.paintLike(rgb[3 * p], rgb[3 * p + 1],
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
