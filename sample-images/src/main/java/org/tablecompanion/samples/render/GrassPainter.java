package org.tablecompanion.samples.render;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * Blades of grass on fields, and on the lighter meadows also small flowers, so the two kinds of
 * open land read differently even where their greens are close.
 */
final class GrassPainter {

    private static final Scalar[] FLOWERS = {
        Palette.rgb(250, 250, 240), Palette.rgb(250, 226, 80), Palette.rgb(190, 150, 230), Palette.rgb(240, 130, 150)
    };

    private GrassPainter() {
    }

    static void paint(TileCanvas c) {
        Mat open = c.mask(f -> c.terrain(f) == Terrain.FIELD || c.terrain(f) == Terrain.MEADOW);
        if (Core.countNonZero(open) == 0) {
            open.release();
            return;
        }
        Mat layer = c.image.clone();
        int blades = c.size * c.size / 70;
        double length = Math.max(2, c.px(0.02));
        for (int k = 0; k < blades; k++) {
            int x = c.print.nextInt(c.size);
            int y = c.print.nextInt(c.size);
            int i = y * c.size + x;
            Terrain t = c.terrain(c.labels[i]);
            if (t != Terrain.FIELD && t != Terrain.MEADOW) {
                continue;
            }
            boolean field = t == Terrain.FIELD;
            double lean = (c.print.nextDouble() - 0.5) * 0.8;
            double shade = c.print.nextDouble();
            Scalar colour = field
                    ? Palette.mix(Palette.rgb(58, 104, 34), Palette.rgb(150, 190, 80), shade)
                    : Palette.mix(Palette.rgb(120, 150, 60), Palette.rgb(220, 226, 140), shade);
            double len = length * (0.6 + 0.8 * c.print.nextDouble());
            new Sketch(layer, new Point(x, y), len).stroke(colour, 1.0 / len, 0, 0, lean, -1);
        }
        int flowers = c.size * c.size / 700;
        for (int k = 0; k < flowers; k++) {
            int x = c.print.nextInt(c.size);
            int y = c.print.nextInt(c.size);
            int i = y * c.size + x;
            if (c.terrain(c.labels[i]) != Terrain.MEADOW) {
                continue;
            }
            double r = Math.max(0.7, c.px(0.0045));
            Scalar colour = FLOWERS[c.print.nextInt(FLOWERS.length)];
            new Sketch(layer, new Point(x, y), r).circle(colour, 0, 0, 1);
        }
        layer.copyTo(c.image, open);
        layer.release();
        open.release();
    }
}
