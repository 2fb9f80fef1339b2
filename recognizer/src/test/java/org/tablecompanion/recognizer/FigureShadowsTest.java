package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Tiles under figures, read by the real pipeline with a pack on generated 1080p boards of
 * default difficulty: a standing figure's shadow over the art round it, a lying figure over much
 * of the tile.
 */
class FigureShadowsTest {

    @Test
    void aRoadInAStandingFiguresShadowIsStillARoad() {
        // Base+River seed 2001: a yellow knight stands on the road curve V at the board's edge,
        // its shadow across the rest of the road. Charged as art the road did not show, the
        // shadow made V cost more than the city cap E, whose darker city it resembled (V was not
        // among the three best readings).
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 2001, 72, Difficulty.DEFAULT, 1920, 1080);
        List<TileTruth> under = SceneTruths.tilesUnder(scene.truth(), "yellow", "standing").stream()
                .filter(t -> t.id().equals("V")).toList();
        assertTrue(!under.isEmpty(), "V under a yellow standing figure");
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.RIVER, true, under));
    }

    @Test
    void aTileMostlyUnderALyingFigureIsPlacedWithoutIt() {
        // H&G seed 2003: a red hunter lies over 29 % of the tile 45. Placed in its framed picture
        // with the hunter counting, the tile sat a quarter pixel (of 32) off, and the full-detail
        // pass read it as 72, though the second pass had 45 first.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 2003, 72, Difficulty.DEFAULT, 1920, 1080);
        List<TileTruth> under = SceneTruths.tilesUnder(scene.truth(), "red", "lying").stream()
                .filter(t -> t.id().equals("45")).toList();
        assertTrue(!under.isEmpty(), "45 under a red lying figure");
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.HG, true, under));
    }
}
