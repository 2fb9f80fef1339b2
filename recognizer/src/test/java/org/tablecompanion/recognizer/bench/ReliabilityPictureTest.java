package org.tablecompanion.recognizer.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.tablecompanion.samples.OpenCvLoader;

class ReliabilityPictureTest {

    @BeforeAll
    static void load() {
        OpenCvLoader.load();
    }

    @Test
    void aTenthToldAtSixAndRightSixTimesInTenLiesOnTheDiagonalInTheRowsColour() {
        Reliability.Counter told = new Reliability.Counter();
        for (int k = 0; k < 10; k++) {
            told.add(0.6, k < 6);
        }
        SceneScore scene = new SceneScore(10, 10, 6, 6, 6, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), List.of(),
                new Reliability(told.bins(), List.of()));
        BenchRow.Accumulator a = new BenchRow.Accumulator("hg", "default", "zero-shot");
        a.add(scene, 100, true);
        Mat m = ReliabilityPicture.paint(List.of(a.row()));
        Point p = ReliabilityPicture.at(ReliabilityPicture.TOLD_PANEL_LEFT, 0.6, 0.6);
        double[] bgr = m.get((int) Math.round(p.y), (int) Math.round(p.x));
        m.release();
        assertArrayEquals(ReliabilityPicture.COLOURS.get(0).val, new double[] {bgr[0], bgr[1], bgr[2], 0});
    }
}
