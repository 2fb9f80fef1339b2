package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * A tile that is mostly city, at the board's corner on a brown wooden table, read by the real
 * pipeline with a pack on a generated default scene of the base game (held-out seed 6001): the
 * occupancy stage doubted it, and it shows less contrast than a doubtful square must, yet its
 * picture fits it as closely as tiles fit theirs.
 */
class CityTileOnABrownTableTest {

    @Test
    void aTileWhosePictureFitsItAsATileIsReadThoughItsContrastIsLow() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 6001, 72, Difficulty.DEFAULT, 1920, 1080);
        // The R at the board's south-east corner (the frame's (1637, 931)); the box has three.
        List<TileTruth> corner = scene.truth().tiles().stream().filter(t -> t.id().equals("R")
                && Math.hypot(t.centre().get(0) - 1637, t.centre().get(1) - 931) < 20).toList();
        assertEquals(1, corner.size(), "the R at the corner");
        assertEquals(List.of(), TestScenes.misread(scene, SampleGame.BASE, true, corner));
    }
}
