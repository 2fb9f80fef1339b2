package org.tablecompanion.calibration.colour;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.calibration.table.MarkerFinder;
import org.tablecompanion.calibration.table.TableMarkers;

/**
 * Measures a white balance on something neutral in an (undistorted, not yet balanced) picture:
 * a grey card, or the white paper round the table markers. The gains make the reference's three
 * channels equal at its own mean brightness, so the picture gets no brighter or darker.
 */
public final class WhiteBalance {

    /** Fraction of a reference's pixels that may be clipped before it is refused. */
    private static final double MAX_CLIPPED = 0.2;

    private WhiteBalance() {
    }

    /** The white balance measured on the pixels under a mask (8-bit, non-zero = reference). */
    public static ColourCorrection fromMask(Mat picture, Mat mask, ColourReference reference) {
        OpenCvLibrary.load();
        int total = Core.countNonZero(mask);
        if (total < 50) {
            throw new CalibrationInputException("the " + name(reference) + " covers only " + total
                    + " pixels: bring it nearer the camera");
        }
        Mat clipped = new Mat();
        Core.inRange(picture, new Scalar(0, 0, 0), new Scalar(249, 249, 249), clipped);
        Core.bitwise_not(clipped, clipped);
        Core.bitwise_and(clipped, mask, clipped);
        int over = Core.countNonZero(clipped);
        clipped.release();
        if (over > MAX_CLIPPED * total) {
            throw new CalibrationInputException(String.format(java.util.Locale.ROOT,
                    "the %s is overexposed (%.0f %% of it is clipped white): less light or a lower exposure",
                    name(reference), 100.0 * over / total));
        }
        Scalar mean = Core.mean(picture, mask);
        double b = mean.val[0];
        double g = mean.val[1];
        double r = mean.val[2];
        double level = (b + g + r) / 3;
        if (level < 25) {
            throw new CalibrationInputException("the " + name(reference) + " is too dark to measure (level "
                    + Math.round(level) + " of 255): more light on the table");
        }
        return new ColourCorrection(reference, List.of(round(level / b), round(level / g), round(level / r)),
                List.of(round(b), round(g), round(r)));
    }

    /** The white balance on a grey card inside a given rectangle of the picture. */
    public static ColourCorrection fromRegion(Mat picture, Rect region, ColourReference reference) {
        Rect inside = new Rect(0, 0, picture.cols(), picture.rows());
        if (region.x < 0 || region.y < 0 || region.x + region.width > inside.width
                || region.y + region.height > inside.height || region.width < 4 || region.height < 4) {
            throw new CalibrationInputException("the region " + region.x + "," + region.y + "," + region.width + ","
                    + region.height + " is not inside the " + inside.width + "x" + inside.height + " picture");
        }
        Mat mask = Mat.zeros(picture.size(), CvType.CV_8U);
        // Keep away from the card's edges: a few pixels of table blur into it.
        int mx = region.width / 6;
        int my = region.height / 6;
        Imgproc.rectangle(mask, new Point(region.x + mx, region.y + my),
                new Point(region.x + region.width - mx, region.y + region.height - my), new Scalar(255), -1);
        ColourCorrection c = fromMask(picture, mask, reference);
        mask.release();
        return c;
    }

    /**
     * Finds a grey card by itself: the largest smooth, flat-coloured, roughly rectangular patch
     * that does not touch the picture's edge (the table does), and measures on its middle.
     */
    public static ColourCorrection fromGreyCard(Mat picture, Optional<Rect> region) {
        if (region.isPresent()) {
            return fromRegion(picture, region.get(), ColourReference.GREY_CARD);
        }
        Mat card = findCardMask(picture).orElseThrow(() -> new CalibrationInputException(
                "no grey card found: lay a grey card (or plain white paper) flat in view, away from the picture's edges, "
                        + "or give its place with --card X,Y,W,H"));
        ColourCorrection c = fromMask(picture, card, ColourReference.GREY_CARD);
        card.release();
        return c;
    }

