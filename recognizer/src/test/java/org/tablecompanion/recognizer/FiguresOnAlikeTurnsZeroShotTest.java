package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;

/**
 * Figures on tiles whose turns look alike, read without a pack, by the real pipeline on
 * generated 1080p base+River boards of default difficulty. Zero-shot cannot tell which way such
 * a tile lies, so it reports one of the alike turns, and a figure stands on the anchor of the
 * turn the tile really has: a monastery's field has its anchor above the building, and a farmer
 * on a tile read a quarter turn off lies beside it, nearer the monastery's anchor.
 */
class FiguresOnAlikeTurnsZeroShotTest {

    @Test
    void aFarmerBesideAMonasteryIsReadLyingOnTheField() {
        // Seed 2002: a green meeple lies on B's field left of the building, on a tile read
        // a quarter turn off (B looks alike every way); it was read standing on the monastery.
        assertEquals(List.of(), misreadZeroShot(2002, "B", Terrain.FIELD));
    }

    @Test
    void aThiefOnARiverBridgeIsReadOnTheRoad() {
        // Seed 2003: a black meeple stands on the bridge of river-bridge. The tile looks alike a
        // half turn round, with the river's anchor on the other side of the road; no figure
        // stands on the River's water, so the bridge's thief is never read on it.
        assertEquals(List.of(), misreadZeroShot(2003, "river-bridge", Terrain.ROAD));
    }

    /**
     * The figures on features of {@code terrain} of tiles of type {@code tileId} not read near
     * their foot, in their colour, on a feature of that terrain and of their kind, zero-shot.
     */
    private static List<String> misreadZeroShot(long seed, String tileId, Terrain terrain) {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, seed, 72, Difficulty.DEFAULT, 1920, 1080);
        Catalog catalog = TestScenes.combined(SampleGame.RIVER);
        List<FigureTruth> looked = SceneTruths.visibleFiguresOn(scene.truth(), catalog, terrain,
                (tile, f) -> tile.equals(tileId));
        assertTrue(!looked.isEmpty(), "the scene has such figures");
        Observation o = TestScenes.read(scene, SampleGame.RIVER, false);
        return SceneTruths.notReadOn(looked, o, terrain, true);
    }
}
