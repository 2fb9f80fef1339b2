package org.tablecompanion.recognizer.lattice;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Where in the frame the board may lie: everywhere that does not look like the table. A table
 * shows the same few looks all over (planks, felt, a checked cloth), and it is what the edge of
 * the frame mostly shows; the board is a patch of other looks inside it. Long straight lines of
 * the table (plank joints, the edge of a sheet, the checks of a cloth) are the strongest seams a
 * frame has when the tiles are small, and a lattice fitted to them misses the board; seams are
 * therefore only looked for where the board may be.
 *
 * <p>When the looks do not part that way (the board fills the frame, or the table is as varied
 * as the tiles), the region is the whole frame, as before.
 */
public final class BoardRegion {

    /** Side of the blocks looks are compared in, working pixels (about half a small tile). */
    static final int BLOCK = 24;
    /** Blocks a patch of other looks without a core spans at most to stay ({@link #withoutThinBands}): about 4 tiles. */
    static final int LONG = 12;
    /** Blocks round what does not look like the table that still count (the board's own edge). */
    private static final int GROW = 2;
    /** How near (in the look's units) a block must come to border blocks to look like the table. */
    private static final double NEAR = 9;
    /** Share of the border blocks a block must come near to look like the table. */
    private static final double TABLE_SHARE = 0.05;
    /** Share of all blocks a look must have to be the table's (a board is mostly a small part of the view). */
    private static final double COMMON = 0.1;
    /**
     * Share of all blocks a look must have to be the table's wherever the frame's rim lies, for
     * {@link #narrowed}: a checked cloth seen from above fills much of the frame and the floor
     * round it the rim, and a small board on it is a few hundredths of the frame.
     */
    private static final double MOSTLY = 0.25;
    /** Every how many blocks the common looks are counted over (the count only needs to be rough). */
    private static final int SAMPLE = 3;
    /** Below or above these shares of the frame the region is not trusted: the whole frame counts. */
    private static final double LEAST = 0.02;
    private static final double MOST = 0.6;

    private final int columns;
    private final int rows;
    /** Per block, whether it looks like the table (before the region is grown round the rest). */
    private final boolean[] table;
    private final boolean[] inside;
    private final boolean everywhere;

    private BoardRegion(int columns, int rows, boolean[] table, boolean[] inside, boolean everywhere) {
        this.columns = columns;
        this.rows = rows;
        this.table = table;
        this.inside = inside;
        this.everywhere = everywhere;
    }

    /** Whether the region is the whole frame (the looks did not part). */
    public boolean everywhere() {
        return everywhere;
    }

    /** Whether a working-image pixel lies where the board may be. */
    public boolean contains(int x, int y) {
        if (everywhere) {
            return true;
        }
        int c = Math.min(columns - 1, Math.max(0, x / BLOCK));
        int r = Math.min(rows - 1, Math.max(0, y / BLOCK));
        return inside[r * columns + c];
    }

    /** The region of a colour working image. */
    public static BoardRegion of(Mat bgr) {
        return of(bgr, false);
    }

    /**
     * As {@link #of}, and a look shared by a quarter of all blocks is the table too, wherever the
     * frame's rim lies (a checked cloth in the middle of the frame, the floor round it). Used to
     * pick the cells of a lattice that calls more tiles than a board can hold, not to fit one:
     * where the frame's lattice is fitted again, the region as {@link #of} gives it kept the
     * boards it found (a plank table under an arm, base+River hard seed 1000).
     */
    public static BoardRegion narrowed(Mat bgr) {
        return of(bgr, true);
    }

