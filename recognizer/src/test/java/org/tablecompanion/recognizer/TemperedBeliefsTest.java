package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A blurred, noisy, heavily compressed frame fits every picture of a pack worse, and the gaps
 * between its readings are then as much noise as evidence: read by the real pipeline, its
 * beliefs are tempered by how poorly its tiles fit.
 */
class TemperedBeliefsTest {

    @Test
    void aHardFramesTilesMisreadByASmallGapAreAskedAbout() {
        // H&G hard seed 2004 with a pack: 8 read as 9 at 91 % and 28 under a blue meeple as 22 at
        // 96 %, each about 3 ahead of its second, on a frame whose tiles fit worse than -24 at the median.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 2004, 72, Difficulty.HARD, 1920, 1080);
        List<String> wrongYetSure = TestScenes.wrongYetSure(scene, SampleGame.HG, true, List.of("8", "28")::contains);
        assertTrue(wrongYetSure.isEmpty(), wrongYetSure.toString());
    }
}
