package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * With the real painted tiles, a tile cut from the picture along its reported corners looks like
 * its art in the reported rotation, and more like it than like the other three rotations.
 */
class PaintedSceneTest {

    private static final int PATCH = 64;

    @Test
    void eachTileCutAlongItsCornersShowsItsArtInItsRotation() {
        Catalog base = Catalogs.builtIn("base");
        SceneBoard board = SampleGame.board(SampleGame.BASE.play(5, 14));
        RenderedScene scene = new SceneGenerator(new PaintedTileArt(List.of(base))).generate(
                SceneGenerator.Request.of(board, Difficulty.EASY, 5).withSize(1280, 720).withArm(ArmChoice.NEVER)
                        .withFraming(Framing.FIT_BOARD));
        Mat image = scene.decode();
        TileRenderer renderer = new TileRenderer();
        int checked = 0;
        int bestIsRight = 0;
        for (TileTruth t : scene.truth().tiles()) {
            boolean carriesFigure = scene.truth().figures().stream().anyMatch(f -> f.x() == t.x() && f.y() == t.y());
            if (!t.visibility().equals("full") || carriesFigure) {
                continue;
            }
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by
            // its finalizer mid-call.
            Mat patch = cut(image, t.corners());
            Mat cut = grey(patch);
            patch.release();
            double right = 0;
            double bestOther = -1;
            for (Rotation r : Rotation.values()) {
                Mat rendered = renderer.render(base.require(t.id()), r, PATCH, 1, TileStyle.forCatalog(base));
                Mat art = grey(rendered);
                rendered.release();
                double c = Likeness.inner(cut, art, PATCH / 8);
                art.release();
                if (r.degrees() == t.rotation()) {
                    right = c;
                } else {
                    bestOther = Math.max(bestOther, c);
                }
            }
            assertTrue(right > 0.6, "tile " + t.id() + " at (" + t.x() + "," + t.y() + ") correlates " + right);
            if (right >= bestOther - 0.01) {
                bestIsRight++;
            }
            cut.release();
            checked++;
        }
        image.release();
        assertTrue(checked >= 6, "only " + checked + " tiles checked");
        assertTrue(bestIsRight >= checked - 1, bestIsRight + " of " + checked + " tiles match best in their rotation");
    }

    private static Mat cut(Mat image, List<List<Double>> corners) {
        MatOfPoint2f from = new MatOfPoint2f(corners.stream().map(c -> new Point(c.get(0), c.get(1))).toArray(Point[]::new));
        MatOfPoint2f to = new MatOfPoint2f(new Point(0, 0), new Point(PATCH, 0), new Point(PATCH, PATCH), new Point(0, PATCH));
        Mat patch = new Mat();
        Mat h = Imgproc.getPerspectiveTransform(from, to);
        from.release();
        to.release();
        Imgproc.warpPerspective(image, patch, h, new Size(PATCH, PATCH));
        h.release();
        return patch;
    }

    private static Mat grey(Mat bgr) {
        Mat g = new Mat();
        Imgproc.cvtColor(bgr, g, Imgproc.COLOR_BGR2GRAY);
        Imgproc.GaussianBlur(g, g, new Size(0, 0), 1.2);
        return g;
    }

}
