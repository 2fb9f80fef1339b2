package org.tablecompanion.calibration.teach;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.opencv.calib3d.Calib3d;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.Mats;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.calibration.table.MarkerFinder;
import org.tablecompanion.engine.catalog.Catalog;

/**
 * Cuts the tiles out of a photo of a guide page: the page's markers say which batch it is and
 * give a homography to page millimetres; the page is resampled from above; in each slot the
 * tile's own square is found against the paper (the players never lay a tile exactly on its
 * slot), cut out upright and white-balanced on the paper right round it, which also evens out
 * a lamp that lights one side of the page more than the other.
 */
public final class BatchCutter {

    /** Side of the cut pictures. */
    public static final int TILE_PX = 256;
    /** Resolution of the page resampled from above. */
    static final int PAGE_PX_PER_MM = 8;
    /** The paper's level in the balanced pictures: the pictures look as under a neutral light. */
    static final double PAPER_LEVEL = 235;

    /** Largest turn of a tile in its slot that is looked for. */
    static final double MAX_TURN_DEG = 5;

    private BatchCutter() {
    }

    public static CutBatch cut(Mat photo, Catalog catalog) {
        Map<Integer, List<ImagePoint>> markers = MarkerFinder.find(photo, GuideLayout.DICTIONARY);
        Map<Integer, Map<Integer, List<ImagePoint>>> byBatch = new TreeMap<>();
        markers.forEach((id, corners) -> {
            int b = GuideLayout.batchOf(id);
            if (b >= 0) {
                byBatch.computeIfAbsent(b, k -> new TreeMap<>()).put(GuideLayout.cornerOf(id), corners);
            }
        });
        if (byBatch.isEmpty()) {
            throw new CalibrationInputException("no layout guide markers in the photo: photograph the whole printed "
                    + "page ('companion teach guide'), with its four corner markers in view");
        }
        // A lone false detection in the tiles' art is not a second page: only pages with two or
        // more markers count.
        List<Integer> pages = byBatch.entrySet().stream().filter(e -> e.getValue().size() >= 2).map(Map.Entry::getKey)
                .toList();
        if (pages.size() > 1) {
            throw new CalibrationInputException("the photo shows markers of several guide pages (pages "
                    + pages.stream().map(b -> b + 1).toList() + "): photograph one page at a time");
        }
        int batchIndex = pages.isEmpty() ? byBatch.keySet().iterator().next() : pages.get(0);
        Map<Integer, List<ImagePoint>> corners = byBatch.get(batchIndex);
        if (corners.size() < 3) {
            throw new CalibrationInputException("only " + corners.size() + " of the 4 markers of guide page "
                    + (batchIndex + 1) + " are in view: keep the whole page in the photo, unshaded");
        }
        List<GuideLayout.Batch> batches = GuideLayout.batches(catalog);
        if (batchIndex >= batches.size()) {
            throw new CalibrationInputException("the photo shows guide page " + (batchIndex + 1) + " but catalog "
                    + catalog.id() + " has only " + batches.size() + " pages: is it the guide of another catalog?");
        }
        GuideLayout.Batch batch = batches.get(batchIndex);
        Mat page = rectify(photo, corners);
        try {
            return cutSlots(page, batch, pxPerMmInPhoto(corners));
        } finally {
            page.release();
        }
    }

    /** The page seen from above, {@link #PAGE_PX_PER_MM} pixels per millimetre. */
    static Mat rectify(Mat photo, Map<Integer, List<ImagePoint>> corners) {
        List<Point> image = new ArrayList<>();
        List<Point> page = new ArrayList<>();
        corners.forEach((corner, points) -> {
            List<ImagePoint> mm = GuideLayout.markerCorners(corner);
            for (int k = 0; k < 4; k++) {
                image.add(new Point(points.get(k).x(), points.get(k).y()));
                page.add(new Point(mm.get(k).x() * PAGE_PX_PER_MM - 0.5, mm.get(k).y() * PAGE_PX_PER_MM - 0.5));
            }
        });
        MatOfPoint2f from = new MatOfPoint2f(image.toArray(Point[]::new));
        MatOfPoint2f to = new MatOfPoint2f(page.toArray(Point[]::new));
        Mat h = Calib3d.findHomography(from, to, 0);
        Mat out = new Mat();
        Imgproc.warpPerspective(photo, out, h, new Size(GuideLayout.PAGE_W * PAGE_PX_PER_MM,
                GuideLayout.PAGE_H * PAGE_PX_PER_MM), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, new Scalar(0, 0, 0));
        from.release();
        to.release();
        h.release();
        return out;
    }

