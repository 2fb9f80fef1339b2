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
import org.tablecompanion.recognizer.numbers.OrderStatistics;

/**
 * Finds a player's hand over the board in one frame.
 *
 * <p>A hand is a smooth patch over the tiles: skin (and a sleeve) has no painted lines, and it
 * hides the seams between the tiles it lies across. Tile art is speckled, drawn with lines, and
 * the seams, dark and sharp, cut it at every tile's edge; so a smooth patch much larger than one
 * tile can only be something over the board. A hand's colour is not relied on much (a hand blurred
 * by its motion is pale and grey; skin is the colour of city art): it need only be redder than
 * green (no field or meadow is), lit as the board is, and unlike the table's colour (the table is
 * smooth as well). Only what lies on the cells the lattice calls tiles and their neighbours is
 * looked at: a hand at the board's edge lies mostly over cells not called tiles.
 *
 * <p>Colours are judged relative to the board's palest art: a white balance scales red and blue,
 * and a ratio of ratios cancels it, so skin reads alike under every camera's cast.
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
     * Red over green (log), once the cast is taken out, above which a pixel may be a hand or a
     * sleeve: skin of every tone holds more red than green (0.16 pale to 0.43 dark), and a hand
     * blurred by its motion, pale and grey, still as much (about 0); the board's fields and meadows
     * hold less (-0.3 and -0.1 at their median).
     */
    static final double REDDER_THAN = 0.0;
    /**
     * Least brightness of a hand, as a share of the board's white: a hand over the board is lit as
     * the board is, and the darkest skin in shade is a fifth of the roads' white; a near-black table
     * in the dark is less.
     */
    static final double LIT_SHARE = 0.2;
    /**
     * Mean change per pixel (log colour ratios, and half of log brightness) above which a
     * neighbourhood is painted art, not a hand or a sleeve: tiles are speckled and cut by a dark seam
     * at every edge, a hand is shaded in soft bands and hides the seams.
     */
    static final double SMOOTH_BELOW = 0.2;
    /** Weight of the log brightness's steps against the colour ratios' in {@link #SMOOTH_BELOW}. */
    static final double BRIGHTNESS_STEPS = 0.5;
    /**
     * Added to every channel before the texture's logs: dark pixels' colour ratios are noisy (JPEG
     * and the sensor), and +4 made a dark hand as "textured" as art.
     */
    static final double TEXTURE_OFFSET = 16;
    /**
     * A pixel whose colour ratios lie within this many median absolute deviations (plus
     * {@link #TABLE_SLACK}) of the table's median is the table's colour: the table round the board
     * is smooth as a hand is, and its colour is never taken for one.
     */
    static final double TABLE_SPREADS = 5;
    static final double TABLE_SLACK = 0.03;
    /** The table's colour is learned from every so many of its pixels. */
    static final int TABLE_SAMPLE_STEP = 7;
    /** A patch must be larger than this many cells: a city ends at its tile's seams. */
    static final double LEAST_CELLS = 1.3;
    /** Share of a cell a hand must cover for the cell to count as covered. */
    public static final double COVERS = 0.08;

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
        double scale = Math.min(1.0, WIDTH / (double) work.cols());
        Masks masks = skin(work, model, tiles, nearBoard, palest, scale);
        Mat skin = masks.skin();
        int w = skin.cols();
        int h = skin.rows();
        // Specks of skin colour on tiles (a roof's flat face) are opened away; a hand is thick.
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(3, 3));
        Imgproc.morphologyEx(skin, skin, Imgproc.MORPH_OPEN, kernel);
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(skin, labels, stats, centroids, 8, CvType.CV_32S);
        double cellArea = averageCellArea(model, tiles) * scale * scale;
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
            if (bestArea >= SLEEVE_FROM_CELLS * cellArea) {
                withSleeve(hand, masks.plain(), cellArea);
            }
            byte[] handPixels = new byte[w * h];
            hand.get(0, 0, handPixels);
            Map<Cell, Double> coverage = new LinkedHashMap<>();
            for (Cell c : nearBoard) {
                double share = covered(model, c, handPixels, w, h, scale);
                if (share >= COVERS) {
                    coverage.put(c, share);
                }
            }
            List<Vec2> outline = outline(hand, scale);
            double cells = bestArea / cellArea;
            // Two cells of smooth skin is already far beyond any city's reach; more is surer.
            double confidence = Math.min(0.99, 0.5 + 0.25 * (cells - LEAST_CELLS));
            out = java.util.Optional.of(new HandSighting(confidence, outline, coverage, cells));
            hand.release();
            grow.release();
        }
        skin.release();
        masks.plain().release();
        kernel.release();
        labels.release();
        stats.release();
        centroids.release();
        return out;
    }

    /**
     * Pixels of the shrunk frame that may be a hand ({@code skin}), and those that may be its
     * sleeve ({@code plain}: smooth and not of the table's colour, anywhere in the frame).
     */
    record Masks(Mat skin, Mat plain) {
    }

    /**
     * Pixels of the shrunk frame that may be a hand: on the tiles and their neighbours, smooth,
     * redder than green once the camera's cast is taken out, lit as the board is, and not of the
     * table's colour. Every step but the table's median runs in OpenCV: the stage costs a few ms.
     */
    static Masks skin(Mat work, LatticeModel model, List<Cell> tiles, List<Cell> nearBoard, Palest palest,
                      double scale) {
        Mat small = new Mat();
        Imgproc.resize(work, small, new Size(Math.round(work.cols() * scale), Math.round(work.rows() * scale)), 0, 0,
                Imgproc.INTER_AREA);
        int w = small.cols();
        int h = small.rows();
        Mat onBoard = board(model, tiles, w, h, scale);
        // The board's palest art is looked for among its pixels near that art's colour (nearPalest).
        // Log colour ratios: red over green (u) and blue over green (v).
        Mat u = new Mat();
        Mat v = new Mat();
        logRatios(small, u, v);
        Mat nearGrey = nearPalest(u, v, onBoard, palest);
        // The board's white: the brightest share of its pixels, their median colour.
        // Brightness as the plain mean of the channels: weighted to the eye's green it would take the
        // bright greens of a field for the board's white.
        Mat gray = new Mat();
        Mat mean = new Mat(1, 3, CvType.CV_32F);
        mean.put(0, 0, 1 / 3.0, 1 / 3.0, 1 / 3.0);
        Core.transform(small, gray, mean);
        mean.release();
        float[] brightness = histogram(gray, nearGrey);
        double onTiles = 0;
        for (float f : brightness) {
            onTiles += f;
        }
        int whiteFrom = 255;
        for (double seen = 0; whiteFrom > 0 && seen + brightness[whiteFrom] <= WHITE_SHARE * onTiles; whiteFrom--) {
            seen += brightness[whiteFrom];
        }
        Mat white = new Mat();
        Imgproc.threshold(gray, white, whiteFrom - 0.5, 255, Imgproc.THRESH_BINARY);
        Core.bitwise_and(white, nearGrey, white);
        nearGrey.release();
        List<Mat> channels = new ArrayList<>();
        Core.split(small, channels);
        double bm = median(histogram(channels.get(0), white)) + 4;
        double gm = median(histogram(channels.get(1), white)) + 4;
        double rm = median(histogram(channels.get(2), white)) + 4;
        double u0 = Math.log(rm / gm) - palest.u();
        double v0 = Math.log(bm / gm) - palest.v();
        // The cast taken out.
        Core.subtract(u, new Scalar(u0), u);
        Core.subtract(v, new Scalar(v0), v);
        // Redder than green: skin of every tone and a blurred grey hand are; fields and meadows not.
        Mat skin = new Mat();
        Imgproc.threshold(u, skin, REDDER_THAN, 255, Imgproc.THRESH_BINARY);
        skin.convertTo(skin, CvType.CV_8U);
        // Lit as the board is: a near-black table in the dark is smooth and may hold any ratios.
        Mat part = new Mat();
        Imgproc.threshold(gray, part, LIT_SHARE * whiteFrom, 255, Imgproc.THRESH_BINARY);
        Core.bitwise_and(skin, part, skin);
        // Smooth: a hand is shaded in soft bands and hides the seams; art is speckled and cut by a
        // dark seam at every tile's edge (which the colour ratios alone do not see in a field: a
        // seam is dark green there). Mean absolute step of both ratios and of half the log
        // brightness to the right and down, over 5 by 5.
        Mat texture = texture(small, gray);
        Imgproc.threshold(texture, part, SMOOTH_BELOW, 255, Imgproc.THRESH_BINARY_INV);
        part.convertTo(part, CvType.CV_8U);
        Core.bitwise_and(skin, part, skin);
        Mat plain = new Mat();
        Imgproc.threshold(texture, plain, SLEEVE_SMOOTH_BELOW, 255, Imgproc.THRESH_BINARY_INV);
        plain.convertTo(plain, CvType.CV_8U);
        // On the tiles and their neighbours, and not of the table's colour (the table round the
        // board is as smooth as a hand, and lies in the neighbour cells).
        Mat near = board(model, nearBoard, w, h, scale);
        Core.bitwise_and(skin, near, skin);
        Mat table = tableColoured(u, v, near);
        Core.bitwise_not(table, table);
        Core.bitwise_and(skin, table, skin);
        // A sleeve may be of any colour and shade, and reaches beyond the board: only smooth and
        // not of the table's colour.
        Core.bitwise_and(plain, table, plain);
        for (Mat m : List.of(small, onBoard, gray, white, u, v, part, texture, near, table)) {
            m.release();
        }
        channels.forEach(Mat::release);
        return new Masks(skin, plain);
    }

    /**
     * The hand grown by its sleeve, where one shows: the smooth part of the frame, not of the
     * table's colour, joined to the hand and reaching the frame's edge (an arm comes from beyond
     * the view). A sleeve is of any colour, navy, grey or yellow, and not as lit as skin need be:
     * left out, its squares over the table were called tiles and read as tiles, 20 at a time
     * (H&amp;G default seeds 117000, 123002, 124000). Thin strips are opened away first (a
     * quarter of a cell), so the growth does not run along a smooth seam or a stripe of table.
     * The cells the grown hand covers are then not read, as under skin: a tile under the sleeve
     * is hidden, not guessed.
     */
    private static void withSleeve(Mat hand, Mat plain, double cellArea) {
        Mat kernel = disc(SLEEVE_THICKER_THAN, cellArea);
        // Its folds and the bands of its shading are lines, not smooth: closed over first.
        Mat folds = disc(FOLDS_ACROSS, cellArea);
        Mat sleeve = new Mat();
        Imgproc.morphologyEx(plain, sleeve, Imgproc.MORPH_CLOSE, folds);
        folds.release();
        Imgproc.morphologyEx(sleeve, sleeve, Imgproc.MORPH_OPEN, kernel);
        // An arm comes from beyond the view: a smooth patch that does not reach the frame's edge
        // is no sleeve (a meadow beside the hand, smooth as H&G's are painted).
        onlyFromTheEdge(sleeve);
        // The cuff is a sharp line, not smooth, and a sleeve shaded round has an unsmooth rim at
        // its end: the hand reaches across both ({@link #CUFF_ACROSS}).
        Mat cuffKernel = disc(CUFF_ACROSS, cellArea);
        Mat arm = new Mat();
        Imgproc.dilate(hand, arm, cuffKernel);
        Core.bitwise_or(arm, sleeve, arm);
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        Imgproc.connectedComponentsWithStats(arm, labels, stats, centroids, 8, CvType.CV_32S);
        // The hand lies in one component of the arm (it is one component itself).
        int joined = (int) Core.minMaxLoc(labels, hand).maxVal;
        boolean reachesEdge = joined > 0 && touchesTheEdge(stats, joined, hand.cols(), hand.rows());
        if (reachesEdge) {
            Core.inRange(labels, new Scalar(joined), new Scalar(joined), arm);
            Core.bitwise_and(arm, sleeve, arm);
            // The cuff between them too, so that hand and sleeve are one outline: what lies within
            // a sleeve's width of both, or where a wider rim parts them, within the reach across.
            Mat whole = armWithCuff(hand, arm, kernel);
            Mat pieces = new Mat();
            boolean apart = Imgproc.connectedComponents(whole, pieces, 8, CvType.CV_32S) > 2;
            pieces.release();
            if (apart) {
                whole.release();
                whole = armWithCuff(hand, arm, cuffKernel);
            }
            whole.copyTo(hand);
            whole.release();
        }
        kernel.release();
        cuffKernel.release();
        sleeve.release();
        arm.release();
        labels.release();
        stats.release();
        centroids.release();
    }

    /** Keeps of {@code mask} only the pieces that reach the frame's edge. */
    private static void onlyFromTheEdge(Mat mask) {
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(mask, labels, stats, centroids, 8, CvType.CV_32S);
        Mat piece = new Mat();
        Mat kept = Mat.zeros(mask.size(), CvType.CV_8U);
        for (int c = 1; c < n; c++) {
            if (touchesTheEdge(stats, c, mask.cols(), mask.rows())) {
                Core.inRange(labels, new Scalar(c), new Scalar(c), piece);
                Core.bitwise_or(kept, piece, kept);
            }
        }
        kept.copyTo(mask);
        for (Mat m : List.of(labels, stats, centroids, piece, kept)) {
            m.release();
        }
    }

    /** A round kernel as wide as {@code share} of a cell's side, an odd number of pixels, 3 at least. */
    private static Mat disc(double share, double cellArea) {
        int side = Math.max(3, (int) Math.round(share * Math.sqrt(cellArea)) | 1);
        return Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(side, side));
    }

    /** Hand and sleeve with the cuff between them: what lies within the kernel's reach of both. */
    private static Mat armWithCuff(Mat hand, Mat sleeve, Mat kernel) {
        Mat cuff = new Mat();
        Mat nearHand = new Mat();
        Imgproc.dilate(sleeve, cuff, kernel);
        Imgproc.dilate(hand, nearHand, kernel);
        Core.bitwise_and(cuff, nearHand, cuff);
        Core.bitwise_or(cuff, hand, cuff);
        Core.bitwise_or(cuff, sleeve, cuff);
        nearHand.release();
        return cuff;
    }

    /** Whether component {@code label}'s bounding box meets the edge of a {@code w} by {@code h} picture. */
    private static boolean touchesTheEdge(Mat stats, int label, int w, int h) {
        int left = (int) stats.get(label, Imgproc.CC_STAT_LEFT)[0];
        int top = (int) stats.get(label, Imgproc.CC_STAT_TOP)[0];
        int width = (int) stats.get(label, Imgproc.CC_STAT_WIDTH)[0];
        int height = (int) stats.get(label, Imgproc.CC_STAT_HEIGHT)[0];
        return left == 0 || top == 0 || left + width == w || top + height == h;
    }

    /**
     * {@link #SMOOTH_BELOW} for a sleeve: cloth is shaded flat, smoother than skin's bands, and a
     * sleeve is told by its smoothness alone (of any colour), so it must be smoother than the
     * meadows' speckle. At 0.2 (skin's), the sleeve of H&amp;G default seed 123002 ran on into the
     * meadows and a lake beside the hand, and tiles there were taken as hidden (on default seeds
     * 1000-8004 and 101000-116004, 10 fewer tiles were read right); at 0.08 the navy, dark grey and
     * pale grey sleeves of seeds 117000, 123002 and 124000 are still smooth and few meadows are.
     * A yellow sleeve shaded round (seed 117003) is not, and two squares of it are still read.
     */
    static final double SLEEVE_SMOOTH_BELOW = 0.08;
    /**
     * Cells of skin a hand must show for its sleeve to be looked for: a sure hand (a patch of two
     * cells is 0.68 sure). A patch of the dark floor beyond a table's edge passed for a small
     * hand on a lone L of three tiles (H&amp;G default seed 7002, --tiles 3), and grown by the
     * floor as its sleeve it hid that board's cells from one of the lattices tried, and another,
     * worse, was read.
     */
    static final double SLEEVE_FROM_CELLS = 3;
    /**
     * How far, as a share of a cell's side, the hand reaches across its cuff to join its sleeve.
     * A navy sleeve shaded round, with a lighter band along it (H&amp;G default seed 146001),
     * ends at the cuff in a rim of shading that is not smooth, wider than {@link
     * #SLEEVE_THICKER_THAN}: the sleeve was not joined to the hand, and 5 squares on and along
     * it were read as tiles with blue meeples on them. At half a cell it is joined: on the 40
     * zero-shot default scenes of 141000-148004 squares read where no tile lies 16 -> 12 and
     * extra figures 11 -> 8, on 133000-140004 squares 22 -> 19 and extra figures 7 -> 6 (a
     * sleeve on 134000), with a pack on 141000-148004 squares 9 -> 8 and a tile by the cuff
     * taken as under the hand (asked about, 2,941 -> 2,940 tiles read right); 1000-8004,
     * 117000-132004, hard 1000-3004 and the small boards of seed 7000 read as before. Only the joining
     * reaches so far: the cuff filled in between hand and sleeve is a sleeve's width, as before,
     * and half a cell only where a sleeve's width leaves them apart, so that the hand's outline
     * takes in its sleeve (filled in across half a cell everywhere, it took two tiles by a cuff
     * on default seed 8003 as hidden, and on 117000 the sleeve's edge was read as a blue meeple).
     */
    static final double CUFF_ACROSS = 0.5;
    /**
     * Widest line across a sleeve closed over, as a share of a cell's side: its folds and the edges
     * between the bands of its shading are lines, not smooth. A dark green sleeve shaded in three
     * bands (base+River default seed 1023) showed smooth only in its middle band, in pieces the
     * cuff did not join; at a quarter of a cell (its least width, {@link #SLEEVE_THICKER_THAN}) the
     * band edges stayed open, and 17 squares of the arm were read as tiles zero-shot, 4 of them
     * told as sure. At 0.4 the sleeve is the hand's. Closed so wide, a smooth H&amp;G meadow
     * beside a bare hand became a patch the cuff joined to it (seed 148000: a tile taken as
     * hidden), so only the pieces that reach the frame's edge are a sleeve. On the 120 base+River
     * default scenes of 1000-1119, zero-shot, extra tiles told as sure 7 -> 4 (1023's arm is now
     * the hand's and cuts its board in two, the far side asked about; 1043's dark hand, whose
     * smooth lit bands had joined the sleeve, shows a square read at 1.00); on H&amp;G's 280
     * default scenes zero-shot 20,154 -> 20,153 tiles by the rules.
     */
    static final double FOLDS_ACROSS = 0.4;
    /** Least width of a sleeve, as a share of a cell's side. */
    static final double SLEEVE_THICKER_THAN = 0.25;

    /**
     * Mean absolute step, right and down, of the log colour ratios and of {@link #BRIGHTNESS_STEPS}
     * of the log brightness, over 5 by 5 pixels.
     */
    private static Mat texture(Mat small, Mat gray) {
        Mat u = new Mat();
        Mat v = new Mat();
        logRatios(small, u, v, TEXTURE_OFFSET);
        Mat light = new Mat();
        gray.convertTo(light, CvType.CV_32F, 1, TEXTURE_OFFSET);
        Core.log(light, light);
        Mat texture = Mat.zeros(small.rows(), small.cols(), CvType.CV_32F);
        for (Mat ratio : List.of(u, v, light)) {
            double weight = ratio == light ? BRIGHTNESS_STEPS : 1;
            for (Mat step : List.of(step(ratio, 1, 0), step(ratio, 0, 1))) {
                Core.scaleAdd(step, weight, texture, texture);
                step.release();
            }
        }
        Imgproc.blur(texture, texture, new Size(5, 5));
        for (Mat m : List.of(u, v, light)) {
            m.release();
        }
        return texture;
    }

    /**
     * Pixels of the table's colour: red over green and blue over green each within
     * {@link #TABLE_SPREADS} median absolute deviations (plus {@link #TABLE_SLACK}) of their median
     * off the board and its neighbour cells. An arm reaching in lies there too, but it is a small
     * share of the table.
     */
    private static Mat tableColoured(Mat u, Mat v, Mat near) {
        Mat off = new Mat();
        Core.bitwise_not(near, off);
        Mat out = new Mat();
        if (Core.countNonZero(off) < 100 * TABLE_SAMPLE_STEP) {
            // Hardly any table in view: nothing to tell it by.
            off.release();
            return Mat.zeros(u.size(), CvType.CV_8U);
        }
        double[] mu = medianAndSpread(u, off);
        double[] mv = medianAndSpread(v, off);
        double du = TABLE_SPREADS * mu[1] + TABLE_SLACK;
        double dv = TABLE_SPREADS * mv[1] + TABLE_SLACK;
        Core.inRange(u, new Scalar(mu[0] - du), new Scalar(mu[0] + du), out);
        Mat part = new Mat();
        Core.inRange(v, new Scalar(mv[0] - dv), new Scalar(mv[0] + dv), part);
        Core.bitwise_and(out, part, out);
        part.release();
        off.release();
        return out;
    }

    /**
     * Median and median absolute deviation of a float image's pixels under the mask, from every
     * {@link #TABLE_SAMPLE_STEP}-th pixel (the table is large and even; sorting all its pixels
     * cost more than the rest of the stage, and only the middle is needed: {@link OrderStatistics}).
     */
    private static double[] medianAndSpread(Mat f, Mat mask) {
        float[] all = new float[(int) f.total()];
        f.get(0, 0, all);
        byte[] m = new byte[(int) mask.total()];
        mask.get(0, 0, m);
        // Floats widened to doubles: the same numbers, in the same order.
        double[] in = new double[all.length / TABLE_SAMPLE_STEP + 1];
        int n = 0;
        for (int i = 0; i < all.length; i += TABLE_SAMPLE_STEP) {
            if (m[i] != 0) {
                in[n++] = all[i];
            }
        }
        if (n == 0) {
            // Nothing under the mask: what a sort of no pixels had left, nothing anywhere.
            return new double[] {0, 0};
        }
        double median = OrderStatistics.select(in, 0, n, n / 2);
        for (int i = 0; i < n; i++) {
            // Rounded to a float as the spread always was.
            in[i] = (float) Math.abs(in[i] - median);
        }
        return new double[] {median, OrderStatistics.select(in, 0, n, n / 2)};
    }

    /** How far (log, each way) red over green and blue over green of a pixel that may be the board's palest art lie from that art's own. */
    static final double NEAR_GREY_U = 0.15;
    static final double NEAR_GREY_V = 0.25;

    /**
     * The board's pixels near the colour of its palest art (red over green and blue over green
     * within {@link #NEAR_GREY_U} and {@link #NEAR_GREY_V} of the palest art's: the roads' grey,
     * H&amp;G's pale meadow), or all of them when under 1 % are. Its palest art is looked for
     * there: where a board has few roads its brightest share is field green, and under a bright
     * arm it is the arm's own skin, and either way skin was then judged against the wrong
     * reference and not found.
     */
    private static Mat nearPalest(Mat u, Mat v, Mat onBoard, Palest palest) {
        Mat out = new Mat();
        Mat part = new Mat();
        Core.inRange(u, new Scalar(palest.u() - NEAR_GREY_U), new Scalar(palest.u() + NEAR_GREY_U), out);
        Core.inRange(v, new Scalar(palest.v() - NEAR_GREY_V), new Scalar(palest.v() + NEAR_GREY_V), part);
        Core.bitwise_and(out, part, out);
        Core.bitwise_and(out, onBoard, out);
        if (Core.countNonZero(out) < 0.01 * Core.countNonZero(onBoard)) {
            onBoard.copyTo(out);
        }
        part.release();
        return out;
    }

    /** Each pixel's log red over green into {@code u} and log blue over green into {@code v} (BGR, +4 against zeros). */
    private static void logRatios(Mat bgr, Mat u, Mat v) {
        logRatios(bgr, u, v, 4);
    }

    /** As {@link #logRatios(Mat, Mat, Mat)}, with {@code offset} added to every channel before the logs. */
    private static void logRatios(Mat bgr, Mat u, Mat v, double offset) {
        Mat logs = new Mat();
        bgr.convertTo(logs, CvType.CV_32FC3, 1, offset);
        Core.log(logs, logs);
        List<Mat> l = new ArrayList<>();
        Core.split(logs, l);
        Core.subtract(l.get(2), l.get(1), u);
        Core.subtract(l.get(0), l.get(1), v);
        logs.release();
        l.forEach(Mat::release);
    }

    /** Absolute difference of each pixel to its neighbour (dx, dy) on, zero on the last column or row. */
    private static Mat step(Mat ratio, int dx, int dy) {
        int w = ratio.cols();
        int h = ratio.rows();
        Mat out = Mat.zeros(h, w, CvType.CV_32F);
        Mat here = ratio.submat(0, h - dy, 0, w - dx);
        Mat there = ratio.submat(dy, h, dx, w);
        Mat into = out.submat(0, h - dy, 0, w - dx);
        Core.absdiff(here, there, into);
        here.release();
        there.release();
        into.release();
        return out;
    }

    private static float[] histogram(Mat channel, Mat mask) {
        Mat hist = new Mat();
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        org.opencv.core.MatOfInt channelIndex = new org.opencv.core.MatOfInt(0);
        org.opencv.core.MatOfInt bins = new org.opencv.core.MatOfInt(256);
        org.opencv.core.MatOfFloat range = new org.opencv.core.MatOfFloat(0, 256);
        Imgproc.calcHist(List.of(channel), channelIndex, mask, hist, bins, range);
        channelIndex.release();
        bins.release();
        range.release();
        float[] out = new float[256];
        hist.get(0, 0, out);
        hist.release();
        return out;
    }

    private static double median(float[] hist) {
        double n = 0;
        for (float f : hist) {
            n += f;
        }
        double seen = 0;
        for (int i = 0; i < 256; i++) {
            seen += hist[i];
            if (seen * 2 >= n) {
                return i;
            }
        }
        return 128;
    }

    /** Pixels of the shrunk frame on one of the cells (255), others 0. */
    private static Mat board(LatticeModel model, List<Cell> cells, int w, int h, double scale) {
        Mat m = Mat.zeros(h, w, CvType.CV_8U);
        List<MatOfPoint> quads = new ArrayList<>();
        for (Cell c : cells) {
            quads.add(new MatOfPoint(point(model.toImage(c.i(), c.j()), scale),
                    point(model.toImage(c.i() + 1, c.j()), scale), point(model.toImage(c.i() + 1, c.j() + 1), scale),
                    point(model.toImage(c.i(), c.j() + 1), scale)));
        }
        Imgproc.fillPoly(m, quads, new Scalar(255));
        quads.forEach(Mat::release);
        return m;
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
        Mat scratch = hand.clone();
        Imgproc.findContours(scratch, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        scratch.release();
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
