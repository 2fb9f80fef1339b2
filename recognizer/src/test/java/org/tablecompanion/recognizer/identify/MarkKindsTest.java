package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.recognizer.Recognizer;

/** How far the kind of a meadow's mark (which animal, a power's picture) may move a reading. */
class MarkKindsTest {

    @Test
    void aMarksKindAloneNeverMakesAReadingSure() {
        Catalog hg = Catalogs.builtIn("hg-2020");
        MarkEvidence marks = new MarkEvidence(new TerrainLayouts(hg));
        MarkLooks looks = MarkLooks.painted();
        // A meadow showing a mark yellower still than a tiger, read by a twin that puts a deer
        // there (18 has the tiger, 15 the deer) and by the one that puts the tiger there: the
        // look is far from a deer's, and still the kind alone leaves the reading to be asked.
        double[] tiger = looks.means().get(MarkLooks.Kind.TIGER).clone();
        tiger[1] += 0.1;
        tiger[MarkLooks.SIZE] = Math.exp(tiger[MarkLooks.SIZE]);
        double gap = marks.kind(tiger, Map.of(MarkLooks.Kind.TIGER, 1), looks)
                - marks.kind(tiger, Map.of(MarkLooks.Kind.DEER, 1), looks);
        assertTrue(gap > 0, "the tiger reading fits better");
        double trusted = gap * new ZeroShotMatcher(hg).trustInside(hg.require("18"), hg.require("15"));
        double confidence = 1 / (1 + Math.exp(-trusted));
        assertTrue(confidence < Recognizer.UNSURE_BELOW, "asked, not sure: " + confidence);
    }

    @Test
    void aTigersTileIsAsLikelyAsADeersWhenTheMarkLooksLikeBoth() {
        // The box holds each H&G type once: a mark halfway between a tiger's look and a deer's
        // says nothing of which tile it is, however many more deer the catalog prints.
        MarkEvidence marks = new MarkEvidence(new TerrainLayouts(Catalogs.builtIn("hg-2020")));
        MarkLooks looks = MarkLooks.painted();
        double[] deer = looks.means().get(MarkLooks.Kind.DEER);
        double[] tiger = looks.means().get(MarkLooks.Kind.TIGER);
        double[] between = new double[MarkLooks.NUMBERS];
        for (int i = 0; i < MarkLooks.NUMBERS; i++) {
            between[i] = (deer[i] + tiger[i]) / 2;
        }
        between[MarkLooks.SIZE] = Math.exp((deer[MarkLooks.SIZE] + tiger[MarkLooks.SIZE]) / 2);
        assertEquals(marks.kind(between, Map.of(MarkLooks.Kind.DEER, 1), looks),
                marks.kind(between, Map.of(MarkLooks.Kind.TIGER, 1), looks), 1e-9);
    }

    @Test
    void aTigerAsTheCameraShowsItIsReadAsATigerBeforeThePhotoTeachesAnything() {
        // The mean look of the tigers on the photographed boards of seeds 1000-1004 (seed 1000's
        // scenes, not those the start was measured on): no more orange than a deer's in the first
        // number, yellower in the second, its darkest tenth a tiger's (stripes). The painted art's own colours had read it as a deer.
        Catalog hg = Catalogs.builtIn("hg-2020");
        MarkEvidence marks = new MarkEvidence(new TerrainLayouts(hg));
        double[] tiger = {0.199, 0.080, -0.177, 42, -0.46};
        assertTrue(marks.kind(tiger, Map.of(MarkLooks.Kind.TIGER, 1), MarkLooks.painted())
                > marks.kind(tiger, Map.of(MarkLooks.Kind.DEER, 1), MarkLooks.painted()), "a tiger");
    }

    @Test
    void aTigersStripesTellItFromADeerOfTheSameColour() {
        // A deer's mean colour and size, with a darkest tenth as dark as a tiger's stripes.
        Catalog hg = Catalogs.builtIn("hg-2020");
        MarkEvidence marks = new MarkEvidence(new TerrainLayouts(hg));
        MarkLooks looks = MarkLooks.painted();
        double[] deer = looks.means().get(MarkLooks.Kind.DEER).clone();
        deer[MarkLooks.SIZE] = Math.exp(deer[MarkLooks.SIZE]);
        double[] striped = deer.clone();
        striped[MarkLooks.DARK] = looks.means().get(MarkLooks.Kind.TIGER)[MarkLooks.DARK];
        assertTrue(marks.kind(deer, Map.of(MarkLooks.Kind.DEER, 1), looks)
                > marks.kind(deer, Map.of(MarkLooks.Kind.TIGER, 1), looks), "a deer");
        assertTrue(marks.kind(striped, Map.of(MarkLooks.Kind.TIGER, 1), looks)
                > marks.kind(striped, Map.of(MarkLooks.Kind.DEER, 1), looks), "a tiger");
    }

    @Test
    void baseAndRiverPrintNoMeadowMarksToLearn() {
        Catalog baseRiver = Catalogs.combine(Catalogs.builtIn("base"), Catalogs.builtIn("river"));
        assertFalse(new MarkEvidence(new TerrainLayouts(baseRiver)).anyMeadowMarks(), "base and River");
        assertTrue(new MarkEvidence(new TerrainLayouts(Catalogs.builtIn("hg-2020"))).anyMeadowMarks(), "H&G");
    }
}
