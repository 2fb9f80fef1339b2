package org.tablecompanion.recognizer.tracker;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.figures.FigureColours;
import org.tablecompanion.recognizer.figures.PlayerPaint;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * A figure set on a tile (or taken from it): what changed on the tile between two still frames,
 * its paint colour and where it stands. A standing figure leans away from the point under the
 * camera, so its foot is the end of the blob nearest that point.
 */
final class FigureReader {

    /** Tile side in the cut-out, pixels, and the surroundings kept (figures lean over edges). */
    static final int SIDE = 64;
    static final int MARGIN = 20;
    private static final int CHANGED = 36;
    /** Fewer changed pixels than this (of a 64-pixel tile) make no figure. */
    private static final int MIN_PIXELS = 14;
    /** Paint pixels a figure on a new tile must bring beyond its picture's. */
    private static final int NEW_TILE_PAINT = 40;

    /**
     * A figure seen.
     *
     * @param colour the paint most of it shows, if any
     * @param foot where it stands, tile units (0..1 east and south over the tile)
     * @param fill how much of its outline it fills (a hut is a block, a meeple has arms and a head)
     * @param pixels its size in the cut-out
     * @param colourShare the share of its pixels in that colour
     */
    record Seen(Optional<PlayerColour> colour, Vec2 foot, double fill, int pixels, double colourShare) {
    }

    private FigureReader() {
    }

    /**
     * The biggest change on the tile between {@code before} and {@code now}.
     *
     * @param nadir the point under the camera, tile units
     * @param expected the colour the game expects (preferred when the votes are near)
     * @param newTiles corners of tiles laid in the same frame (their change is no figure)
     */
    static Optional<Seen> find(Mat before, Mat now, Vec2[] tileCorners, Vec2 nadir, PlayerColour expected,
                               List<Vec2[]> newTiles, PlayerPaint paint) {
        Mat a = TileReader.cut(before, tileCorners, SIDE, MARGIN);
        Mat b = TileReader.cut(now, tileCorners, SIDE, MARGIN);
        Mat d = new Mat();
        Core.absdiff(a, b, d);
        Mat mask = TileOutline.maxChannelAbove(d, CHANGED);
        d.release();
        // A tile laid next to this one in the same frame is no figure.
        Mat toCut = TileReader.transform(tileCorners, SIDE, MARGIN);
        for (Vec2[] t : newTiles) {
            org.opencv.core.MatOfPoint2f src = new org.opencv.core.MatOfPoint2f(points(t));
            org.opencv.core.MatOfPoint2f dst = new org.opencv.core.MatOfPoint2f();
            Core.perspectiveTransform(src, dst, toCut);
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            src.release();
            org.opencv.core.MatOfPoint outline = new org.opencv.core.MatOfPoint(dst.toArray());
            dst.release();
            Imgproc.fillConvexPoly(mask, outline, new org.opencv.core.Scalar(0));
            Imgproc.polylines(mask, List.of(outline), true, new org.opencv.core.Scalar(0), 5);
            outline.release();
        }
        toCut.release();
        Optional<Seen> seen = fromCutouts(a, b, mask, nadir, expected, 0, paint);
        release(a, b, mask);
        return seen;
    }

    /**
     * A figure set on a tile laid in the same still frame: the frame against the tile's own
     * picture ({@code pictured}, the cut-out with the tile replaced by its pack picture). Only a
     * clear blob of the expected paint counts: the picture is not the print on the table.
     */
    static Optional<Seen> onNewTile(Mat pictured, Mat now, Vec2 nadir, PlayerColour expected, PlayerPaint paint) {
        Mat d = new Mat();
        Core.absdiff(pictured, now, d);
        Mat mask = TileOutline.maxChannelAbove(d, CHANGED);
        d.release();
        Optional<Seen> seen = fromCutouts(pictured, now, mask, nadir, expected, NEW_TILE_PAINT, paint)
                .filter(s -> s.colour().equals(Optional.of(expected)) && s.colourShare() >= 0.3);
        mask.release();
        return seen;
    }

