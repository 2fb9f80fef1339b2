package org.tablecompanion.recognizer.lattice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.RadialLens;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * What stands out from the table by its colour: the one tile on an empty table (where the live
 * tracker starts), and a small board alone on it, whose outline gives its lattice where its few
 * seams cannot. Colour, not brightness: plank joints and cloth checks are dark lines of the
 * table's own hue, a tile's fields are green.
 */
public final class TableOutline {

    /** A chromaticity difference (8-bit) that sets a tile apart from the table. */
    static final int COLOUR_APART = 28;

    private TableOutline() {
    }

    /**
     * The one tile on an empty table: a compact square blob that stands out from the table's
     * smoothed colour. Corners go clockwise on the picture from the one nearest its top-left.
     */
    public static Optional<Vec2[]> lone(Mat frame) {
        return outline(frame, TableOutline::biggestCompact, TableOutline::enclosingRectangle);
    }

    /**
     * A small board alone on the table: the one thing that stands out from the table's smoothed
     * colour, a filled rectangle (one tile, two or three in a row, four in a square), nothing else
     * standing out beside it. Corners go clockwise on the picture from the one nearest its
     * top-left. Boards of other shapes, and boards too big for the smoothing to take them for
     * part of the table, are left to the lattice of their seams.
     */
    public static Optional<Vec2[]> smallBoard(Mat frame) {
        return outline(frame, TableOutline::aloneAndRectangular, TableOutline::quadrilateral);
    }

    /**
     * A way a small board's outline divides into whole tiles: its lattice, cell (0, 0) at the
     * outline's first corner, {@code across} cells along its first side and {@code down} along
     * its second.
     */
    public record Division(LatticeModel model, int across, int down) {

        /** The mean side of its squares, pixels. */
        public double tilePx() {
            double sum = 0;
            for (int i = 0; i < across; i++) {
                for (int j = 0; j < down; j++) {
                    sum += model.cellSizePx(i, j);
                }
            }
            return sum / (across * down);
        }
    }

    /**
     * The ways a small board's outline divides into whole tiles ({@link #ROUNDING}), at most
     * {@link #MOST_TILES} of them.
     *
     * @param corners the outline, clockwise ({@link #smallBoard})
     * @param width the image's width, for the (undistorted) lens's centre
     * @param height the image's height
     */
    public static List<Division> divisions(Vec2[] corners, int width, int height) {
        double across = (corners[0].distance(corners[1]) + corners[3].distance(corners[2])) / 2;
        double down = (corners[1].distance(corners[2]) + corners[0].distance(corners[3])) / 2;
        List<Division> out = new ArrayList<>();
        for (int w = 1; w <= MOST_TILES; w++) {
            for (int h = 1; w * h <= MOST_SQUARES && Math.max(w, h) <= MOST_TILES; h++) {
                double ratio = (across / down) / ((double) w / h);
                if (Math.abs(ratio - 1) > ROUNDING) {
                    continue;
                }
                Homography toBoard = Homography.fit(List.of(corners),
                        List.of(new Vec2(0, 0), new Vec2(w, 0), new Vec2(w, h), new Vec2(0, h)));
                out.add(new Division(LatticeModel.of(toBoard, RadialLens.none(width / 2.0, height / 2.0)), w, h));
            }
        }
        return out;
    }

    /** Whether a point lies within a convex outline whose corners go round clockwise on the picture. */
    public static boolean holds(Vec2[] corners, Vec2 p) {
        for (int k = 0; k < corners.length; k++) {
            Vec2 a = corners[k];
            Vec2 b = corners[(k + 1) % corners.length];
            // Clockwise on a picture (y down): the inside lies to the right of every side.
            if ((b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x()) < 0) {
                return false;
            }
        }
        return true;
    }

    /** Most tiles a small board's outline is divided into ({@link #divisions}). */
    public static final int MOST_TILES = 4;
    /**
     * Most squares an outline is divided into ({@link #divisions}): 3 by 2, the rectangle an L of
     * four fills, two of its squares bare table.
     */
    public static final int MOST_SQUARES = 6;
    /**
     * How far a side's length may be off a whole number of tiles, as a share: a tile's outline
     * comes from its colours, and a city or lake at its edge the table's colour moves it.
     */
    static final double ROUNDING = 0.2;