    /** The white paper round each table marker: a ring outside the black square. */
    public static ColourCorrection fromMarkerWhite(Mat picture, TableMarkers markers) {
        Map<Integer, List<ImagePoint>> found = MarkerFinder.find(picture, markers.dictionary());
        Mat mask = Mat.zeros(picture.size(), CvType.CV_8U);
        int used = 0;
        for (int id : markers.ids()) {
            List<ImagePoint> q = found.get(id);
            if (q == null) {
                continue;
            }
            used++;
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            MatOfPoint outer = scaled(q, 1.28);
            Imgproc.fillPoly(mask, List.of(outer), new Scalar(255));
            outer.release();
            MatOfPoint inner = scaled(q, 1.08);
            Imgproc.fillPoly(mask, List.of(inner), new Scalar(0));
            inner.release();
        }
        if (used == 0) {
            mask.release();
            throw new CalibrationInputException("no table marker found for the white reference (dictionary "
                    + markers.dictionary() + "): print them with 'companion calibrate markers' and lay them in view");
        }
        ColourCorrection c = fromMask(picture, mask, ColourReference.MARKER_WHITE);
        mask.release();
        return c;
    }

    /**
     * The white balance that makes a tile look as its picture in the appearance pack does (the
     * start tile: every game has it). {@code tile} is the tile cut square from the photo, in any
     * of the four turns; the turn that matches the pack picture best is used. The gains keep
     * the brightness and correct only the colour.
     */
    public static ColourCorrection fromTilePicture(Mat tile, Mat packPicture) {
        int n = 64;
        Mat cut = small(tile, n);
        Mat best = null;
        double bestScore = -2;
        for (int turn = 0; turn < 4; turn++) {
            Mat ref = small(packPicture, n);
            for (int k = 0; k < turn; k++) {
                Core.rotate(ref, ref, Core.ROTATE_90_CLOCKWISE);
            }
            Mat score = new Mat();
            Imgproc.matchTemplate(cut, ref, score, Imgproc.TM_CCOEFF_NORMED);
            double s = score.get(0, 0)[0];
            score.release();
            if (s > bestScore) {
                if (best != null) {
                    best.release();
                }
                bestScore = s;
                best = ref;
            } else {
                ref.release();
            }
        }
        if (bestScore < 0.5) {
            throw new CalibrationInputException(String.format(java.util.Locale.ROOT,
                    "the tile in the photo does not look like the start tile's picture in the pack (match %.2f): "
                            + "photograph the start tile alone, flat, in the middle of the view", bestScore));
        }
        double[] gains = new double[3];
        double[] measured = new double[3];
        for (int c = 0; c < 3; c++) {
            Mat a = new Mat();
            Mat b = new Mat();
            Core.extractChannel(cut, a, c);
            Core.extractChannel(best, b, c);
            double ab = a.dot(b);
            double aa = a.dot(a);
            gains[c] = ab / Math.max(1e-9, aa);
            measured[c] = Core.mean(a).val[0];
            a.release();
            b.release();
        }
        cut.release();
        best.release();
        double g = gains[1];
        return new ColourCorrection(ColourReference.START_TILE, List.of(round(gains[0] / g), 1.0, round(gains[2] / g)),
                List.of(round(measured[0]), round(measured[1]), round(measured[2])));
    }

    /** A smoothed small copy in 32-bit float: alignment errors of a pixel or two stop mattering. */
    private static Mat small(Mat picture, int n) {
        Mat out = new Mat();
        Imgproc.resize(picture, out, new Size(n, n), 0, 0, Imgproc.INTER_AREA);
        out.convertTo(out, CvType.CV_32FC3);
        Imgproc.GaussianBlur(out, out, new Size(0, 0), 1.0);
        return out;
    }

    /** The bounding box of the card {@link #findCardMask} finds. */
    static Optional<Rect> findCard(Mat picture) {
        return findCardMask(picture).map(m -> {
            Rect r = Imgproc.boundingRect(m);
            m.release();
            return r;
        });
    }

