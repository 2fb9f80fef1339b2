package org.tablecompanion.recognizer.hands;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.lattice.LatticeModel;

/**
 * Finds a player's hand over the board in one frame.
 *
 * <p>A hand is skin over the tiles: a large patch of one warm colour, smooth (skin has no painted
 * lines), lying across the seams between tiles. City art is the same warm colour, but a city is
 * painted on one tile at a time: its walls and roofs are drawn with lines, and the seams, dark and
 * sharp, cut it at every tile's edge. So a smooth warm patch much larger than one tile can only be
 * something over the board. A wooden table is smooth and warm too; only what lies on the cells
 * the lattice calls tiles (and their neighbours) is looked at.
 *
 * <p>Colours are judged relative to the board's own median colour: a white balance scales red and
 * blue, and a ratio of ratios cancels it, so skin reads alike under every camera's cast.
 */
public final class HandFinder {

    /** Width the frame is shrunk to: a hand is large, and this keeps the stage to a few ms. */
    static final int WIDTH = 480;
    /**
     * The palest part of the board is the white of the roads (and the paper's white): its red over
     * green and blue over green (log) under neutral light. Its colour in the photo tells the
     * camera's cast. (The board's median would not: it is field, whose green differs from game to
     * game, -0.22 against 0.01.)
     */
    static final Palest ROAD_WHITE = new Palest(0.01, -0.03);
    /** Where a game has no roads (Hunters and Gatherers), its palest art is the meadows' yellow green. */
    static final Palest MEADOW_GREEN = new Palest(-0.07, -0.52);
    /** Share of the board's pixels, the brightest, taken as its white. */
    static final double WHITE_SHARE = 0.08;
    /**
     * Skin's red over green (log), once the cast is taken out: the palest skin is 0.16, the darkest
     * 0.43; grey (a table, a white road) is 0, and is left out.
     */
    static final double U_LOW = 0.07;
    static final double U_HIGH = 0.70;
    /** Skin's blue over green (log): -0.13 (pale) to -0.37; a field's green is far below. */
    static final double V_LOW = -0.65;
    static final double V_HIGH = 0.0;
    /** Red over blue (log) at least: skin is warm, as grey and pale water are not. */
    static final double WARM = 0.25;
    /** Mean colour change per pixel (log ratios) above which a neighbourhood is painted art, not skin. */
    static final double SMOOTH_BELOW = 0.12;
    /** A patch must be larger than this many cells: a city ends at its tile's seams. */
    static final double LEAST_CELLS = 1.3;
    /** Share of a cell a hand must cover for the cell to count as covered. */
    public static final double COVERS = 0.08;

    /** log(value + 4) per byte value: the offset keeps dark pixels' ratios from running wild. */
    private static final float[] LOG = new float[256];

    static {
        for (int i = 0; i < 256; i++) {
            LOG[i] = (float) Math.log(i + 4);
        }
    }

    private HandFinder() {
    }

    /**
     * The colour of the brightest part of a game's art under neutral light, as log red over green
     * and log blue over green: the reference that tells the camera's cast.
     */
    public record Palest(double u, double v) {

        /** Roads are white where the game has them; else the meadows are the palest. */
        public static Palest of(org.tablecompanion.engine.catalog.Catalog catalog) {
            boolean roads = catalog.tiles().stream().anyMatch(t -> t.features().stream()
                    .anyMatch(f -> f.terrain() == org.tablecompanion.engine.catalog.Terrain.ROAD));
            return roads ? ROAD_WHITE : MEADOW_GREEN;
        }
    }

    /**
     * What tells skin from the rest, per pixel of the shrunk frame.
     *
     * @param width shrunk width
     * @param height shrunk height
     * @param scale shrunk over the working frame
     * @param u log red-over-green, the camera's cast taken out by the board's median
     * @param v log blue-over-green, the same
     * @param texture mean brightness change around the pixel
     * @param onBoard whether the pixel lies on a cell near the tiles
     */
    public record Looks(int width, int height, double scale, float[] u, float[] v, float[] texture, boolean[] onBoard) {

        public boolean skin(int k) {
            return onBoard[k] && colour(k) && texture[k] < SMOOTH_BELOW;
        }

        public boolean colour(int k) {
            return u[k] >= U_LOW && u[k] <= U_HIGH && v[k] >= V_LOW && v[k] <= V_HIGH && u[k] - v[k] >= WARM;
        }
    }

