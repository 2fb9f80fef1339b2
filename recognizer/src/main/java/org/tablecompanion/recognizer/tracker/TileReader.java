package org.tablecompanion.recognizer.tracker;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import java.util.Set;
import java.util.function.BiPredicate;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.geometry.TileSymmetry;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.identify.Candidate;
import org.tablecompanion.recognizer.identify.Patch;
import org.tablecompanion.recognizer.identify.TileMatcher;
import org.tablecompanion.recognizer.identify.TilePictures;

/** Reads one tile, cut from the frame by its corners, among the readings the game allows. */
final class TileReader {

    /** One reading: a tile type, its turn (the lowest of turns that look alike) and its log-likelihood. */
    record Reading(String tileId, Rotation rotation, double score) {
    }

    /** Side of the pictures compared in {@link #decide}, and the shifts tried (pixels). */
    private static final int DETAIL = 64;
    private static final int SHIFT = 2;
    /** Where two pictures differ by more than this (8-bit), the difference decides. */
    private static final double DIFFERENT = 40;
    /** Blur (pixels at {@link #DETAIL}) that takes out the print's texture and keeps its marks. */
    private static final double MARK_BLUR = 1.6;
    /** The winner's cost over the differing pixels must be under this share of the loser's. */
    private static final double CLEARLY = 0.7;

    private final TileMatcher matcher;
    private final Catalog catalog;
    private final Map<String, Mat> pictures;
    private final Map<String, float[]> templates = new HashMap<>();

    TileReader(TileMatcher matcher, Catalog catalog, Map<String, Mat> pictures) {
        this.matcher = matcher;
        this.catalog = catalog;
        this.pictures = pictures;
    }

    /** Whether the players' own pictures of their tiles are at hand (a pack), to compare readings by. */
    boolean hasPictures() {
        return !pictures.isEmpty();
    }

    /**
     * Of two readings about as likely, the one the pixels where their pictures differ agree with
     * (a deer, a pennant, a shaman's power): each picture gets its own best shift of up to
     * {@value #SHIFT} pixels and per-channel brightness. Empty when the pictures do not differ,
     * there is no pack, or the difference does not decide.
     */
    Optional<Reading> decide(Mat frame, Vec2[] corners, Reading a, Reading b) {
        if (!pictures.containsKey(a.tileId()) || !pictures.containsKey(b.tileId())) {
            return Optional.empty();
        }
        float[] ta = blurred(template(a));
        float[] tb = blurred(template(b));
        int n = DETAIL;
        boolean[] mask = new boolean[n * n];
        int count = 0;
        for (int p = 0; p < n * n; p++) {
            double d = Math.max(Math.abs(ta[3 * p] - tb[3 * p]), Math.max(Math.abs(ta[3 * p + 1] - tb[3 * p + 1]),
                    Math.abs(ta[3 * p + 2] - tb[3 * p + 2])));
            if (d > DIFFERENT) {
                mask[p] = true;
                count++;
            }
        }
        if (count < 8) {
            return Optional.empty();
        }
        Mat cut = cut(frame, corners, n, SHIFT);
        Mat f = new Mat();
        cut.convertTo(f, CvType.CV_32FC3);
        Imgproc.GaussianBlur(f, f, new Size(0, 0), MARK_BLUR);
        int side = n + 2 * SHIFT;
        float[] obs = new float[side * side * 3];
        f.get(0, 0, obs);
        cut.release();
        f.release();
        double ca = bestCost(obs, side, ta, mask);
        double cb = bestCost(obs, side, tb, mask);
        if (ca < CLEARLY * cb) {
            return Optional.of(a);
        }
        if (cb < CLEARLY * ca) {
            return Optional.of(b);
        }
        return Optional.empty();
    }

    /**
     * The corners moved and scaled a little so the frame matches the reading's picture best: the
     * change a tile makes includes its edge and shadow, the picture does not.
     */
    Vec2[] refine(Mat frame, Vec2[] corners, Reading r) {
        return refine(frame, corners, r, new double[] {0.94, 0.96, 0.98, 1.0, 1.02}, 3, 1);
    }

