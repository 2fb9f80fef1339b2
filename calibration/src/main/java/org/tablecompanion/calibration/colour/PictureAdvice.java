package org.tablecompanion.calibration.colour;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfDouble;
import org.opencv.core.MatOfFloat;
import org.opencv.core.MatOfInt;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;

/**
 * Says what is wrong with a picture before the players find out from bad recognition: too dark,
 * clipped highlights, out of focus or shaken.
 */
public final class PictureAdvice {

    /** Sharpness (see {@link #sharpness}) under which a picture is called blurred. */
    public static final double BLURRED_BELOW = 0.3;

    /**
     * The measurements behind the advice.
     *
     * @param brightLevel the 99th percentile of brightness (0..255)
     * @param meanLevel mean brightness
     * @param clippedFraction fraction of pixels with a channel at 254 or 255
     * @param sharpness fine detail relative to overall contrast (higher is sharper)
     * @param advice one sentence per problem; empty when the picture is fine
     */
    public record Report(double brightLevel, double meanLevel, double clippedFraction, double sharpness,
                         List<String> advice) {

        public Report {
            advice = List.copyOf(advice);
        }
    }

    private PictureAdvice() {
    }

    public static Report check(Mat picture) {
        OpenCvLibrary.load();
        Mat work = picture;
        if (picture.cols() > 1280) {
            // Judge sharpness at a common scale: a 4K frame is not sharper for having more pixels.
            work = new Mat();
            double s = 1280.0 / picture.cols();
            Imgproc.resize(picture, work, new Size(), s, s, Imgproc.INTER_AREA);
        }
        Mat gray = new Mat();
        Imgproc.cvtColor(work, gray, Imgproc.COLOR_BGR2GRAY);
        double bright = percentile(gray, 0.99);
        double mean = Core.mean(gray).val[0];
        Mat clipped = new Mat();
        Core.inRange(work, new Scalar(0, 0, 0), new Scalar(253, 253, 253), clipped);
        double clippedFraction = 1 - Core.countNonZero(clipped) / (double) clipped.total();
        double sharpness = sharpness(gray);
        List<String> advice = new ArrayList<>();
        if (bright < 110 || mean < 45) {
            advice.add(String.format(Locale.ROOT, "the picture is too dark (its brightest parts reach %.0f of 255): "
                    + "more light on the table or a longer exposure", bright));
        }
        if (clippedFraction > 0.01) {
            advice.add(String.format(Locale.ROOT, "%.1f %% of the picture is clipped white: less light, a lower "
                    + "exposure, or move the lamp so it does not glare on the tiles", 100 * clippedFraction));
        }
        if (sharpness < BLURRED_BELOW) {
            advice.add(String.format(Locale.ROOT, "the picture is blurred (sharpness %.3f): focus the webcam on the "
                    + "table and keep it still", sharpness));
        }
        gray.release();
        clipped.release();
        if (work != picture) {
            work.release();
        }
        return new Report(Math.round(bright * 10) / 10.0, Math.round(mean * 10) / 10.0,
                Math.round(clippedFraction * 10000) / 10000.0, Math.round(sharpness * 10000) / 10000.0, advice);
    }

    /**
     * Fine detail over contrast: the 99th percentile of the Laplacian's magnitude divided by the
     * spread of brightness. Lighting and contrast cancel; focus and shake do not.
     */
    static double sharpness(Mat gray) {
        Mat f = new Mat();
        gray.convertTo(f, CvType.CV_32F);
        // Half-size first: sensor noise averages away, an edge's step does not.
        Imgproc.resize(f, f, new Size(), 0.5, 0.5, Imgproc.INTER_AREA);
        Mat lap = new Mat();
        Imgproc.Laplacian(f, lap, CvType.CV_32F, 1);
        Core.absdiff(lap, Scalar.all(0), lap);
        MatOfDouble mean = new MatOfDouble();
        MatOfDouble sd = new MatOfDouble();
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Core.meanStdDev(f, mean, sd);
        double spread = Math.max(4, sd.get(0, 0)[0]);
        mean.release();
        sd.release();
        Mat l8 = new Mat();
        lap.convertTo(l8, CvType.CV_8U);
        double detail = percentile(l8, 0.99);
        f.release();
        lap.release();
        l8.release();
        return detail / spread / 4.0;
    }

    private static double percentile(Mat gray8, double q) {
        Mat hist = new Mat();
        MatOfInt channels = new MatOfInt(0);
        Mat noMask = new Mat();
        MatOfInt bins = new MatOfInt(256);
        MatOfFloat range = new MatOfFloat(0, 256);
        Imgproc.calcHist(List.of(gray8), channels, noMask, hist, bins, range);
        channels.release();
        noMask.release();
        bins.release();
        range.release();
        double total = gray8.total();
        double seen = 0;
        for (int i = 0; i < 256; i++) {
            seen += hist.get(i, 0)[0];
            if (seen >= q * total) {
                hist.release();
                return i;
            }
        }
        hist.release();
        return 255;
    }
}