    /**
     * The middle of the largest smooth, evenly coloured, convex patch that does not touch the
     * picture's edge: a mask of the card, shrunk away from its blurred border.
     */
    static Optional<Mat> findCardMask(Mat picture) {
        Mat gray = new Mat();
        Imgproc.cvtColor(picture, gray, Imgproc.COLOR_BGR2GRAY);
        gray.convertTo(gray, CvType.CV_32F);
        // Local standard deviation over a 9 px window: a card is smooth, most tables are not quite.
        Mat mean = new Mat();
        Mat sq = new Mat();
        Imgproc.blur(gray, mean, new Size(9, 9));
        Core.multiply(gray, gray, sq);
        Imgproc.blur(sq, sq, new Size(9, 9));
        Mat var = new Mat();
        Core.multiply(mean, mean, var);
        Core.subtract(sq, var, var);
        Mat smooth = new Mat();
        Imgproc.threshold(var, smooth, 6.0 * 6.0, 255, Imgproc.THRESH_BINARY_INV);
        smooth.convertTo(smooth, CvType.CV_8U);
        // Split regions of different colour: a card of another shade than the table is its own region.
        Mat edges = new Mat();
        Mat g8 = new Mat();
        gray.convertTo(g8, CvType.CV_8U);
        Imgproc.Canny(g8, edges, 20, 60);
        Mat element = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(5, 5));
        Imgproc.dilate(edges, edges, element);
        element.release();
        Core.subtract(smooth, edges, smooth);
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(smooth, labels, stats, centroids, 4);
        int best = -1;
        double bestArea = picture.cols() * picture.rows() * 0.002;
        for (int i = 1; i < n; i++) {
            Rect box = new Rect((int) stats.get(i, Imgproc.CC_STAT_LEFT)[0], (int) stats.get(i, Imgproc.CC_STAT_TOP)[0],
                    (int) stats.get(i, Imgproc.CC_STAT_WIDTH)[0], (int) stats.get(i, Imgproc.CC_STAT_HEIGHT)[0]);
            double area = stats.get(i, Imgproc.CC_STAT_AREA)[0];
            boolean touches = box.x <= 2 || box.y <= 2 || box.x + box.width >= picture.cols() - 2
                    || box.y + box.height >= picture.rows() - 2;
            if (touches || area <= bestArea || area < 0.3 * box.area()) {
                continue;
            }
            Mat one = new Mat();
            Core.compare(labels, new Scalar(i), one, Core.CMP_EQ);
            List<MatOfPoint> contours = new ArrayList<>();
            Mat hierarchy = new Mat();
            Imgproc.findContours(one, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
            hierarchy.release();
            one.release();
            if (contours.isEmpty()) {
                continue;
            }
            MatOfPoint2f outline = new MatOfPoint2f(contours.get(0).toArray());
            RotatedRect r = Imgproc.minAreaRect(outline);
            double aspect = r.size.width / Math.max(1, r.size.height);
            if (area > 0.8 * r.size.area() && aspect > 0.25 && aspect < 4) {
                best = i;
                bestArea = area;
            }
            contours.forEach(Mat::release);
            outline.release();
        }
        Optional<Mat> out = Optional.empty();
        if (best > 0) {
            Mat card = new Mat();
            Core.compare(labels, new Scalar(best), card, Core.CMP_EQ);
            double side = Math.sqrt(bestArea);
            int k = Math.max(3, (int) (side / 6)) | 1;
            Mat shrink = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(k, k));
            Imgproc.erode(card, card, shrink);
            shrink.release();
            out = Optional.of(card);
        }
        labels.release();
        stats.release();
        centroids.release();
        gray.release();
        mean.release();
        sq.release();
        var.release();
        smooth.release();
        edges.release();
        g8.release();
        return out;
    }

    private static MatOfPoint scaled(List<ImagePoint> q, double factor) {
        ImagePoint c = MarkerFinder.centre(q);
        Point[] p = new Point[q.size()];
        for (int i = 0; i < q.size(); i++) {
            p[i] = new Point(c.x() + (q.get(i).x() - c.x()) * factor, c.y() + (q.get(i).y() - c.y()) * factor);
        }
        return new MatOfPoint(p);
    }

    private static String name(ColourReference r) {
        return switch (r) {
            case GREY_CARD -> "grey card";
            case MARKER_WHITE -> "white round the markers";
            case START_TILE -> "start tile";
        };
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
