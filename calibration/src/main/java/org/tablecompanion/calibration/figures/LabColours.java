package org.tablecompanion.calibration.figures;

import java.util.EnumMap;
import java.util.Map;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.engine.players.PlayerColour;

/** CIE L*a*b* helpers, and what each player colour's figures usually look like. */
public final class LabColours {

    /** Typical painted-wood figure colours as sRGB, before any table's light. */
    private static final Map<PlayerColour, double[]> NOMINAL_RGB = new EnumMap<>(Map.of(
            PlayerColour.RED, new double[] {200, 35, 35},
            PlayerColour.BLUE, new double[] {35, 80, 200},
            PlayerColour.YELLOW, new double[] {240, 205, 40},
            PlayerColour.GREEN, new double[] {45, 150, 60},
            PlayerColour.BLACK, new double[] {40, 40, 44},
            PlayerColour.GREY, new double[] {155, 155, 150},
            PlayerColour.PINK, new double[] {235, 125, 170},
            PlayerColour.PURPLE, new double[] {120, 60, 165}));

    private LabColours() {
    }

    /** A BGR picture as 32-bit float L*a*b* (L 0..100, a and b about -128..127); the caller releases it. */
    public static Mat toLab(Mat bgr) {
        OpenCvLibrary.load();
        Mat f = new Mat();
        bgr.convertTo(f, CvType.CV_32FC3, 1 / 255.0);
        Imgproc.cvtColor(f, f, Imgproc.COLOR_BGR2Lab);
        return f;
    }

    /** L*a*b* of one BGR colour (0..255 per channel). */
    public static double[] lab(double b, double g, double r) {
        Mat one = new Mat(1, 1, CvType.CV_32FC3);
        one.put(0, 0, b / 255.0, g / 255.0, r / 255.0);
        Imgproc.cvtColor(one, one, Imgproc.COLOR_BGR2Lab);
        double[] v = one.get(0, 0);
        one.release();
        return v;
    }

    /** What figures of this colour usually look like under neutral light. */
    public static double[] nominal(PlayerColour colour) {
        double[] rgb = NOMINAL_RGB.get(colour);
        OpenCvLibrary.load();
        return lab(rgb[2], rgb[1], rgb[0]);
    }

    /**
     * Distance between two colours for telling figures apart: hue and saturation (a, b) count
     * fully, lightness a third, because a lamp or a shadow changes lightness most.
     */
    public static double distance(double[] p, double[] q) {
        double dl = (p[0] - q[0]) / 3;
        double da = p[1] - q[1];
        double db = p[2] - q[2];
        return Math.sqrt(dl * dl + da * da + db * db);
    }
}
