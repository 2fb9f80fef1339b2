package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The port model every other part leans on: names, turning, and which port meets which. */
class PortTest {

    @Test
    void anUprightTilesNorthLeftFacesTheNorthernNeighboursSouthRight() {
        // Both are the western end of the shared edge.
        assertEquals(Port.S_R, Port.N_L.facing());
        assertEquals(Port.S_C, Port.N_C.facing());
        assertEquals(Port.S_L, Port.N_R.facing());
    }

    @Test
    void anEastPortFacesTheEasternNeighboursWestPortAtTheSameHeight() {
        assertEquals(Port.W_R, Port.E_L.facing(), "north end of the shared edge");
        assertEquals(Port.W_L, Port.E_R.facing(), "south end of the shared edge");
    }

    @Test
    void facingTwiceComesBack() {
        for (Port p : Port.values()) {
            assertEquals(p, p.facing().facing());
        }
    }

    @Test
    void aQuarterTurnClockwiseMovesTheWestEndOfNorthToTheNorthEndOfEast() {
        assertEquals(Port.E_L, Port.N_L.rotate(Rotation.R90));
        assertEquals(Port.S_L, Port.N_L.rotate(Rotation.R180));
        assertEquals(Port.W_L, Port.N_L.rotate(Rotation.R270));
        assertEquals(Port.N_R, Port.W_R.rotate(Rotation.R90));
    }

    @Test
    void turningAndFacingCommute() {
        for (Port p : Port.values()) {
            for (Rotation r : Rotation.values()) {
                assertEquals(p.facing().rotate(r), p.rotate(r).facing());
                assertEquals(p, p.rotate(r).rotate(r.inverse()));
            }
        }
    }

    @Test
    void facingPortsLieOnNeighbouringSquares() {
        for (Port p : Port.values()) {
            assertEquals(p.edge().opposite(), p.facing().edge());
            assertEquals(p.edge().dx(), -p.facing().edge().dx());
        }
    }

    @Test
    void parsesWholeEdgesAndSinglePorts() {
        assertEquals(List.of(Port.E_L, Port.E_C, Port.E_R), Port.parse("E"));
        assertEquals(List.of(Port.S_R), Port.parse("S.r"));
        for (Port p : Port.values()) {
            assertEquals(List.of(p), Port.parse(p.notation()));
        }
    }

    @Test
    void refusesAnythingElse() {
        for (String bad : new String[] {"", "X", "N.", "N.x", "NE", "n.l", "N-l"}) {
            assertThrows(IllegalArgumentException.class, () -> Port.parse(bad), bad);
        }
    }
}