    private static double pxPerMmInPhoto(Map<Integer, List<ImagePoint>> corners) {
        double sum = 0;
        int n = 0;
        for (List<ImagePoint> q : corners.values()) {
            for (int k = 0; k < 4; k++) {
                sum += q.get(k).distance(q.get((k + 1) % 4));
                n++;
            }
        }
        return sum / n / GuideLayout.MARKER_MM;
    }

    private static CutBatch cutSlots(Mat page, GuideLayout.Batch batch, double photoPxPerMm) {
        Map<String, Mat> tiles = new LinkedHashMap<>();
        List<String> empty = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        if (photoPxPerMm * GuideLayout.TILE_MM < 90) {
            notes.add(String.format(Locale.ROOT, "the tiles are only %.0f px wide in the photo: bring the camera "
                    + "closer or raise its resolution for sharper tile pictures", photoPxPerMm * GuideLayout.TILE_MM));
        }
        for (GuideLayout.Slot slot : batch.slots()) {
            double[] paper = paperAround(page, slot);
            if (paper == null) {
                notes.add("tile " + slot.tileId() + ": the paper round its slot is hidden or dark; cut without balancing");
                paper = new double[] {PAPER_LEVEL, PAPER_LEVEL, PAPER_LEVEL};
            }
            RotatedRect square = findTile(page, slot, paper);
            if (square == null) {
                empty.add(slot.tileId());
                continue;
            }
            if (square.size.width < 0) {
                notes.add("tile " + slot.tileId() + ": its edges were not clear; cut along its slot");
                square = new RotatedRect(new Point(slot.centreX() * PAGE_PX_PER_MM - 0.5, slot.centreY() * PAGE_PX_PER_MM - 0.5),
                        new Size(GuideLayout.TILE_MM * PAGE_PX_PER_MM, GuideLayout.TILE_MM * PAGE_PX_PER_MM), 0);
            }
            tiles.put(slot.tileId(), cutUpright(page, square, paper));
        }
        return new CutBatch(batch.index(), tiles, empty, notes);
    }

    /** The paper's colour in a band just outside the slot's outline (median of each channel). */
    private static double[] paperAround(Mat page, GuideLayout.Slot slot) {
        int p = PAGE_PX_PER_MM;
        double in = 1.2;
        double out = 4.0;
        List<Rect> bands = List.of(
                rect(slot.xMm() - out, slot.yMm() - out, GuideLayout.SLOT_MM + 2 * out, out - in),
                rect(slot.xMm() - out, slot.yMm(), out - in, GuideLayout.SLOT_MM),
                rect(slot.xMm() + GuideLayout.SLOT_MM + in, slot.yMm(), out - in, GuideLayout.SLOT_MM));
        List<double[]> pixels = new ArrayList<>();
        for (Rect r : bands) {
            Mat band = page.submat(clip(r, page));
            byte[] data = new byte[(int) band.total() * 3];
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            Mat copy = band.clone();
            band.release();
            copy.get(0, 0, data);
            copy.release();
            for (int i = 0; i < data.length; i += 3) {
                pixels.add(new double[] {data[i] & 0xFF, data[i + 1] & 0xFF, data[i + 2] & 0xFF});
            }
        }
        if (pixels.isEmpty() || p < 1) {
            return null;
        }
        // The brighter half is paper; the rest is a tile edge, a finger or a shadow reaching in.
        pixels.sort((a, b) -> Double.compare(b[0] + b[1] + b[2], a[0] + a[1] + a[2]));
        List<double[]> bright = pixels.subList(0, Math.max(1, pixels.size() / 2));
        double[] median = new double[3];
        for (int c = 0; c < 3; c++) {
            final int ch = c;
            double[] v = bright.stream().mapToDouble(x -> x[ch]).sorted().toArray();
            median[c] = v[v.length / 2];
        }
        return median[0] + median[1] + median[2] < 3 * 40 ? null : median;
    }

