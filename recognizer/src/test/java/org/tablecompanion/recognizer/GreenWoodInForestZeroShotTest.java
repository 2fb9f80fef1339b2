package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Green figures in forests zero-shot, read by the real pipeline on a generated default scene.
 * The forest's colours learned from the photo can take in a green meeple's paint, as the water's
 * take in a blue hut's; the forest's pixels far more saturated than the forest are a second
 * chance.
 */
class GreenWoodInForestZeroShotTest {

    @Test
    void greenMeeplesTheForestsColoursTookInAreFoundInTheirForests() {
        // H&G seed 5001, a dim board: green meeples stand in the forests of tiles 87 and 55 at the
        // board's edge. Neither was found.
        Catalog catalog = TestScenes.combined(SampleGame.HG);
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 5001, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.HG, false);
        boolean[] used = new boolean[o.figures().size()];
        List<String> wrong = new ArrayList<>();
        int looked = 0;
        for (FigureTruth t : SceneTruths.visibleFigures(scene.truth(), "green")) {
            TileTruth under = SceneTruths.tileUnder(scene.truth(), t);
            if (!under.id().equals("87") && !under.id().equals("55")) {
                continue;
            }
            looked++;
            String terrain = catalog.require(under.id()).features().get(t.feature()).terrain().name()
                    .toLowerCase(Locale.ROOT);
            int k = SceneTruths.nearestReading(t, o, used);
            if (k < 0) {
                wrong.add("green " + t.kind() + " in " + under.id() + "'s " + terrain + " not found");
                continue;
            }
            used[k] = true;
            FigureReading r = o.figures().get(k);
            if (!r.terrain().equals(terrain)) {
                wrong.add("green " + t.kind() + " in " + under.id() + "'s " + terrain + " read on " + r.terrain());
            }
        }
        assertEquals(2, looked, "green figures on 87 and 55");
        assertEquals(List.of(), wrong);
    }
}
