package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;

/**
 * Wooden figures as solids: a flat silhouette extruded by the wood's thickness, which is what a
 * meeple and an H&G hut are. Drawing the solid (rather than a flat sticker) makes a standing
 * figure look tall under a tilted camera and a lying one look flat.
 */
final class FigureModel {

    /** Meeple outline seen from the front, mm: x across, y up from the feet. */
    static final List<Point2> MEEPLE = meeple();
    /** Depth of a meeple's wood. */
    static final double MEEPLE_DEPTH_MM = 8.0;
    /** Hut outline seen from the front: a house with a gable roof. */
    static final List<Point2> HUT = List.of(
            new Point2(-7, 0), new Point2(7, 0), new Point2(7, 8), new Point2(0, 14), new Point2(-7, 8));
    static final double HUT_DEPTH_MM = 10.0;

    private FigureModel() {
    }

    private static List<Point2> meeple() {
        List<Point2> p = new ArrayList<>(List.of(
                new Point2(-6.2, 0), new Point2(-1.4, 0), new Point2(0, 4.2), new Point2(1.4, 0),
                new Point2(6.2, 0), new Point2(4.4, 6.2), new Point2(8.0, 8.2), new Point2(7.4, 10.2),
                new Point2(2.6, 10.6)));
        // The head: an arc over the top from the right shoulder to the left one.
        double cy = 13.2;
        double r = 2.9;
        for (int i = 0; i <= 8; i++) {
            double a = Math.toRadians(-40 + i * (260.0 / 8));
            p.add(new Point2(r * Math.cos(a), cy + r * Math.sin(a)));
        }
        p.addAll(List.of(new Point2(-2.6, 10.6), new Point2(-7.4, 10.2), new Point2(-8.0, 8.2),
                new Point2(-4.4, 6.2)));
        return List.copyOf(p);
    }

    /** The faces of a figure standing at its pose. */
    static List<Face> faces(FigurePose pose) {
        double facing = Math.toRadians(pose.facingDeg());
        // 'across' runs along the figure's shoulders; 'front' is the way it looks.
        Vec3 across = new Vec3(Math.cos(facing), Math.sin(facing), 0);
        Vec3 front = new Vec3(Math.sin(facing), -Math.cos(facing), 0);
        Vec3 up = new Vec3(0, 0, -1);
        return switch (pose.figure().form()) {
            case STANDING -> extrude(MEEPLE, pose.foot(), across, up, front, MEEPLE_DEPTH_MM, 0);
            case HUT -> extrude(HUT, pose.foot(), across, up, front, HUT_DEPTH_MM, 0);
            // Lying on its back: the outline lies flat (head towards 'front'), the wood's depth is its height.
            case LYING -> extrude(MEEPLE, pose.foot().plus(up.times(MEEPLE_DEPTH_MM / 2)), across, front,
                    up, MEEPLE_DEPTH_MM, -8.0);
        };
    }

    /**
     * Extrudes an outline drawn in the plane (u, v) about {@code origin} by {@code depth} along
     * {@code w}, centred. {@code vShift} moves the outline along v first (to centre a lying figure).
     */
    private static List<Face> extrude(List<Point2> outline, Vec3 origin, Vec3 u, Vec3 v, Vec3 w, double depth,
                                      double vShift) {
        List<Vec3> frontRing = new ArrayList<>();
        List<Vec3> backRing = new ArrayList<>();
        for (Point2 p : outline) {
            Vec3 base = origin.plus(u.times(p.x())).plus(v.times(p.y() + vShift));
            frontRing.add(base.plus(w.times(depth / 2)));
            backRing.add(base.minus(w.times(depth / 2)));
        }
        // The outline winds the same way as (u, v); u x v points along -w or +w depending on the frame.
        Vec3 frontNormal = w;
        Vec3 backNormal = w.times(-1);
        double winding = signedArea(outline);
        Vec3 uv = u.cross(v);
        List<Face> faces = new ArrayList<>();
        faces.add(new Face(frontRing, frontNormal));
        faces.add(new Face(reversed(backRing), backNormal));
        int n = outline.size();
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            Vec3 edge = frontRing.get(j).minus(frontRing.get(i));
            // For a counter-clockwise outline in (u, v) the outward normal is edge x (u x v).
            Vec3 normal = edge.cross(uv).normalized().times(winding > 0 ? 1 : -1);
            faces.add(new Face(List.of(frontRing.get(i), frontRing.get(j), backRing.get(j), backRing.get(i)), normal));
        }
        return faces;
    }

    private static double signedArea(List<Point2> ring) {
        double a = 0;
        for (int i = 0; i < ring.size(); i++) {
            Point2 p = ring.get(i);
            Point2 q = ring.get((i + 1) % ring.size());
            a += p.x() * q.y() - q.x() * p.y();
        }
        return a / 2;
    }

    private static List<Vec3> reversed(List<Vec3> ring) {
        List<Vec3> r = new ArrayList<>(ring);
        java.util.Collections.reverse(r);
        return r;
    }
}
