package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * The kind of blue figures on water (zero-shot, and with a pack where the kind is in doubt), read by the real pipeline on generated default
 * scenes. The water the reading explains cuts a stripe out of a blue hut's blob and leaves a
 * stalk of river in it, and a meeple's cross fit that better than the hut's box; the outline told
 * from the water by the paint is a box again.
 */
class BlueHutOnWaterKindZeroShotTest {

    @Test
    void blueFiguresOnWaterAreSeenAsTheKindTheyAre() {
        // Without the outline told by the paint, H&G seed 3001 saw 2 of its 5 blue figures on
        // water as another kind and seed 6000 all 3 (blue huts seen standing). Seed 1001's blue
        // huts on 18 and 54 were the first seen standing; since the thirty-fifth session
        // repainted the scenes' fish its hut on 54 is found 8 px off and seen standing again
        // (asked about; the README lists it). The test read 4004 and 6000 until the thirty-sixth
        // session redrew the animals of small meadows, which moved 4004's case; it reads 3001
        // and 6000, checked to fail without the outline.
        Catalog catalog = TestScenes.combined(SampleGame.HG);
        List<String> wrong = new ArrayList<>();
        int onWater = 0;
        for (long seed : new long[] {3001, 6000}) {
            RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, seed, 72, Difficulty.DEFAULT, 1920, 1080);
            Observation o = TestScenes.read(scene, SampleGame.HG, false);
            boolean[] used = new boolean[o.figures().size()];
            for (FigureTruth t : SceneTruths.visibleFigures(scene.truth(), "blue")) {
                TileTruth under = SceneTruths.tileUnder(scene.truth(), t);
                String terrain = catalog.require(under.id()).features().get(t.feature()).terrain().name()
                        .toLowerCase(Locale.ROOT);
                if (!terrain.equals("river") && !terrain.equals("lake")) {
                    continue;
                }
                onWater++;
                int k = SceneTruths.nearestReading(t, o, used);
                if (k < 0) {
                    wrong.add(seed + ": blue " + t.kind() + " on " + under.id() + " not found");
                    continue;
                }
                used[k] = true;
                FigureReading r = o.figures().get(k);
                if (!r.kind().equals(t.kind())) {
                    wrong.add(seed + ": blue " + t.kind() + " on " + under.id() + " seen " + r.kind());
                }
            }
        }
        assertEquals(List.of(), wrong, "of " + onWater + " blue figures on water");
    }

    @Test
    void aBlueFigureOnWaterWhoseKindTheOutlineLeavesInDoubtIsAsked() {
        // H&G easy seed 2004 with a pack: the blue hut on tile 11 is fit better by a meeple, 0.077
        // past the margin, on its paint's outline; at the margin's doubt for blobs (0.07) it was
        // told as a standing meeple at 100 %.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.HG, 2004, 72, Difficulty.EASY, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.HG, true);
        FigureTruth hut = SceneTruths.visibleFigures(scene.truth(), "blue").stream()
                .filter(t -> t.kind().equals("hut") && scene.truth().tiles().stream()
                        .anyMatch(x -> x.x() == t.x() && x.y() == t.y() && x.id().equals("11")))
                .findFirst().orElseThrow();
        int k = SceneTruths.nearestReading(hut, o, new boolean[o.figures().size()]);
        FigureReading r = o.figures().get(k);
        boolean toldRight = r.kind().equals("hut");
        boolean asked = r.confidence() < Recognizer.UNSURE_BELOW;
        assertEquals(true, toldRight || asked, "blue hut on 11 read " + r.kind() + " at " + r.confidence());
    }
}