    private static BoardRegion of(Mat bgr, boolean commonestIsTable) {
        int columns = Math.max(1, bgr.cols() / BLOCK);
        int rows = Math.max(1, bgr.rows() / BLOCK);
        if (columns < 8 || rows < 8) {
            return new BoardRegion(columns, rows, new boolean[columns * rows], new boolean[columns * rows], true);
        }
        double[][] looks = looks(bgr, columns, rows);
        int[] border = borderBlocks(columns, rows);
        boolean[] table = new boolean[columns * rows];
        double near2 = NEAR * NEAR;
        int neededBorder = Math.max(3, (int) Math.ceil(TABLE_SHARE * border.length));
        int neededAll = (int) Math.ceil(COMMON * table.length / (double) SAMPLE);
        int neededMostly = (int) Math.ceil(MOSTLY * table.length / (double) SAMPLE);
        for (int k = 0; k < table.length; k++) {
            int close = 0;
            for (int b : border) {
                if (distance2(looks[k], looks[b]) <= near2 && ++close >= neededBorder) {
                    break;
                }
            }
            int common = 0;
            for (int b = 0; b < table.length && common < neededAll && close >= neededBorder; b += SAMPLE) {
                if (distance2(looks[k], looks[b]) <= near2) {
                    common++;
                }
            }
            table[k] = close >= neededBorder && common >= neededAll;
            if (!table[k] && commonestIsTable) {
                int alike = 0;
                for (int b = 0; b < table.length && alike < neededMostly; b += SAMPLE) {
                    if (distance2(looks[k], looks[b]) <= near2) {
                        alike++;
                    }
                }
                table[k] = alike >= neededMostly;
            }
        }
        return grown(columns, rows, table);
    }

