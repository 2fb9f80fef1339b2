package org.tablecompanion.recognizer.observation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HandReadingJsonTest {

    private static Observation withoutHand() {
        return new Observation(Observation.FORMAT, new Observation.ImageSize(1920, 1080), List.of("base"), "pack",
                LatticeView.none(), List.of(), List.of(), List.of(), Map.of("lattice", 12.5));
    }

    @Test
    void aHandOverTheBoardRoundTripsThroughJson() {
        Observation o = withoutHand().withHands(List.of(new HandReading(0.9,
                List.of(List.of(100.0, 200.0), List.of(300.0, 200.0), List.of(300.0, 400.0)),
                List.of(new HandReading.CoveredCell(3, 2, 0.75)))));
        assertEquals(o, Observations.fromJson(Observations.toJson(o)));
    }

    @Test
    void anObservationWithoutAHandIsWrittenAsBefore() {
        // Observations of frames with no hand stay as they were, for the readers already written.
        assertFalse(Observations.toJson(withoutHand()).contains("hands"));
    }
}