    /** Chooses the blob an outline is taken of, among the table's blobs at 320 pixels wide. */
    private interface Choice {
        Optional<RotatedRect> of(List<MatOfPoint> blobs);
    }

    private static Optional<Vec2[]> outline(Mat frame, Choice choice,
                                           java.util.function.Function<Point[], Point[]> corners) {
        double s = 320.0 / frame.cols();
        Mat small = new Mat();
        Imgproc.resize(frame, small, new Size(), s, s, Imgproc.INTER_AREA);
        Mat table = new Mat();
        Imgproc.medianBlur(small, table, 31);
        Mat mask = colourApart(small, table, COLOUR_APART);
        // A road across the tile splits its fields: bridged.
        List<MatOfPoint> contours = closedBlobs(mask, 3);
        mask.release();
        Optional<RotatedRect> chosen = choice.of(contours);
        contours.forEach(Mat::release);
        if (chosen.isEmpty()) {
            small.release();
            table.release();
            return Optional.empty();
        }
        RotatedRect best = chosen.get();
        // Again at full size, around the blob, against the table's colour.
        double side = Math.max(best.size.width, best.size.height) / s;
        Vec2 c = new Vec2(best.center.x / s, best.center.y / s);
        Rect roi = clip(new Rect((int) (c.x() - side), (int) (c.y() - side), (int) (2 * side), (int) (2 * side)),
                frame.cols(), frame.rows());
        Mat tableFull = new Mat();
        Imgproc.resize(table, tableFull, frame.size(), 0, 0, Imgproc.INTER_LINEAR);
        Mat frameWindow = frame.submat(roi);
        Mat tableWindow = tableFull.submat(roi);
        Mat m = colourApart(frameWindow, tableWindow, COLOUR_APART);
        frameWindow.release();
        tableWindow.release();
        // A road or river across the tile splits its colours: bridged before the outline is taken.
        int close = Math.max(5, (int) Math.round(side / 5) | 1);
        Optional<Point[]> hull = hullNear(m, c.minus(new Vec2(roi.x, roi.y)), close);
        small.release();
        table.release();
        tableFull.release();
        m.release();
        if (hull.isEmpty()) {
            return Optional.empty();
        }
        Point[] pts = corners.apply(hull.get());
        Vec2[] v = new Vec2[4];
        for (int k = 0; k < 4; k++) {
            v[k] = new Vec2(pts[k].x + roi.x, pts[k].y + roi.y);
        }
        return Optional.of(clockwiseFromTopLeft(v));
    }

