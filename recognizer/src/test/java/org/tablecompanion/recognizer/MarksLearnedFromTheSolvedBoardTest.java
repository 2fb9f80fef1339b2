package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Zero-shot, the looks of an H&amp;G photo's meadow marks are learned again from the board's solved
 * readings, which neighbours and the box's counts have corrected, and the tiles read once more.
 */
class MarksLearnedFromTheSolvedBoardTest {

    @Test
    void aDeerAndAWildFireAreToldApartOnceTheBoardTeachesTheirLooks() {
        // Seed 1000: 62 (a meadow with a deer) and 85 (a meadow with the wild-fire's picture) lie
        // alike; with the looks learned from each tile's own best reading they were read as each
        // other.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 1000, 72, Difficulty.DEFAULT, 1920, 1080);
        var tiles = new java.util.ArrayList<>(SceneTruths.theTile(scene.truth(), "62"));
        tiles.addAll(SceneTruths.theTile(scene.truth(), "85"));
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.HG, false, tiles));
    }
}