    /**
     * The hand over the board, if there is one.
     *
     * @param work the working frame (BGR)
     * @param model the lattice in the working frame's pixels
     * @param tiles cells of the working lattice that hold tiles: skin is looked for there only (not on
     *     the table, which may be warm wood, and lies in one piece all round the board)
     * @param nearBoard cells of the working lattice a hand's cover is told for: the tiles and the cells
     *     next to them (a hand may hide a tile so well that it is not called one)
     */
    public static java.util.Optional<HandSighting> find(Mat work, LatticeModel model, List<Cell> tiles,
                                                        List<Cell> nearBoard, Palest palest) {
        if (tiles.isEmpty()) {
            return java.util.Optional.empty();
        }
        Looks looks = looks(work, model, tiles, palest);
        int w = looks.width();
        int h = looks.height();
        Mat skin = new Mat(h, w, CvType.CV_8U);
        byte[] mask = new byte[w * h];
        for (int k = 0; k < mask.length; k++) {
            mask[k] = looks.skin(k) ? (byte) 255 : 0;
        }
        skin.put(0, 0, mask);
        // Specks of skin colour on tiles (a roof's flat face) are opened away; a hand is thick.
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(3, 3));
        Imgproc.morphologyEx(skin, skin, Imgproc.MORPH_OPEN, kernel);
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(skin, labels, stats, centroids, 8, CvType.CV_32S);
        double cellArea = averageCellArea(model, tiles) * looks.scale() * looks.scale();
        int best = -1;
        double bestArea = LEAST_CELLS * cellArea;
        for (int c = 1; c < n; c++) {
            double area = stats.get(c, Imgproc.CC_STAT_AREA)[0];
            if (area > bestArea) {
                bestArea = area;
                best = c;
            }
        }
        java.util.Optional<HandSighting> out = java.util.Optional.empty();
        if (best >= 0) {
            Mat hand = new Mat();
            Core.inRange(labels, new Scalar(best), new Scalar(best), hand);
            // Fingers' edges and the blur of a moving hand are not smooth: the covered part reaches a
            // little beyond the smooth skin.
            Mat grow = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(7, 7));
            Imgproc.dilate(hand, hand, grow);
            byte[] handPixels = new byte[w * h];
            hand.get(0, 0, handPixels);
            Map<Cell, Double> coverage = new LinkedHashMap<>();
            for (Cell c : nearBoard) {
                double share = covered(model, c, handPixels, w, h, looks.scale());
                if (share >= COVERS) {
                    coverage.put(c, share);
                }
            }
            List<Vec2> outline = outline(hand, looks.scale());
            double cells = bestArea / cellArea;
            // Two cells of smooth skin is already far beyond any city's reach; more is surer.
            double confidence = Math.min(0.99, 0.5 + 0.25 * (cells - LEAST_CELLS));
            out = java.util.Optional.of(new HandSighting(confidence, outline, coverage, cells));
            hand.release();
            grow.release();
        }
        skin.release();
        kernel.release();
        labels.release();
        stats.release();
        centroids.release();
        return out;
    }

    /** Every pixel's colour and smoothness, and whether it lies on the board. */
    public static Looks looks(Mat work, LatticeModel model, List<Cell> tiles, Palest palest) {
        double scale = Math.min(1.0, WIDTH / (double) work.cols());
        Mat small = new Mat();
        Imgproc.resize(work, small, new Size(Math.round(work.cols() * scale), Math.round(work.rows() * scale)), 0, 0,
                Imgproc.INTER_AREA);
        int w = small.cols();
        int h = small.rows();
        byte[] bgr = new byte[w * h * 3];
        small.get(0, 0, bgr);
        small.release();
        boolean[] onBoard = board(model, tiles, w, h, scale);
        float[] gray = new float[w * h];
        float[] u = new float[w * h];
        float[] v = new float[w * h];
        // The board's white is the reference a white balance scales alike.
        int[] brightness = new int[256];
        int onTiles = 0;
        for (int k = 0; k < w * h; k++) {
            int b = bgr[3 * k] & 0xff;
            int g = bgr[3 * k + 1] & 0xff;
            int r = bgr[3 * k + 2] & 0xff;
            gray[k] = (r + g + b) / 3f;
            if (onBoard[k]) {
                brightness[(int) gray[k]]++;
                onTiles++;
            }
        }
        int whiteFrom = 255;
        for (int seen = 0; whiteFrom > 0 && seen + brightness[whiteFrom] <= WHITE_SHARE * onTiles; whiteFrom--) {
            seen += brightness[whiteFrom];
        }
        int[][] hist = new int[3][256];
        int counted = 0;
        for (int k = 0; k < w * h; k++) {
            if (onBoard[k] && gray[k] >= whiteFrom) {
                hist[0][bgr[3 * k + 2] & 0xff]++;
                hist[1][bgr[3 * k + 1] & 0xff]++;
                hist[2][bgr[3 * k] & 0xff]++;
                counted++;
            }
        }
        double rm = median(hist[0], counted) + 4;
        double gm = median(hist[1], counted) + 4;
        double bm = median(hist[2], counted) + 4;
        double u0 = Math.log(rm / gm) - palest.u();
        double v0 = Math.log(bm / gm) - palest.v();
        for (int k = 0; k < w * h; k++) {
            float lb = LOG[bgr[3 * k] & 0xff];
            float lg = LOG[bgr[3 * k + 1] & 0xff];
            float lr = LOG[bgr[3 * k + 2] & 0xff];
            u[k] = (float) (lr - lg - u0);
            v[k] = (float) (lb - lg - v0);
        }
        float[] texture = texture(u, v, w, h);
        return new Looks(w, h, scale, u, v, texture, onBoard);
    }

    /**
     * Mean absolute step of the colour (not the brightness) to the right and down, over a 5 by 5
     * neighbourhood. A hand is shaded in bands of one hue, so its colour hardly changes; city art
     * is speckled red, brown and dark outlines.
     */
    private static float[] texture(float[] u, float[] v, int w, int h) {
        Mat step = new Mat(h, w, CvType.CV_32F);
        float[] s = new float[w * h];
        for (int y = 0; y < h - 1; y++) {
            for (int x = 0; x < w - 1; x++) {
                int k = y * w + x;
                s[k] = Math.abs(u[k + 1] - u[k]) + Math.abs(u[k + w] - u[k]) + Math.abs(v[k + 1] - v[k])
                        + Math.abs(v[k + w] - v[k]);
            }
        }
        step.put(0, 0, s);
        Imgproc.blur(step, step, new Size(5, 5));
        step.get(0, 0, s);
        step.release();
        return s;
    }

    private static double median(int[] hist, int n) {
        int seen = 0;
        for (int i = 0; i < 256; i++) {
            seen += hist[i];
            if (seen * 2 >= n) {
                return i;
            }
        }
        return 128;
    }

    /** Pixels of the shrunk frame on one of the cells. */
    private static boolean[] board(LatticeModel model, List<Cell> cells, int w, int h, double scale) {
        Mat m = Mat.zeros(h, w, CvType.CV_8U);
        List<MatOfPoint> quads = new ArrayList<>();
        for (Cell c : cells) {
            quads.add(new MatOfPoint(point(model.toImage(c.i(), c.j()), scale),
                    point(model.toImage(c.i() + 1, c.j()), scale), point(model.toImage(c.i() + 1, c.j() + 1), scale),
                    point(model.toImage(c.i(), c.j() + 1), scale)));
        }
        Imgproc.fillPoly(m, quads, new Scalar(255));
        quads.forEach(Mat::release);
        byte[] b = new byte[w * h];
        m.get(0, 0, b);
        m.release();
        boolean[] out = new boolean[w * h];
        for (int k = 0; k < b.length; k++) {
            out[k] = b[k] != 0;
        }
        return out;
    }

    private static Point point(Vec2 p, double scale) {
        return new Point(p.x() * scale, p.y() * scale);
    }

    private static double averageCellArea(LatticeModel model, List<Cell> cells) {
        double sum = 0;
        for (Cell c : cells) {
            Vec2 a = model.toImage(c.i(), c.j());
            Vec2 b = model.toImage(c.i() + 1, c.j());
            Vec2 d = model.toImage(c.i(), c.j() + 1);
            Vec2 e = model.toImage(c.i() + 1, c.j() + 1);
            sum += 0.5 * Math.abs(e.minus(a).cross(d.minus(b)));
        }
        return sum / cells.size();
    }

    /** Share of the cell's points on the hand, sampled on an 8 by 8 grid. */
    private static double covered(LatticeModel model, Cell c, byte[] hand, int w, int h, double scale) {
        int on = 0;
        int all = 0;
        for (int a = 0; a < 8; a++) {
            for (int b = 0; b < 8; b++) {
                Vec2 p = model.toImage(c.i() + (a + 0.5) / 8, c.j() + (b + 0.5) / 8);
                int x = (int) Math.round(p.x() * scale);
                int y = (int) Math.round(p.y() * scale);
                if (x < 0 || y < 0 || x >= w || y >= h) {
                    continue;
                }
                all++;
                if (hand[y * w + x] != 0) {
                    on++;
                }
            }
        }
        return all == 0 ? 0 : on / (double) all;
    }

    /** The hand's outer outline, in the working frame's pixels. */
    private static List<Vec2> outline(Mat hand, double scale) {
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(hand.clone(), contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        hierarchy.release();
        MatOfPoint largest = null;
        double most = -1;
        for (MatOfPoint c : contours) {
            double a = Imgproc.contourArea(c);
            if (a > most) {
                most = a;
                largest = c;
            }
        }
        List<Vec2> out = new ArrayList<>();
        if (largest != null) {
            for (Point p : largest.toArray()) {
                out.add(new Vec2(p.x / scale, p.y / scale));
            }
        }
        contours.forEach(Mat::release);
        return out;
    }
}
