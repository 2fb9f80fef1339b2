package org.tablecompanion.recognizer.lattice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.geometry.Homography;

/** Which lattices a camera looking down at a table can see. */
class DepthRatioTest {

    @Test
    void aCameraStraightAboveSeesEveryCornerAtOneDepth() {
        Homography topDown = Homography.of(0.01, 0, 0, 0, 0.01, 0, 0, 0, 1);
        assertEquals(1.0, LatticeFitter.depthRatio(topDown, 1920, 1080), 1e-9);
    }

    @Test
    void aTiltedCameraSeesTheFarEdgeDeeper() {
        Homography tilted = Homography.of(0.01, 0, 0, 0, 0.01, 0, 0, 1e-3, 1);
        double ratio = LatticeFitter.depthRatio(tilted, 1920, 1080);
        assertEquals(2.08, ratio, 1e-9);
        assertTrue(ratio <= LatticeFitter.MAX_DEPTH_RATIO);
    }

    @Test
    void aLatticeWhoseHorizonCrossesTheImageIsNoTable() {
        // Beyond the line where the third coordinate changes sign the "table" would lie above the camera.
        Homography impossible = Homography.of(0.01, 0, 0, 0, 0.01, 0, 0, -2e-3, 1);
        assertTrue(Double.isInfinite(LatticeFitter.depthRatio(impossible, 1920, 1080)));
    }
}
