package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/**
 * A black figure across the seam between two tiles, read by the real pipeline on a generated
 * default scene. The seam is drawn dark and the readings explain it, and the figure's dark rim
 * with it, so its two halves lie apart; each is too small to be a figure alone.
 */
class BlackFigureAcrossASeamTest {

    @Test
    void aBlackMeepleWhoseHalvesTheSeamPartsIsFoundOnItsRiver() {
        // H&G zero-shot seed 1002: a black fisher on tile 71's river, across its seam with 45. One
        // half was carved out of a blob with the river (136 pixels), the other lay alone (120),
        // 5 pixels apart: it was never found.
        Catalog catalog = TestScenes.combined(SampleGame.HG);
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 1002, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.HG, false);
        FigureTruth fisher = SceneTruths.visibleFigures(scene.truth(), "black").stream()
                .filter(t -> SceneTruths.tileUnder(scene.truth(), t).id().equals("71")).findFirst().orElseThrow();
        String terrain = catalog.require("71").features().get(fisher.feature()).terrain().name()
                .toLowerCase(Locale.ROOT);
        int k = SceneTruths.nearestReading(fisher, o, new boolean[o.figures().size()]);
        assertTrue(k >= 0, "the black fisher on 71 is found");
        FigureReading r = o.figures().get(k);
        assertEquals(List.of("black", "river"), List.of(r.colour(), r.terrain()));
        assertEquals("river", terrain, "the truth's feature");
    }
}
