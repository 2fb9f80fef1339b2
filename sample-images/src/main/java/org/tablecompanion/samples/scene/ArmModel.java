package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;

/**
 * A hand and arm as a dense chain of spheres: palm, four fingers and a thumb, forearm, upper arm.
 * Spheres project to discs, so the solid is easy to draw from any camera and its shadow is easy
 * to cast; drawn densely they read as rounded limbs.
 */
final class ArmModel {

    /** One sphere of the chain; balls of one limb share a {@code limb} number and are shaded together. */
    record Ball(Vec3 centre, double radiusMm, Rgb colour, int limb) {
    }

    private ArmModel() {
    }

    static List<Ball> balls(ArmPose pose) {
        double a = Math.toRadians(pose.towardsPlayerDeg());
        Vec3 back = new Vec3(Math.sin(a), -Math.cos(a), 0);
        Vec3 side = new Vec3(Math.cos(a), Math.sin(a), 0);
        Vec3 up = new Vec3(0, 0, -1);
        Vec3 palm = pose.palm();
        List<Ball> balls = new ArrayList<>();
        Vec3 knuckles = palm.minus(back.times(42)).plus(up.times(-6));
        Vec3 wrist = palm.plus(back.times(48)).plus(up.times(14));
        for (int row = -1; row <= 1; row++) {
            Vec3 off = side.times(row * 17);
            capsule(balls, knuckles.plus(off), wrist.plus(off.times(0.6)), 19, 17, pose.skin(), pose.skin());
        }
        for (int f = 0; f < 4; f++) {
            double across = -27 + f * 18;
            double length = f == 0 || f == 3 ? 58 : 72;
            Vec3 base = knuckles.plus(side.times(across));
            Vec3 mid = base.minus(back.times(length * 0.55)).plus(up.times(-length * 0.12));
            Vec3 tip = mid.minus(back.times(length * 0.35)).plus(up.times(-length * 0.3));
            capsule(balls, base, mid, 9, 8, pose.skin(), pose.skin());
            capsule(balls, mid, tip, 8, 7, pose.skin(), pose.skin());
        }
        Vec3 thumbBase = palm.plus(side.times(-34)).plus(back.times(15));
        Vec3 thumbTip = thumbBase.minus(back.times(45)).plus(side.times(-14)).plus(up.times(-10));
        capsule(balls, thumbBase, thumbTip, 11, 9, pose.skin(), pose.skin());
        Vec3 elbow = wrist.plus(back.times(250)).plus(up.times(60));
        Vec3 shoulder = elbow.plus(back.times(300)).plus(up.times(120)).plus(side.times(40));
        double s = pose.sleeveStart();
        if (s >= 1) {
            capsule(balls, wrist, elbow, 28, 40, pose.skin(), pose.skin());
        } else {
            Vec3 cuff = wrist.plus(elbow.minus(wrist).times(s));
            capsule(balls, wrist, cuff, 28, 28 + 12 * s, pose.skin(), pose.skin());
            capsule(balls, cuff, elbow, 34 + 12 * s, 46, pose.sleeve(), pose.sleeve());
        }
        capsule(balls, elbow, shoulder, s >= 1 ? 42 : 48, 58, pose.sleeve(), pose.sleeve());
        return balls;
    }

    /** Spheres from a to b, radius and colour blending from the first values to the second. */
    private static void capsule(List<Ball> out, Vec3 a, Vec3 b, double ra, double rb, Rgb ca, Rgb cb) {
        double length = b.minus(a).length();
        double step = Math.max(1.5, Math.min(ra, rb) * 0.35);
        int n = Math.max(1, (int) Math.ceil(length / step));
        int limb = out.isEmpty() ? 0 : out.get(out.size() - 1).limb() + 1;
        for (int i = 0; i <= n; i++) {
            double t = i / (double) n;
            out.add(new Ball(a.plus(b.minus(a).times(t)), ra + (rb - ra) * t, ca.mix(cb, t), limb));
        }
    }
}
