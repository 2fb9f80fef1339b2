package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.recognizer.bench.SceneScore;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Blue figures the zero-shot reading took for its own water, read by the real pipeline on
 * generated H&amp;G default scenes: a blue meeple lying on a meadow where another type puts a
 * river, a blue hut on a river read as a lake, and a blue hut that is all the water of a
 * spring's pool. The wood is told from the
 * water by being darker than the tile's water and more saturated than the photo's water of its
 * kind; a tile whose reading took such wood for water is read again with it left out.
 */
class BlueWoodReadAsWaterZeroShotTest {

    private static final int W = 1920;
    private static final int H = 1080;

    @Test
    void aTileWhoseWaterWasABlueFiguresWoodIsReadAgainWithoutIt() {
        // Seed 2004: a blue meeple lying on 29 was read as 89, its wood as 89's river, and a blue
        // hut on 46's river as the lake of a 1.
        Catalog catalog = TestScenes.combined(SampleGame.HG);
        List<String> wrong = new ArrayList<>();
        int looked = 0;
        for (Object[] c : new Object[][] {{2004L, List.of("29", "46")}}) {
            long seed = (Long) c[0];
            @SuppressWarnings("unchecked")
            List<String> ids = (List<String>) c[1];
            RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, seed, 72, Difficulty.DEFAULT, W, H);
            Observation o = TestScenes.read(scene, SampleGame.HG, false);
            int turn = SceneTruths.compare(scene.truth(), o, catalog).turn();
            for (String id : ids) {
                TileTruth t = SceneTruths.theTile(scene.truth(), id).get(0);
                looked++;
                TileReading r = readingAt(o, t);
                int truthRotation = Math.floorMod(t.rotation() + turn, 360);
                if (r == null || !SceneScore.sameRules(catalog, r.tile(), r.rotation(), id, truthRotation)) {
                    wrong.add(seed + ": " + id + "@" + truthRotation + " read "
                            + (r == null ? "nowhere" : r.tile() + "@" + r.rotation()));
                }
            }
        }
        assertEquals(2, looked, "tiles looked at");
        assertEquals(List.of(), wrong, "tiles under blue figures not read as they play");
    }

    @Test
    void aBlueHutThatIsAllTheWaterOfItsPoolIsFound() {
        // Seed 2000: a blue hut stands on the start tile's spring pool and covers it; the tile's own
        // water was mostly the hut's paint, so against it the paint was not more saturated.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 2000, 72, Difficulty.DEFAULT, W, H);
        Observation o = TestScenes.read(scene, SampleGame.HG, false);
        FigureTruth hut = SceneTruths.visibleFigures(scene.truth(), "blue").stream()
                .filter(f -> f.kind().equals("hut") && SceneTruths.tileUnder(scene.truth(), f).id().equals("0"))
                .findFirst().orElseThrow();
        int k = SceneTruths.nearestReading(hut, o, new boolean[o.figures().size()]);
        FigureReading r = k < 0 ? null : o.figures().get(k);
        assertEquals("hut on lake", r == null ? "not found" : r.kind() + " on " + r.terrain());
    }

    /** The reading whose square's centre lies within 0.3 of a cell of the truth tile's, or null. */
    private static TileReading readingAt(Observation o, TileTruth t) {
        for (TileReading r : o.tiles()) {
            double[] c = SceneTruths.centre(r);
            if (Math.hypot(c[0] - t.centre().get(0), c[1] - t.centre().get(1)) < 0.3 * o.lattice().cellPx()) {
                return r;
            }
        }
        return null;
    }
}
