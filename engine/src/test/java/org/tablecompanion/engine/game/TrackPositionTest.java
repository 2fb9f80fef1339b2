package org.tablecompanion.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.players.TrackPosition;

/** The 50-space score track: a figure passing 0 takes a 50/100 card. */
class TrackPositionTest {

    @Test
    void aScoreBelowFiftyIsJustASpace() {
        assertEquals(37, new TrackPosition(37).space());
        assertEquals(List.of(), new TrackPosition(37).cards());
    }

    @Test
    void seventyThreeIsSpaceTwentyThreeAndTheFiftyCard() {
        TrackPosition t = new TrackPosition(73);
        assertEquals(23, t.space());
        assertEquals(List.of(50), t.cards());
        assertEquals("73 = space 23 + 50 card", t.describe());
    }

    @Test
    void oneHundredAndTwentyIsSpaceTwentyAndTheCardTurnedToOneHundred() {
        assertEquals(20, new TrackPosition(120).space());
        assertEquals(List.of(100), new TrackPosition(120).cards());
    }

    @Test
    void oneHundredAndSeventyNeedsASecondCard() {
        assertEquals(List.of(100, 50), new TrackPosition(170).cards());
        assertEquals(3, new TrackPosition(170).laps());
    }

    @Test
    void exactlyFiftyIsSpaceZeroWithACard() {
        assertEquals(0, new TrackPosition(50).space());
        assertEquals(List.of(50), new TrackPosition(50).cards());
    }
}
