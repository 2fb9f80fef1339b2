package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * A tile at a board's corner that only a doubted tile joins to the board, read by the real
 * pipeline with a pack on a generated default scene (base+River, held-out seed 4000): an M on a
 * brown striped table lies beyond a monastery tile whose field the table's colours took in.
 */
class TileBeyondADoubtedTileTest {

    @Test
    void aTileFramedOnAllSidesBeyondADoubtedTileIsRead() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 4000, 72, Difficulty.DEFAULT, 1920, 1080);
        // The M at the frame's (1267, 977); the box has three.
        List<TileTruth> corner = scene.truth().tiles().stream().filter(t -> t.id().equals("M")
                && Math.hypot(t.centre().get(0) - 1267, t.centre().get(1) - 977) < 20).toList();
        assertEquals(1, corner.size(), "the M at the corner");
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.RIVER, true, corner));
    }
}
