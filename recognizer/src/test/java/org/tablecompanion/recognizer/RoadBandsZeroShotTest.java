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
 * Zero-shot, a road is read where a band lighter than its flanks runs, on a generated 1080p
 * base+River board of default difficulty whose players take the box colours the benchmark deals.
 */
class RoadBandsZeroShotTest {

    @Test
    void aFieldPaledByGlareIsNoRoad() {
        // Seed 4003: a glare spot pales the fields of river-monastery-road, whose road a black
        // figure hides. The paled field below the river fit a road nearly as well as a field,
        // and the tile was read as river-bridge (a road across the river) at 98 %.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 4003, 72, Difficulty.DEFAULT, 1920, 1080);
        List<TileTruth> tiles = scene.truth().tiles().stream().filter(t -> t.id().equals("river-monastery-road")).toList();
        assertTrue(!tiles.isEmpty(), "river-monastery-road lies on the board");
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.RIVER, false, tiles));
    }
}
