package org.tablecompanion.recognizer.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.lattice.BoardRegion;
import org.tablecompanion.recognizer.lattice.LatticeModel;

/**
 * Whether a lattice is a fraction of the tiles: every m-th of its lines a seam between tiles,
 * the lines between them crossing the tiles' art. A table whose fine regular texture (a weave,
 * wood grain) has seams at a fraction of the tile's period can hold such a lattice; its seams
 * then cannot tell it from the board's (they are on every line).
 *
 * <p>The board's outline can: a board is made of whole tiles, so where cells that look like
 * the table meet cells that do not, the line between them is a tile's edge. On the board's own
 * lattice these meetings fall on every line; on a lattice of a third of the tiles they fall
 * only on every third line, with the same phase, in both directions.
 */
public final class LatticeFraction {

    /** Samples per side of the grid a cell's look is taken from. */
    static final int GRID = 6;
    /** Share of the rim cells a cell must come near to look like the table. */
    static final double RIM_SHARE = 0.1;
    /** Different lines the outline must meet in each direction. */
    static final int LINES = 4;
    /** Share of the meetings on the strongest class of lines, in each direction, that says "a fraction". */
    static final double SHARE = 0.93;
    /** Meetings needed in each direction: fewer tell nothing (a board of two tiles). */
    static final int MEETINGS = 12;

    /**
     * The lattice's lines to keep: every {@code every}-th, from line {@code phaseU} in u and
     * {@code phaseV} in v.
     */
    public record Coarser(int every, int phaseU, int phaseV, double shareU, double shareV) {

        /** Old board point to new: line {@code phaseU} becomes 0, {@code every} cells become one. */
        public Homography change() {
            double s = 1.0 / every;
            return Homography.affine(s, 0, -phaseU * s, 0, s, -phaseV * s);
        }
    }

    private LatticeFraction() {
    }

    /**
     * The coarser lattice the board's outline asks for, if any: for 2 and 3 lines a tile, the
     * class of lines (index mod m) holding most of the board's outline in each direction; a
     * fraction when both hold {@link #SHARE} of it, on at least {@link #LINES} different lines
     * (a rectangle of tiles has its outline on two lines only, which fall in one class by
     * chance). Of two that pass, the one whose outline is more concentrated (then the larger m:
     * a sixth passes both).
     *
     * @param model the lattice in working pixels
     * @param bgr the working colour image
     * @param cells the cells in view (as the occupancy stage saw them)
     */
    public static Optional<Coarser> of(LatticeModel model, Mat bgr, List<Cell> cells) {
        return cells.size() < 16 ? Optional.empty() : of(model, FramePixels.of(bgr), cells);
    }

