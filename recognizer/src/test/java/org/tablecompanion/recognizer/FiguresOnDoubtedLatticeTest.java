package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Hard seed 1003 of the base+River benchmark with the pack: the frame's lattice reads poorly, and
 * of the lattices probed the best keeps 29 squares of which 11 fit a picture well; 4 of the 61
 * tiles were read right there. A figure's feature is one of the tile read under it, so a figure
 * found on such a lattice is asked about as its tile is: it had made sure extra figures.
 */
class FiguresOnDoubtedLatticeTest {

    @Test
    void figuresReadOnALatticeReadPoorlyAreAskedAboutAsItsTilesAre() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1003, 72, Difficulty.HARD, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.RIVER, true);
        assertTrue(o.unsure().stream().anyMatch(u -> u.what().equals("board")), "the lattice is doubted: " + o.unsure());
        assertFalse(o.figures().isEmpty(), "figures are still told");
        for (FigureReading f : o.figures()) {
            assertTrue(f.confidence() < Recognizer.UNSURE_BELOW, "not sure: " + f);
            assertTrue(o.unsure().stream().anyMatch(u -> u.what().equals("figure") && u.x() == f.x() && u.y() == f.y()),
                    "asked about: " + f);
        }
    }
}
