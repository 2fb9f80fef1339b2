package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each kind of meadow mark looks like: learned from the photo, and added up for two marks. */
class MarkLooksTest {

    @Test
    void everyKindsLookMovesByTheShiftThisPhotoShows() {
        MarkLooks start = MarkLooks.painted();
        // Nine aurochs printed darker and larger than the painted start: the photo's light and
        // print, which every kind of mark shares.
        double[] startAurochs = start.means().get(MarkLooks.Kind.AUROCHS);
        double[] printed = {startAurochs[0], startAurochs[1] - 0.1, startAurochs[2] - 0.2,
                Math.exp(startAurochs[3]) * 2, startAurochs[4] - 0.3};
        List<Map.Entry<MarkLooks.Kind, double[]>> seen = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            seen.add(Map.entry(MarkLooks.Kind.AUROCHS, printed));
        }
        MarkLooks learned = start.learned(seen);
        assertTrue(learned.logLikelihood(MarkLooks.Kind.AUROCHS, printed)
                > start.logLikelihood(MarkLooks.Kind.AUROCHS, printed) + 5, "fits the photo's aurochs better");
        assertEquals(startAurochs[2] - 0.2 * 0.75, learned.means().get(MarkLooks.Kind.AUROCHS)[2], 1e-9,
                "the start weighs as three marks of no shift");
        assertEquals(start.means().get(MarkLooks.Kind.DEER)[2] - 0.2 * 0.75,
                learned.means().get(MarkLooks.Kind.DEER)[2], 1e-9, "a kind not seen moves by the same shift");
    }

    @Test
    void marksReadAsTheWrongKindDoNotDrawTheKindsTogether() {
        // Ten deer, and three more deer that their tiles' readings took for tigers: learned per
        // kind, the tiger's look had become mostly the deer's.
        MarkLooks start = MarkLooks.painted();
        double[] deer = start.means().get(MarkLooks.Kind.DEER).clone();
        deer[3] = Math.exp(deer[3]);
        List<Map.Entry<MarkLooks.Kind, double[]>> seen = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            seen.add(Map.entry(i < 10 ? MarkLooks.Kind.DEER : MarkLooks.Kind.TIGER, deer));
        }
        MarkLooks learned = start.learned(seen);
        for (int i = 0; i < 5; i++) {
            assertEquals(start.means().get(MarkLooks.Kind.TIGER)[i] - start.means().get(MarkLooks.Kind.DEER)[i],
                    learned.means().get(MarkLooks.Kind.TIGER)[i] - learned.means().get(MarkLooks.Kind.DEER)[i], 1e-9,
                    "number " + i + ": a tiger differs from a deer as in the start");
        }
    }

    @Test
    void aMammothBesideAnAurochsIsLargerThanEitherAlone() {
        MarkLooks looks = MarkLooks.painted();
        Map<MarkLooks.Kind, Integer> both = Map.of(MarkLooks.Kind.MAMMOTH, 1, MarkLooks.Kind.AUROCHS, 1);
        double mammoth = Math.exp(looks.means().get(MarkLooks.Kind.MAMMOTH)[3]);
        double aurochs = Math.exp(looks.means().get(MarkLooks.Kind.AUROCHS)[3]);
        double[] twoMarks = {0.26, -0.01, -0.40, mammoth + aurochs, -0.65};
        double[] oneMammoth = {0.25, 0.01, -0.30, mammoth, -0.48};
        assertTrue(looks.logLikelihood(both, twoMarks) > looks.logLikelihood(MarkLooks.Kind.MAMMOTH, twoMarks),
                "two marks' worth of odd pixels fit two marks");
        assertTrue(looks.logLikelihood(MarkLooks.Kind.MAMMOTH, oneMammoth) > looks.logLikelihood(both, oneMammoth),
                "one mammoth's worth fits one mammoth");
    }

    @Test
    void aMammothInASmallMeadowIsExpectedNoLargerThanItsRoom() {
        // 84's mammoth sits in a corner meadow whose inner part is 299 pixels: about 72 of them
        // are odd there, half of what a mammoth shows in a large meadow.
        MarkLooks looks = MarkLooks.painted();
        double[] mammoth = looks.means().get(MarkLooks.Kind.MAMMOTH);
        double[] inSmallMeadow = {mammoth[0], mammoth[1], mammoth[2], 72, mammoth[4], 299};
        double[] sizeUnknown = java.util.Arrays.copyOf(inSmallMeadow, 5);
        assertTrue(looks.logLikelihood(MarkLooks.Kind.MAMMOTH, inSmallMeadow)
                > looks.logLikelihood(MarkLooks.Kind.MAMMOTH, sizeUnknown) + 1, "the small meadow's room is allowed for");
        assertTrue(looks.logLikelihood(MarkLooks.Kind.MAMMOTH, inSmallMeadow)
                > looks.logLikelihood(MarkLooks.Kind.DEER, inSmallMeadow), "a mammoth, not a deer");
    }

    @Test
    void aMarkInALargeMeadowIsJudgedAtItsFullSize() {
        MarkLooks looks = MarkLooks.painted();
        double[] mammoth = looks.means().get(MarkLooks.Kind.MAMMOTH);
        double[] inLargeMeadow = {mammoth[0], mammoth[1], mammoth[2], 72, mammoth[4], 1276};
        assertEquals(looks.logLikelihood(MarkLooks.Kind.MAMMOTH, java.util.Arrays.copyOf(inLargeMeadow, 5)),
                looks.logLikelihood(MarkLooks.Kind.MAMMOTH, inLargeMeadow), 1e-12);
    }
}
