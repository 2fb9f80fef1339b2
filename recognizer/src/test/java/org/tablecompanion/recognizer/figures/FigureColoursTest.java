package org.tablecompanion.recognizer.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.players.PlayerColour;

/** Pixel values taken from generated default scenes. */
class FigureColoursTest {

    @Test
    void aDarkPixelWithALittleNoiseInItsChromaIsBlackWood() {
        // Saturation 0.31: the old test (under 0.25) called it nothing.
        assertEquals(PlayerColour.BLACK, FigureColours.classify(24, 29, 35));
    }

    @Test
    void aShadowOnGrassIsNotBlackWood() {
        assertNotEquals(PlayerColour.BLACK, FigureColours.classify(26, 51, 22));
        assertNotEquals(PlayerColour.BLACK, FigureColours.classify(20, 32, 8));
    }

    @Test
    void blackWoodIsWoodToTheTileMatcherButNotPaintToTheTracker() {
        assertTrue(FigureColours.woodLike(24, 29, 35));
        assertFalse(FigureColours.paintLike(24, 29, 35));
    }
}
