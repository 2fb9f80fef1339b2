package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Rotation;

/**
 * What the side a meadow mark is dark on says of the way its tile lies
 * ({@link MarkEvidence#upright}): the art is drawn upright, every animal standing on its painted
 * shadow, so a mark dark below in the tile's own frame belongs to the reading that has it so.
 */
class MarkUprightTest {

    /** A mark dark below in the picture (darkness correlates with the row, not the column). */
    private static final double[] DARK_BELOW = {0, 0.5};

    @Test
    void aDeerDarkBelowSpeaksForTheReadingThatHasItUpright() {
        assertTrue(MarkEvidence.upright(MarkLooks.Kind.DEER, false, DARK_BELOW, Rotation.R0) > 1);
    }

    @Test
    void aDeerDarkBelowSpeaksAgainstTheReadingTurnedHalfRound() {
        assertTrue(MarkEvidence.upright(MarkLooks.Kind.DEER, false, DARK_BELOW, Rotation.R180) < -1);
    }

    @Test
    void aDeerDarkOnItsLeftSpeaksForTheQuarterTurnThatPutsTheTilesFootThere() {
        double[] darkLeft = {-0.5, 0};
        double turned = MarkEvidence.upright(MarkLooks.Kind.DEER, false, darkLeft, Rotation.R90);
        for (Rotation r : new Rotation[] {Rotation.R0, Rotation.R180, Rotation.R270}) {
            assertTrue(turned > MarkEvidence.upright(MarkLooks.Kind.DEER, false, darkLeft, r), r.name());
        }
    }

    @Test
    void aTigerInALargeMeadowSaysNothingOfTheWayItsTileLies() {
        // Its stripes darken its back as its shadow darkens its feet.
        for (Rotation r : Rotation.values()) {
            assertEquals(0, MarkEvidence.upright(MarkLooks.Kind.TIGER, false, DARK_BELOW, r), 1e-12, r.name());
        }
    }

    @Test
    void anAurochsSaysNothingOfTheWayItsTileLies() {
        for (Rotation r : Rotation.values()) {
            assertEquals(0, MarkEvidence.upright(MarkLooks.Kind.AUROCHS, true, DARK_BELOW, r), 1e-12, r.name());
        }
    }

    @Test
    void aMarkSeenOneWaySaysTheSameOfADeerAMammothAndAPower() {
        // Only the way the tile lies is judged here, not the kind: what the way a mark stands
        // says of its kind depends on each tile's picture, and a deer drawn grazing in 25's
        // corner showed its dark side askew, where it passed for 84's mammoth.
        double[] askew = {0.3, 0.2};
        double deer = MarkEvidence.upright(MarkLooks.Kind.DEER, true, askew, Rotation.R90);
        assertEquals(deer, MarkEvidence.upright(MarkLooks.Kind.MAMMOTH, true, askew, Rotation.R90), 1e-12);
        assertEquals(deer, MarkEvidence.upright(MarkLooks.Kind.POWER, false, askew, Rotation.R90), 1e-12);
    }

    @Test
    void aTigerCrampedInASmallMeadowShowsItsShadowBelowLikeADeer() {
        assertTrue(MarkEvidence.upright(MarkLooks.Kind.TIGER, true, DARK_BELOW, Rotation.R180) < -1);
    }

    @Test
    void aMarkUpsideDownCostsAReadingNoMoreThanTheCap() {
        double[] darkAbove = {0, -1};
        assertTrue(MarkEvidence.upright(MarkLooks.Kind.DEER, false, darkAbove, Rotation.R0) >= -1.5 - 1e-9);
    }
}
