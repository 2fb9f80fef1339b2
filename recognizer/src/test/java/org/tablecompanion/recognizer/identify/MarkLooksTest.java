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
    void aKindsLookMovesToWhatThisPhotoShowsOfIt() {
        MarkLooks start = MarkLooks.painted();
        // Printed aurochs much darker and larger than the painted start, seen on nine tiles.
        double[] printed = {0.20, -0.10, -0.90, 140, -1.2};
        List<Map.Entry<MarkLooks.Kind, double[]>> seen = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            seen.add(Map.entry(MarkLooks.Kind.AUROCHS, printed));
        }
        MarkLooks learned = start.learned(seen);
        assertTrue(learned.logLikelihood(MarkLooks.Kind.AUROCHS, printed)
                > start.logLikelihood(MarkLooks.Kind.AUROCHS, printed) + 5, "fits the photo's aurochs better");
        assertEquals(-0.90 * 0.75 + start.means().get(MarkLooks.Kind.AUROCHS)[2] * 0.25,
                learned.means().get(MarkLooks.Kind.AUROCHS)[2], 1e-9, "the start weighs as three marks");
        assertEquals(start.means().get(MarkLooks.Kind.DEER)[0], learned.means().get(MarkLooks.Kind.DEER)[0],
                1e-12, "a kind not seen keeps its start");
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
}
