package org.tablecompanion.samples.render;

import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.geometry.FeatureShape;
import org.tablecompanion.engine.geometry.Point2;
import org.tablecompanion.engine.geometry.Polygon;

/**
 * A monastery: a cross-shaped church with a red roof and a bell tower topped by a cross, in a
 * walled garden with two trees.
 */
final class MonasteryPainter {

    private MonasteryPainter() {
    }

    static void paint(TileCanvas c) {
        for (FeatureShape shape : c.geometry.shapes()) {
            if (shape.terrain() == Terrain.MONASTERY && !shape.outline().isEmpty()) {
                church(c, shape);
            }
        }
    }

    private static void church(TileCanvas c, FeatureShape shape) {
        double minU = 1;
        double minV = 1;
        double maxU = 0;
        double maxV = 0;
        for (Polygon ring : shape.outline()) {
            for (Point2 p : ring.points()) {
                minU = Math.min(minU, p.u());
                minV = Math.min(minV, p.v());
                maxU = Math.max(maxU, p.u());
                maxV = Math.max(maxV, p.v());
            }
        }
        Point centre = new Point(c.px((minU + maxU) / 2), c.px((minV + maxV) / 2));
        double half = c.px(Math.min(maxU - minU, maxV - minV) / 2);
        double tilt = (c.random.nextDouble() - 0.5) * 6;
        // garden trees in two corners
        for (int side = -1; side <= 1; side += 2) {
            Sketch t = new Sketch(c.image, new Point(centre.x + side * half * 0.72, centre.y + half * 0.62), half * 0.2);
            t.circle(Palette.TREE_SHADOW, 0.25, 0.3, 1);
            t.circle(Palette.rgb(46, 100, 40), 0, 0, 0.95);
            t.circle(Palette.rgb(80, 140, 60), -0.3, -0.3, 0.45);
        }
        Sketch shadow = new Sketch(c.image, new Point(centre.x + half * 0.12, centre.y + half * 0.14), half, tilt, false);
        shadow.polygon(Palette.rgb(52, 70, 36), -0.42, -0.55, 0.42, -0.55, 0.42, 0.9, -0.42, 0.9);
        shadow.polygon(Palette.rgb(52, 70, 36), -0.78, -0.05, 0.78, -0.05, 0.78, 0.32, -0.78, 0.32);
        Sketch k = new Sketch(c.image, centre, half, tilt, false);
        Scalar light = Palette.rgb(204, 78, 54);
        Scalar dark = Palette.rgb(150, 48, 36);
        Scalar ridge = Palette.rgb(110, 34, 26);
        // nave, ridge running north-south
        k.polygon(Palette.PLASTER, -0.42, 0.7, 0.42, 0.7, 0.42, 0.92, -0.42, 0.92);
        k.polygon(Palette.rgb(90, 60, 40), -0.1, 0.92, 0.1, 0.92, 0.1, 0.78, 0, 0.72, -0.1, 0.78);
        k.polygon(light, -0.42, -0.55, 0, -0.55, 0, 0.7, -0.42, 0.7);
        k.polygon(dark, 0, -0.55, 0.42, -0.55, 0.42, 0.7, 0, 0.7);
        // transept, ridge running east-west
        k.polygon(light, -0.78, -0.05, 0.78, -0.05, 0.42, 0.12, -0.42, 0.12);
        k.polygon(light, -0.78, -0.05, -0.42, 0.12, -0.78, 0.12);
        k.polygon(dark, -0.78, 0.12, 0.78, 0.12, 0.78, 0.3, -0.78, 0.3);
        k.polygon(light, 0.42, 0.12, 0.78, -0.05, 0.78, 0.12);
        k.stroke(ridge, 0.04, -0.78, 0.12, 0.78, 0.12);
        k.stroke(ridge, 0.04, 0, -0.55, 0, 0.7);
        k.polygonOutline(ridge, 0.04, -0.42, -0.55, 0.42, -0.55, 0.42, -0.05, 0.78, -0.05, 0.78, 0.3, 0.42, 0.3,
                0.42, 0.7, -0.42, 0.7, -0.42, 0.3, -0.78, 0.3, -0.78, -0.05, -0.42, -0.05);
        // bell tower with a pyramid roof
        k.polygon(Palette.PLASTER, -0.26, -0.62, 0.26, -0.62, 0.26, -0.5, -0.26, -0.5);
        k.polygon(Palette.shade(light, 1.1), -0.26, -1.0, 0, -0.76, -0.26, -0.62);
        k.polygon(light, -0.26, -1.0, 0.26, -1.0, 0, -0.76);
        k.polygon(dark, 0.26, -1.0, 0.26, -0.62, 0, -0.76);
        k.polygon(Palette.shade(dark, 0.85), -0.26, -0.62, 0, -0.76, 0.26, -0.62);
        k.polygonOutline(ridge, 0.035, -0.26, -1.0, 0.26, -1.0, 0.26, -0.62, -0.26, -0.62);
        // the cross
        Scalar cross = Palette.rgb(250, 236, 170);
        k.polygon(Palette.OUTLINE, -0.07, -1.02, 0.07, -1.02, 0.07, -0.5, -0.07, -0.5);
        k.polygon(Palette.OUTLINE, -0.22, -0.88, 0.22, -0.88, 0.22, -0.74, -0.22, -0.74);
        k.polygon(cross, -0.04, -0.99, 0.04, -0.99, 0.04, -0.53, -0.04, -0.53);
        k.polygon(cross, -0.19, -0.85, 0.19, -0.85, 0.19, -0.77, -0.19, -0.77);
        c.take(centre, half * 0.9);
    }
}
