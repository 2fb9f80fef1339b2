package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;

/**
 * The recognizer reading a table's calibration: a board photographed through a strong barrel
 * lens under a colour cast, read with and without the calibration that undoes both.
 */
class CalibratedRecognitionTest {

    private static LensScenes.LensScene lens;
    private static Mat frame;
    private static Observation raw;
    private static Observation calibrated;

    @BeforeAll
    static void recognize() {
        // k1 -0.42: straight seams bow by several pixels over a tile at the edge of the view.
        // 72 tiles reach the bowed edges: the 36 of seed 4 read whole without the calibration
        // since the board region's own lattice is read (sixty-sixth session).
        lens = LensScenes.scene(4, 72, -0.42, 0.06, 1.2, 0.85, 1280, 720);
        frame = lens.scene().decode();
        Recognizer plain = TestScenes.recognizer(SampleGame.BASE, true);
        raw = plain.recognize(frame).observation();
        calibrated = new Recognizer(plain.settings().withCalibration(lens.calibration())).recognize(frame).observation();
    }

    @AfterAll
    static void release() {
        frame.release();
    }

    /**
     * Without the calibration the board was lost (under half its tiles right) until the
     * eighty-second session, whose lattices moved by half a cell read 50 of 72 of it; with the
     * calibration nearly all of it is read, and more than without.
     */
    @Test
    void aStronglyDistortedBoardIsReadNearlyWholeWithTheCalibrationAndBetterThanWithout() {
        SceneTruths.Comparison without = SceneTruths.compare(lens.scene().truth(), raw, TestScenes.combined(SampleGame.BASE));
        SceneTruths.Comparison with = SceneTruths.compare(lens.scene().truth(), calibrated,
                TestScenes.combined(SampleGame.BASE));
        assertTrue(with.right() >= 0.9 * with.compared(), with.toString());
        assertTrue(without.right() < with.right(), without + " against " + with);
    }

    @Test
    void tileCornersLandOnTheOriginalFrameNotOnTheCorrectedPicture() {
        SceneTruths.Comparison with = SceneTruths.compare(lens.scene().truth(), calibrated,
                TestScenes.combined(SampleGame.BASE));
        assertEquals(0, with.unmatched(), with.toString());
        assertTrue(with.worstCornerPx() < 0.12 * calibrated.lattice().cellPx(), with.toString());
        assertEquals(new Observation.ImageSize(frame.cols(), frame.rows()), calibrated.image());
    }

    @Test
    void theFrameIsUndistortedBeforeTheLatticeAndTheBoardWhiteBalancedBeforeTilesAreRead() {
        List<String> stages = new ArrayList<>(calibrated.timingsMs().keySet());
        assertEquals("undistort", stages.get(0), stages.toString());
        assertTrue(stages.indexOf("white-balance") > stages.indexOf("lattice"), stages.toString());
        assertTrue(stages.indexOf("white-balance") < stages.indexOf("identify"), stages.toString());
        assertTrue(!raw.timingsMs().containsKey("undistort"), raw.timingsMs().toString());
    }
}
