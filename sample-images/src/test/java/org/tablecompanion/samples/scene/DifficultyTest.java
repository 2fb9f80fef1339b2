package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DifficultyTest {

    @Test
    void drawnParametersStayInsideTheirDifficultysRanges() {
        for (Difficulty d : Difficulty.values()) {
            DifficultyRanges r = d.ranges();
            for (long seed = 0; seed < 300; seed++) {
                SceneParameters p = SceneParameters.sample(r, new SplittableRandom(seed));
                String where = d.label() + " seed " + seed;
                assertTrue(r.tiltDeg().contains(p.tiltDeg()), where + " tilt");
                boolean quarterPlusWobble = false;
                for (int quarter = 0; quarter < 4; quarter++) {
                    quarterPlusWobble |= r.yawWobbleDeg().contains(p.yawDeg() - 90 * quarter);
                }
                assertTrue(quarterPlusWobble, where + " yaw " + p.yawDeg());
                assertTrue(r.horizontalFovDeg().contains(p.horizontalFovDeg()), where + " fov");
                assertTrue(r.tilePx().contains(p.tilePx()), where + " tile px");
                assertTrue(r.k1().contains(p.k1()) && r.k2().contains(p.k2()), where + " distortion");
                assertTrue(Math.hypot(p.aimOffsetX(), p.aimOffsetY()) <= r.aimOffset().max() + 1e-12, where + " aim");
                assertTrue(r.gapMm().contains(p.gapMm()), where + " gap");
                assertTrue(r.jitterMm().contains(p.jitterMm()) && r.jitterDeg().contains(p.jitterDeg()), where + " jitter");
                assertTrue(r.lightUnevenness().contains(p.lightUnevenness()), where + " light");
                assertTrue(r.vignetting().contains(p.vignetting()), where + " vignetting");
                assertTrue(r.softShadow().contains(p.softShadow()), where + " soft shadow");
                assertTrue(r.glareSpots().contains(p.glareSpots()), where + " glare spots");
                assertTrue(r.glareStrength().contains(p.glareStrength()), where + " glare strength");
                assertTrue(r.lightElevationDeg().contains(p.lightElevationDeg()), where + " light elevation");
                assertTrue(r.blurSigmaPx().contains(p.blurSigmaPx()), where + " blur");
                assertTrue(r.noiseSigma().contains(p.noiseSigma()), where + " noise");
                assertTrue(r.whiteBalanceShift().contains(Math.abs(p.whiteBalanceRed() - 1))
                        && r.whiteBalanceShift().contains(Math.abs(p.whiteBalanceBlue() - 1)), where + " white balance");
                assertTrue(r.jpegQuality().contains(p.jpegQuality()), where + " jpeg");
                if (r.armProbability() == 0) {
                    assertFalse(p.arm(), where + " arm");
                }
            }
        }
    }

    @Test
    void theLevelsKeepThePromisedRanges() {
        DifficultyRanges easy = Difficulty.EASY.ranges();
        DifficultyRanges normal = Difficulty.DEFAULT.ranges();
        DifficultyRanges hard = Difficulty.HARD.ranges();
        assertEquals(new Range(90, 120), easy.tilePx());
        assertEquals(new Range(60, 100), normal.tilePx());
        assertEquals(new Range(40, 70), hard.tilePx());
        assertEquals(0.0, easy.armProbability());
        assertTrue(easy.tiltDeg().max() <= 10);
        assertEquals(30.0, normal.tiltDeg().max());
        assertEquals(45.0, hard.tiltDeg().max());
        assertTrue(hard.armProbability() > normal.armProbability());
        assertTrue(hard.jpegQuality().max() < normal.jpegQuality().min());
        assertTrue(hard.k1().min() < normal.k1().min());
    }

    @Test
    void aLevelIsReadByItsName() {
        assertEquals(Difficulty.HARD, Difficulty.parse("Hard"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Difficulty.parse("brutal"));
        assertTrue(e.getMessage().contains("brutal"));
    }
}
