package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.List;

/** Sizes and helpers shared by the tile matchers. */
public final class TilePictures {

    /** Side of the detailed tile pictures (small marks such as pennants), pixels. */
    public static final int DETAIL = 64;
    /** Side of the tile pictures most comparisons use, pixels. */
    public static final int SIZE = 32;
    /** Side of the coarse pictures of the first, fast pass. */
    public static final int COARSE = 16;
    /** Blur of the detailed pictures, pixels: forgives a pixel of misalignment. */
    public static final double BLUR = 0.9;

    private TilePictures() {
    }

    /**
     * A picture blurred so that only what any camera resolves is left: the brick and grass
     * texture of the print is gone, the shape of cities, roads and fields stays.
     */
    public static Patch smooth(Patch p) {
        org.opencv.core.Mat m = new org.opencv.core.Mat(p.size(), p.size(), org.opencv.core.CvType.CV_32FC3);
        m.put(0, 0, p.rgb());
        org.opencv.imgproc.Imgproc.GaussianBlur(m, m, new org.opencv.core.Size(0, 0), SMOOTH);
        float[] out = new float[p.rgb().length];
        m.get(0, 0, out);
        m.release();
        return new Patch(p.size(), out);
    }

    /** Blur of {@link #smooth}, pixels at {@link #SIZE}. */
    public static final double SMOOTH = 1.1;

    /** A picture halved (2 x 2 means). */
    public static Patch half(Patch fine) {
        int n = fine.size() / 2;
        float[] in = fine.rgb();
        float[] out = new float[n * n * 3];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                for (int c = 0; c < 3; c++) {
                    int a = ((2 * y) * fine.size() + 2 * x) * 3 + c;
                    int b = a + 3;
                    int d = a + fine.size() * 3;
                    int e = d + 3;
                    out[(y * n + x) * 3 + c] = (in[a] + in[b] + in[d] + in[e]) / 4;
                }
            }
        }
        return new Patch(n, out);
    }

    /** A mask shrunk: a coarse pixel is masked when any of its fine pixels is. */
    public static boolean[] shrink(boolean[] mask, int fine, int coarse) {
        boolean[] out = new boolean[coarse * coarse];
        int f = fine / coarse;
        for (int y = 0; y < fine; y++) {
            for (int x = 0; x < fine; x++) {
                if (mask[y * fine + x]) {
                    out[(y / f) * coarse + x / f] = true;
                }
            }
        }
        return out;
    }

    /**
     * The {@code side}-pixel square of a {@code size}-pixel mask whose top-left pixel is ({@code
     * x0}, {@code y0}); outside the mask its border repeats.
     */
    public static boolean[] window(boolean[] mask, int size, int x0, int y0, int side) {
        boolean[] out = new boolean[side * side];
        for (int y = 0; y < side; y++) {
            int fy = Math.max(0, Math.min(size - 1, y0 + y));
            for (int x = 0; x < side; x++) {
                out[y * side + x] = mask[fy * size + Math.max(0, Math.min(size - 1, x0 + x))];
            }
        }
        return out;
    }

    /** The flags with the hidden ones added; the same array when nothing is hidden (null). */
    public static boolean[] or(boolean[] flags, boolean[] hidden) {
        if (hidden == null) {
            return flags;
        }
        boolean[] out = flags.clone();
        for (int p = 0; p < out.length; p++) {
            out[p] |= hidden[p];
        }
        return out;
    }

    /** The flags without the hidden ones; the same array when nothing is hidden (null). */
    public static boolean[] without(boolean[] flags, boolean[] hidden) {
        if (hidden == null) {
            return flags;
        }
        boolean[] out = flags.clone();
        for (int p = 0; p < out.length; p++) {
            out[p] &= !hidden[p];
        }
        return out;
    }

    /** Whether any flag is set. */
    public static boolean any(boolean[] mask) {
        for (boolean b : mask) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    /** A mask grown: each fine pixel takes its coarse pixel's flag. */
    public static boolean[] grow(boolean[] mask, int coarse, int fine) {
        boolean[] out = new boolean[fine * fine];
        int f = fine / coarse;
        for (int y = 0; y < fine; y++) {
            for (int x = 0; x < fine; x++) {
                out[y * fine + x] = mask[(y / f) * coarse + x / f];
            }
        }
        return out;
    }

    /** {@code flags} ({@code n} pixels a side) grown by {@code reach} pixels in every direction (a square). */
    public static boolean[] dilated(boolean[] flags, int n, int reach) {
        return dilated(flags, n, n, reach);
    }

    /** {@code flags} ({@code w} by {@code h} pixels) grown by {@code reach} pixels in every direction (a square). */
    public static boolean[] dilated(boolean[] flags, int w, int h, int reach) {
        boolean[] out = new boolean[flags.length];
        for (int p = 0; p < flags.length; p++) {
            if (!flags[p]) {
                continue;
            }
            int x = p % w;
            int y = p / w;
            for (int yy = Math.max(0, y - reach); yy <= Math.min(h - 1, y + reach); yy++) {
                for (int xx = Math.max(0, x - reach); xx <= Math.min(w - 1, x + reach); xx++) {
                    out[yy * w + xx] = true;
                }
            }
        }
        return out;
    }

    /**
     * The 4-connected groups of set pixels of a {@code w} x {@code h} picture, each as its pixel
     * indices in the order a breadth-first walk from its first pixel (in scan order) meets them.
     */
    public static List<int[]> components(boolean[] flags, int w, int h) {
        List<int[]> out = new ArrayList<>();
        boolean[] seen = new boolean[flags.length];
        int[] queue = new int[flags.length];
        for (int start = 0; start < flags.length; start++) {
            if (!flags[start] || seen[start]) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            seen[start] = true;
            while (head < tail) {
                int p = queue[head++];
                int x = p % w;
                int y = p / w;
                int[] next = {x > 0 ? p - 1 : -1, x + 1 < w ? p + 1 : -1, y > 0 ? p - w : -1, y + 1 < h ? p + w : -1};
                for (int q : next) {
                    if (q >= 0 && flags[q] && !seen[q]) {
                        seen[q] = true;
                        queue[tail++] = q;
                    }
                }
            }
            out.add(java.util.Arrays.copyOf(queue, tail));
        }
        return out;
    }

    /**
     * The compact blobs of a flag grid: isolated flags are dropped (opening by the 4-neighbours)
     * and the rest grown by one pixel, so a figure's soft edge and shadow are covered too.
     */
    public static boolean[] blobs(boolean[] flags, int n) {
        boolean[] kept = new boolean[flags.length];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (!flags[y * n + x]) {
                    continue;
                }
                int neighbours = 0;
                if (x > 0 && flags[y * n + x - 1]) {
                    neighbours++;
                }
                if (x + 1 < n && flags[y * n + x + 1]) {
                    neighbours++;
                }
                if (y > 0 && flags[(y - 1) * n + x]) {
                    neighbours++;
                }
                if (y + 1 < n && flags[(y + 1) * n + x]) {
                    neighbours++;
                }
                kept[y * n + x] = neighbours >= 2;
            }
        }
        boolean[] grown = new boolean[flags.length];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (!kept[y * n + x]) {
                    continue;
                }
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int xx = x + dx;
                        int yy = y + dy;
                        if (xx >= 0 && yy >= 0 && xx < n && yy < n) {
                            grown[yy * n + xx] = true;
                        }
                    }
                }
            }
        }
        return grown;
    }
}