    /** The biggest compact, nearly square blob: the tracker's start tile. */
    private static Optional<RotatedRect> biggestCompact(List<MatOfPoint> blobs) {
        RotatedRect best = null;
        double bestArea = -1;
        for (MatOfPoint c : blobs) {
            double area = Imgproc.contourArea(c);
            if (area < 25 || area > 60 * 60) {
                continue;
            }
            Shape shape = Shape.of(c);
            // A tile's colours can leave holes and a missing edge (a city the table's colour), not a
            // ragged outline; the corners are settled on the tile's picture afterwards.
            if (area < 0.4 * shape.rectArea() || shape.hullArea() < 0.75 * shape.rectArea() || shape.aspect() > 2.0) {
                continue;
            }
            if (area > bestArea) {
                bestArea = area;
                best = shape.rect();
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The biggest blob that fills its rectangle as a board of whole tiles in a row or a square
     * does, where it is nearly all of what stands out as compactly ({@link #ALONE_SHARE}).
     */
    private static Optional<RotatedRect> aloneAndRectangular(List<MatOfPoint> blobs) {
        Shape biggest = null;
        double biggestArea = 0;
        double compact = 0;
        for (MatOfPoint c : blobs) {
            double area = Imgproc.contourArea(c);
            if (area < 25) {
                continue;
            }
            Shape shape = Shape.of(c);
            if (area < 0.4 * shape.rectArea()) {
                // A line: the smoothing leaves the table's own edge and the floor beyond apart.
                continue;
            }
            compact += area;
            if (area > biggestArea) {
                biggestArea = area;
                biggest = shape;
            }
        }
        if (biggest == null || biggestArea < ALONE_SHARE * compact || biggest.hullArea() < 0.75 * biggest.rectArea()
                || biggest.aspect() > MOST_TILES * (1 + ROUNDING)) {
            return Optional.empty();
        }
        return Optional.of(biggest.rect());
    }

    /**
     * Share of the compact blobs that stand out from the table a small board's must be: figures
     * stand on it, and little else on an empty table is coloured as tiles are, while a big
     * board shows many blobs (figures, lakes, cities) apart from the board the smoothing keeps.
     */
    static final double ALONE_SHARE = 0.8;

    /** A blob's rectangle, its convex hull's area and the rectangle's longer over shorter side. */
    private record Shape(RotatedRect rect, double rectArea, double hullArea, double aspect) {

        static Shape of(MatOfPoint contour) {
            Point[] hull = hull(contour);
            MatOfPoint2f hullF = new MatOfPoint2f(hull);
            RotatedRect r = Imgproc.minAreaRect(hullF);
            hullF.release();
            MatOfPoint hullI = new MatOfPoint(hull);
            double hullArea = Imgproc.contourArea(hullI);
            hullI.release();
            double aspect = Math.max(r.size.width, r.size.height) / Math.max(1e-6, Math.min(r.size.width, r.size.height));
            return new Shape(r, r.size.width * r.size.height, hullArea, aspect);
        }
    }

    static Vec2[] clockwiseFromTopLeft(Vec2[] v) {
        Vec2 c = new Vec2((v[0].x() + v[1].x() + v[2].x() + v[3].x()) / 4, (v[0].y() + v[1].y() + v[2].y() + v[3].y()) / 4);
        Vec2[] sorted = v.clone();
        // Angles grow clockwise on a picture (y down).
        java.util.Arrays.sort(sorted, java.util.Comparator.comparingDouble(p -> Math.atan2(p.y() - c.y(), p.x() - c.x())));
        int start = 0;
        for (int k = 1; k < 4; k++) {
            if (sorted[k].x() + sorted[k].y() < sorted[start].x() + sorted[start].y()) {
                start = k;
            }
        }
        Vec2[] out = new Vec2[4];
        for (int k = 0; k < 4; k++) {
            out[k] = sorted[(start + k) % 4];
        }
        return out;
    }

    /** The biggest blob's rectangle among those holding or nearest the point. */
    public static Optional<RotatedRect> outlineNear(Mat mask, Vec2 point, int close) {
        return hullNear(mask, point, close).map(TableOutline::smallestRectangle);
    }

    /** A convex outline's smallest enclosing rectangle. */
    private static RotatedRect smallestRectangle(Point[] hull) {
        MatOfPoint2f polygon = new MatOfPoint2f(hull);
        RotatedRect rect = Imgproc.minAreaRect(polygon);
        polygon.release();
        return rect;
    }

    /** The convex hull of the biggest blob among those holding or nearest the point, once closed. */
    private static Optional<Point[]> hullNear(Mat mask, Vec2 point, int close) {
        List<MatOfPoint> contours = closedBlobs(mask, close);
        MatOfPoint best = null;
        double bestScore = Double.MAX_VALUE;
        for (MatOfPoint c : contours) {
            double area = Imgproc.contourArea(c);
            if (area < 20) {
                continue;
            }
            MatOfPoint2f f = new MatOfPoint2f(c.toArray());
            double inside = Imgproc.pointPolygonTest(f, new Point(point.x(), point.y()), true);
            f.release();
            // Holding the point wins; then the nearest; big blobs before specks.
            double score = (inside >= 0 ? 0 : 1000 - inside) - area * 1e-3;
            if (score < bestScore) {
                bestScore = score;
                best = c;
            }
        }
        Optional<Point[]> out = Optional.ofNullable(best).map(TableOutline::hull);
        contours.forEach(Mat::release);
        return out;
    }

    /** The corners of a convex outline's smallest enclosing rectangle. */
    private static Point[] enclosingRectangle(Point[] hull) {
        Point[] rect = new Point[4];
        smallestRectangle(hull).points(rect);
        return rect;
    }

    /** The outer outlines of a mask's blobs once closed by a square of {@code close} pixels (the mask unchanged). */
    private static List<MatOfPoint> closedBlobs(Mat mask, int close) {
        Mat closed = new Mat();
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(close, close));
        Imgproc.morphologyEx(mask, closed, Imgproc.MORPH_CLOSE, kernel);
        kernel.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(closed, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        hierarchy.release();
        closed.release();
        return contours;
    }

    /**
     * Four corners of a convex outline: the polygon simplified until four remain, or, where no
     * simplification leaves four, its smallest enclosing rectangle. A tilted camera sees a
     * board's rectangle as a trapezoid, which the rectangle would cover with its corners off.
     */
    private static Point[] quadrilateral(Point[] hull) {
        MatOfPoint2f polygon = new MatOfPoint2f(hull);
        double perimeter = Imgproc.arcLength(polygon, true);
        try {
            for (double share = 0.01; share <= 0.1; share += 0.005) {
                MatOfPoint2f simpler = new MatOfPoint2f();
                Imgproc.approxPolyDP(polygon, simpler, share * perimeter, true);
                Point[] corners = simpler.toArray();
                simpler.release();
                if (corners.length == 4) {
                    return corners;
                }
                if (corners.length == 5) {
                    Optional<Point[]> squared = squaredOff(corners);
                    if (squared.isPresent()) {
                        return squared.get();
                    }
                }
                if (corners.length < 4) {
                    break;
                }
            }
            return enclosingRectangle(hull);
        } finally {
            polygon.release();
        }
    }

    /**
     * Four corners of a five-cornered outline with one corner cut off: an L of three tiles, whose
     * hull cuts the square they fill diagonally (simplified to four corners, it lost a corner of
     * the square instead and split no whole tiles: H&amp;G default seeds 7000 and 7005, 3 tiles),
     * or a rectangle with a corner rounded. The side cut off is the one whose neighbours, drawn
     * on, meet at the corner that adds least; only corners near square are taken (within
     * {@link #SQUARE_ENOUGH} of a right angle), as a tilted camera leaves them.
     */
    private static Optional<Point[]> squaredOff(Point[] five) {
        Point[] best = null;
        double bestAdded = Double.MAX_VALUE;
        for (int k = 0; k < 5; k++) {
            // Side k runs from corner k to k + 1; its neighbours end at corner k and start at k + 1.
            Point a0 = five[(k + 4) % 5];
            Point a1 = five[k];
            Point b0 = five[(k + 1) % 5];
            Point b1 = five[(k + 2) % 5];
            Optional<Point> meet = meeting(a0, a1, b0, b1);
            if (meet.isEmpty()) {
                continue;
            }
            Point[] quad = {five[(k + 2) % 5], five[(k + 3) % 5], five[(k + 4) % 5], meet.get()};
            // The meeting point replaces corners k and k + 1: the quadrilateral goes b1, .., a0, meet.
            double added = triangleArea(a1, meet.get(), b0);
            if (!nearlySquare(quad) || added > SQUARED_OFF_MOST * quadArea(quad)) {
                continue;
            }
            if (added < bestAdded) {
                bestAdded = added;
                best = quad;
            }
        }
        return Optional.ofNullable(best);
    }

    /** How far, in degrees, each corner of a squared-off outline may be from a right angle ({@link #squaredOff}). */
    static final double SQUARE_ENOUGH = 25;
    /**
     * The most of a squared-off outline the corner added may be ({@link #squaredOff}): an L of
     * three tiles lacks an eighth of its square. Other shapes of tiles (a T of four, a row with
     * one beside it) squared off give quadrilaterals that divide into no tiles of the board:
     * H&amp;G default seed 7010, 4 tiles, gave one of 231 by 69 pixels on tiles of 69, read
     * wrong, before this and {@link #nearlySquare}'s opposite sides kept such out.
     */
    static final double SQUARED_OFF_MOST = 0.2;

    /** Where the line through a0 and a1 meets the line through b0 and b1, beyond a1 and before b0. */
    private static Optional<Point> meeting(Point a0, Point a1, Point b0, Point b1) {
        double dx1 = a1.x - a0.x;
        double dy1 = a1.y - a0.y;
        double dx2 = b1.x - b0.x;
        double dy2 = b1.y - b0.y;
        double cross = dx1 * dy2 - dy1 * dx2;
        if (Math.abs(cross) < 1e-9) {
            return Optional.empty();
        }
        double t = ((b0.x - a0.x) * dy2 - (b0.y - a0.y) * dx2) / cross;
        double u = ((b0.x - a0.x) * dy1 - (b0.y - a0.y) * dx1) / cross;
        if (t < 1 || u > 0) {
            return Optional.empty();
        }
        return Optional.of(new Point(a0.x + t * dx1, a0.y + t * dy1));
    }

    private static double quadArea(Point[] quad) {
        return triangleArea(quad[0], quad[1], quad[2]) + triangleArea(quad[0], quad[2], quad[3]);
    }

    /** Corners within {@link #SQUARE_ENOUGH} of right angles, and opposite sides within a quarter of each other's length. */
    private static boolean nearlySquare(Point[] quad) {
        for (int k = 0; k < 2; k++) {
            double side = Math.hypot(quad[k + 1].x - quad[k].x, quad[k + 1].y - quad[k].y);
            double opposite = Math.hypot(quad[(k + 3) % 4].x - quad[k + 2].x, quad[(k + 3) % 4].y - quad[k + 2].y);
            if (Math.max(side, opposite) > 1.25 * Math.min(side, opposite)) {
                return false;
            }
        }
        for (int k = 0; k < 4; k++) {
            Point p = quad[(k + 3) % 4];
            Point q = quad[k];
            Point r = quad[(k + 1) % 4];
            double ux = p.x - q.x;
            double uy = p.y - q.y;
            double vx = r.x - q.x;
            double vy = r.y - q.y;
            double angle = Math.toDegrees(Math.acos(Math.max(-1, Math.min(1,
                    (ux * vx + uy * vy) / Math.max(1e-9, Math.hypot(ux, uy) * Math.hypot(vx, vy))))));
            if (Math.abs(angle - 90) > SQUARE_ENOUGH) {
                return false;
            }
        }
        return true;
    }

    private static double triangleArea(Point a, Point b, Point c) {
        return Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2;
    }

    private static Point[] hull(MatOfPoint contour) {
        MatOfInt hullIdx = new MatOfInt();
        Imgproc.convexHull(contour, hullIdx);
        Point[] all = contour.toArray();
        int[] idx = hullIdx.toArray();
        hullIdx.release();
        Point[] hull = new Point[idx.length];
        for (int i = 0; i < idx.length; i++) {
            hull[i] = all[idx[i]];
        }
        return hull;
    }

    /** Chromaticity (blue and red against green) apart by more than {@code threshold} (8-bit). */
    public static Mat colourApart(Mat a, Mat b, int threshold) {
        Mat ca = chroma(a);
        Mat cb = chroma(b);
        Mat d = new Mat();
        Core.absdiff(ca, cb, d);
        List<Mat> ch = new ArrayList<>();
        Core.split(d, ch);
        Mat m = new Mat();
        Core.max(ch.get(0), ch.get(1), m);
        Mat out = new Mat();
        Imgproc.threshold(m, out, threshold, 255, Imgproc.THRESH_BINARY);
        out.convertTo(out, CvType.CV_8U);
        ca.release();
        cb.release();
        d.release();
        m.release();
        ch.forEach(Mat::release);
        return out;
    }

    private static Mat chroma(Mat bgr) {
        List<Mat> ch = new ArrayList<>();
        Core.split(bgr, ch);
        Mat b = new Mat();
        Mat g = new Mat();
        Mat r = new Mat();
        ch.get(0).convertTo(b, CvType.CV_32F);
        ch.get(1).convertTo(g, CvType.CV_32F);
        ch.get(2).convertTo(r, CvType.CV_32F);
        Mat bg = new Mat();
        Mat rg = new Mat();
        Core.subtract(b, g, bg);
        Core.subtract(r, g, rg);
        Mat out = new Mat();
        Core.merge(List.of(bg, rg), out);
        for (Mat m : List.of(b, g, r, bg, rg)) {
            m.release();
        }
        ch.forEach(Mat::release);
        return out;
    }

    /** The rectangle clipped to an image of {@code w} x {@code h}, at least one pixel. */
    public static Rect clip(Rect r, int w, int h) {
        int x0 = Math.max(0, Math.min(w - 1, r.x));
        int y0 = Math.max(0, Math.min(h - 1, r.y));
        int x1 = Math.max(x0 + 1, Math.min(w, r.x + r.width));
        int y1 = Math.max(y0 + 1, Math.min(h, r.y + r.height));
        return new Rect(x0, y0, x1 - x0, y1 - y0);
    }
}
