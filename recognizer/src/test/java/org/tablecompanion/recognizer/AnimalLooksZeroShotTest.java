package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A meadow's animal read zero-shot by the real pipeline on a generated default H&amp;G scene,
 * where the animals' looks are moved by the shift the photo's own marks show
 * ({@code identify.MarkLooks#learned}). Learned per kind, a few marks read as the wrong kind made
 * up much of a rare kind's learned look, and the looks drifted together; and a figure's rim,
 * read into a mark's colour, made a deer look like the wild fire.
 */
class AnimalLooksZeroShotTest {

    @Test
    void aDeerBesideAStraightRiverIsNotReadAsAMammoth() {
        // Seed 150001's 52 (a deer in one meadow of a straight river) was read as 53 (a mammoth
        // in the other) while each kind's look was learned from the marks read as it. Checked to
        // fail with the looks learned per kind.
        assertEquals(Optional.empty(), HgZeroShotRead.of(150001L).notAsItPlays("52"));
    }

    @Test
    void aDeerMeadowUnderARedMeepleIsNotReadAsTheWildFire() {
        // Seed 3000's 62 (a deer in a meadow filling the tile) has a red meeple lying on it; the
        // meeple's rim, counted in the mark's colour, looked like 85's red wild fire, and 62 was
        // read as 85. The colours are now read away from the figure (identify.MarkEvidence).
        // Checked to fail with the colours read from all the mark's pixels.
        assertEquals(Optional.empty(), HgZeroShotRead.of(3000L).notAsItPlays("62"));
    }
}
