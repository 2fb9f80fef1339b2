package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Tiles whose colours the occupancy stage took for the table's, read by the real pipeline on a
 * generated 1080p board of default difficulty whose players take the box colours the benchmark
 * deals. H&amp;G seed 4004: a forest tile, 63, lies at the board's edge beside a forest-green
 * cloth, with tiles on its three other sides, and its seams to its forest neighbours are faint.
 */
class TilesLikeTheTableTest {

    private static RenderedScene scene() {
        return TestScenes.dealtScene(SampleGame.HG, 4004, 72, Difficulty.DEFAULT, 1920, 1080);
    }

    @Test
    void aForestTileBesideAForestGreenClothIsReadWhereTheBoardHoldsItOnThreeSides() {
        RenderedScene scene = scene();
        assertEquals(List.of(),
                TestScenes.misread(scene, SampleGame.HG, true, SceneTruths.theTile(scene.truth(), "63")));
    }

    @Test
    void theHunterOnThatForestTileIsFound() {
        RenderedScene scene = scene();
        var hunters = SceneTruths.visibleFiguresOn(scene.truth(), TestScenes.combined(SampleGame.HG),
                Terrain.MEADOW, (id, f) -> id.equals("63"));
        assertEquals(1, hunters.size(), "figures on 63's meadow");
        assertEquals(List.of(), SceneTruths.notReadOn(hunters, TestScenes.read(scene, SampleGame.HG, true),
                Terrain.MEADOW, true));
    }
}