    /** The same from the working image's pixels copied out once ({@link FramePixels}). */
    public static Optional<Coarser> of(LatticeModel model, FramePixels bgr, List<Cell> cells) {
        if (cells.size() < 16) {
            return Optional.empty();
        }
        Map<Cell, Boolean> board = boardCells(model, bgr, cells);
        if (!board.containsValue(true) || !board.containsValue(false)) {
            return Optional.empty();
        }
        Coarser best = null;
        for (int m = 2; m <= 3; m++) {
            int[] u = new int[m];
            int[] v = new int[m];
            Set<Integer> linesU = new HashSet<>();
            Set<Integer> linesV = new HashSet<>();
            for (Map.Entry<Cell, Boolean> e : board.entrySet()) {
                Cell c = e.getKey();
                Boolean east = board.get(c.neighbour(1, 0));
                if (east != null && !east.equals(e.getValue())) {
                    u[Math.floorMod(c.i() + 1, m)]++;
                    linesU.add(c.i() + 1);
                }
                Boolean south = board.get(c.neighbour(0, 1));
                if (south != null && !south.equals(e.getValue())) {
                    v[Math.floorMod(c.j() + 1, m)]++;
                    linesV.add(c.j() + 1);
                }
            }
            int pu = strongest(u);
            int pv = strongest(v);
            int nu = sum(u);
            int nv = sum(v);
            if (nu < MEETINGS || nv < MEETINGS || linesU.size() < LINES || linesV.size() < LINES) {
                return Optional.empty();
            }
            double su = u[pu] / (double) nu;
            double sv = v[pv] / (double) nv;
            if (su >= SHARE && sv >= SHARE
                    && (best == null || Math.min(su, sv) >= Math.min(best.shareU(), best.shareV()))) {
                best = new Coarser(m, pu, pv, su, sv);
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * Which cells show something other than the table. The table is what the cells on the rim of
     * the view mostly show (a board is rarely cut by the frame on most of its rim): a cell looks
     * like the table when its colour and relative texture come near those of enough rim cells
     * (as {@link BoardRegion} judges its blocks; lightness does not count: light falls off over
     * a table).
     */
    static Map<Cell, Boolean> boardCells(LatticeModel model, FramePixels bgr, List<Cell> cells) {
        Set<Cell> inView = new HashSet<>(cells);
        // Each lattice point is mapped once; a cell's samples lie between its four corners (a
        // cell is small enough for the perspective inside it not to matter).
        int i0 = cells.stream().mapToInt(Cell::i).min().orElseThrow();
        int j0 = cells.stream().mapToInt(Cell::j).min().orElseThrow();
        int columns = cells.stream().mapToInt(Cell::i).max().orElseThrow() - i0 + 2;
        int rows = cells.stream().mapToInt(Cell::j).max().orElseThrow() - j0 + 2;
        Vec2[] corners = new Vec2[columns * rows];
        for (Cell c : cells) {
            for (int dj = 0; dj < 2; dj++) {
                for (int di = 0; di < 2; di++) {
                    int k = (c.j() - j0 + dj) * columns + c.i() - i0 + di;
                    if (corners[k] == null) {
                        corners[k] = model.toImage(c.i() + di, c.j() + dj);
                    }
                }
            }
        }
        // Only the samples are turned into Lab, all at once: a column of pixels for OpenCV.
        int w = bgr.width();
        int h = bgr.height();
        byte[] frame = bgr.bgr();
        int per = GRID * GRID;
        byte[] samples = new byte[cells.size() * per * 3];
        for (int n = 0; n < cells.size(); n++) {
            Cell c = cells.get(n);
            int k = (c.j() - j0) * columns + c.i() - i0;
            gather(corners[k], corners[k + 1], corners[k + columns], corners[k + columns + 1], frame, w, h,
                    samples, n * per * 3);
        }
        Mat column = new Mat(cells.size() * per, 1, CvType.CV_8UC3);
        column.put(0, 0, samples);
        Imgproc.cvtColor(column, column, Imgproc.COLOR_BGR2Lab);
        column.get(0, 0, samples);
        column.release();
        Map<Cell, double[]> looks = new HashMap<>();
        List<double[]> rim = new ArrayList<>();
        for (int n = 0; n < cells.size(); n++) {
            Cell c = cells.get(n);
            double[] look = look(samples, n * per * 3, per);
            looks.put(c, look);
            if (!inView.containsAll(c.sides())) {
                rim.add(look);
            }
        }
        int needed = Math.max(3, (int) Math.ceil(RIM_SHARE * rim.size()));
        Map<Cell, Boolean> board = new HashMap<>();
        for (Cell c : cells) {
            double[] look = looks.get(c);
            int close = 0;
            for (double[] r : rim) {
                if (BoardRegion.looksAlike(look, r) && ++close >= needed) {
                    break;
                }
            }
            board.put(c, close < needed);
        }
        return board;
    }

    /**
     * The BGR pixels of a grid inside the cell whose corners (north-west, north-east, south-west,
     * south-east) are given, written to {@code out} from {@code at} (the image's nearest pixel
     * where a sample falls outside it).
     */
    private static void gather(Vec2 nw, Vec2 ne, Vec2 sw, Vec2 se, byte[] frame, int w, int h, byte[] out, int at) {
        int o = at;
        for (int y = 0; y < GRID; y++) {
            double t = 0.15 + 0.7 * (y + 0.5) / GRID;
            for (int x = 0; x < GRID; x++) {
                double s = 0.15 + 0.7 * (x + 0.5) / GRID;
                double fx = (1 - t) * ((1 - s) * nw.x() + s * ne.x()) + t * ((1 - s) * sw.x() + s * se.x());
                double fy = (1 - t) * ((1 - s) * nw.y() + s * ne.y()) + t * ((1 - s) * sw.y() + s * se.y());
                int px = Math.min(w - 1, Math.max(0, (int) Math.round(fx)));
                int py = Math.min(h - 1, Math.max(0, (int) Math.round(fy)));
                int k = (py * w + px) * 3;
                out[o++] = frame[k];
                out[o++] = frame[k + 1];
                out[o++] = frame[k + 2];
            }
        }
    }

    /** The look of {@code count} Lab samples from {@code at}, as {@link BoardRegion} compares looks. */
    private static double[] look(byte[] lab, int at, int count) {
        double sl = 0;
        double sll = 0;
        double sa = 0;
        double sb = 0;
        for (int n = 0; n < count; n++) {
            int k = at + 3 * n;
            double l = lab[k] & 0xFF;
            sl += l;
            sll += l * l;
            sa += lab[k + 1] & 0xFF;
            sb += lab[k + 2] & 0xFF;
        }
        double mean = sl / count;
        double spread = Math.sqrt(Math.max(0, sll / count - mean * mean));
        return new double[] {mean, sa / count, sb / count, spread};
    }

    private static int strongest(int[] counts) {
        int top = 0;
        for (int k = 1; k < counts.length; k++) {
            if (counts[k] > counts[top]) {
                top = k;
            }
        }
        return top;
    }

    private static int sum(int[] counts) {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }
}
