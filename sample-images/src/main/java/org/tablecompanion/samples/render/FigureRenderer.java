package org.tablecompanion.samples.render;

import java.util.ArrayList;
import java.util.List;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.samples.OpenCvLoader;

/**
 * Draws players' figures onto a picture: the base game's meeple standing or lying, the H&amp;G
 * tribe member (its own outline) standing or lying, and the H&amp;G hut; in any player colour,
 * shaded like painted wood with a soft shadow, and says exactly which pixels it covered.
 * Deterministic: the same call draws the same pixels.
 */
public final class FigureRenderer {

    /** Light comes from the upper left of the picture; shadows fall to the lower right. */
    private static final double LIGHT_X = -0.6;
    private static final double LIGHT_Y = -0.8;

    public FigureRenderer() {
        OpenCvLoader.load();
    }

    /** The painted colour of a player's figures, as RGB. */
    public static double[] rgb(PlayerColour colour) {
        return switch (colour) {
            case RED -> new double[] {204, 34, 30};
            case BLUE -> new double[] {34, 78, 204};
            case YELLOW -> new double[] {244, 204, 34};
            case GREEN -> new double[] {42, 152, 56};
            case BLACK -> new double[] {38, 38, 42};
            case GREY -> new double[] {156, 156, 152};
            case PINK -> new double[] {240, 122, 172};
            case PURPLE -> new double[] {122, 56, 170};
        };
    }

    /**
     * Draws a figure onto {@code image} (8-bit BGR).
     *
     * @param foot where it touches the tile, in picture pixels
     * @param height the figure's size in pixels (a standing meeple's height; lying figures and
     *        huts are drawn to the same scale)
     * @param angleDegrees turn of the figure, clockwise: for standing figures and huts the
     *        direction "up" in the picture (0 = head to the top), for lying ones the direction of
     *        the head from the body (0 = head to the right)
     * @return the covered pixels (empty bounds if the figure lies wholly outside the picture)
     * @throws IllegalArgumentException when the height is below 4 pixels
     */
    public FigureFootprint draw(Mat image, FigurePicture picture, PlayerColour colour, Point foot, double height,
                                double angleDegrees) {
        if (height < 4) {
            throw new IllegalArgumentException("figure height must be at least 4 pixels, got " + height);
        }
        int half = (int) Math.ceil(height * 1.4);
        Rect wanted = new Rect((int) Math.floor(foot.x) - half, (int) Math.floor(foot.y) - half, 2 * half, 2 * half);
        Rect roi = intersect(wanted, new Rect(0, 0, image.cols(), image.rows()));
        if (roi.width <= 0 || roi.height <= 0) {
            return new FigureFootprint(new Rect(0, 0, 0, 0), new Mat(0, 0, CvType.CV_8UC1), foot, List.of());
        }
        Point local = new Point(foot.x - roi.x, foot.y - roi.y);
        Mat mask = Mat.zeros(roi.height, roi.width, CvType.CV_8UC1);
        silhouette(mask, picture, local, height, angleDegrees);
        Mat view = image.submat(roi);
        shadow(view, mask, picture, height);
        paint(view, mask, picture, colour, local, height, angleDegrees);
        FigureFootprint footprint = footprint(mask, roi, foot);
        mask.release();
        view.release();
        return footprint;
    }

    /** The figure's shape, white on black, anti-aliased. */
    static void silhouette(Mat mask, FigurePicture picture, Point foot, double height, double angle) {
        Scalar on = new Scalar(255);
        double turn = picture.lying() ? angle + 90 : angle;
        Point origin = foot;
        if (picture.lying()) {
            // lying figures turn about their middle: shift the origin so the body centre sits on the foot
            double a = Math.toRadians(turn);
            double cy = -0.5 * height;
            origin = new Point(foot.x + Math.sin(a) * cy, foot.y - Math.cos(a) * cy);
        }
        Sketch k = new Sketch(mask, origin, height, turn, false);
        switch (picture) {
            case MEEPLE_STANDING, MEEPLE_LYING -> meeple(k, on);
            case TRIBE_MEMBER_STANDING, TRIBE_MEMBER_LYING -> tribeMember(k, on);
            case HUT -> hut(k, on);
        }
    }

