package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Tiles with a figure lying on them, read by the real pipeline on generated 1080p boards of
 * default difficulty whose players take the box colours the benchmark deals.
 */
class TilesUnderFiguresTest {

    @Test
    void tilesUnderLyingBlackFiguresAreReadRightWithAPack() {
        // H&G seed 2003: two black meeples lie on the meadow corners of 42 and 39. Dark wood is
        // nearer forest than grass; counted in the reading, it turned the meadow edge under it
        // to forest (42 read as 43, 39 as 63).
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 2003, 72, Difficulty.DEFAULT, 1920, 1080);
        List<TileTruth> under = SceneTruths.tilesUnder(scene.truth(), "black", "lying");
        assertTrue(under.size() >= 2, "tiles under black lying figures: " + under.size());
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.HG, true, under));
    }

    @Test
    void aRedFigureLyingByTheRiverIsNoMonasteryRoofZeroShot() {
        // Base+River seed 1004: a red farmer lies on river-straight where river-monastery-road
        // has its red-roofed monastery; zero-shot read the monastery at full confidence.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1004, 72, Difficulty.DEFAULT, 1920, 1080);
        List<TileTruth> under = SceneTruths.tilesUnder(scene.truth(), "red", "lying").stream()
                .filter(t -> t.id().startsWith("river-")).toList();
        assertTrue(!under.isEmpty(), "river tiles under red lying figures");
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.RIVER, false, under));
    }

    @Test
    void aStandingFiguresShadowIsNoPennantZeroShot() {
        // Base+River seed 1003: a black knight stands in the city of N, the city corner without
        // a pennant. The shadow it throws on the beige city is bluer than the city round it, as
        // a shield is: N was read as M, its twin with a pennant.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1003, 72, Difficulty.DEFAULT, 1920, 1080);
        java.util.Set<String> pennantTwins = java.util.Set.of("F", "G", "M", "N", "O", "P", "Q", "R", "S", "T");
        List<TileTruth> under = new ArrayList<>();
        for (String colour : List.of("red", "blue", "yellow", "green", "black")) {
            SceneTruths.tilesUnder(scene.truth(), colour, "standing").stream().filter(t -> pennantTwins.contains(t.id())).forEach(under::add);
        }
        assertTrue(under.stream().anyMatch(t -> t.id().equals("N")), "N under a standing figure: " + under);
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.RIVER, false, under));
    }

    @Test
    void aTileANeighboursFigureLeansOverIsPlacedWithoutItWithAPack() {
        // H&G seed 3000: a yellow meeple standing on the tile above, and its shadow, lie over the
        // top of 35. Placed with them counting, 35's window slid away from them, its mammoth sat
        // off the picture's, and it was read as its twin 36 (an aurochs) at 100 %.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 3000, 72, Difficulty.DEFAULT, 1920, 1080);
        assertEquals(List.of(),
                TestScenes.misread(scene, SampleGame.HG, true, SceneTruths.theTile(scene.truth(), "35")));
    }

    @Test
    void aForestTileUnderABlackHunterInFallingLightIsReadWithAPack() {
        // H&G seed 4003: a black hunter lies on the meadow of 63, a forest tile at the board's
        // edge whose light falls off across it. The first pass's shortlist held only meadow
        // tiles (a flat meadow darkened to half fits a forest's mean better than its own trees
        // in a sloping light), so 63 was never compared again and the square was asked as 85.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 4003, 72, Difficulty.DEFAULT, 1920, 1080);
        assertEquals(List.of(),
                TestScenes.misread(scene, SampleGame.HG, true, SceneTruths.theTile(scene.truth(), "63")));
    }
}
