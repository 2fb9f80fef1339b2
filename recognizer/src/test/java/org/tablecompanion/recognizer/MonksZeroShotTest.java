package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Monks read without a pack, by the real pipeline on a generated 1080p board of default
 * difficulty. A standing meeple hides the small building it stands on, and the monastery's
 * colours are learned from the photo's monasteries, monks and all: zero-shot found none of the
 * monks of base+River seeds 1000-1004 while their tiles were all read right.
 */
class MonksZeroShotTest {

    @Test
    void monksOfColoursNoMonasteryHasAreFoundZeroShot() {
        // Seed 4001: a green and a yellow meeple stand on B's monastery (neither was found).
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 4001, 72, Difficulty.DEFAULT, 1920, 1080);
        Catalog catalog = TestScenes.combined(SampleGame.RIVER);
        List<FigureTruth> monks = new ArrayList<>();
        for (FigureTruth f : SceneTruths.visibleFigures(scene.truth(), null)) {
            TileTruth tile = scene.truth().tiles().stream().filter(t -> t.x() == f.x() && t.y() == f.y()).findFirst()
                    .orElseThrow();
            boolean onMonastery = catalog.require(tile.id()).features().get(f.feature()).terrain() == Terrain.MONASTERY;
            // Red is left to the colour fit: a monastery's roof is red.
            if (onMonastery && !f.colour().equals("red")) {
                monks.add(f);
            }
        }
        assertTrue(monks.size() >= 2, "the scene has monks of colours no monastery has: " + monks);
        Observation o = TestScenes.read(scene, SampleGame.RIVER, false);
        boolean[] used = new boolean[o.figures().size()];
        List<String> missed = new ArrayList<>();
        for (FigureTruth monk : monks) {
            int k = SceneTruths.nearestReading(monk, o, used);
            if (k < 0 || o.figures().get(k).feature() != monk.feature()) {
                missed.add(monk.colour() + " on " + monk.x() + "," + monk.y());
            } else {
                used[k] = true;
            }
        }
        assertEquals(List.of(), missed);
    }
}
