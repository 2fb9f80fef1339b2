package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Rotation;

/**
 * What a forest's light says of the way its tile lies ({@link MarkEvidence#forestLight},
 * {@link MarkEvidence#litFromTheLeft}): the crowns are painted lit from the tile's left, so in the
 * tile's own frame a forest's brightness falls, step by small step, from left to right.
 */
class ForestLightTest {

    private static final int N = MarkEvidence.N;

    /** A forest whose light falls left to right in the picture, as in a tile lying as printed. */
    private static final double[] FALLS_RIGHT = {-0.07, 0};

    @Test
    void aForestFallingLeftToRightSpeaksForTheReadingAsPrinted() {
        assertTrue(MarkEvidence.litFromTheLeft(FALLS_RIGHT, Rotation.R0) > 0.5);
    }

    @Test
    void aForestFallingLeftToRightSpeaksAgainstTheReadingTurnedHalfRound() {
        assertTrue(MarkEvidence.litFromTheLeft(FALLS_RIGHT, Rotation.R180) < -0.5);
    }

    @Test
    void aForestFallingTopToBottomSpeaksForTheQuarterTurnThatPutsTheTilesLeftOnTop() {
        // Turned a quarter clockwise, the tile's left side lies on top.
        double[] fallsDown = {0, -0.07};
        double turned = MarkEvidence.litFromTheLeft(fallsDown, Rotation.R90);
        for (Rotation r : new Rotation[] {Rotation.R0, Rotation.R180, Rotation.R270}) {
            assertTrue(turned > MarkEvidence.litFromTheLeft(fallsDown, r), r.name());
        }
    }

    @Test
    void aForestWithNoFallOfLightSaysNothingOfTheWayItsTileLies() {
        double[] flat = {0, 0};
        for (Rotation r : Rotation.values()) {
            assertEquals(0, MarkEvidence.litFromTheLeft(flat, r), 1e-12, r.name());
        }
    }

    @Test
    void aForestLitTheWrongWayCostsAReadingNoMoreThanTheCap() {
        double[] fallsLeftSteeply = {0.5, 0};
        assertTrue(MarkEvidence.litFromTheLeft(fallsLeftSteeply, Rotation.R0) >= -0.75 - 1e-9);
    }

    @Test
    void crownsLitFromTheLeftReadAsFallingLeftToRightThoughEachShadowJumpsBackUp() {
        // Crowns six pixels wide, read a pixel either side: four small steps down across each,
        // two big ones up by its shadow; the sum of the steps is nothing, their signs fall.
        double[] light = MarkEvidence.forestLight(square(8, 56), crowns(6));
        assertEquals(-1 / 3.0, light[0], 1e-9);
        assertEquals(0, light[1], 1e-9);
    }

    @Test
    void pixelsUnderAFigureAreLeftOutOfAForestsLight() {
        long[] figure = new long[N * N / 64];
        for (int p : square(8, 56)) {
            if (p % N < 32) {
                figure[p >>> 6] |= 1L << p;
            }
        }
        MarkEvidence.Odd odd = crowns(6);
        MarkEvidence.Odd underFigure = new MarkEvidence.Odd(null, null, odd.px(), null, null, null, figure, null, null,
                null, null);
        // The figure's half is read lit the other way; left out, the rest still falls to the right.
        for (int p : square(8, 56)) {
            if (p % N < 32) {
                underFigure.px()[p][2] = p % N;
            }
        }
        assertEquals(-1 / 3.0, MarkEvidence.forestLight(square(8, 56), underFigure)[0], 0.02);
    }

    @Test
    void tooSmallAForestSaysNothing() {
        assertNull(MarkEvidence.forestLight(square(30, 36), crowns(6)));
    }

    /** The pixels of the square from (from, from) to just short of (to, to). */
    private static int[] square(int from, int to) {
        return IntStream.range(from, to).flatMap(y -> IntStream.range(from, to).map(x -> y * N + x)).toArray();
    }

    /** A picture of rows of crowns {@code width} pixels wide, each brightest on its left. */
    private static MarkEvidence.Odd crowns(int width) {
        double[][] px = new double[N * N][3];
        for (int p = 0; p < N * N; p++) {
            px[p][2] = -(p % N % width) * 0.1;
        }
        return new MarkEvidence.Odd(null, null, px, null, null, null, null, null, null, null, null);
    }

    @Test
    void aForestsLightCountedFromBitSetsIsTheOneReadPixelByPixel() {
        // The matcher counts a forest's light from the picture's steps as bit sets, a word at a
        // time, worked out once a picture; a forest given as its pixels must read the same.
        // Random pictures, figures and forests.
        java.util.Random random = new java.util.Random(7);
        for (int trial = 0; trial < 200; trial++) {
            double[][] px = new double[N * N][3];
            for (double[] p : px) {
                // Few levels, so equal neighbours (no step) occur too.
                p[2] = random.nextInt(5) * 0.1;
            }
            long[] figure = null;
            if (random.nextBoolean()) {
                figure = new long[N * N / 64];
                int fx = random.nextInt(N - 12);
                int fy = random.nextInt(N - 12);
                for (int p : rectangle(fx, fy, fx + 12, fy + 12)) {
                    figure[p >>> 6] |= 1L << p;
                }
            }
            MarkEvidence.Odd odd = new MarkEvidence.Odd(null, null, px, null, null, null, figure, null, null, null,
                    null);
            int x0 = random.nextInt(N / 2);
            int y0 = random.nextInt(N / 2);
            int[] forest = rectangle(x0, y0, x0 + 1 + random.nextInt(N / 2), y0 + 1 + random.nextInt(N / 2));
            boolean[] flags = new boolean[N * N];
            for (int p : forest) {
                flags[p] = true;
            }
            double[] walked = MarkEvidence.forestLight(forest, odd);
            double[] counted = MarkEvidence.forestLight(MarkEvidence.bits(flags), MarkEvidence.lightSteps(odd));
            if (walked == null) {
                assertNull(counted, "trial " + trial);
            } else {
                org.junit.jupiter.api.Assertions.assertArrayEquals(walked, counted, 0.0, "trial " + trial);
            }
        }
    }

    /** The pixels of the rectangle from (x0, y0) to just short of (x1, y1). */
    private static int[] rectangle(int x0, int y0, int x1, int y1) {
        return IntStream.range(y0, y1).flatMap(y -> IntStream.range(x0, x1).map(x -> y * N + x)).toArray();
    }
}