    /**
     * The tile's square in the resampled page: pixels unlike the paper, thin lines (outline,
     * label) opened away, holes closed, the largest blob's rotated rectangle. Null when the
     * slot is empty; a rectangle of negative width when a tile is there but its edges are unclear.
     */
    private static RotatedRect findTile(Mat page, GuideLayout.Slot slot, double[] paper) {
        double margin = 5;
        Rect area = clip(rect(slot.xMm() - margin, slot.yMm() - margin, GuideLayout.SLOT_MM + 2 * margin,
                GuideLayout.SLOT_MM + 2 * margin), page);
        Mat region = page.submat(area);
        Mat f = new Mat();
        region.convertTo(f, CvType.CV_32FC3);
        region.release();
        Core.multiply(f, new Scalar(1 / paper[0], 1 / paper[1], 1 / paper[2]), f);
        // Unlike paper: darker, or coloured (channels apart) compared with the paper's own balance.
        List<Mat> ch = new ArrayList<>();
        Core.split(f, ch);
        Mat min = new Mat();
        Mat max = new Mat();
        Core.min(ch.get(0), ch.get(1), min);
        Core.min(min, ch.get(2), min);
        Core.max(ch.get(0), ch.get(1), max);
        Core.max(max, ch.get(2), max);
        Mat spread = new Mat();
        Core.subtract(max, min, spread);
        Mat dark = new Mat();
        Imgproc.threshold(min, dark, 0.88, 255, Imgproc.THRESH_BINARY_INV);
        Mat coloured = new Mat();
        Imgproc.threshold(spread, coloured, 0.09, 255, Imgproc.THRESH_BINARY);
        Mat mask = new Mat();
        Core.max(dark, coloured, mask);
        mask.convertTo(mask, CvType.CV_8U);
        int k = PAGE_PX_PER_MM;
        Mat small = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(k / 2 + 1, k / 2 + 1));
        Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_OPEN, small);
        small.release();
        Mat large = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3 * k, 3 * k));
        Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_CLOSE, large);
        large.release();
        double tilePx = GuideLayout.TILE_MM * PAGE_PX_PER_MM;
        RotatedRect result;
        if (!covered(mask, slot, area)) {
            result = null;
        } else {
            result = fitSquare(mask, tilePx);
            if (result == null) {
                result = new RotatedRect(new Point(), new Size(-1, -1), 0);
            } else {
                result = new RotatedRect(new Point(result.center.x + area.x, result.center.y + area.y), result.size,
                        result.angle);
            }
        }
        for (Mat m : List.of(f, min, max, spread, dark, coloured, mask)) {
            m.release();
        }
        ch.forEach(Mat::release);
        return result;
    }

    /**
     * Whether a tile lies in the slot: the band between the printed sketch and the tile's edge is
     * paper in an empty slot and mostly tile in a full one.
     */
    private static boolean covered(Mat mask, GuideLayout.Slot slot, Rect area) {
        int p = PAGE_PX_PER_MM;
        double cx = slot.centreX() * p - area.x;
        double cy = slot.centreY() * p - area.y;
        double outer = (GuideLayout.TILE_MM - 2) * p / 2;
        double inner = (GuideSheet.SKETCH_MM + 2) * p / 2;
        int band = 0;
        int tile = 0;
        byte[] m = new byte[(int) mask.total()];
        mask.get(0, 0, m);
        for (int y = (int) (cy - outer); y <= cy + outer; y++) {
            for (int x = (int) (cx - outer); x <= cx + outer; x++) {
                if (x < 0 || y < 0 || x >= mask.cols() || y >= mask.rows()
                        || (Math.abs(x - cx) < inner && Math.abs(y - cy) < inner)) {
                    continue;
                }
                band++;
                if (m[y * mask.cols() + x] != 0) {
                    tile++;
                }
            }
        }
        return band > 0 && tile > 0.4 * band;
    }

    /**
     * The tile-sized square, turned at most {@value #MAX_TURN_DEG} degrees, that covers the most
     * tile pixels. Tiles all have one size, so only where and how turned is unknown; parts of a
     * tile that look like paper (a pale city ground at its edge) then cannot shrink the cut.
     * Null when even the best square is mostly paper.
     */
    private static RotatedRect fitSquare(Mat mask, double tilePx) {
        int side = (int) Math.round(tilePx) - 2;
        Point centre = new Point((mask.cols() - 1) / 2.0, (mask.rows() - 1) / 2.0);
        double bestScore = -1;
        RotatedRect best = null;
        for (double turn = -MAX_TURN_DEG; turn <= MAX_TURN_DEG + 1e-9; turn += 0.5) {
            Mat r = Imgproc.getRotationMatrix2D(centre, turn, 1.0);
            Mat turned = new Mat();
            Imgproc.warpAffine(mask, turned, r, mask.size(), Imgproc.INTER_NEAREST, Core.BORDER_CONSTANT, new Scalar(0));
            Mat sum = new Mat();
            Imgproc.integral(turned, sum, CvType.CV_32S);
            int w = turned.cols();
            int h = turned.rows();
            int[] s = new int[(w + 1) * (h + 1)];
            sum.get(0, 0, s);
            double top = -1;
            double sx = 0;
            double sy = 0;
            int n = 0;
            List<int[]> scores = new ArrayList<>();
            for (int y = 0; y + side <= h; y++) {
                for (int x = 0; x + side <= w; x++) {
                    int v = s[(y + side) * (w + 1) + x + side] - s[y * (w + 1) + x + side] - s[(y + side) * (w + 1) + x]
                            + s[y * (w + 1) + x];
                    scores.add(new int[] {x, y, v});
                    top = Math.max(top, v);
                }
            }
            // Where several placements cover as much (a side that looks like paper), take their middle.
            for (int[] c : scores) {
                if (c[2] >= top - 0.002 * side * side) {
                    sx += c[0];
                    sy += c[1];
                    n++;
                }
            }
            if (top > bestScore) {
                bestScore = top;
                double cx = sx / n + (side - 1) / 2.0;
                double cy = sy / n + (side - 1) / 2.0;
                // Back from the turned mask to the region: rotate the centre by the opposite turn.
                double a = Math.toRadians(turn);
                double dx = cx - centre.x;
                double dy = cy - centre.y;
                double ox = centre.x + dx * Math.cos(a) - dy * Math.sin(a);
                double oy = centre.y + dx * Math.sin(a) + dy * Math.cos(a);
                best = new RotatedRect(new Point(ox, oy), new Size(side, side), turn);
            }
            r.release();
            turned.release();
            sum.release();
        }
        return bestScore < 0.5 * side * side ? null : best;
    }

    /** The square cut upright to {@link #TILE_PX}, balanced so the paper would be neutral at {@link #PAPER_LEVEL}. */
    private static Mat cutUpright(Mat page, RotatedRect square, double[] paper) {
        double a = Math.toRadians(square.angle);
        double s = square.size.width / TILE_PX;
        double cos = Math.cos(a) * s;
        double sin = Math.sin(a) * s;
        double c = (TILE_PX - 1) / 2.0;
        // Output pixel (u, v) -> page point: centre + R(angle) * s * (u - c, v - c).
        Mat m = Mats.of(new double[][] {
            {cos, -sin, square.center.x - cos * c + sin * c},
            {sin, cos, square.center.y - sin * c - cos * c}});
        Mat out = new Mat();
        Imgproc.warpAffine(page, out, m, new Size(TILE_PX, TILE_PX), Imgproc.INTER_LINEAR | Imgproc.WARP_INVERSE_MAP,
                Core.BORDER_REPLICATE, new Scalar(0));
        Core.multiply(out, new Scalar(PAPER_LEVEL / paper[0], PAPER_LEVEL / paper[1], PAPER_LEVEL / paper[2]), out);
        m.release();
        return out;
    }

    private static Rect rect(double xMm, double yMm, double wMm, double hMm) {
        int p = PAGE_PX_PER_MM;
        return new Rect((int) Math.round(xMm * p), (int) Math.round(yMm * p), (int) Math.round(wMm * p),
                (int) Math.round(hMm * p));
    }

    private static Rect clip(Rect r, Mat m) {
        int x = Math.max(0, r.x);
        int y = Math.max(0, r.y);
        int x2 = Math.min(m.cols(), r.x + r.width);
        int y2 = Math.min(m.rows(), r.y + r.height);
        return new Rect(x, y, Math.max(1, x2 - x), Math.max(1, y2 - y));
    }
}
