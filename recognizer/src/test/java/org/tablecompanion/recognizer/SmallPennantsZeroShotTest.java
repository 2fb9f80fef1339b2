package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * On a frame whose tiles are small, a pennant is a few pixels: read zero-shot by the real
 * pipeline, a tile told from its twin by a pennant alone is asked about, not told as sure.
 */
class SmallPennantsZeroShotTest {

    @Test
    void pennantTwinsOnSmallHardTilesAreAskedAbout() {
        // Base+River hard seed 2000 zero-shot, tiles of about 50 px: N read as M at 97 %, G as F at
        // 95 %, M as N at 97 % and S as T at 93 %.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 2000, 72, Difficulty.HARD, 1920, 1080);
        List<String> wrongYetSure = TestScenes.wrongYetSure(scene, SampleGame.RIVER, false,
                List.of("F", "G", "M", "N", "S", "T")::contains);
        assertTrue(wrongYetSure.isEmpty(), wrongYetSure.toString());
    }
}
