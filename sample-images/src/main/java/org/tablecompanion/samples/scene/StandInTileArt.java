package org.tablecompanion.samples.scene;

import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.samples.OpenCvLoader;

/**
 * A stand-in for real tile art: a flat square in a colour derived from the tile id, with a white
 * arrow pointing to the tile's north. It keeps the generator and its tests independent of how
 * the real renderer paints, and makes rotations obvious at a glance.
 */
public final class StandInTileArt implements TileArt {

    public StandInTileArt() {
        OpenCvLoader.load();
    }

    @Override
    public byte[] paint(String catalogId, String tileId, int sizePx) {
        int hash = (catalogId + "/" + tileId).hashCode() * 0x9E3779B1;
        double hue = Math.floorMod(hash, 360);
        double[] bgr = hsvToBgr(hue, 0.55, 0.75);
        Mat tile = new Mat(sizePx, sizePx, CvType.CV_8UC3, new Scalar(bgr[0], bgr[1], bgr[2]));
        double s = sizePx;
        MatOfPoint arrow = new MatOfPoint(
                new Point(0.5 * s, 0.12 * s), new Point(0.78 * s, 0.45 * s), new Point(0.6 * s, 0.45 * s),
                new Point(0.6 * s, 0.85 * s), new Point(0.4 * s, 0.85 * s), new Point(0.4 * s, 0.45 * s),
                new Point(0.22 * s, 0.45 * s));
        Imgproc.fillPoly(tile, List.of(arrow), new Scalar(245, 245, 245), Imgproc.LINE_AA);
        byte[] pixels = new byte[sizePx * sizePx * 3];
        tile.get(0, 0, pixels);
        tile.release();
        arrow.release();
        return pixels;
    }

    @Override
    public Point2 anchor(String catalogId, String tileId, int featureIndex) {
        double angle = featureIndex * 2.4;
        double radius = featureIndex == 0 ? 0 : 0.28;
        return new Point2(0.5 + radius * Math.cos(angle), 0.5 + radius * Math.sin(angle));
    }

    private static double[] hsvToBgr(double hueDeg, double sat, double val) {
        double c = val * sat;
        double h = hueDeg / 60.0;
        double x = c * (1 - Math.abs(h % 2 - 1));
        double r;
        double g;
        double b;
        if (h < 1) {
            r = c; g = x; b = 0;
        } else if (h < 2) {
            r = x; g = c; b = 0;
        } else if (h < 3) {
            r = 0; g = c; b = x;
        } else if (h < 4) {
            r = 0; g = x; b = c;
        } else if (h < 5) {
            r = x; g = 0; b = c;
        } else {
            r = c; g = 0; b = x;
        }
        double m = val - c;
        return new double[] {(b + m) * 255, (g + m) * 255, (r + m) * 255};
    }
}
