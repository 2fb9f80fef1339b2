package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.SceneTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * The ground truth must point at what the image shows: each tile's reported corners, used to cut
 * the tile out of the picture, give back that tile's art in its reported rotation.
 */
class SceneGroundTruthTest {

    private static final int PATCH = 48;
    private final StandInTileArt art = new StandInTileArt();
    private final SceneGenerator generator = new SceneGenerator(art);

    private RenderedScene scene(Difficulty difficulty, long seed) {
        return generator.generate(SceneGenerator.Request.of(TestBoards.patch(), difficulty, seed)
                .withSize(960, 540).withArm(ArmChoice.NEVER));
    }

    /** The tile cut from the image along the given corners, as a grey patch, upright in board order. */
    private static Mat cut(Mat image, List<List<Double>> corners) {
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        MatOfPoint2f from = new MatOfPoint2f(corners.stream().map(c -> new Point(c.get(0), c.get(1))).toArray(Point[]::new));
        MatOfPoint2f to = new MatOfPoint2f(new Point(0, 0), new Point(PATCH, 0), new Point(PATCH, PATCH), new Point(0, PATCH));
        Mat h = Imgproc.getPerspectiveTransform(from, to);
        from.release();
        to.release();
        Mat patch = new Mat();
        Imgproc.warpPerspective(image, patch, h, new Size(PATCH, PATCH));
        h.release();
        Mat grey = new Mat();
        Imgproc.cvtColor(patch, grey, Imgproc.COLOR_BGR2GRAY);
        patch.release();
        return grey;
    }

    /** The stand-in art of a tile turned as it lies, grey, the size of a cut patch. */
    private Mat expected(TileTruth tile) {
        Mat upright = new Mat(PATCH, PATCH, CvType.CV_8UC3);
        upright.put(0, 0, art.paint(tile.catalog(), tile.id(), PATCH));
        Mat turned = upright;
        int turns = tile.rotation() / 90;
        if (turns > 0) {
            turned = new Mat();
            Core.rotate(upright, turned, turns == 1 ? Core.ROTATE_90_CLOCKWISE
                    : turns == 2 ? Core.ROTATE_180 : Core.ROTATE_90_COUNTERCLOCKWISE);
        }
        Mat grey = new Mat();
        Imgproc.cvtColor(turned, grey, Imgproc.COLOR_BGR2GRAY);
        if (turned != upright) {
            turned.release();
        }
        upright.release();
        return grey;
    }

    private void assertTilesMatch(Difficulty difficulty, long seed, double threshold) {
        RenderedScene s = scene(difficulty, seed);
        Mat image = s.decode();
        int checked = 0;
        for (TileTruth t : s.truth().tiles()) {
            boolean carriesFigure = s.truth().figures().stream().anyMatch(f -> f.x() == t.x() && f.y() == t.y());
            if (!t.visibility().equals("full") || carriesFigure) {
                continue;
            }
            Mat cut = cut(image, t.corners());
            Mat art = expected(t);
            double right = Likeness.inner(cut, art, PATCH / 10);
            cut.release();
            art.release();
            assertTrue(right > threshold, difficulty.label() + " seed " + seed + ": tile " + t.id() + " at ("
                    + t.x() + "," + t.y() + ") correlates only " + right + " with its art");
            checked++;
        }
        image.release();
        assertTrue(checked >= 10, "only " + checked + " tiles fully in view");
    }

    @Test
    void reportedTileCornersCutEachTileOutOfAnEasyImage() {
        assertTilesMatch(Difficulty.EASY, 11, 0.9);
    }

    @Test
    void reportedTileCornersCutEachTileOutOfADefaultImage() {
        assertTilesMatch(Difficulty.DEFAULT, 12, 0.8);
    }

    @Test
    void reportedTileCornersCutEachTileOutOfAHardImage() {
        assertTilesMatch(Difficulty.HARD, 13, 0.6);
    }

    @Test
    void cornersHalfATileOffDoNotMatch() {
        RenderedScene s = scene(Difficulty.DEFAULT, 12);
        Mat image = s.decode();
        double worst = -1;
        for (TileTruth t : s.truth().tiles()) {
            if (!t.visibility().equals("full")) {
                continue;
            }
            List<List<Double>> c = t.corners();
            double dx = (c.get(1).get(0) - c.get(0).get(0)) / 2;
            double dy = (c.get(1).get(1) - c.get(0).get(1)) / 2;
            List<List<Double>> shifted = c.stream().map(p -> List.of(p.get(0) + dx, p.get(1) + dy)).toList();
            Mat cut = cut(image, shifted);
            Mat art = expected(t);
            worst = Math.max(worst, Likeness.inner(cut, art, PATCH / 10));
            cut.release();
            art.release();
        }
        image.release();
        assertTrue(worst < 0.6, "a shifted quad still correlates " + worst);
    }

    @Test
    void eachFiguresFootIsCoveredByItsColour() {
        RenderedScene s = generator.generate(SceneGenerator.Request.of(TestBoards.patch(), Difficulty.EASY, 21)
                .withSize(1280, 720).withArm(ArmChoice.NEVER));
        Mat image = s.decode();
        SceneTruth truth = s.truth();
        assertEquals(3, truth.figures().size());
        for (FigureTruth f : truth.figures()) {
            int u = (int) Math.round(f.foot().get(0));
            int v = (int) Math.round(f.foot().get(1));
            double[] bgr = image.get(v, u);
            boolean ok = switch (f.colour()) {
                case "red" -> bgr[2] > bgr[1] + 40 && bgr[2] > bgr[0] + 40;
                case "blue" -> bgr[0] > bgr[2] + 30;
                case "yellow" -> bgr[2] > bgr[0] + 60 && bgr[1] > bgr[0] + 40;
                default -> true;
            };
            assertTrue(ok, f.colour() + " " + f.kind() + " foot at " + f.foot() + " shows " + java.util.Arrays.toString(bgr));
        }
        image.release();
    }
}
