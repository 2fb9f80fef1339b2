package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.samples.scene.truth.Occluder;

class ArmOcclusionTest {

    private final SceneGenerator generator = new SceneGenerator(new StandInTileArt());

    private RenderedScene scene(ArmChoice arm) {
        return generator.generate(SceneGenerator.Request.of(TestBoards.patch(), Difficulty.DEFAULT, 31)
                .withSize(960, 540).withArm(arm));
    }

    @Test
    void theArmHidesPartOfTheBoardWhereTheTruthSaysItIs() {
        RenderedScene with = scene(ArmChoice.ALWAYS);
        RenderedScene without = scene(ArmChoice.NEVER);
        List<Occluder> arms = with.truth().occluders();
        assertFalse(arms.isEmpty(), "no arm outline in the truth");
        assertTrue(without.truth().occluders().isEmpty());
        assertTrue(with.truth().tiles().stream().anyMatch(t -> t.occluded() > 0.2), "no tile is hidden by the arm");

        Mat a = with.decode();
        Mat b = without.decode();
        Mat mask = Mat.zeros(a.rows(), a.cols(), CvType.CV_8UC1);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        for (Occluder o : arms) {
            MatOfPoint poly = new MatOfPoint(o.polygon().stream()
                    .map(p -> new Point(p.get(0), p.get(1))).toArray(Point[]::new));
            Imgproc.fillPoly(mask, List.of(poly), new Scalar(255));
            poly.release();
        }
        Mat diff = new Mat();
        Core.absdiff(a, b, diff);
        a.release();
        b.release();
        Mat grey = new Mat();
        Imgproc.cvtColor(diff, grey, Imgproc.COLOR_BGR2GRAY);
        diff.release();
        double inside = Core.mean(grey, mask).val[0];
        grey.release();
        mask.release();
        assertTrue(inside > 25, "the picture barely changes under the arm outline: " + inside);
    }

    @Test
    void tilesFarFromTheArmAreNotCountedAsHidden() {
        RenderedScene with = scene(ArmChoice.ALWAYS);
        assertTrue(with.truth().tiles().stream().anyMatch(t -> t.occluded() == 0.0));
    }
}
