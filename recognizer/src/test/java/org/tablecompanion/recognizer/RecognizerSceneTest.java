package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.Observations;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/** The real pipeline on one generated scene of a small base-game board. */
class RecognizerSceneTest {

    private static RenderedScene scene;
    private static Mat frame;
    private static Observation packed;
    private static Recognition withImages;

    @BeforeAll
    static void recognize() {
        scene = TestScenes.scene(SampleGame.BASE, 1, 30, Difficulty.EASY, 1280, 720);
        frame = scene.decode();
        packed = TestScenes.recognizer(SampleGame.BASE, true).recognize(frame).observation();
        Recognizer debug = new Recognizer(TestScenes.recognizer(SampleGame.BASE, true).settings().withImages(true));
        withImages = debug.recognize(frame);
    }

    @AfterAll
    static void release() {
        withImages.log().release();
        frame.release();
    }

    @Test
    void everyTileOfTheBoardIsFound() {
        assertEquals(SceneTruths.visibleTiles(scene.truth()), packed.tiles().size());
    }

    @Test
    void everyTileLiesWhereTheTruthSays() {
        SceneTruths.Comparison c = SceneTruths.compare(scene.truth(), packed, TestScenes.combined(SampleGame.BASE));
        assertEquals(0, c.unmatched(), c.toString());
        assertTrue(c.worstCornerPx() < 0.12 * packed.lattice().cellPx(), c.toString());
    }

    @Test
    void aPackReadsEveryTileAndItsRotation() {
        SceneTruths.Comparison c = SceneTruths.compare(scene.truth(), packed, TestScenes.combined(SampleGame.BASE));
        assertEquals(c.compared(), c.right(), c.toString());
    }

    @Test
    void mostFiguresAreFoundWithTheirColourAndFeature() {
        SceneTruths.FigureComparison f = SceneTruths.compareFigures(scene.truth(), packed);
        assertTrue(f.right() >= 0.9 * f.compared(), f.toString());
        assertTrue(f.extra() <= 1, f.toString());
    }

    @Test
    void theObservationSurvivesJson() {
        Observation back = Observations.fromJson(Observations.toJson(packed));
        assertEquals(packed, back);
    }

    @Test
    void everyStageTimesItselfAndKeepsAPictureWhenAsked() {
        assertTrue(packed.timingsMs().keySet().containsAll(List.of("seams", "lattice", "occupancy", "identify",
                "solve", "figures")));
        assertTrue(withImages.log().images().keySet().containsAll(List.of("seams", "lattice", "occupancy", "board")));
        assertFalse(withImages.log().images().get("lattice").empty());
    }
}
