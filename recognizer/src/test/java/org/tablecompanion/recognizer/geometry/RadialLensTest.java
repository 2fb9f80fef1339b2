package org.tablecompanion.recognizer.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RadialLensTest {

    @Test
    void distortUndoesUndistort() {
        RadialLens lens = new RadialLens(960, 540, 8e-8);
        Vec2 observed = new Vec2(1700, 90);
        Vec2 straight = lens.undistort(observed.x(), observed.y());
        Vec2 again = lens.distort(straight.x(), straight.y());
        assertEquals(observed.x(), again.x(), 1e-4);
        assertEquals(observed.y(), again.y(), 1e-4);
    }

    @Test
    void barrelDistortionPullsThePictureInwards() {
        RadialLens lens = new RadialLens(960, 540, 8e-8);
        Vec2 straight = lens.undistort(1800, 540);
        assertTrue(straight.x() > 1800);
    }
}