    private static void meeple(Sketch k, Scalar on) {
        k.circle(on, 0, -0.83, 0.165);
        k.polygon(on, -0.2, -0.7, 0.2, -0.7, 0.22, -0.3, -0.22, -0.3);
        k.stroke(on, 0.2, -0.14, -0.6, -0.4, -0.46);
        k.stroke(on, 0.2, 0.14, -0.6, 0.4, -0.46);
        k.circle(on, -0.42, -0.45, 0.1);
        k.circle(on, 0.42, -0.45, 0.1);
        k.polygon(on, -0.22, -0.34, 0.22, -0.34, 0.36, -0.06, 0.33, 0, 0.08, 0, 0, -0.15, -0.08, 0, -0.33, 0, -0.36, -0.06);
        k.circle(on, -0.3, -0.07, 0.07);
        k.circle(on, 0.3, -0.07, 0.07);
    }

    private static void tribeMember(Sketch k, Scalar on) {
        k.circle(on, 0, -0.99, 0.075);
        k.circle(on, 0, -0.8, 0.17);
        k.polygon(on, -0.2, -0.66, 0.2, -0.66, 0.34, -0.16, -0.34, -0.16);
        k.circle(on, -0.2, -0.6, 0.09);
        k.circle(on, 0.2, -0.6, 0.09);
        k.stroke(on, 0.13, -0.24, -0.58, -0.38, -0.3);
        k.stroke(on, 0.13, 0.24, -0.58, 0.38, -0.3);
        k.circle(on, -0.38, -0.3, 0.075);
        k.circle(on, 0.38, -0.3, 0.075);
        k.polygon(on, -0.24, -0.2, -0.05, -0.2, -0.06, 0, -0.24, 0);
        k.polygon(on, 0.05, -0.2, 0.24, -0.2, 0.24, 0, 0.06, 0);
    }

    private static void hut(Sketch k, Scalar on) {
        k.polygon(on, -0.42, -0.42, 0.42, -0.42, 0.42, 0, -0.42, 0);
        k.polygon(on, -0.56, -0.38, 0, -0.95, 0.56, -0.38);
        k.circle(on, 0, -0.93, 0.05);
    }

    private static void shadow(Mat view, Mat mask, FigurePicture picture, double height) {
        double reach = picture.lying() ? 0.05 : picture == FigurePicture.HUT ? 0.1 : 0.16;
        Mat shifted = new Mat();
        Mat m = Mat.eye(2, 3, CvType.CV_32F);
        m.put(0, 2, height * reach * 0.8);
        m.put(1, 2, height * reach * 0.5);
        Imgproc.warpAffine(mask, shifted, m, mask.size());
        Imgproc.GaussianBlur(shifted, shifted, new Size(0, 0), Math.max(0.8, height * 0.05));
        Mat alpha = new Mat();
        shifted.convertTo(alpha, CvType.CV_32F, 0.5 / 255.0);
        Mat keep = new Mat();
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat ones = Mat.ones(alpha.size(), CvType.CV_32F);
        Core.subtract(ones, alpha, keep);
        ones.release();
        Mat viewF = new Mat();
        view.convertTo(viewF, CvType.CV_32FC3);
        List<Mat> channels = new ArrayList<>();
        Core.split(viewF, channels);
        for (Mat ch : channels) {
            Core.multiply(ch, keep, ch);
        }
        Core.merge(channels, viewF);
        viewF.convertTo(view, CvType.CV_8UC3);
        for (Mat ch : channels) {
            ch.release();
        }
        shifted.release();
        m.release();
        alpha.release();
        keep.release();
        viewF.release();
    }

