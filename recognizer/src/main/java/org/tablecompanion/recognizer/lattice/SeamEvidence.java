package org.tablecompanion.recognizer.lattice;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The thin dark lines between tiles. Neighbouring tiles leave a narrow gap and bevelled, darker
 * die-cut edges, so every seam is a valley in brightness a few pixels wide. Valleys come from the
 * Hessian of the blurred grey image: a valley curves up across it and little along it, which
 * also sets it apart from the steps of a tablecloth's checks. Small blocks whose valley pixels
 * lie on one straight line become {@link Seamlet}s.
 */
public final class SeamEvidence {

    /** Side of the square blocks, working pixels; blocks overlap by half. */
    static final int BLOCK = 16;

    private final int width;
    private final int height;
    private final byte[] valley;
    /**
     * The noise floor, worked out on first use (-1 until then): the board image's evidence is
     * only read along the tiles' outlines and never asks for it.
     */
    private volatile int floor;
    /** The seamlets, found once: the lattice stages ask for them again and again. */
    private volatile List<Seamlet> seamlets;
    /**
     * The last lattice fitted to these seams within a region ({@link LatticeFitter#fitWithin}):
     * a frame whose board is hard to find asks for it while the lattice is located and again
     * when reading the first lattice explained little.
     */
    private volatile WithinFit withinFit;

    /** A lattice fitted to the seams within {@code region}, if they hold one. */
    record WithinFit(BoardRegion region, java.util.Optional<LatticeFitter.Located> located) {
    }

    private SeamEvidence(int width, int height, byte[] valley) {
        this(width, height, valley, -1);
    }

    private SeamEvidence(int width, int height, byte[] valley, int floor) {
        this.width = width;
        this.height = height;
        this.valley = valley;
        this.floor = floor;
    }

    /**
     * The same evidence with nothing outside the region where the board may lie; the noise floor
     * stays the whole frame's (what stands out is judged against the same bulk).
     */
    public SeamEvidence within(BoardRegion region) {
        if (region.everywhere()) {
            return this;
        }
        byte[] kept = valley.clone();
        // The region is made of blocks: which pixels of a row it holds changes only from one
        // row of blocks to the next.
        boolean[] inside = new boolean[width];
        int blockRow = -1;
        for (int y = 0; y < height; y++) {
            if (y / BoardRegion.BLOCK != blockRow) {
                blockRow = y / BoardRegion.BLOCK;
                for (int x = 0; x < width; x++) {
                    inside[x] = region.contains(x, y);
                }
            }
            for (int x = 0; x < width; x++) {
                if (!inside[x]) {
                    kept[y * width + x] = 0;
                }
            }
        }
        return new SeamEvidence(width, height, kept, floor());
    }

    WithinFit withinFit() {
        return withinFit;
    }

    void withinFit(WithinFit fit) {
        withinFit = fit;
    }

