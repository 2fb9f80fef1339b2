package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Tiles at a board's corner on a brown wooden table, whose colours the occupancy stage took for
 * the table's, read by the real pipeline with a pack on generated default scenes (held-out seeds).
 */
class DoubtedTilesReadTest {

    /** The tiles read wrong or not at all of the one tile of type {@code id} centred at ({@code x}, {@code y}). */
    private static List<String> misreadAt(SampleGame game, long seed, String id, double x, double y) {
        RenderedScene scene = TestScenes.dealtScene(game, seed, 72, Difficulty.DEFAULT, 1920, 1080);
        return TestScenes.misread(scene, game, true, SceneTruths.theTileAt(scene.truth(), id, x, y));
    }

    @Test
    void aTileWhosePictureFitsItAsATileIsReadThoughItsContrastIsLow() {
        // Base seed 6001: R, mostly city, doubted, showed contrast 11 (a doubtful square needs 14)
        // and was dropped though its picture fitted it at -4.
        assertEquals(List.of(), misreadAt(SampleGame.BASE, 6001, "R", 1637, 931));
    }

    @Test
    void aTileFramedOnAllSidesBeyondADoubtedTileIsRead() {
        // Base+River seed 4000: an M beyond a monastery tile whose field the table's colours took
        // in was dropped as a tile apart from the board, and never read.
        assertEquals(List.of(), misreadAt(SampleGame.RIVER, 4000, "M", 1267, 977));
    }
}
