package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A rectangle of the image to paint solid things into (figures, arms) with OpenCV's anti-aliased
 * polygons, then blend over the frame. The colour is kept premultiplied by coverage: drawing
 * anti-aliased on black gives exactly that, so edges blend without dark fringes.
 */
final class Layer implements AutoCloseable {

    /** Sub-pixel bits for OpenCV drawing: points are given in 1/16 pixel. */
    private static final int SHIFT = 4;
    private static final double ONE = 1 << SHIFT;

    final int x0;
    final int y0;
    final int width;
    final int height;
    private final Mat colour;
    private final Mat alpha;

    private Layer(int x0, int y0, int width, int height) {
        this.x0 = x0;
        this.y0 = y0;
        this.width = width;
        this.height = height;
        // 8-bit because OpenCV anti-aliases only 8-bit images.
        this.colour = Mat.zeros(height, width, CvType.CV_8UC3);
        this.alpha = Mat.zeros(height, width, CvType.CV_8UC1);
    }

    /** A layer over the image box around the given points, or empty when that box is off the image. */
    static java.util.Optional<Layer> around(List<Point2> points, double margin, int imageWidth, int imageHeight) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Point2 p : points) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        int bx0 = Math.max(0, (int) Math.floor(minX - margin));
        int by0 = Math.max(0, (int) Math.floor(minY - margin));
        int bx1 = Math.min(imageWidth, (int) Math.ceil(maxX + margin) + 1);
        int by1 = Math.min(imageHeight, (int) Math.ceil(maxY + margin) + 1);
        if (bx1 - bx0 < 1 || by1 - by0 < 1) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Layer(bx0, by0, bx1 - bx0, by1 - by0));
    }

    private Point local(Point2 p) {
        return new Point(Math.round((p.x() - x0) * ONE), Math.round((p.y() - y0) * ONE));
    }

    void fillPolygon(List<Point2> points, Rgb rgb) {
        List<Point> pts = new ArrayList<>();
        for (Point2 p : points) {
            pts.add(local(p));
        }
        MatOfPoint poly = new MatOfPoint();
        poly.fromList(pts);
        Imgproc.fillPoly(colour, List.of(poly), new Scalar(rgb.b(), rgb.g(), rgb.r()), Imgproc.LINE_AA, SHIFT);
        Imgproc.fillPoly(alpha, List.of(poly), new Scalar(255), Imgproc.LINE_AA, SHIFT);
        poly.release();
    }

    void fillCircle(Point2 centre, double radius, Rgb rgb) {
        Point c = local(centre);
        int r = (int) Math.round(radius * ONE);
        Imgproc.circle(colour, c, r, new Scalar(rgb.b(), rgb.g(), rgb.r()), -1, Imgproc.LINE_AA, SHIFT);
        Imgproc.circle(alpha, c, r, new Scalar(255), -1, Imgproc.LINE_AA, SHIFT);
    }

    /** Smears the layer along a line, as a moving hand is smeared during the exposure. */
    void motionBlur(double lengthPx, double angleDeg) {
        int n = Math.max(3, (int) Math.ceil(lengthPx) | 1);
        Mat kernel = Mat.zeros(n, n, CvType.CV_32FC1);
        double a = Math.toRadians(angleDeg);
        // Spread evenly along the streak (line drawing would not anti-alias a float kernel).
        int steps = 4 * n;
        for (int s = 0; s <= steps; s++) {
            double t = s / (double) steps - 0.5;
            int kx = (int) Math.round((n - 1) / 2.0 + Math.cos(a) * lengthPx * t);
            int ky = (int) Math.round((n - 1) / 2.0 + Math.sin(a) * lengthPx * t);
            if (kx >= 0 && ky >= 0 && kx < n && ky < n) {
                kernel.put(ky, kx, kernel.get(ky, kx)[0] + 1.0);
            }
        }
        Scalar sum = Core.sumElems(kernel);
        Core.multiply(kernel, new Scalar(1.0 / Math.max(1e-9, sum.val[0])), kernel);
        Imgproc.filter2D(colour, colour, -1, kernel);
        Imgproc.filter2D(alpha, alpha, -1, kernel);
        kernel.release();
    }

    /** Blurs coverage and colour alike (a soft shadow is a blurred silhouette). */
    void gaussianBlur(double sigmaPx) {
        if (sigmaPx > 0.2) {
            Imgproc.GaussianBlur(colour, colour, new Size(0, 0), sigmaPx);
            Imgproc.GaussianBlur(alpha, alpha, new Size(0, 0), sigmaPx);
        }
    }

    /** Composites the layer over the frame; returns its coverage, row by row over the layer box. */
    float[] blendInto(FrameBuffers frame) {
        byte[] c = new byte[width * height * 3];
        byte[] a = new byte[width * height];
        colour.get(0, 0, c);
        alpha.get(0, 0, a);
        float[] coverage = new float[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int li = y * width + x;
                double cover = (a[li] & 0xFF) / 255.0;
                coverage[li] = (float) cover;
                if (cover <= 0) {
                    continue;
                }
                int i = (y + y0) * frame.width + (x + x0);
                int k = i * 3;
                for (int ch = 0; ch < 3; ch++) {
                    frame.bgr[k + ch] = (float) (frame.bgr[k + ch] * (1 - cover) + (c[li * 3 + ch] & 0xFF));
                }
            }
        }
        return coverage;
    }

    /** Uses the layer's coverage as a shadow: darkens the frame by up to {@code strength}. */
    void darkenInto(FrameBuffers frame, double strength) {
        byte[] a = new byte[width * height];
        alpha.get(0, 0, a);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double cover = (a[y * width + x] & 0xFF) / 255.0;
                if (cover > 0.001) {
                    frame.darken((y + y0) * frame.width + (x + x0), 1 - strength * cover);
                }
            }
        }
    }

    @Override
    public void close() {
        colour.release();
        alpha.release();
    }
}
