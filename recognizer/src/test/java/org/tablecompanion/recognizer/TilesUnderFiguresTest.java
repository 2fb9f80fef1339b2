package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Tiles with a figure lying on them, read by the real pipeline with an appearance pack on a
 * generated 1080p H&amp;G board of default difficulty.
 */
class TilesUnderFiguresTest {

    @Test
    void tilesUnderLyingBlackFiguresAreReadRight() {
        // H&G seed 2003 (dealt colours): two black meeples lie on the meadow corners of 42 and 39.
        // Dark wood is nearer forest than grass; counted in the reading, it turned the meadow
        // edge under it to forest (42 read as 43, 39 as 63).
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 2003, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = read(scene);
        Catalog catalog = TestScenes.combined(SampleGame.HG);
        List<TileTruth> under = new ArrayList<>();
        for (FigureTruth f : scene.truth().figures()) {
            if (f.colour().equals("black") && f.kind().equals("lying")) {
                scene.truth().tiles().stream().filter(t -> t.x() == f.x() && t.y() == f.y())
                        .filter(t -> t.visibility().equals("full")).forEach(under::add);
            }
        }
        assertTrue(under.size() >= 2, "tiles under black lying figures: " + under.size());
        List<String> wrong = new ArrayList<>();
        for (TileTruth t : under) {
            TileReading r = nearest(o, t);
            if (r == null || !SceneTruths.same(catalog, r.tile(), r.rotation(), t.id(), turned(o, scene, t))) {
                wrong.add(t.id() + " read " + (r == null ? "nothing" : r.tile() + " " + r.rotation()));
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** The truth's rotation in the observation's frame (its north is the lattice's, not the board's). */
    private static int turned(Observation o, RenderedScene scene, TileTruth t) {
        Catalog catalog = TestScenes.combined(SampleGame.HG);
        java.util.Map<Integer, Integer> votes = new java.util.HashMap<>();
        for (TileTruth other : scene.truth().tiles()) {
            TileReading r = nearest(o, other);
            if (r != null && r.tile().equals(other.id()) && catalog.require(other.id()).features().size() > 1) {
                votes.merge(Math.floorMod(r.rotation() - other.rotation(), 360), 1, Integer::sum);
            }
        }
        int turn = votes.entrySet().stream().max(java.util.Map.Entry.comparingByValue()).map(java.util.Map.Entry::getKey)
                .orElse(0);
        return Math.floorMod(t.rotation() + turn, 360);
    }

    private static TileReading nearest(Observation o, TileTruth t) {
        TileReading best = null;
        double bestD = 0.3 * o.lattice().cellPx();
        for (TileReading r : o.tiles()) {
            double[] c = SceneTruths.centre(r);
            double d = Math.hypot(c[0] - t.centre().get(0), c[1] - t.centre().get(1));
            if (d < bestD) {
                bestD = d;
                best = r;
            }
        }
        return best;
    }

    private static Observation read(RenderedScene scene) {
        Mat frame = scene.decode();
        try {
            Recognition r = TestScenes.recognizer(SampleGame.HG, true).recognize(frame);
            r.log().release();
            return r.observation();
        } finally {
            frame.release();
        }
    }
}
