package org.tablecompanion.samples.scene;

/**
 * The exact parameter ranges behind each {@link Difficulty}. Benchmarks name a difficulty, so
 * these numbers are part of what a benchmark figure means: change them only on purpose.
 *
 * @param tiltDeg camera tilt from straight down
 * @param yawWobbleDeg camera yaw is a random quarter turn plus this (±45 gives any yaw)
 * @param horizontalFovDeg lens field of view across the image width
 * @param tilePx on-image length of a tile edge at the board centre, across the line of sight
 * @param k1 radial distortion, first coefficient (negative = barrel)
 * @param k2 radial distortion, second coefficient
 * @param aimOffset how far the camera aims from the board centre, as a fraction of the view
 * @param gapMm mean gap between neighbouring tiles
 * @param jitterMm largest hand-placement shift of a tile from its cell, each axis
 * @param jitterDeg largest hand-placement turn of a tile
 * @param lightUnevenness how much darker the dimmest lit part of the table is than the brightest (0..1)
 * @param vignetting darkening at the image corners (0..1)
 * @param softShadow darkening inside a large soft shadow (a lamp arm, a person) (0 = none)
 * @param glareSpots how many specular glare spots lie on the board
 * @param glareStrength peak brightness added by a glare spot, in 8-bit levels
 * @param lightElevationDeg elevation of the main light, which sets where cast shadows fall
 * @param blurSigmaPx Gaussian optical blur
 * @param noiseSigma sensor noise standard deviation at mid grey, in 8-bit levels
 * @param whiteBalanceShift largest relative error of the red and blue gains
 * @param jpegQuality JPEG quality of the written image
 * @param armProbability chance that a hand and arm hang over the board
 * @param checkedClothAllowed whether the busy checked tablecloth can be drawn
 */
public record DifficultyRanges(
        Range tiltDeg,
        Range yawWobbleDeg,
        Range horizontalFovDeg,
        Range tilePx,
        Range k1,
        Range k2,
        Range aimOffset,
        Range gapMm,
        Range jitterMm,
        Range jitterDeg,
        Range lightUnevenness,
        Range vignetting,
        Range softShadow,
        Range glareSpots,
        Range glareStrength,
        Range lightElevationDeg,
        Range blurSigmaPx,
        Range noiseSigma,
        Range whiteBalanceShift,
        Range jpegQuality,
        double armProbability,
        boolean checkedClothAllowed) {

    /** Little tilt, mild light, no arm, big tiles: a careful user with a good webcam. */
    public static final DifficultyRanges EASY = new DifficultyRanges(
            /* tiltDeg */ new Range(0, 10),
            /* yawWobbleDeg */ new Range(-8, 8),
            /* horizontalFovDeg */ new Range(60, 70),
            /* tilePx */ new Range(90, 120),
            /* k1 */ new Range(-0.05, 0.02),
            /* k2 */ new Range(0, 0.01),
            /* aimOffset */ new Range(0, 0.03),
            /* gapMm */ new Range(0.4, 1.0),
            /* jitterMm */ new Range(0, 1.0),
            /* jitterDeg */ new Range(0, 1.5),
            /* lightUnevenness */ new Range(0.05, 0.15),
            /* vignetting */ new Range(0, 0.1),
            /* softShadow */ Range.exactly(0),
            /* glareSpots */ new Range(0, 1),
            /* glareStrength */ new Range(10, 30),
            /* lightElevationDeg */ new Range(65, 85),
            /* blurSigmaPx */ new Range(0.3, 0.6),
            /* noiseSigma */ new Range(0.5, 1.5),
            /* whiteBalanceShift */ new Range(0, 0.03),
            /* jpegQuality */ new Range(90, 95),
            /* armProbability */ 0.0,
            /* checkedClothAllowed */ false);

    /** A typical living-room table: some tilt, some glare, noise, blur and colour cast. */
    public static final DifficultyRanges DEFAULT = new DifficultyRanges(
            /* tiltDeg */ new Range(0, 30),
            /* yawWobbleDeg */ new Range(-45, 45),
            /* horizontalFovDeg */ new Range(60, 78),
            /* tilePx */ new Range(60, 100),
            /* k1 */ new Range(-0.15, 0.05),
            /* k2 */ new Range(0, 0.03),
            /* aimOffset */ new Range(0, 0.1),
            /* gapMm */ new Range(0.3, 1.5),
            /* jitterMm */ new Range(0, 2.0),
            /* jitterDeg */ new Range(0, 3.0),
            /* lightUnevenness */ new Range(0.1, 0.35),
            /* vignetting */ new Range(0.05, 0.25),
            /* softShadow */ new Range(0, 0.25),
            /* glareSpots */ new Range(0, 2),
            /* glareStrength */ new Range(30, 90),
            /* lightElevationDeg */ new Range(45, 80),
            /* blurSigmaPx */ new Range(0.5, 1.2),
            /* noiseSigma */ new Range(1.5, 4.0),
            /* whiteBalanceShift */ new Range(0, 0.10),
            /* jpegQuality */ new Range(75, 90),
            /* armProbability */ 0.15,
            /* checkedClothAllowed */ false);

    /** A bad angle, a cheap lens, harsh light, small tiles, heavy compression, arms in the way. */
    public static final DifficultyRanges HARD = new DifficultyRanges(
            /* tiltDeg */ new Range(25, 45),
            /* yawWobbleDeg */ new Range(-45, 45),
            /* horizontalFovDeg */ new Range(65, 78),
            /* tilePx */ new Range(40, 70),
            /* k1 */ new Range(-0.30, -0.10),
            /* k2 */ new Range(0, 0.06),
            /* aimOffset */ new Range(0, 0.15),
            /* gapMm */ new Range(0.2, 2.0),
            /* jitterMm */ new Range(0, 2.5),
            /* jitterDeg */ new Range(0, 4.0),
            /* lightUnevenness */ new Range(0.3, 0.55),
            /* vignetting */ new Range(0.15, 0.4),
            /* softShadow */ new Range(0.2, 0.45),
            /* glareSpots */ new Range(1, 4),
            /* glareStrength */ new Range(80, 170),
            /* lightElevationDeg */ new Range(30, 60),
            /* blurSigmaPx */ new Range(0.8, 2.0),
            /* noiseSigma */ new Range(3.0, 7.0),
            /* whiteBalanceShift */ new Range(0.05, 0.20),
            /* jpegQuality */ new Range(35, 60),
            /* armProbability */ 0.5,
            /* checkedClothAllowed */ true);
}
