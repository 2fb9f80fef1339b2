package org.tablecompanion.samples.scene;

import java.util.SplittableRandom;

/**
 * One draw of every parameter of a {@link DifficultyRanges}: the concrete camera, light and
 * degradations of a scene. Written into the ground truth so a scene can be explained.
 *
 * @param yawDeg the camera's yaw: a random quarter turn plus the wobble
 * @param aimOffsetX where the camera aims, east of the board centre, as a fraction of the view width
 * @param aimOffsetY the same, south, as a fraction of the view height
 * @param lightAzimuthDeg direction the main light comes from, clockwise from north
 * @param whiteBalanceRed gain error of the red channel (1 = none)
 * @param whiteBalanceBlue gain error of the blue channel (1 = none)
 * @param arm whether a hand and arm hang over the board
 */
public record SceneParameters(
        double tiltDeg,
        double yawDeg,
        double horizontalFovDeg,
        double tilePx,
        double k1,
        double k2,
        double aimOffsetX,
        double aimOffsetY,
        double gapMm,
        double jitterMm,
        double jitterDeg,
        double lightUnevenness,
        double vignetting,
        double softShadow,
        int glareSpots,
        double glareStrength,
        double lightElevationDeg,
        double lightAzimuthDeg,
        double blurSigmaPx,
        double noiseSigma,
        double whiteBalanceRed,
        double whiteBalanceBlue,
        int jpegQuality,
        boolean arm) {

    /** Draws every parameter from its range, in a fixed order so a seed always gives the same scene. */
    public static SceneParameters sample(DifficultyRanges r, SplittableRandom random) {
        double tilt = r.tiltDeg().sample(random);
        double yaw = random.nextInt(4) * 90 + r.yawWobbleDeg().sample(random);
        double fov = r.horizontalFovDeg().sample(random);
        double tilePx = r.tilePx().sample(random);
        double k1 = r.k1().sample(random);
        double k2 = r.k2().sample(random);
        double aim = r.aimOffset().sample(random);
        double aimAngle = random.nextDouble() * 2 * Math.PI;
        double gap = r.gapMm().sample(random);
        double jitterMm = r.jitterMm().sample(random);
        double jitterDeg = r.jitterDeg().sample(random);
        double uneven = r.lightUnevenness().sample(random);
        double vignetting = r.vignetting().sample(random);
        double softShadow = r.softShadow().sample(random);
        int glareSpots = r.glareSpots().sampleInt(random);
        double glareStrength = r.glareStrength().sample(random);
        double elevation = r.lightElevationDeg().sample(random);
        double azimuth = random.nextDouble() * 360;
        double blur = r.blurSigmaPx().sample(random);
        double noise = r.noiseSigma().sample(random);
        double wbRed = 1 + r.whiteBalanceShift().sample(random) * (random.nextBoolean() ? 1 : -1);
        double wbBlue = 1 + r.whiteBalanceShift().sample(random) * (random.nextBoolean() ? 1 : -1);
        int quality = r.jpegQuality().sampleInt(random);
        boolean arm = random.nextDouble() < r.armProbability();
        return new SceneParameters(tilt, yaw, fov, tilePx, k1, k2, aim * Math.cos(aimAngle),
                aim * Math.sin(aimAngle), gap, jitterMm, jitterDeg, uneven, vignetting, softShadow, glareSpots,
                glareStrength, elevation, azimuth, blur, noise, wbRed, wbBlue, quality, arm);
    }

    public SceneParameters withArm(boolean withArm) {
        return new SceneParameters(tiltDeg, yawDeg, horizontalFovDeg, tilePx, k1, k2, aimOffsetX, aimOffsetY, gapMm,
                jitterMm, jitterDeg, lightUnevenness, vignetting, softShadow, glareSpots, glareStrength,
                lightElevationDeg, lightAzimuthDeg, blurSigmaPx, noiseSigma, whiteBalanceRed, whiteBalanceBlue,
                jpegQuality, withArm);
    }

    public SceneParameters withTilePx(double px) {
        return new SceneParameters(tiltDeg, yawDeg, horizontalFovDeg, px, k1, k2, aimOffsetX, aimOffsetY, gapMm,
                jitterMm, jitterDeg, lightUnevenness, vignetting, softShadow, glareSpots, glareStrength,
                lightElevationDeg, lightAzimuthDeg, blurSigmaPx, noiseSigma, whiteBalanceRed, whiteBalanceBlue,
                jpegQuality, arm);
    }

    public SceneParameters withJpegQuality(int quality) {
        return new SceneParameters(tiltDeg, yawDeg, horizontalFovDeg, tilePx, k1, k2, aimOffsetX, aimOffsetY, gapMm,
                jitterMm, jitterDeg, lightUnevenness, vignetting, softShadow, glareSpots, glareStrength,
                lightElevationDeg, lightAzimuthDeg, blurSigmaPx, noiseSigma, whiteBalanceRed, whiteBalanceBlue,
                quality, arm);
    }

    public SceneParameters withNoiseSigma(double sigma) {
        return new SceneParameters(tiltDeg, yawDeg, horizontalFovDeg, tilePx, k1, k2, aimOffsetX, aimOffsetY, gapMm,
                jitterMm, jitterDeg, lightUnevenness, vignetting, softShadow, glareSpots, glareStrength,
                lightElevationDeg, lightAzimuthDeg, blurSigmaPx, sigma, whiteBalanceRed, whiteBalanceBlue,
                jpegQuality, arm);
    }

    /** Unit vector pointing from the table towards the main light (z negative: up). */
    public Vec3 towardsLight() {
        double el = Math.toRadians(lightElevationDeg);
        double az = Math.toRadians(lightAzimuthDeg);
        return new Vec3(Math.sin(az) * Math.cos(el), -Math.cos(az) * Math.cos(el), -Math.sin(el));
    }
}
