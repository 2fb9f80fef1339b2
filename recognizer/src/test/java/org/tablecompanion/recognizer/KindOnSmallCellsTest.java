package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;

/**
 * A hut and a fisher on a river, told apart by silhouettes too few pixels wide, read by the real
 * pipeline on a generated hard scene: the kind is asked about (Recognizer#SILHOUETTE_LEAST_CELL_PX).
 */
class KindOnSmallCellsTest {

    @Test
    void aHutOnARiverOfSmallCellsIsAskedAbout() {
        // H&G hard seed 3001 with a pack, cells of about 47 px: the yellow hut on 20's river, at the
        // board's far edge, was seen standing and told as sure at 0.95.
        FigureReading r = TestScenes.figureReadWithPack(SampleGame.HG, 3001, Difficulty.HARD, "yellow", "hut", "20");
        assertTrue(r.kind().equals("hut") || r.confidence() < Recognizer.UNSURE_BELOW,
                "seen " + r.kind() + " at " + r.confidence());
    }
}
