package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * A square of bare grey cloth in a notch of the board's edge (base default seed 1003), framed by
 * tiles on two sides: their borders and shadows round its edge gave it a tile's contrast, and
 * zero-shot read it as T at 99 % (T is city nearly all over, and the city's colours learned from
 * this photo took in the grey). Its middle is even, as no tile's is.
 */
class BareClothSquareTest {

    @Test
    void aSquareOfBareClothInANotchOfTheBoardIsNoSureTile() {
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 1003, 72, Difficulty.DEFAULT, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.BASE, false);
        List<TileTruth> truths = scene.truth().tiles().stream().filter(t -> t.centre() != null && !t.centre().isEmpty())
                .toList();
        List<String> sureExtras = o.tiles().stream()
                .filter(r -> r.confidence() >= 0.9 && !onATile(r, truths, o.lattice().cellPx()))
                .map(r -> r.tile() + " at " + (int) SceneTruths.centre(r)[0] + "," + (int) SceneTruths.centre(r)[1])
                .toList();
        assertEquals(List.of(), sureExtras);
    }

    private static boolean onATile(TileReading r, List<TileTruth> truths, double cellPx) {
        double[] c = SceneTruths.centre(r);
        return truths.stream().anyMatch(t -> Math.hypot(t.centre().get(0) - c[0], t.centre().get(1) - c[1]) < 0.3 * cellPx);
    }
}
