package org.tablecompanion.recognizer.observation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ObservationsTest {

    private static Observation small() {
        return new Observation(Observation.FORMAT, new Observation.ImageSize(1920, 1080), List.of("base"), "pack",
                new LatticeView(true, 80.5, List.of(List.of(80.0, 0.0, 900.0), List.of(0.0, 80.0, 500.0),
                        List.of(0.0, 0.0, 1.0)), List.of(960.0, 540.0), 1e-8, 0.7),
                List.of(new TileReading(0, 0, "D", 90, 0.98, 6.2,
                        List.of(new TileReading.CandidateView("D", 90, 0.98), new TileReading.CandidateView("U", 90, 0.02)),
                        List.of(List.of(900.0, 500.0), List.of(980.0, 500.0), List.of(980.0, 580.0),
                                List.of(900.0, 580.0)))),
                List.of(new FigureReading("red", "standing", List.of(940.0, 530.0), 0, 0, 1, "city", 0.95)),
                List.of(), Map.of("lattice", 12.5));
    }

    @Test
    void anObservationRoundTripsThroughJson() {
        Observation o = small();
        assertEquals(o, Observations.fromJson(Observations.toJson(o)));
    }

    @Test
    void theJsonNamesItsFormatFirst() {
        assertTrue(Observations.toJson(small()).strip().startsWith("{\n  \"format\" : \"tablecompanion-observation/1\""));
    }

    @Test
    void anotherFormatIsRefusedWithItsName() {
        String json = Observations.toJson(small()).replace("tablecompanion-observation/1", "something/2");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Observations.fromJson(json));
        assertTrue(e.getMessage().contains("something/2"), e.getMessage());
    }
}