    /** Colour with a bevelled, lit look; a darker rim; a few painted details; blended by the mask. */
    private static void paint(Mat view, Mat mask, FigurePicture picture, PlayerColour colour, Point foot,
                              double height, double angle) {
        int w = mask.cols();
        int h = mask.rows();
        Mat soft = new Mat();
        mask.convertTo(soft, CvType.CV_32F, 1 / 255.0);
        Imgproc.GaussianBlur(soft, soft, new Size(0, 0), Math.max(1, height * 0.07));
        Mat gx = new Mat();
        Mat gy = new Mat();
        Imgproc.Sobel(soft, gx, CvType.CV_32F, 1, 0);
        Imgproc.Sobel(soft, gy, CvType.CV_32F, 0, 1);
        float[] sx = new float[w * h];
        float[] sy = new float[w * h];
        float[] sv = new float[w * h];
        gx.get(0, 0, sx);
        gy.get(0, 0, sy);
        soft.get(0, 0, sv);
        byte[] m = new byte[w * h];
        mask.get(0, 0, m);
        Mat eroded = new Mat();
        int rim = Math.max(1, (int) Math.round(height * 0.025));
        Mat element = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(2 * rim + 1, 2 * rim + 1));
        Imgproc.erode(mask, eroded, element);
        element.release();
        byte[] inner = new byte[w * h];
        eroded.get(0, 0, inner);
        byte[] px = new byte[w * h * 3];
        view.get(0, 0, px);
        double[] base = rgb(colour);
        boolean dark = colour == PlayerColour.BLACK;
        for (int i = 0; i < w * h; i++) {
            int a = m[i] & 0xff;
            if (a == 0) {
                continue;
            }
            double nx = -sx[i];
            double ny = -sy[i];
            double len = Math.hypot(nx, ny);
            double lambert = len < 1e-6 ? 0 : (nx * LIGHT_X + ny * LIGHT_Y) / len;
            double edge = Math.min(1, len * 2.2);
            double shade = 1 + (picture.lying() ? 0.3 : 0.4) * lambert * edge - 0.12 * (1 - sv[i]);
            double gloss = Math.max(0, lambert) * edge;
            gloss = gloss * gloss * (dark ? 70 : 45);
            boolean rimPixel = (inner[i] & 0xff) < 128;
            double rimFactor = rimPixel ? 0.62 : 1;
            double alpha = a / 255.0;
            for (int ch = 0; ch < 3; ch++) {
                double value = Math.min(255, (base[2 - ch] * shade + gloss) * rimFactor);
                double under = px[i * 3 + ch] & 0xff;
                px[i * 3 + ch] = (byte) Math.round(under + (value - under) * alpha);
            }
        }
        view.put(0, 0, px);
        if (picture == FigurePicture.HUT) {
            hutDetails(view, foot, height, angle, base);
        }
        soft.release();
        gx.release();
        gy.release();
        eroded.release();
    }

    /** A dark doorway and the lines of the roof's thatch, so a hut reads as a house. */
    private static void hutDetails(Mat view, Point foot, double height, double angle, double[] base) {
        Scalar dark = new Scalar(base[2] * 0.35, base[1] * 0.35, base[0] * 0.35);
        Sketch k = new Sketch(view, foot, height, angle, false);
        k.polygon(dark, -0.12, 0, -0.12, -0.24, 0, -0.3, 0.12, -0.24, 0.12, 0);
        Scalar line = new Scalar(base[2] * 0.6, base[1] * 0.6, base[0] * 0.6);
        k.stroke(line, 0.025, -0.5, -0.4, 0.5, -0.4);
        k.stroke(line, 0.02, -0.3, -0.42, 0, -0.88);
        k.stroke(line, 0.02, 0.3, -0.42, 0, -0.88);
        k.stroke(line, 0.02, 0, -0.42, 0, -0.9);
    }

    private static FigureFootprint footprint(Mat mask, Rect roi, Point foot) {
        Mat solid = new Mat();
        Imgproc.threshold(mask, solid, 127, 255, Imgproc.THRESH_BINARY);
        Rect box = Imgproc.boundingRect(solid);
        if (box.width == 0 || box.height == 0) {
            solid.release();
            return new FigureFootprint(new Rect(0, 0, 0, 0), new Mat(0, 0, CvType.CV_8UC1), foot, List.of());
        }
        Mat window = solid.submat(box);
        Mat crop = window.clone();
        window.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(solid, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        List<Point> outline = new ArrayList<>();
        MatOfPoint biggest = null;
        double biggestArea = -1;
        for (MatOfPoint c : contours) {
            double area = Imgproc.contourArea(c);
            if (area > biggestArea) {
                biggestArea = area;
                biggest = c;
            }
        }
        if (biggest != null) {
            MatOfPoint2f curve = new MatOfPoint2f(biggest.toArray());
            MatOfPoint2f simple = new MatOfPoint2f();
            Imgproc.approxPolyDP(curve, simple, 1.0, true);
            curve.release();
            for (Point p : simple.toArray()) {
                outline.add(new Point(p.x + roi.x, p.y + roi.y));
            }
            simple.release();
        }
        for (MatOfPoint c : contours) {
            c.release();
        }
        solid.release();
        hierarchy.release();
        return new FigureFootprint(new Rect(box.x + roi.x, box.y + roi.y, box.width, box.height), crop, foot, outline);
    }

    private static Rect intersect(Rect a, Rect b) {
        int x0 = Math.max(a.x, b.x);
        int y0 = Math.max(a.y, b.y);
        int x1 = Math.min(a.x + a.width, b.x + b.width);
        int y1 = Math.min(a.y + a.height, b.y + b.height);
        return new Rect(x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0));
    }
}