    /** The region round the blocks that do not look like the table. */
    private static BoardRegion grown(int columns, int rows, boolean[] table) {
        boolean[] inside = new boolean[table.length];
        int count = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                boolean any = false;
                for (int dr = -GROW; dr <= GROW && !any; dr++) {
                    for (int dc = -GROW; dc <= GROW && !any; dc++) {
                        int rr = r + dr;
                        int cc = c + dc;
                        any = rr >= 0 && cc >= 0 && rr < rows && cc < columns && !table[rr * columns + cc];
                    }
                }
                inside[r * columns + c] = any;
                count += any ? 1 : 0;
            }
        }
        double share = count / (double) inside.length;
        return new BoardRegion(columns, rows, table, inside, share < LEAST || share > MOST);
    }

    /**
     * The board's core: the blocks that do not look like the table and, with {@code depth} 1 or
     * more, whose neighbours up to {@code depth} blocks away do not either (the frame's rim counts
     * as the block beside it). The margin the region is grown by is not in it, nor, from depth 1,
     * a block the board's outline crosses: on planks the wood's grain shows there, and where the
     * board's own seams are faint the grain outweighs them.
     */
    public BoardRegion core(int depth) {
        if (everywhere) {
            return this;
        }
        boolean[] inCore = new boolean[table.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                boolean board = true;
                for (int dr = -depth; dr <= depth && board; dr++) {
                    for (int dc = -depth; dc <= depth && board; dc++) {
                        int rr = Math.min(rows - 1, Math.max(0, r + dr));
                        int cc = Math.min(columns - 1, Math.max(0, c + dc));
                        board = !table[rr * columns + cc];
                    }
                }
                inCore[r * columns + c] = board;
            }
        }
        return new BoardRegion(columns, rows, table, inCore, false);
    }

    /**
     * The region without the long thin patches along the edge of a sheet or a tablecloth
     * ({@link #withoutThinBands}), or this region itself when it has none (or is everywhere).
     */
    public BoardRegion withoutThinBands() {
        if (everywhere) {
            return this;
        }
        boolean[] thinned = table.clone();
        return withoutThinBands(thinned, columns, rows) ? grown(columns, rows, thinned) : this;
    }

    /**
     * Counts as table every long patch of other looks too thin to hold a tile, where a patch
     * that can holds one: the blocks along the edge of a sheet or a tablecloth mix two of the
     * table's looks, and so look like neither. They make a band one or two blocks wide round the
     * sheet, whose long straight edge is the strongest seam of a frame with a small board (base
     * default seed 1003, 10 tiles on a white sheet: every lattice fitted within the region was
     * one of the sheet's edges, 3-5 tiles a square, and no tile was read). A board of several
     * tiles has a block whose eight neighbours all differ from the table too (a core); the band
     * has none. A tile alone, joined to the board by a corner, may have none either (base seed
     * 1000, 10 tiles): a patch spanning at most {@link #LONG} blocks stays. Where no patch has a
     * core (tiles too small for one), nothing is changed. Returns whether any patch was dropped.
     */
    static boolean withoutThinBands(boolean[] table, int columns, int rows) {
        int[] patch = new int[table.length];
        java.util.Arrays.fill(patch, -1);
        List<Boolean> kept = new ArrayList<>();
        boolean hasCore = false;
        int[] stack = new int[table.length];
        for (int start = 0; start < table.length; start++) {
            if (table[start] || patch[start] >= 0) {
                continue;
            }
            int id = kept.size();
            boolean core = false;
            int left = columns;
            int right = -1;
            int upper = rows;
            int lower = -1;
            int size = 0;
            stack[size++] = start;
            patch[start] = id;
            while (size > 0) {
                int k = stack[--size];
                int r = k / columns;
                int c = k % columns;
                left = Math.min(left, c);
                right = Math.max(right, c);
                upper = Math.min(upper, r);
                lower = Math.max(lower, r);
                boolean surrounded = r > 0 && c > 0 && r < rows - 1 && c < columns - 1;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int rr = r + dr;
                        int cc = c + dc;
                        if (rr < 0 || cc < 0 || rr >= rows || cc >= columns) {
                            continue;
                        }
                        int n = rr * columns + cc;
                        if (table[n]) {
                            surrounded = false;
                        } else if (patch[n] < 0) {
                            patch[n] = id;
                            stack[size++] = n;
                        }
                    }
                }
                core |= surrounded;
            }
            hasCore |= core;
            // A short patch without a core stays too: it may be a tile.
            kept.add(core || Math.max(right - left, lower - upper) + 1 <= LONG);
        }
        if (!hasCore) {
            return false;
        }
        boolean dropped = false;
        for (int k = 0; k < table.length; k++) {
            if (!table[k] && !kept.get(patch[k])) {
                table[k] = true;
                dropped = true;
            }
        }
        return dropped;
    }

    /**
     * Per block: mean lightness, the two colour axes (CIE Lab, 8-bit units) and the spread of
     * lightness, which tells a plain felt from a checked cloth of the same mean colour.
     */
    private static double[][] looks(Mat bgr, int columns, int rows) {
        Mat lab = new Mat();
        Imgproc.cvtColor(bgr, lab, Imgproc.COLOR_BGR2Lab);
        Mat f = new Mat();
        lab.convertTo(f, CvType.CV_32F);
        lab.release();
        Mat mean = new Mat();
        Imgproc.resize(f, mean, new Size(columns, rows), 0, 0, Imgproc.INTER_AREA);
        // Only lightness is spread: its squares alone are averaged (a third of the work; the
        // same means to the bit on 20 frames checked).
        Mat lightness = new Mat();
        Core.extractChannel(f, lightness, 0);
        f.release();
        Mat sq = new Mat();
        Core.multiply(lightness, lightness, sq);
        lightness.release();
        Mat meanSq = new Mat();
        Imgproc.resize(sq, meanSq, new Size(columns, rows), 0, 0, Imgproc.INTER_AREA);
        sq.release();
        float[] m = new float[columns * rows * 3];
        float[] s = new float[columns * rows];
        mean.get(0, 0, m);
        meanSq.get(0, 0, s);
        mean.release();
        meanSq.release();
        double[][] out = new double[columns * rows][4];
        for (int k = 0; k < out.length; k++) {
            double l = m[3 * k];
            out[k][0] = l;
            out[k][1] = m[3 * k + 1];
            out[k][2] = m[3 * k + 2];
            out[k][3] = Math.sqrt(Math.max(0, s[k] - l * l));
        }
        return out;
    }

    private static int[] borderBlocks(int columns, int rows) {
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (r < 2 || c < 2 || r >= rows - 2 || c >= columns - 2) {
                    out.add(r * columns + c);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Whether two looks (mean L*, a*, b* in 8-bit Lab units, then the spread of L*) are alike:
     * the same test as the region's blocks, for other parts of the table (the lattice's cells).
     */
    public static boolean looksAlike(double[] a, double[] b) {
        return distance2(a, b) <= NEAR * NEAR;
    }

    /**
     * Colour and relative texture count, lightness does not: light falls off over a table by
     * half and more at the hard scenes' corners, the cloth's colour and weave stay.
     */
    private static double distance2(double[] a, double[] b) {
        double da = a[1] - b[1];
        double db = a[2] - b[2];
        double ds = TEXTURE * (a[3] / Math.max(8, a[0]) - b[3] / Math.max(8, b[0]));
        return da * da + db * db + ds * ds;
    }

    /** Weight of the relative spread of lightness (0..1) against the colour axes (8-bit Lab units). */
    private static final double TEXTURE = 30;
}
