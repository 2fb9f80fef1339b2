package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * A figure over the only place two readings differ: base default seed 1002, 10 tiles, has a
 * straight road (U) under a black lying meeple whose paint, rim and shadow cover the one stub that
 * would make it a junction (W). Zero-shot read it as W, sure; no neighbour checks that edge. The
 * reading is now asked about, naming the figure. So is a reading whose only difference from
 * another is a mark on a feature a figure largely hides.
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

    /**
     * Base+River default seed 1108 (69 tiles): a red farmer lies on a straight road's (U) field
     * against the road, its shadow on the road where a junction (W) has its building, and the U
     * was read as W with the farmer standing on the third arm. Its silhouette fits a lying meeple
     * (0.83) better than a standing one (0.75): the reading that puts it on a field is taken.
     */
    @Test
    void aStraightRoadUnderALyingFarmerIsReadAsTheReadingItsShapeFits() {
        TileReading there = straightRoadUnderAFarmer(1108, "red", false);
        assertTrue(there.confidence() <= Recognizer.FIGURE_DECIDES_AT_MOST, "still asked: " + there.confidence());
    }

    /**
     * Base+River default seed 1020 with a pack: a yellow farmer lying against a U's road was read
     * as a W at 0.63, the farmer standing on its third arm (the pack's one such miss on 1000-1119).
     * An asked square's second reading is told on too, and the farmer's shape fits it.
     */
    @Test
    void aStraightRoadUnderALyingFarmerIsReadAsTheReadingItsShapeFitsWithAPack() {
        TileReading there = straightRoadUnderAFarmer(1020, "yellow", true);
        assertTrue(there.confidence() < Recognizer.UNSURE_BELOW, "still asked: " + there.confidence());
    }

    /**
     * The reading of the U under the lying farmer of {@code colour} in the dealt default scene of
     * {@code seed}, asserted to be a U with the farmer lying on its field.
     */
    private static TileReading straightRoadUnderAFarmer(long seed, String colour, boolean withPack) {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, seed, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.RIVER, withPack);
        FigureTruth farmer = scene.truth().figures().stream()
                .filter(f -> f.colour().equals(colour) && f.kind().equals("lying")
                        && tileAt(scene, f).id().equals("U"))
                .findFirst().orElseThrow();
        TileTruth u = tileAt(scene, farmer);
        TileReading there = o.tiles().stream().min(Comparator.comparingDouble(r -> distance(r, u))).orElseThrow();
        assertTrue(distance(there, u) < 0.3 * o.lattice().cellPx(), "the U is read");
        assertEquals("U", there.tile());
        FigureReading read = o.figures().stream().min(Comparator.comparingDouble(f -> Math.hypot(
                f.image().get(0) - farmer.foot().get(0), f.image().get(1) - farmer.foot().get(1)))).orElseThrow();
        assertEquals(colour + " lying field", read.colour() + " " + read.kind() + " " + read.terrain());
        return there;
    }

    @Test
    void aPennantAFigureMayHideIsNotToldAsSure() {
        // Base+River hard seed 4001: standing meeples on the cities of an M and an N, which differ
        // only by the M's pennant, covered about half of each city. The M was read as N and the N
        // as M, both at 97 %.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 4001, 72, Difficulty.HARD, 1920, 1080);
        assertEquals(List.of(), TestScenes.wrongYetSure(scene, SampleGame.RIVER, false,
                id -> id.equals("M") || id.equals("N")), "M and N read wrong yet sure");
    }

    private static TileTruth tileAt(RenderedScene scene, FigureTruth f) {
        return scene.truth().tiles().stream().filter(t -> t.x() == f.x() && t.y() == f.y()).findFirst().orElseThrow();
    }

    private static double distance(TileReading r, TileTruth t) {
        double x = r.corners().stream().mapToDouble(c -> c.get(0)).average().orElse(0);
        double y = r.corners().stream().mapToDouble(c -> c.get(1)).average().orElse(0);
        return Math.hypot(x - t.centre().get(0), y - t.centre().get(1));
    }
}