    /** The valley response above which a pixel counts as seam. */
    public int floor() {
        int known = floor;
        if (known < 0) {
            known = noiseFloor(valley);
            floor = known;
        }
        return known;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The seam evidence of a grey working image at Hessian scale {@code sigma} pixels. */
    public static SeamEvidence of(Mat gray, double sigma) {
        Mat f = blurred(gray, sigma);
        int width = gray.cols();
        int height = gray.rows();
        byte[] valley = new byte[width * height];
        double scale = 2.0 * sigma * sigma;
        // Two million pixels a frame, each on its own: bands of rows on all cores, each band's
        // derivatives taken, copied out and turned into valleys while it is still in the cache.
        // A band is a view into the blurred image, so the derivative filters read the rows
        // above and below it as they would over the whole image: every value is the same.
        int bands = (height + BAND_ROWS - 1) / BAND_ROWS;
        IntStream.range(0, bands).parallel().forEach(k -> {
            int from = k * BAND_ROWS;
            Mat band = f.submat(from, Math.min(height, from + BAND_ROWS), 0, width);
            byte[] own = valleyLevels(band, scale);
            band.release();
            System.arraycopy(own, 0, valley, from * width, own.length);
        });
        f.release();
        return new SeamEvidence(width, height, valley);
    }

    /** A grey image as floats, blurred at {@code sigma}: what the Hessian is taken of. */
    private static Mat blurred(Mat gray, double sigma) {
        Mat f = new Mat();
        gray.convertTo(f, CvType.CV_32F);
        Imgproc.GaussianBlur(f, f, new Size(0, 0), sigma);
        return f;
    }

    /**
     * The valley levels of a view of the blurred image (a band, or the whole of it), row by row:
     * the derivative filters read the pixels beside a view as they would over the whole image.
     */
    static byte[] valleyLevels(Mat blurred, double scale) {
        Mat a = new Mat();
        Mat b = new Mat();
        Mat c = new Mat();
        Imgproc.Sobel(blurred, a, CvType.CV_32F, 2, 0, 3);
        Imgproc.Sobel(blurred, b, CvType.CV_32F, 0, 2, 3);
        Imgproc.Sobel(blurred, c, CvType.CV_32F, 1, 1, 3);
        Mat levels = valleys(a, b, c, scale);
        byte[] out = new byte[blurred.rows() * blurred.cols()];
        levels.get(0, 0, out);
        a.release();
        b.release();
        c.release();
        levels.release();
        return out;
    }

    /**
     * {@link #of}, worked out only within {@code reach} pixels of the lines every {@code period}
     * pixels across and down (0 elsewhere): there every value is the one {@link #of} gives. The
     * board image is read only along its tiles' outlines, which lie a pixel or two from its
     * cells' borders, and its whole evidence took 16 ms of a frame of 150 tiles (a board image
     * of 1088 x 1024 pixels) for the few thousand pixels the outlines sample. Bands of columns
     * reach out to multiples of {@link #ALIGNED} columns.
     */
    public static SeamEvidence nearGridLines(Mat gray, double sigma, int period, int reach) {
        Mat f = blurred(gray, sigma);
        int width = gray.cols();
        int height = gray.rows();
        byte[] valley = new byte[width * height];
        double scale = 2.0 * sigma * sigma;
        // Each band is a view into the whole blurred image, as the bands of #of are, so the
        // derivative filters read the pixels beside it as they would over the whole image.
        // Bands of rows write their own rows; bands of columns, where they cross a band of rows,
        // write the same values there.
        IntStream.range(0, height / period + 1).parallel().forEach(k -> {
            int from = Math.max(0, k * period - reach);
            int to = Math.min(height, k * period + reach + 1);
            if (from < to) {
                Mat band = f.submat(from, to, 0, width);
                byte[] own = valleyLevels(band, scale);
                band.release();
                System.arraycopy(own, 0, valley, from * width, own.length);
            }
        });
        IntStream.range(0, width / period + 1).parallel().forEach(k -> {
            int from = Math.max(0, Math.floorDiv(k * period - reach, ALIGNED) * ALIGNED);
            int to = Math.min(width, -Math.floorDiv(-(k * period + reach + 1), ALIGNED) * ALIGNED);
            if (from < to) {
                Mat band = f.submat(0, height, from, to);
                int across = to - from;
                byte[] own = valleyLevels(band, scale);
                band.release();
                for (int y = 0; y < height; y++) {
                    System.arraycopy(own, y * across, valley, y * width + from, across);
                }
            }
        });
        f.release();
        return new SeamEvidence(width, height, valley);
    }

    /**
     * Columns a band of columns of {@link #nearGridLines} starts and ends on a multiple of: the
     * derivative filters work through a row several pixels at a time (8 floats at once on this
     * machine's vector unit) and finish a row's last few one by one, rounding a little
     * differently; a band of 7 columns filtered on its own gave 2 pixels of a 960 x 540 frame
     * a level other than the whole frame's, a band aligned to 8 none. 16 leaves room for wider
     * vector units.
     */
    static final int ALIGNED = 16;

    /** Rows of the blurred image a band of {@link #of} holds. */
    private static final int BAND_ROWS = 64;

    /**
     * The valley response of every pixel of a band, as levels 0..255: with the curvatures {@code
     * big} and {@code small} of the Hessian ({@code a}, {@code b} down its diagonal, {@code c}
     * off it), {@code big - 2 max(small, 0) - max(-small, 0) / 2}, scaled and rounded; a line
     * curves strongly across and little along (either sign), and blobs are not lines. With
     * {@code mean} and {@code root} the Hessian's mean and half its eigenvalues' spread, that is
     * {@code min(3 root - mean, 1.5 mean + root / 2)} (the first where {@code small} is above 0,
     * the second below). Worked out by OpenCV's vector code in single precision, a band at a
     * time while it is in the cache: the same response per pixel in Java doubles, one pixel at a
     * time, was the largest item of a frame's profile (11 % of it on boards of 84 tiles);
     * the levels differ from it by one for a few pixels a frame, where a response lies within a
     * float's rounding of a half (SeamEvidenceTest). The derivatives are overwritten.
     */
    static Mat valleys(Mat a, Mat b, Mat c, double scale) {
        // Worked in the derivatives' own matrices, each value where one it came from was, so a
        // band asks the allocator for two matrices, not six: mean, then half the difference in
        // b, the root in c, the two responses in a and b, the lesser in a.
        Mat mean = new Mat();
        Core.addWeighted(a, 0.5, b, 0.5, 0, mean);
        Core.addWeighted(a, 0.5, b, -0.5, 0, b);
        Core.magnitude(b, c, c);
        Core.addWeighted(c, 3 * scale, mean, -scale, 0, a);
        Core.addWeighted(mean, 1.5 * scale, c, 0.5 * scale, 0, b);
        Core.min(a, b, a);
        Mat levels = new Mat();
        a.convertTo(levels, CvType.CV_8U);
        mean.release();
        return levels;
    }

    /** Valley response at a pixel (0 outside the image). */
    public int valleyAt(int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height ? 0 : valley[y * width + x] & 0xFF;
    }

    /** Straight valley pieces, in image order (found on the first call, then kept). */
    public List<Seamlet> seamlets() {
        List<Seamlet> found = seamlets;
        if (found == null) {
            found = List.copyOf(findSeamlets());
            seamlets = found;
        }
        return found;
    }

    /**
     * Every block's seamlet. Blocks overlap by half, so each pixel lies in four of them: the
     * moments of its above-floor response are summed once per half-block cell and each block
     * adds up its four cells, shifted to its own corner. Every moment is a sum of whole numbers
     * (a response level times pixel offsets up to 15), as exact in a long as in the double the
     * pixels were once summed into one by one, so every seamlet is the same; the blocks' pixel
     * loop was a seventh of the lattice stage's time.
     */
    private List<Seamlet> findSeamlets() {
        int noise = floor();
        int step = BLOCK / 2;
        int rows = height < BLOCK ? 0 : (height - BLOCK) / step + 1;
        if (rows == 0) {
            return List.of();
        }
        int cellsAcross = width / step;
        long[][] cellRows = IntStream.range(0, rows + 1).parallel()
                .mapToObj(r -> cellMoments(valley, width, r * step, cellsAcross, noise)).toArray(long[][]::new);
        // Rows of blocks on all cores, joined in image order.
        List<List<Seamlet>> byRow = IntStream.range(0, rows).parallel().mapToObj(r -> {
            List<Seamlet> row = new ArrayList<>();
            long[] top = cellRows[r];
            long[] bottom = cellRows[r + 1];
            for (int c = 0; c * step + BLOCK <= width; c++) {
                long[] sum = new long[MOMENTS];
                add(sum, top, c, 0, 0);
                add(sum, top, c + 1, step, 0);
                add(sum, bottom, c, 0, step);
                add(sum, bottom, c + 1, step, step);
                Seamlet s = seamlet(c * step, r * step, sum);
                if (s != null) {
                    row.add(s);
                }
            }
            return row;
        }).toList();
        List<Seamlet> out = new ArrayList<>();
        byRow.forEach(out::addAll);
        return out;
    }

    /** Moments of a block or cell: count, m, mx, my, mxx, mxy, myy (offsets from its corner). */
    static final int MOMENTS = 7;

    /**
     * The moments of the above-floor response of each half-block cell of the row of cells whose
     * top is {@code y0}, {@link #MOMENTS} per cell, offsets from the cell's corner.
     */
    private static long[] cellMoments(byte[] v, int w, int y0, int cells, int floor) {
        int step = BLOCK / 2;
        long[] out = new long[cells * MOMENTS];
        for (int c = 0; c < cells; c++) {
            long count = 0;
            long m = 0;
            long mx = 0;
            long my = 0;
            long mxx = 0;
            long mxy = 0;
            long myy = 0;
            for (int ly = 0; ly < step; ly++) {
                int row = (y0 + ly) * w + c * step;
                for (int lx = 0; lx < step; lx++) {
                    int val = (v[row + lx] & 0xFF) - floor;
                    if (val <= 0) {
                        continue;
                    }
                    m += val;
                    mx += val * lx;
                    my += val * ly;
                    mxx += val * lx * lx;
                    mxy += val * lx * ly;
                    myy += val * ly * ly;
                    count++;
                }
            }
            int at = c * MOMENTS;
            out[at] = count;
            out[at + 1] = m;
            out[at + 2] = mx;
            out[at + 3] = my;
            out[at + 4] = mxx;
            out[at + 5] = mxy;
            out[at + 6] = myy;
        }
        return out;
    }

    /** Adds cell {@code c} of a row of cell moments to {@code sum}, its offsets moved by (ox, oy). */
    private static void add(long[] sum, long[] row, int c, long ox, long oy) {
        int at = c * MOMENTS;
        long m = row[at + 1];
        long mx = row[at + 2];
        long my = row[at + 3];
        sum[0] += row[at];
        sum[1] += m;
        sum[2] += mx + ox * m;
        sum[3] += my + oy * m;
        sum[4] += row[at + 4] + 2 * ox * mx + ox * ox * m;
        sum[5] += row[at + 5] + ox * my + oy * mx + ox * oy * m;
        sum[6] += row[at + 6] + 2 * oy * my + oy * oy * m;
    }

    /**
     * Seams cover a few percent of a frame; texture and noise make the bulk of the response. What
     * counts stands out of the bulk and is a fair part of the strongest responses.
     */
    static int noiseFloor(byte[] v) {
        int[] hist = histogram(v);
        int p90 = percentile(hist, v.length, 0.90);
        int p99 = percentile(hist, v.length, 0.99);
        return Math.max(6, Math.max(p90, (int) Math.round(0.3 * p99)));
    }

    /**
     * How many responses lie at each level. Counted in parts on all cores, and within a part in
     * four histograms taken in turn: most responses are 0, and one count bumped again and again
     * waits on its own last store.
     */
    static int[] histogram(byte[] v) {
        int parts = (v.length + HISTOGRAM_PART - 1) / HISTOGRAM_PART;
        int[][] partial = IntStream.range(0, parts).parallel().mapToObj(k -> {
            int[] h = new int[4 * 256];
            int from = k * HISTOGRAM_PART;
            int to = Math.min(v.length, from + HISTOGRAM_PART);
            int i = from;
            for (; i + 4 <= to; i += 4) {
                h[v[i] & 0xFF]++;
                h[256 + (v[i + 1] & 0xFF)]++;
                h[512 + (v[i + 2] & 0xFF)]++;
                h[768 + (v[i + 3] & 0xFF)]++;
            }
            for (; i < to; i++) {
                h[v[i] & 0xFF]++;
            }
            return h;
        }).toArray(int[][]::new);
        int[] hist = new int[256];
        for (int[] h : partial) {
            for (int i = 0; i < h.length; i++) {
                hist[i & 0xFF] += h[i];
            }
        }
        return hist;
    }

    /** Responses a part of {@link #histogram} counts. */
    private static final int HISTOGRAM_PART = 1 << 18;

    private static int percentile(int[] hist, int n, double q) {
        int target = (int) (n * q);
        int acc = 0;
        for (int i = 0; i < 256; i++) {
            acc += hist[i];
            if (acc >= target) {
                return i;
            }
        }
        return 255;
    }

    /**
     * The seamlet of the block at ({@code bx}, {@code by}) from its {@link #MOMENTS}, or null where
     * its response is no straight line.
     */
    static Seamlet seamlet(int bx, int by, long[] moments) {
        long count = moments[0];
        double m = moments[1];
        double mx = moments[2];
        double my = moments[3];
        double mxx = moments[4];
        double mxy = moments[5];
        double myy = moments[6];
        if (count < BLOCK / 2 || m <= 0) {
            return null;
        }
        double cx = mx / m;
        double cy = my / m;
        double sxx = mxx / m - cx * cx;
        double sxy = mxy / m - cx * cy;
        double syy = myy / m - cy * cy;
        double tr = sxx + syy;
        double det = sxx * syy - sxy * sxy;
        double disc = Math.sqrt(Math.max(0, tr * tr / 4 - det));
        double l1 = tr / 2 + disc;
        double l2 = tr / 2 - disc;
        // A line across the block has variance ~ BLOCK^2/12 along it and under a pixel across.
        if (l1 < BLOCK * BLOCK / 12.0 * 0.45 || l2 > 0.09 * l1) {
            return null;
        }
        double dx;
        double dy;
        if (Math.abs(sxy) > 1e-12) {
            dx = l1 - syy;
            dy = sxy;
        } else if (sxx >= syy) {
            dx = 1;
            dy = 0;
        } else {
            dx = 0;
            dy = 1;
        }
        double n = Math.hypot(dx, dy);
        // Square root: a long faint seam must count about as much as a short bold art edge.
        return new Seamlet(bx + cx, by + cy, dx / n, dy / n, Math.sqrt(m), Math.sqrt(12 * l1));
    }

    /** Grey working image from a BGR frame, scaled by {@code scale}. */
    public static Mat gray(Mat bgr, double scale) {
        Mat g = new Mat();
        Imgproc.cvtColor(bgr, g, Imgproc.COLOR_BGR2GRAY);
        if (scale != 1.0) {
            Mat s = new Mat();
            Imgproc.resize(g, s, new Size(), scale, scale, Imgproc.INTER_AREA);
            g.release();
            return s;
        }
        return g;
    }

    /** The valley response as a picture: seams dark on white, above-floor responses red. */
    public Mat picture() {
        int floor = floor();
        byte[] bgr = new byte[width * height * 3];
        for (int i = 0; i < width * height; i++) {
            int raw = valley[i] & 0xFF;
            int v = 255 - Math.min(255, 3 * raw);
            bgr[3 * i] = (byte) (raw >= floor ? v / 2 : v);
            bgr[3 * i + 1] = (byte) (raw >= floor ? v / 2 : v);
            bgr[3 * i + 2] = (byte) v;
        }
        Mat out = new Mat(height, width, CvType.CV_8UC3);
        out.put(0, 0, bgr);
        return out;
    }
}
