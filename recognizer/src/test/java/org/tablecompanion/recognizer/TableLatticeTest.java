package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.lattice.BoardRegion;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * A small board of the hard level on a wooden table seen steeply: the plank joints are the
 * longest, strongest straight lines of the frame, and a lattice fitted to the whole frame misses
 * the board (seed 1000 of the hard bench). Fitted again where the board may lie, it is found.
 */
class TableLatticeTest {

    private static RenderedScene scene;
    private static Mat frame;

    @BeforeAll
    static void render() {
        scene = TestScenes.scene(SampleGame.RIVER, 1000, 72, Difficulty.HARD, 1920, 1080);
        frame = scene.decode();
    }

    @AfterAll
    static void release() {
        frame.release();
    }

    @Test
    void theBoardMayLieWhereItsTilesLieAndNotAllOverTheTable() {
        BoardRegion region = BoardRegion.of(frame);
        int inside = 0;
        int full = 0;
        for (TileTruth t : scene.truth().tiles()) {
            if (t.visibility().equals("full")) {
                full++;
                inside += region.contains((int) t.centre().get(0).doubleValue(), (int) t.centre().get(1).doubleValue())
                        ? 1 : 0;
            }
        }
        assertTrue(inside >= 0.95 * full, inside + " of " + full + " tiles inside");
        int kept = 0;
        int all = 0;
        for (int y = 0; y < frame.rows(); y += 8) {
            for (int x = 0; x < frame.cols(); x += 8) {
                all++;
                kept += region.contains(x, y) ? 1 : 0;
            }
        }
        assertTrue(kept < 0.6 * all, "the region is " + kept + " of " + all + " samples");
    }

    @Test
    void aBoardWhoseTableOutshinesItsSeamsIsStillRead() {
        Observation o = TestScenes.recognizer(SampleGame.RIVER, true).recognize(frame).observation();
        SceneTruths.Comparison c = SceneTruths.compare(scene.truth(), o, TestScenes.combined(SampleGame.RIVER));
        assertTrue(c.right() >= 0.6 * SceneTruths.visibleTiles(scene.truth()), c.toString());
    }
}
