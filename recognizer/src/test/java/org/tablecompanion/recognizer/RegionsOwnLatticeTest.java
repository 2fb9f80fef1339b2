package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Where the frame's lattices read poorly, a lattice of the board region's own seams is read too
 * ({@link Recognizer#REGION_ALTERNATIVES}), and taken only where its squares agree as a board's.
 */
class RegionsOwnLatticeTest {

    private static RenderedScene scene(long seed, int tiles) {
        return TestScenes.dealtScene(SampleGame.HG, seed, tiles, Difficulty.DEFAULT, 1920, 1080);
    }

    /**
     * H&amp;G default seed 7005, 10 tiles: the frame's lattices were of 36-44 px squares of tiles
     * and table, and none of the 10 tiles was read; the region's seams hold the tiles' 99 px.
     */
    @Test
    void tenTilesWhoseLatticeOnlyTheRegionsSeamsHoldAreReadWithAPack() {
        assertEveryTileRead(scene(7005, 10), true);
    }

    /**
     * H&amp;G default seed 7010, 10 tiles: the tiles' lattice is the second of the region's
     * lattices by the probe; with one slot 2 of the 10 were read.
     */
    @Test
    void tenTilesWhoseLatticeIsTheRegionsSecondByTheProbeAreReadWithAPack() {
        assertEveryTileRead(scene(7010, 10), true);
    }

    /** The ten tiles of seed 7005 zero-shot, where the region's seams, not the pictures, rank its lattices. */
    @Test
    void tenTilesWhoseLatticeOnlyTheRegionsSeamsHoldAreReadZeroShot() {
        assertEveryTileRead(scene(7005, 10), false);
    }

    /**
     * H&amp;G default seed 7011: an arm hides the lone start tile. The region's seams (the arm's)
     * held a lattice of 46 px whose squares, 6 kept and 2 read well, disagreeing, were taken,
     * and 63 squares of the arm and the table were read as tiles.
     */
    @Test
    void anArmOverTheHiddenStartTileIsNotReadAsTilesWithAPack() {
        Observation o = TestScenes.read(scene(7011, 1), SampleGame.HG, true);
        assertEquals(List.of(), o.tiles().stream().map(TileReading::tile).toList());
    }

    private static void assertEveryTileRead(RenderedScene scene, boolean withPack) {
        Observation o = TestScenes.read(scene, SampleGame.HG, withPack);
        SceneTruths.Comparison c = SceneTruths.compare(scene.truth(), o, TestScenes.combined(SampleGame.HG));
        assertEquals(List.of(), c.notReadRightAt(), c.misses().toString());
    }
}