    /** The same over a wide range (the start tile, found by its colours alone). */
    Vec2[] refineWide(Mat frame, Vec2[] corners, Reading r) {
        double[] scales = new double[8];
        for (int k = 0; k < scales.length; k++) {
            scales[k] = 0.85 + 0.05 * k;
        }
        Vec2[] coarse = refine(frame, corners, r, scales, 20, 2);
        return refine(frame, coarse, r, new double[] {0.97, 1.0, 1.03}, 2, 1);
    }

    private Vec2[] refine(Mat frame, Vec2[] corners, Reading r, double[] scales, int reach, int stride) {
        if (!pictures.containsKey(r.tileId())) {
            return corners;
        }
        float[] t = template(r);
        Vec2 c = TileOutline.centre(corners);
        double step = TileOutline.side(corners) / DETAIL;
        Vec2[] best = corners;
        double bestCost = Double.MAX_VALUE;
        for (double s : scales) {
            for (int dy = -reach; dy <= reach; dy += stride) {
                for (int dx = -reach; dx <= reach; dx += stride) {
                    Vec2 shift = new Vec2(dx * step, dy * step);
                    Vec2[] q = new Vec2[4];
                    for (int k = 0; k < 4; k++) {
                        q[k] = c.plus(corners[k].minus(c).times(s)).plus(shift);
                    }
                    double cost = cost(frame, q, t);
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = q;
                    }
                }
            }
        }
        return best;
    }

    /**
     * A copy of a cut-out ({@code side} pixels of tile, {@code margin} around) with the tile
     * replaced by its reading's picture, brightness matched per channel; empty without a pack.
     */
    Optional<Mat> pictured(Mat cutout, Reading r, int side, int margin) {
        if (!pictures.containsKey(r.tileId()) || side != DETAIL) {
            return Optional.empty();
        }
        float[] t = template(r);
        Mat centre = cutout.submat(margin, margin + side, margin, margin + side);
        Mat f = new Mat();
        centre.convertTo(f, CvType.CV_32FC3);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        centre.release();
        float[] o = new float[side * side * 3];
        f.get(0, 0, o);
        double[] ot = new double[3];
        double[] tt = new double[3];
        for (int i = 0; i < o.length; i++) {
            ot[i % 3] += o[i] * t[i];
            tt[i % 3] += t[i] * t[i];
        }
        float[] v = new float[o.length];
        for (int i = 0; i < o.length; i++) {
            double g = tt[i % 3] > 0 ? ot[i % 3] / tt[i % 3] : 1;
            v[i] = (float) Math.max(0, Math.min(255, g * t[i]));
        }
        f.put(0, 0, v);
        Mat out = cutout.clone();
        Mat window = out.submat(margin, margin + side, margin, margin + side);
        f.convertTo(window, CvType.CV_8UC3);
        window.release();
        f.release();
        return Optional.of(out);
    }

    private static double cost(Mat frame, Vec2[] corners, float[] t) {
        Mat cut = cut(frame, corners, DETAIL, 0);
        Mat f = new Mat();
        cut.convertTo(f, CvType.CV_32FC3);
        float[] o = new float[DETAIL * DETAIL * 3];
        f.get(0, 0, o);
        cut.release();
        f.release();
        double[] ot = new double[3];
        double[] tt = new double[3];
        for (int i = 0; i < o.length; i++) {
            ot[i % 3] += o[i] * t[i];
            tt[i % 3] += t[i] * t[i];
        }
        double sum = 0;
        for (int i = 0; i < o.length; i++) {
            double g = tt[i % 3] > 0 ? ot[i % 3] / tt[i % 3] : 1;
            double d = o[i] - g * t[i];
            sum += Math.min(d * d, 70 * 70);
        }
        return sum / o.length;
    }

    private static double bestCost(float[] obs, int side, float[] t, boolean[] mask) {
        int n = DETAIL;
        double best = Double.MAX_VALUE;
        for (int dy = -SHIFT; dy <= SHIFT; dy++) {
            for (int dx = -SHIFT; dx <= SHIFT; dx++) {
                double[] ot = new double[3];
                double[] tt = new double[3];
                for (int y = 0; y < n; y++) {
                    for (int x = 0; x < n; x++) {
                        int o = 3 * ((y + SHIFT + dy) * side + x + SHIFT + dx);
                        int q = 3 * (y * n + x);
                        for (int c = 0; c < 3; c++) {
                            ot[c] += obs[o + c] * t[q + c];
                            tt[c] += t[q + c] * t[q + c];
                        }
                    }
                }
                double[] g = new double[3];
                for (int c = 0; c < 3; c++) {
                    g[c] = tt[c] > 0 ? Math.max(0.5, Math.min(2.0, ot[c] / tt[c])) : 1;
                }
                double sum = 0;
                int count = 0;
                for (int p = 0; p < n * n; p++) {
                    if (!mask[p]) {
                        continue;
                    }
                    int y = p / n;
                    int x = p % n;
                    int o = 3 * ((y + SHIFT + dy) * side + x + SHIFT + dx);
                    for (int c = 0; c < 3; c++) {
                        double d = obs[o + c] - g[c] * t[3 * p + c];
                        sum += Math.min(d * d, 80 * 80);
                    }
                    count++;
                }
                best = Math.min(best, sum / Math.max(1, count));
            }
        }
        return best;
    }

    private static float[] blurred(float[] t) {
        Mat m = new Mat(DETAIL, DETAIL, CvType.CV_32FC3);
        m.put(0, 0, t);
        Imgproc.GaussianBlur(m, m, new Size(0, 0), MARK_BLUR);
        float[] out = new float[t.length];
        m.get(0, 0, out);
        m.release();
        return out;
    }

    /** A pack picture at {@link #DETAIL} pixels, turned, a little blurred like a camera's view. */
    private float[] template(Reading r) {
        return templates.computeIfAbsent(r.tileId() + "@" + r.rotation(), k -> {
            Mat small = new Mat();
            Imgproc.resize(pictures.get(r.tileId()), small, new Size(DETAIL, DETAIL), 0, 0, Imgproc.INTER_AREA);
            if (r.rotation() != Rotation.R0) {
                int code = r.rotation() == Rotation.R90 ? Core.ROTATE_90_CLOCKWISE
                        : r.rotation() == Rotation.R180 ? Core.ROTATE_180 : Core.ROTATE_90_COUNTERCLOCKWISE;
                Core.rotate(small, small, code);
            }
            Imgproc.GaussianBlur(small, small, new Size(0, 0), 0.8);
            Mat f = new Mat();
            small.convertTo(f, CvType.CV_32FC3);
            float[] v = new float[DETAIL * DETAIL * 3];
            f.get(0, 0, v);
            small.release();
            f.release();
            return v;
        });
    }

    /** Best first; turns that look alike merged into the lowest. */
    List<Reading> read(Mat frame, Vec2[] corners, BiPredicate<String, Rotation> allowed) {
        Mat square = cut(frame, corners, TilePictures.DETAIL, 0);
        Patch patch = Patch.of(square, TilePictures.DETAIL, TilePictures.BLUR);
        square.release();
        List<Candidate> candidates = matcher.among(allowed).match(List.of(patch)).candidates().get(0);
        List<Reading> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Candidate c : candidates) {
            Rotation r = catalog.tile(c.tileId()).map(t -> TileSymmetry.canonical(t, c.rotation())).orElse(c.rotation());
            if (seen.add(c.tileId() + "@" + r)) {
                out.add(new Reading(c.tileId(), r, c.score()));
            }
        }
        return out;
    }

    /**
     * The tile seen from above, north up: {@code size} pixels for the tile's side and
     * {@code margin} pixels of its surroundings on every side.
     */
    static Mat cut(Mat frame, Vec2[] corners, int size, int margin) {
        Mat m = transform(corners, size, margin);
        Mat out = new Mat();
        int side = size + 2 * margin;
        Imgproc.warpPerspective(frame, out, m, new Size(side, side), Imgproc.INTER_AREA);
        m.release();
        return out;
    }

    /** Frame pixels to the cut-out's pixels. */
    static Mat transform(Vec2[] corners, int size, int margin) {
        MatOfPoint2f from = new MatOfPoint2f(new Point(corners[0].x(), corners[0].y()),
                new Point(corners[1].x(), corners[1].y()), new Point(corners[2].x(), corners[2].y()),
                new Point(corners[3].x(), corners[3].y()));
        MatOfPoint2f to = new MatOfPoint2f(new Point(margin, margin), new Point(margin + size, margin),
                new Point(margin + size, margin + size), new Point(margin, margin + size));
        Mat h = Imgproc.getPerspectiveTransform(from, to);
        from.release();
        to.release();
        return h;
    }
}
