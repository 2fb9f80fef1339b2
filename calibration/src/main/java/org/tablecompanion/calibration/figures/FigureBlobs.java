package org.tablecompanion.calibration.figures;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds figures lying on a plain table: patches whose colour differs clearly from the table
 * around them (the table's colour is a wide median of the picture, so uneven light does not
 * matter), of about a figure's size.
 */
public final class FigureBlobs {

    /** How far (L*a*b* units, lightness a third) a pixel must be from the table to be a figure. */
    static final double STANDS_OUT = 16;

    private FigureBlobs() {
    }

    public static List<FigureBlob> find(Mat picture) {
        Mat lab = LabColours.toLab(picture);
        Mat table = tableColour(picture);
        int w = picture.cols();
        int h = picture.rows();
        float[] p = new float[w * h * 3];
        float[] t = new float[w * h * 3];
        lab.get(0, 0, p);
        table.get(0, 0, t);
        float[] distance = new float[w * h];
        byte[] fg = new byte[w * h];
        for (int i = 0; i < w * h; i++) {
            double d = LabColours.distance(new double[] {p[3 * i], p[3 * i + 1], p[3 * i + 2]},
                    new double[] {t[3 * i], t[3 * i + 1], t[3 * i + 2]});
            distance[i] = (float) d;
            fg[i] = (byte) (d > STANDS_OUT ? 255 : 0);
        }
        Mat mask = new Mat(h, w, CvType.CV_8U);
        mask.put(0, 0, fg);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(3, 3));
        Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_OPEN, kernel);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        kernel.release();
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(mask, labels, stats, centroids, 8);
        int[] label = new int[w * h];
        labels.get(0, 0, label);
        double minArea = Math.max(25, w * h * 0.00003);
        double maxArea = w * h * 0.03;
        List<List<Integer>> members = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            members.add(new ArrayList<>());
        }
        for (int i = 0; i < w * h; i++) {
            if (label[i] > 0) {
                members.get(label[i]).add(i);
            }
        }
        List<FigureBlob> out = new ArrayList<>();
        for (int k = 1; k < n; k++) {
            int area = (int) stats.get(k, Imgproc.CC_STAT_AREA)[0];
            Rect box = new Rect((int) stats.get(k, Imgproc.CC_STAT_LEFT)[0], (int) stats.get(k, Imgproc.CC_STAT_TOP)[0],
                    (int) stats.get(k, Imgproc.CC_STAT_WIDTH)[0], (int) stats.get(k, Imgproc.CC_STAT_HEIGHT)[0]);
            if (area < minArea || area > maxArea) {
                continue;
            }
            List<Integer> px = members.get(k);
            float[] d = new float[px.size()];
            for (int i = 0; i < d.length; i++) {
                d[i] = distance[px.get(i)];
            }
            float[] sorted = d.clone();
            Arrays.sort(sorted);
            float cut = sorted[sorted.length / 2];
            List<double[]> core = new ArrayList<>();
            for (int i = 0; i < d.length; i++) {
                if (d[i] >= cut) {
                    int j = px.get(i);
                    core.add(new double[] {p[3 * j], p[3 * j + 1], p[3 * j + 2]});
                }
            }
            out.add(new FigureBlob(box, area, median(core), spread(core)));
        }
        lab.release();
        table.release();
        mask.release();
        labels.release();
        stats.release();
        centroids.release();
        return out;
    }

    /** The table's colour at each pixel: a median over a window much larger than a figure, in L*a*b*. */
    static Mat tableColour(Mat picture) {
        Mat small = new Mat();
        double scale = 160.0 / Math.max(picture.cols(), picture.rows());
        Imgproc.resize(picture, small, new Size(), scale, scale, Imgproc.INTER_AREA);
        Imgproc.medianBlur(small, small, 21);
        Mat big = new Mat();
        Imgproc.resize(small, big, picture.size(), 0, 0, Imgproc.INTER_LINEAR);
        Mat lab = LabColours.toLab(big);
        small.release();
        big.release();
        return lab;
    }

    static double[] median(List<double[]> values) {
        double[] out = new double[3];
        for (int c = 0; c < 3; c++) {
            final int ch = c;
            double[] v = values.stream().mapToDouble(x -> x[ch]).sorted().toArray();
            out[c] = v[v.length / 2];
        }
        return out;
    }

    static double[] spread(List<double[]> values) {
        double[] out = new double[3];
        for (int c = 0; c < 3; c++) {
            double mean = 0;
            for (double[] x : values) {
                mean += x[c];
            }
            mean /= values.size();
            double var = 0;
            for (double[] x : values) {
                var += (x[c] - mean) * (x[c] - mean);
            }
            out[c] = Math.sqrt(var / values.size());
        }
        return out;
    }
}
