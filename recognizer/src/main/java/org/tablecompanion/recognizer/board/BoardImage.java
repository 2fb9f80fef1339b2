package org.tablecompanion.recognizer.board;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.lattice.LatticeModel;

/**
 * The board seen from straight above: the frame resampled so every cell is a square of
 * {@code cellPx} pixels, north up. Cell (i, j) starts at pixel ((i - minI) cellPx, (j - minJ) cellPx).
 *
 * @param image BGR, 8-bit
 * @param minI first column shown
 * @param minJ first row shown
 * @param columns cells across
 * @param rows cells down
 * @param cellPx pixels per cell
 */
public record BoardImage(Mat image, int minI, int minJ, int columns, int rows, int cellPx) {

    /**
     * Resamples the frame over cells {@code [minI, minI + columns) x [minJ, minJ + rows)}.
     *
     * @param frame the original BGR frame
     * @param model the lattice in the frame's pixels
     */
    public static BoardImage of(Mat frame, LatticeModel model, int minI, int minJ, int columns, int rows,
                                int cellPx) {
        return of(frame, model, minI, minJ, columns, rows, cellPx, null);
    }

    /**
     * The same, and into {@code unseen} (when not null) the board pixels the frame does not show:
     * 255 where the pixel is resampled from beyond the frame's edge (or within a pixel of it, where
     * the resampling blends in the black beyond), 0 elsewhere.
     */
    public static BoardImage of(Mat frame, LatticeModel model, int minI, int minJ, int columns, int rows,
                                int cellPx, Mat unseen) {
        int w = columns * cellPx;
        int h = rows * cellPx;
        float[] mx = new float[w * h];
        float[] my = new float[w * h];
        // Exact mapping on a coarse grid, bilinear in between: the lens makes every point cost
        // a few Newton steps, and the map is smooth.
        int step = 4;
        int gw = w / step + 2;
        int gh = h / step + 2;
        double[] gx = new double[gw * gh];
        double[] gy = new double[gw * gh];
        // Rows on all cores: every value is worked out on its own, so the picture is the same.
        java.util.stream.IntStream.range(0, gh).parallel().forEach(y -> {
            for (int x = 0; x < gw; x++) {
                Vec2 p = model.toImage(minI + (x * step + 0.5) / cellPx, minJ + (y * step + 0.5) / cellPx);
                gx[y * gw + x] = p.x();
                gy[y * gw + x] = p.y();
            }
        });
        // Along x first, once per grid row: the rows of pixels between two grid rows share
        // those values, and each pixel's sum takes them in the order it always did.
        double[] ax = new double[gh * w];
        double[] ay = new double[gh * w];
        java.util.stream.IntStream.range(0, gh).parallel().forEach(g -> {
            for (int x = 0; x < w; x++) {
                int x0 = x / step;
                double fx = (x - x0 * step) / (double) step;
                int i0 = g * gw + x0;
                ax[g * w + x] = gx[i0] * (1 - fx) + gx[i0 + 1] * fx;
                ay[g * w + x] = gy[i0] * (1 - fx) + gy[i0 + 1] * fx;
            }
        });
        java.util.stream.IntStream.range(0, h).parallel().forEach(y -> {
            int y0 = y / step;
            double fy = (y - y0 * step) / (double) step;
            int top = y0 * w;
            int bottom = top + w;
            for (int x = 0; x < w; x++) {
                mx[y * w + x] = (float) (ax[top + x] * (1 - fy) + ax[bottom + x] * fy);
                my[y * w + x] = (float) (ay[top + x] * (1 - fy) + ay[bottom + x] * fy);
            }
        });
        if (unseen != null) {
            byte[] out = new byte[w * h];
            int right = frame.cols() - 1;
            int bottom = frame.rows() - 1;
            java.util.stream.IntStream.range(0, h).parallel().forEach(y -> {
                for (int x = 0; x < w; x++) {
                    float fx = mx[y * w + x];
                    float fy = my[y * w + x];
                    out[y * w + x] = fx >= 0 && fy >= 0 && fx <= right && fy <= bottom ? 0 : (byte) 255;
                }
            });
            unseen.create(h, w, CvType.CV_8UC1);
            unseen.put(0, 0, out);
        }
        Mat mapX = new Mat(h, w, CvType.CV_32F);
        Mat mapY = new Mat(h, w, CvType.CV_32F);
        mapX.put(0, 0, mx);
        mapY.put(0, 0, my);
        // Shrinking a large frame: blur first so the resampling does not alias.
        double scale = model.cellSizePx(minI + columns / 2, minJ + rows / 2) / cellPx;
        Mat source = frame;
        if (scale > 1.4) {
            source = new Mat();
            Imgproc.GaussianBlur(frame, source, new Size(0, 0), 0.45 * scale);
        }
        Mat out = new Mat();
        Imgproc.remap(source, out, mapX, mapY, Imgproc.INTER_LINEAR, org.opencv.core.Core.BORDER_CONSTANT,
                new org.opencv.core.Scalar(0, 0, 0));
        if (source != frame) {
            source.release();
        }
        mapX.release();
        mapY.release();
        return new BoardImage(out, minI, minJ, columns, rows, cellPx);
    }

    /** Pixel rectangle of a cell in the board image. */
    public Rect cellRect(Cell c) {
        return new Rect((c.i() - minI) * cellPx, (c.j() - minJ) * cellPx, cellPx, cellPx);
    }

    public boolean contains(Cell c) {
        return c.i() >= minI && c.j() >= minJ && c.i() < minI + columns && c.j() < minJ + rows;
    }

    /** Board point (cells) of a board-image pixel. */
    public Vec2 toBoard(double x, double y) {
        return new Vec2(minI + x / cellPx, minJ + y / cellPx);
    }

    public Size size() {
        return image.size();
    }
}
