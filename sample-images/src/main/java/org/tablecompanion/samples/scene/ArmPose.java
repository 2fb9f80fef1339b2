package org.tablecompanion.samples.scene;

import java.util.SplittableRandom;

/**
 * A player's hand and arm reaching over the board.
 *
 * @param palm centre of the palm, table mm (z negative: above the table)
 * @param towardsPlayerDeg horizontal direction from the hand back to the player's shoulder,
 *     clockwise from north
 * @param skin skin colour
 * @param sleeve sleeve colour
 * @param sleeveStart where along the forearm the sleeve begins (0 wrist .. 1 elbow)
 * @param motionBlurPx length of the motion streak (the hand moves)
 * @param motionDeg direction of that streak in the image
 */
public record ArmPose(Vec3 palm, double towardsPlayerDeg, Rgb skin, Rgb sleeve, double sleeveStart,
                      double motionBlurPx, double motionDeg) {

    private static final Rgb[] SKINS = {
        new Rgb(232, 190, 160), new Rgb(210, 160, 120), new Rgb(176, 120, 84),
        new Rgb(128, 84, 58), new Rgb(92, 60, 44), new Rgb(240, 204, 180)};
    private static final Rgb[] SLEEVES = {
        new Rgb(40, 50, 90), new Rgb(150, 30, 40), new Rgb(210, 210, 205), new Rgb(60, 60, 62),
        new Rgb(70, 110, 70), new Rgb(200, 160, 60), new Rgb(110, 80, 130)};

    /** A hand with its palm at {@code palm}, the arm going back towards a player sitting that way. */
    public static ArmPose reaching(Vec3 palm, double towardsPlayerDeg, SplittableRandom random) {
        Rgb skin = SKINS[random.nextInt(SKINS.length)];
        Rgb sleeve = SLEEVES[random.nextInt(SLEEVES.length)];
        double sleeveStart = random.nextDouble() < 0.3 ? 1.5 : 0.1 + random.nextDouble() * 0.6;
        double blur = random.nextDouble() < 0.5 ? 0 : 2 + random.nextDouble() * 8;
        return new ArmPose(palm, towardsPlayerDeg, skin, sleeve, sleeveStart, blur, random.nextDouble() * 180);
    }

    /**
     * A hand hovering over the given table point, the arm coming from outside the board in a
     * random direction roughly away from the board centre.
     */
    public static ArmPose over(Vec3 point, Point2 boardCentre, double heightMm, SplittableRandom random) {
        double away = Math.toDegrees(Math.atan2(point.x() - boardCentre.x(), -(point.y() - boardCentre.y())));
        if (Math.hypot(point.x() - boardCentre.x(), point.y() - boardCentre.y()) < 1) {
            away = random.nextDouble() * 360;
        }
        double direction = away + (random.nextDouble() - 0.5) * 120;
        Rgb skin = SKINS[random.nextInt(SKINS.length)];
        Rgb sleeve = SLEEVES[random.nextInt(SLEEVES.length)];
        double sleeveStart = random.nextDouble() < 0.3 ? 1.5 : 0.1 + random.nextDouble() * 0.6;
        double blur = random.nextDouble() < 0.5 ? 0 : 2 + random.nextDouble() * 10;
        return new ArmPose(new Vec3(point.x(), point.y(), point.z() - heightMm), direction, skin, sleeve, sleeveStart,
                blur, random.nextDouble() * 180);
    }
}
