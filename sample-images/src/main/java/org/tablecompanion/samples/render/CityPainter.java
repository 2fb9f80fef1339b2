package org.tablecompanion.samples.render;

import java.util.ArrayList;
import java.util.List;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * Cities: packed houses with red and brown roofs inside a stone wall that casts a shadow on the
 * land outside, and a blue-and-white shield for every pennant.
 */
final class CityPainter {

    private static final Scalar[] ROOFS = {
        Palette.ROOF_RED, Palette.ROOF_BROWN, Palette.rgb(196, 84, 52), Palette.rgb(160, 58, 40),
        Palette.rgb(176, 104, 64), Palette.rgb(140, 70, 52)
    };

    private CityPainter() {
    }

    static void paint(TileCanvas c) {
        Mat city = c.mask(Terrain.CITY);
        if (Core.countNonZero(city) == 0) {
            city.release();
            return;
        }
        double wall = Math.max(2, c.px(0.034));
        castShadow(c, city, wall);
        houses(c, city, wall);
        walls(c, wall);
        city.release();
        for (int f = 0; f < c.tile.features().size(); f++) {
            if (c.terrain(f) == Terrain.CITY) {
                for (int k = 0; k < c.tile.feature(f).pennants(); k++) {
                    c.spot(f, c.px(0.08), c.px(0.1)).ifPresent(spot -> pennant(c, spot.at()));
                }
            }
        }
    }

    /** The wall's shadow darkens the land just outside it (light comes from the upper left). */
    private static void castShadow(TileCanvas c, Mat city, double wall) {
        Mat shifted = new Mat();
        Mat m = Mat.eye(2, 3, CvType.CV_32F);
        m.put(0, 2, wall * 0.35);
        m.put(1, 2, wall * 0.45);
        Imgproc.warpAffine(city, shifted, m, city.size());
        Imgproc.GaussianBlur(shifted, shifted, new Size(0, 0), Math.max(1, wall * 0.4));
        byte[] shadow = new byte[c.size * c.size];
        shifted.get(0, 0, shadow);
        byte[] pixels = new byte[c.size * c.size * 3];
        c.image.get(0, 0, pixels);
        for (int i = 0; i < shadow.length; i++) {
            if (c.terrain(c.labels[i]) == Terrain.CITY) {
                continue;
            }
            double k = 1 - 0.45 * (shadow[i] & 0xff) / 255.0;
            for (int ch = 0; ch < 3; ch++) {
                pixels[i * 3 + ch] = (byte) ((pixels[i * 3 + ch] & 0xff) * k);
            }
        }
        c.image.put(0, 0, pixels);
        shifted.release();
        m.release();
    }

    /** Rows of small houses, each a pitched roof seen from above, clipped to the inside of the wall. */
    private static void houses(TileCanvas c, Mat city, double wall) {
        Mat layer = c.image.clone();
        double step = c.px(0.075);
        List<double[]> spots = new ArrayList<>();
        for (double y = step * 0.4; y < c.size; y += step * 0.82) {
            double shift = c.random.nextDouble() * step;
            for (double x = -shift; x < c.size; x += step * (0.9 + 0.3 * c.random.nextDouble())) {
                double jx = x + (c.random.nextDouble() - 0.5) * step * 0.3;
                double jy = y + (c.random.nextDouble() - 0.5) * step * 0.3;
                int ix = (int) Math.round(jx);
                int iy = (int) Math.round(jy);
                if (ix < 0 || iy < 0 || ix >= c.size || iy >= c.size) {
                    continue;
                }
                int i = iy * c.size + ix;
                if (c.terrain(c.labels[i]) != Terrain.CITY || c.inside[i] < wall * 1.1) {
                    continue;
                }
                if (c.random.nextDouble() < 0.08) {
                    continue; // a little square
                }
                spots.add(new double[] {jx, jy});
            }
        }
        for (double[] s : spots) {
            double w = step * (0.55 + 0.3 * c.random.nextDouble());
            double h = step * (0.42 + 0.22 * c.random.nextDouble());
            double angle = (c.random.nextDouble() - 0.5) * 24 + (c.random.nextDouble() < 0.3 ? 90 : 0);
            Scalar roof = ROOFS[c.random.nextInt(ROOFS.length)];
            roof = Palette.shade(roof, 0.9 + 0.2 * c.random.nextDouble());
            house(layer, new Point(s[0], s[1]), w, h, angle, roof);
        }
        // Inside the wall only; the tile's own border is no wall, so houses run up to it.
        Mat inner = new Mat();
        Mat deepEnough = inDepth(c, wall);
        Core.bitwise_and(deepEnough, city, inner);
        layer.copyTo(c.image, inner);
        layer.release();
        inner.release();
        deepEnough.release();
    }

