package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.Vec2;

/** Which lattices are one lattice, so that only one of them need be read. */
class AlikeLatticesTest {

    private static final Homography TILES = Homography.of(1 / 62.0, 0, 0, 0, 1 / 62.0, 0, 0, 0, 1);
    private static final Vec2 MIDDLE = new Vec2(960, 540);

    @Test
    void aLatticeALittleLargerOnTheSameLinesIsAlike() {
        Homography larger = Homography.affine(1 / 1.08, 0, 0, 0, 1 / 1.08, 0).after(TILES);
        assertTrue(LatticeFitter.alike(TILES, larger, new Vec2(31, 31)));
    }

    @Test
    void aLatticeOfTheSameCellsHalfACellAsideIsNotAlike() {
        // Its lines run along the tiles' middles: the lattice the board's seams make when a
        // period twice the strongest one is taken at the wrong phase.
        Homography aside = Homography.affine(1, 0, 0.5, 0, 1, 0.5).after(TILES);
        assertFalse(LatticeFitter.alike(TILES, aside, MIDDLE));
    }

    @Test
    void aLatticeOfTheSameCellsHalfACellAsideAlongOneAxisIsNotAlike() {
        Homography aside = Homography.affine(1, 0, 0.5, 0, 1, 0).after(TILES);
        assertFalse(LatticeFitter.alike(TILES, aside, MIDDLE));
    }

    @Test
    void aLatticeOfHalfTheCellsIsNotAlike() {
        Homography half = Homography.affine(2, 0, 0, 0, 2, 0).after(TILES);
        assertFalse(LatticeFitter.alike(TILES, half, MIDDLE));
    }
}
