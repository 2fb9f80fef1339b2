package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * The real pipeline with a pack on a full-HD default scene of a 72-tile base+River board whose
 * tiles are small (about 60 px), laid up to 2 mm off their cells, and whose table ends in the
 * picture's corner.
 */
class DefaultSceneTest {

    private static RenderedScene scene;
    private static Observation observed;

    @BeforeAll
    static void recognize() {
        scene = TestScenes.scene(SampleGame.RIVER, 1003, 72, Difficulty.DEFAULT, 1920, 1080);
        Mat frame = scene.decode();
        observed = TestScenes.recognizer(SampleGame.RIVER, true).recognize(frame).observation();
        frame.release();
    }

    @Test
    void tilesLaidOffTheirCellsAreReadRight() {
        SceneTruths.Comparison c = SceneTruths.compare(scene.truth(), observed, TestScenes.combined(SampleGame.RIVER));
        assertEquals(c.compared(), c.right(), c.toString());
    }

    @Test
    void nothingBeyondTheTablesEdgeIsReadAsATile() {
        List<TileTruth> truth = scene.truth().tiles().stream().filter(t -> t.centre().size() == 2).toList();
        for (TileReading r : observed.tiles()) {
            double[] c = SceneTruths.centre(r);
            double nearest = truth.stream().mapToDouble(t -> Math.hypot(t.centre().get(0) - c[0],
                    t.centre().get(1) - c[1])).min().orElse(Double.MAX_VALUE);
            assertTrue(nearest < 0.5 * observed.lattice().cellPx(), "a tile read at " + c[0] + ", " + c[1]);
        }
    }
}