    private static Mat inDepth(TileCanvas c, double wall) {
        byte[] data = new byte[c.size * c.size];
        for (int i = 0; i < data.length; i++) {
            if (c.inside[i] >= wall) {
                data[i] = (byte) 255;
            }
        }
        Mat m = new Mat(c.size, c.size, CvType.CV_8UC1);
        m.put(0, 0, data);
        return m;
    }

    private static void house(Mat image, Point centre, double w, double h, double angle, Scalar roof) {
        double s = Math.max(w, h);
        Sketch shadow = new Sketch(image, new Point(centre.x + s * 0.12, centre.y + s * 0.14), s, angle, false);
        double hw = w / s / 2;
        double hh = h / s / 2;
        shadow.polygon(Palette.rgb(60, 40, 28), -hw, -hh, hw, -hh, hw, hh, -hw, hh);
        Sketch k = new Sketch(image, centre, s, angle, false);
        // two slopes of the roof, the lower one in shade, and the ridge between them
        k.polygon(Palette.shade(roof, 1.12), -hw, -hh, hw, -hh, hw, 0, -hw, 0);
        k.polygon(Palette.shade(roof, 0.78), -hw, 0, hw, 0, hw, hh, -hw, hh);
        k.stroke(Palette.shade(roof, 0.55), 0.05, -hw, 0, hw, 0);
        k.polygonOutline(Palette.shade(roof, 0.45), 0.035, -hw, -hh, hw, -hh, hw, hh, -hw, hh);
    }

    /** Stone along every city border that is not the tile's edge: blocks, a dark foot and a lit top. */
    private static void walls(TileCanvas c, double wall) {
        byte[] pixels = new byte[c.size * c.size * 3];
        c.image.get(0, 0, pixels);
        ValueNoise stones = new ValueNoise(c.random.nextLong());
        double block = Math.max(2, wall * 0.8);
        for (int y = 0; y < c.size; y++) {
            for (int x = 0; x < c.size; x++) {
                int i = y * c.size + x;
                if (c.terrain(c.labels[i]) != Terrain.CITY || c.inside[i] >= wall) {
                    continue;
                }
                double d = c.inside[i] / wall;
                double n = stones.at(x / block, y / block);
                double joint = Math.abs(stones.at(x / block + 40, y / block + 40) - 0.5) < 0.06 ? 0.75 : 1;
                double light = d < 0.25 ? 0.55 : d > 0.8 ? 0.72 : 1.0;
                double r = (150 + 40 * n) * light * joint;
                double g = (142 + 36 * n) * light * joint;
                double b = (128 + 30 * n) * light * joint;
                pixels[i * 3] = (byte) Math.min(255, b);
                pixels[i * 3 + 1] = (byte) Math.min(255, g);
                pixels[i * 3 + 2] = (byte) Math.min(255, r);
            }
        }
        c.image.put(0, 0, pixels);
    }

    /** A blue shield with a white border and a white cross. */
    private static void pennant(TileCanvas c, Point at) {
        double s = c.px(0.13);
        Sketch shadow = new Sketch(c.image, new Point(at.x + s * 0.08, at.y + s * 0.1), s);
        double[] outline = {-0.4, -0.45, 0.4, -0.45, 0.4, 0.05, 0.0, 0.5, -0.4, 0.05};
        shadow.polygon(Palette.rgb(40, 30, 20), outline);
        Sketch k = new Sketch(c.image, at, s);
        k.polygon(Palette.WHITE, outline);
        double[] inner = {-0.32, -0.37, 0.32, -0.37, 0.32, 0.03, 0.0, 0.4, -0.32, 0.03};
        k.polygon(Palette.PENNANT_BLUE, inner);
        k.polygon(Palette.WHITE, -0.06, -0.3, 0.06, -0.3, 0.06, 0.28, -0.06, 0.28);
        k.polygon(Palette.WHITE, -0.26, -0.12, 0.26, -0.12, 0.26, 0.0, -0.26, 0.0);
        k.polygonOutline(Palette.OUTLINE, 0.04, outline);
    }
}
