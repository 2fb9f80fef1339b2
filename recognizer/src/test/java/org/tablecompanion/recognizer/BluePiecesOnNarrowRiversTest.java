package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.scene.Difficulty;

/**
 * A blue piece on a narrow river leans over the bank and shows most of itself there, or only that
 * part where its lit top is taken for the river; it stays on the river, while a hunter lying on
 * the bank, its shadow on the water joined to it, is read on the bank.
 */
class BluePiecesOnNarrowRiversTest {

    @Test
    void aFisherLeaningOverTheBankStaysOnTheRiver() {
        // H&G default seed 5004: a blue fisher on 46's narrow river, most of its blob on the
        // meadow, was taken for a hunter lying on the bank. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(5004L).figureNotOnItsFeature("blue", "46"));
    }

    @Test
    void aHutLeaningOverTheBankStaysOnTheRiver() {
        // H&G default seed 12001 (held out): a blue hut on 74's river, read on its meadow so.
        // Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(12001L).figureNotOnItsFeature("blue", "74"));
    }

    @Test
    void aHutWhoseBlobIsOnlyItsPartOnTheBankStandsOnTheRiver() {
        // H&G default seed 7001: a blue hut on 89's river, its lit top taken for the river, left a
        // blob on the meadow alone and was read lying there. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(7001L).figureNotOnItsFeature("blue", "89"));
    }

    @Test
    void aHunterReachingOverTheRiverIsReadOnTheMeadowUnderIt() {
        // H&G default seed 13000: a blue hunter lying on 73's strip of meadow between forest and
        // river, its shadow on the water, had its foot fall back on the river and was read as a
        // hut there. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(13000L).figureNotOnItsFeature("blue", "73"));
    }

    @Test
    void aHutTheRiverCutsInTwoIsOneHutOnTheRiver() {
        // H&G default seed 15004: a blue hut on 74's river, its blob cut in two by the river's
        // band, was read as two figures, one on each bank. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(15004L).figureNotOnItsFeature("blue", "74"));
    }

    @Test
    void aFisherWhoseHalvesLieFourPixelsApartIsFound() {
        // H&G default seed 19001: a blue fisher at the board's edge on 83, its halves 4 pixels
        // apart at 64 a cell, neither a figure alone, was not found. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(19001L).figureNotOnItsFeature("blue", "83"));
    }

    @Test
    void aHutWhoseLandPartHugsTheRiverStaysOnIt() {
        // H&G default seed 21000: a blue hut on 48's river, 0.74 of its blob on the meadow (too
        // little to be kept on the river by that alone), was read lying on the meadow. 0.14 of
        // its land part lay along the river, as no hunter's does. Checked to fail so.
        assertEquals(Optional.empty(), HgZeroShotRead.of(21000L).figureNotOnItsFeature("blue", "48"));
    }

    @Test
    void aHunterLyingByALakeIsReadOnTheBank() {
        // H&G easy seed 2000 with a pack: a blue hunter lying on 58's meadow by the lake, its land
        // part fit by a lying meeple at only 0.57 (as the pieces on rivers above), but 0.68 of its
        // blob on land, the shadow on the water a third of it. The shape alone put it on the lake.
        assertEquals(Optional.empty(),
                HgZeroShotRead.withPack(2000L, Difficulty.EASY).figureNotOnItsFeature("blue", "58"));
    }
}
