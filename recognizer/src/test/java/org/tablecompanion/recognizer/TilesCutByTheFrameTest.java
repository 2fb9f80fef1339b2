package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.Unsure;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * A tile the frame's edge cuts is read from what shows of it, never surely, and the figures on
 * it are found. Base+River default seed 1001: a blue meeple stands on the road of a D whose
 * lower third lies below the frame; it was never looked for.
 */
class TilesCutByTheFrameTest {

    private static Observation read(boolean withPack) {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1001, 72, Difficulty.DEFAULT, 1920, 1080);
        return TestScenes.read(scene, SampleGame.RIVER, withPack);
    }

    private static FigureReading meepleByTheEdge(Observation o) {
        List<FigureReading> near = o.figures().stream().filter(f -> f.colour().equals("blue")
                && Math.hypot(f.image().get(0) - 1281, f.image().get(1) - 1065) < 40).toList();
        assertEquals(1, near.size(), "the blue meeple by the frame's lower edge: " + o.figures());
        return near.get(0);
    }

    @Test
    void aFigureOnATileTheFramesEdgeCutsIsFoundOnItsRoad() {
        FigureReading f = meepleByTheEdge(read(true));
        assertEquals("road", f.terrain());
    }

    @Test
    void aTileTheFramesEdgeCutsIsAskedAboutAndSoIsItsFigure() {
        Observation o = read(true);
        FigureReading f = meepleByTheEdge(o);
        assertTrue(f.confidence() <= Recognizer.CUT_AT_MOST, "not sure: " + f);
        List<Unsure> asked = o.unsure().stream()
                .filter(u -> u.x() == f.x() && u.y() == f.y() && u.what().equals("tile")).toList();
        assertEquals(1, asked.size(), "" + o.unsure());
        assertTrue(asked.get(0).reason().startsWith("the frame's edge cuts"), asked.get(0).reason());
    }

    @Test
    void aSleeveAtTheFramesEdgeBesideCellsTheHandHidesIsNoCutTile() {
        // Base+River default seed 2000: an arm reaches over the board to the frame's corner. The
        // square of sleeve at the edge, beside cells the hand hides, was read as a cut Q with a
        // grey figure on it, and asked about.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 2000, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.RIVER, true);
        assertTrue(o.hands().size() == 1, "the hand is seen: " + o.hands());
        List<FigureReading> onSleeve = o.figures().stream()
                .filter(f -> Math.hypot(f.image().get(0) - 1879, f.image().get(1) - 819) < 60).toList();
        assertEquals(List.of(), onSleeve, "figures on the sleeve");
    }

    @Test
    void zeroShotFindsTheFigureOnTheCutTileToo() {
        assertEquals("road", meepleByTheEdge(read(false)).terrain());
    }
}
