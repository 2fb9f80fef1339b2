package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * A figure over the only place two readings differ: base default seed 1002, 10 tiles, has a
 * straight road (U) under a black lying meeple whose paint, rim and shadow cover the one stub that
 * would make it a junction (W). Zero-shot read it as W, sure; no neighbour checks that edge. The
 * reading is now asked about, naming the figure.
 */
class FigureHidesTheDifferenceTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    @Test
    void aReadingOnlyAFigureDecidesIsAskedAbout() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 1002, 10, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.BASE, false);
        TileTruth u = scene.truth().tiles().stream().filter(t -> t.id().equals("U")).findFirst().orElseThrow();
        TileReading there = o.tiles().stream().min(Comparator.comparingDouble(r -> distance(r, u))).orElseThrow();
        assertTrue(distance(there, u) < 0.3 * o.lattice().cellPx(), "the U is read");
        assertTrue(there.confidence() < Recognizer.UNSURE_BELOW,
                "read " + there.tile() + " " + there.rotation() + " at " + there.confidence());
        assertTrue(o.unsure().stream().anyMatch(q -> q.x() == there.x() && q.y() == there.y()
                && q.reason().contains("a figure hides")), "asked: " + o.unsure());
    }

    private static double distance(TileReading r, TileTruth t) {
        double x = r.corners().stream().mapToDouble(c -> c.get(0)).average().orElse(0);
        double y = r.corners().stream().mapToDouble(c -> c.get(1)).average().orElse(0);
        return Math.hypot(x - t.centre().get(0), y - t.centre().get(1));
    }
}
