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

    private static final Catalog HG = Catalogs.builtIn("hg-2020");
    private static final MarkEvidence MARKS = new MarkEvidence(new TerrainLayouts(HG));
    private static final MarkLooks LOOKS = MarkLooks.painted();

    /** A kind's painted mean look as a photo's mark shows it: its size a pixel count, not a log. */
    private static double[] shownAs(MarkLooks.Kind kind) {
        double[] look = LOOKS.means().get(kind).clone();
        look[MarkLooks.SIZE] = Math.exp(look[MarkLooks.SIZE]);
        return look;
    }

    /** How well a mark's look fits a meadow holding one animal of {@code kind}, under the painted looks. */
    private static double fit(double[] look, MarkLooks.Kind kind) {
        return MARKS.kind(look, Map.of(kind, 1), LOOKS);
    }

    @Test
    void aMarksKindAloneNeverMakesAReadingSure() {
        // A meadow showing a mark yellower still than a tiger, read by a twin that puts a deer
        // there (18 has the tiger, 15 the deer) and by the one that puts the tiger there: the
        // look is far from a deer's, and still the kind alone leaves the reading to be asked.
        double[] tiger = shownAs(MarkLooks.Kind.TIGER);
        tiger[1] += 0.1;
        double gap = fit(tiger, MarkLooks.Kind.TIGER) - fit(tiger, MarkLooks.Kind.DEER);
        assertTrue(gap > 0, "the tiger reading fits better");
        double trusted = gap * new ZeroShotMatcher(HG).trustInside(HG.require("18"), HG.require("15"));
        double confidence = 1 / (1 + Math.exp(-trusted));
        assertTrue(confidence < Recognizer.UNSURE_BELOW, "asked, not sure: " + confidence);
    }

    @Test
    void aTigersTileIsAsLikelyAsADeersWhenTheMarkLooksLikeBoth() {
        // The box holds each H&G type once: a mark halfway between a tiger's look and a deer's
        // says nothing of which tile it is, however many more deer the catalog prints.
        double[] deer = LOOKS.means().get(MarkLooks.Kind.DEER);
        double[] tiger = LOOKS.means().get(MarkLooks.Kind.TIGER);
        double[] between = new double[MarkLooks.NUMBERS];
        for (int i = 0; i < MarkLooks.NUMBERS; i++) {
            between[i] = (deer[i] + tiger[i]) / 2;
        }
        between[MarkLooks.SIZE] = Math.exp((deer[MarkLooks.SIZE] + tiger[MarkLooks.SIZE]) / 2);
        assertEquals(fit(between, MarkLooks.Kind.DEER), fit(between, MarkLooks.Kind.TIGER), 1e-9);
    }

    @Test
    void aTigerAsTheCameraShowsItIsReadAsATigerBeforeThePhotoTeachesAnything() {
        // The mean look of the tigers on the photographed boards of seeds 1000-1004 (seed 1000's
        // scenes, not those the start was measured on): no more orange than a deer's in the first
        // number, yellower in the second, its darkest tenth a tiger's (stripes). The painted
        // art's own colours had read it as a deer.
        double[] tiger = {0.199, 0.080, -0.177, 42, -0.46};
        assertTrue(fit(tiger, MarkLooks.Kind.TIGER) > fit(tiger, MarkLooks.Kind.DEER), "a tiger");
    }

    @Test
    void theWildFireAsTheCameraShowsItIsReadAsTheWildFireNotADeer() {
        // The look of 85's badge on default seed 3000's scenes (red flames on a pale badge:
        // redder, lighter and larger than a deer). Judged as any power's, with the wide spreads
        // a power's unknown look pays for, a deer fit it better, and 85 was read as 62.
        double[] fire = {0.358, 0.032, -0.028, 73, -0.105};
        assertTrue(fit(fire, MarkLooks.Kind.WILD_FIRE) > fit(fire, MarkLooks.Kind.DEER), "the wild fire");
    }

    @Test
    void aDeerAsTheCameraShowsItIsNotTakenForTheWildFire() {
        assertTrue(fit(shownAs(MarkLooks.Kind.DEER), MarkLooks.Kind.DEER)
                > fit(shownAs(MarkLooks.Kind.DEER), MarkLooks.Kind.WILD_FIRE), "a deer");
    }

    @Test
    void aTigersStripesTellItFromADeerOfTheSameColourAndSize() {
        // A mark halfway between a deer's and a tiger's colour and size (since the thirty-sixth
        // session a painted tiger shows larger and yellower than a deer), once with a deer's
        // darkest tenth and once with a tiger's stripes.
        double[] deer = shownAs(MarkLooks.Kind.DEER);
        double[] tiger = shownAs(MarkLooks.Kind.TIGER);
        double[] plain = new double[deer.length];
        for (int i = 0; i < plain.length; i++) {
            plain[i] = i == MarkLooks.SIZE ? Math.sqrt(deer[i] * tiger[i]) : (deer[i] + tiger[i]) / 2;
        }
        plain[MarkLooks.DARK] = deer[MarkLooks.DARK];
        double[] striped = plain.clone();
        striped[MarkLooks.DARK] = tiger[MarkLooks.DARK];
        assertTrue(fit(plain, MarkLooks.Kind.DEER) > fit(plain, MarkLooks.Kind.TIGER), "a deer");
        assertTrue(fit(striped, MarkLooks.Kind.TIGER) > fit(striped, MarkLooks.Kind.DEER), "a tiger");
    }

    @Test
    void baseAndRiverPrintNoMeadowMarksToLearn() {
        Catalog baseRiver = Catalogs.combine(Catalogs.builtIn("base"), Catalogs.builtIn("river"));
        assertFalse(new MarkEvidence(new TerrainLayouts(baseRiver)).anyMeadowMarks(), "base and River");
        assertTrue(new MarkEvidence(new TerrainLayouts(Catalogs.builtIn("hg-2020"))).anyMeadowMarks(), "H&G");
    }
}