    /** The biggest changed blob of two cut-outs; {@code morePaint}: paint pixels it must bring. */
    private static Optional<Seen> fromCutouts(Mat a, Mat b, Mat mask, Vec2 nadir, PlayerColour expected, int morePaint,
                                              PlayerPaint paint) {
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(mask, labels, stats, centroids, 8, CvType.CV_32S);
        int w = mask.cols();
        int best = -1;
        int bestArea = 0;
        for (int k = 1; k < n; k++) {
            int area = (int) stats.get(k, Imgproc.CC_STAT_AREA)[0];
            double cx = centroids.get(k, 0)[0];
            double cy = centroids.get(k, 1)[0];
            // The figure stands on this tile: its blob's middle is over the tile or its lean.
            boolean near = cx > MARGIN / 2.0 && cy > MARGIN / 2.0 && cx < w - MARGIN / 2.0 && cy < w - MARGIN / 2.0;
            if (near && area > bestArea) {
                best = k;
                bestArea = area;
            }
        }
        if (best < 0 || bestArea < MIN_PIXELS) {
            release(labels, stats, centroids);
            return Optional.empty();
        }
        int[] lab = new int[w * w];
        labels.get(0, 0, lab);
        PlayerPaint.Pixels now = paint.pixels(b);
        byte[] px = now.bgr();
        byte[] old = new byte[w * w * 3];
        a.get(0, 0, old);
        int paintNow = 0;
        int paintBefore = 0;
        List<Integer> blob = new ArrayList<>();
        Map<PlayerColour, List<Integer>> votes = new EnumMap<>(PlayerColour.class);
        for (int i = 0; i < lab.length; i++) {
            if (lab[i] != best) {
                continue;
            }
            blob.add(i);
            if (FigureColours.paintLike(px[3 * i + 2] & 0xFF, px[3 * i + 1] & 0xFF, px[3 * i] & 0xFF)) {
                paintNow++;
            }
            if (FigureColours.paintLike(old[3 * i + 2] & 0xFF, old[3 * i + 1] & 0xFF, old[3 * i] & 0xFF)) {
                paintBefore++;
            }
            PlayerColour c = paint.colour(now, i);
            if (c != null) {
                votes.computeIfAbsent(c, k -> new ArrayList<>()).add(i);
            }
        }
        release(labels, stats, centroids);
        // A figure set down brings its paint; one taken away takes it (that is no placement).
        if (paintNow <= paintBefore + morePaint) {
            return Optional.empty();
        }
        PlayerColour colour = null;
        int top = 0;
        for (Map.Entry<PlayerColour, List<Integer>> e : votes.entrySet()) {
            int count = e.getValue().size() * (e.getKey() == expected ? 2 : 1);
            boolean dark = e.getKey() == PlayerColour.BLACK || e.getKey() == PlayerColour.GREY;
            if (dark && e.getKey() != expected) {
                continue; // shadows are dark and grey too
            }
            if (count > top) {
                top = count;
                colour = e.getKey();
            }
        }
        List<Integer> body = colour != null && votes.get(colour).size() >= MIN_PIXELS / 2 ? votes.get(colour) : blob;
        Vec2 foot = foot(body, w, nadir);
        double box = org.tablecompanion.recognizer.figures.PixelBox.of(body, w).area();
        double share = colour == null ? 0 : votes.get(colour).size() / (double) blob.size();
        return Optional.of(new Seen(Optional.ofNullable(colour), foot, body.size() / box, blob.size(), share));
    }

    /** The blob's end nearest the nadir, a base's depth inside, in tile units. */
    private static Vec2 foot(List<Integer> body, int w, Vec2 nadir) {
        double cx = 0;
        double cy = 0;
        for (int p : body) {
            cx += p % w + 0.5;
            cy += p / w + 0.5;
        }
        Vec2 centre = toTile(cx / body.size(), cy / body.size());
        Vec2 away = centre.minus(nadir);
        if (away.length() < 1e-6) {
            return centre;
        }
        Vec2 up = away.unit();
        double least = Double.MAX_VALUE;
        for (int p : body) {
            least = Math.min(least, toTile(p % w + 0.5, p / w + 0.5).minus(centre).dot(up));
        }
        double back = Math.max(0, -least - 0.09);
        return centre.minus(up.times(back));
    }

    /** Pixels in a figure's strong paint colours among those that changed: {before, now}. */
    static int[] paintWhereChanged(Mat before, Mat now) {
        Mat d = new Mat();
        Core.absdiff(before, now, d);
        Mat mask = TileOutline.maxChannelAbove(d, CHANGED);
        d.release();
        byte[] m = new byte[(int) mask.total()];
        mask.get(0, 0, m);
        mask.release();
        byte[] a = new byte[(int) before.total() * 3];
        byte[] b = new byte[(int) now.total() * 3];
        before.get(0, 0, a);
        now.get(0, 0, b);
        int[] n = new int[2];
        for (int i = 0; i < m.length; i++) {
            if (m[i] == 0) {
                continue;
            }
            int k = 3 * i;
            if (FigureColours.paintLike(a[k + 2] & 0xFF, a[k + 1] & 0xFF, a[k] & 0xFF)) {
                n[0]++;
            }
            if (FigureColours.paintLike(b[k + 2] & 0xFF, b[k + 1] & 0xFF, b[k] & 0xFF)) {
                n[1]++;
            }
        }
        return n;
    }

    private static org.opencv.core.Point[] points(Vec2[] q) {
        org.opencv.core.Point[] p = new org.opencv.core.Point[q.length];
        for (int i = 0; i < q.length; i++) {
            p[i] = new org.opencv.core.Point(q[i].x(), q[i].y());
        }
        return p;
    }

    private static Vec2 toTile(double x, double y) {
        return new Vec2((x - MARGIN) / SIDE, (y - MARGIN) / SIDE);
    }

    private static void release(Mat... mats) {
        for (Mat m : mats) {
            m.release();
        }
    }
}
