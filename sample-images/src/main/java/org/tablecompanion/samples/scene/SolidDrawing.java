package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Draws the solid things that stand up from the board, figures and arms, with their cast
 * shadows: projected through the same camera as everything else, shaded by the main light.
 */
final class SolidDrawing {

    private final Camera camera;
    private final FrameBuffers frame;
    private final Vec3 towardsLight;

    SolidDrawing(Camera camera, FrameBuffers frame, Vec3 towardsLight) {
        this.camera = camera;
        this.frame = frame;
        this.towardsLight = towardsLight;
    }

    /** Where a point's shadow falls on the horizontal plane at height z. */
    Vec3 shadowOf(Vec3 p, double z) {
        double t = (z - p.z()) / -towardsLight.z();
        return p.minus(towardsLight.times(t));
    }

    private double shade(Vec3 normal) {
        return 0.5 + 0.55 * Math.max(0, normal.dot(towardsLight));
    }

    void figure(FigurePose pose) {
        List<Face> faces = FigureModel.faces(pose);
        for (Face f : faces) {
            for (Vec3 v : f.vertices()) {
                if (camera.project(v).isEmpty() || camera.project(shadowOf(v, pose.foot().z())).isEmpty()) {
                    return;
                }
            }
        }
        double pxPerMm = camera.pixelsPerMm(pose.foot());
        List<Point2> shadowPoints = new ArrayList<>();
        for (Face f : faces) {
            for (Vec3 v : f.vertices()) {
                shadowPoints.add(camera.projectVisible(shadowOf(v, pose.foot().z())));
            }
        }
        double sigma = Math.max(0.6, 1.1 * pxPerMm);
        List<Point2> hull = Hull.of(shadowPoints);
        Optional<Layer> shadowLayer = Layer.around(hull, 3 * sigma + 2, frame.width, frame.height);
        shadowLayer.ifPresent(layer -> {
            try (layer) {
                layer.fillPolygon(hull, new Rgb(0, 0, 0));
                layer.gaussianBlur(sigma);
                layer.darkenInto(frame, 0.55);
            }
        });
        Vec3 eye = camera.centre();
        List<Face> visible = new ArrayList<>();
        for (Face f : faces) {
            if (f.normal().dot(eye.minus(f.centroid())) > 0) {
                visible.add(f);
            }
        }
        visible.sort(Comparator.comparingDouble((Face f) -> f.centroid().minus(eye).length()).reversed());
        List<Point2> all = new ArrayList<>();
        List<List<Point2>> polygons = new ArrayList<>();
        for (Face f : visible) {
            List<Point2> poly = new ArrayList<>();
            for (Vec3 v : f.vertices()) {
                poly.add(camera.projectVisible(v));
            }
            polygons.add(poly);
            all.addAll(poly);
        }
        Optional<Layer> body = Layer.around(all, 2, frame.width, frame.height);
        body.ifPresent(layer -> {
            try (layer) {
                Rgb paint = FigurePaint.of(pose.figure().colour());
                for (int k = 0; k < visible.size(); k++) {
                    layer.fillPolygon(polygons.get(k), paint.times(shade(visible.get(k).normal())));
                }
                float[] cover = layer.blendInto(frame);
                // Painted wood is matt: no glare where a figure stands.
                for (int y = 0; y < layer.height; y++) {
                    for (int x = 0; x < layer.width; x++) {
                        int i = (y + layer.y0) * frame.width + x + layer.x0;
                        frame.tileCover[i] *= 1 - cover[y * layer.width + x];
                    }
                }
            }
        });
    }

    /** A ball of the arm as it appears: centre and radius in pixels, or empty if too close or behind. */
    private Optional<double[]> disc(ArmModel.Ball ball, double nearest) {
        Vec3 c = camera.toCamera(ball.centre());
        if (c.z() < nearest) {
            return Optional.empty();
        }
        Point2 p = camera.distort(c.x() / c.z(), c.y() / c.z());
        double r = camera.focalPx() * ball.radiusMm() / c.z();
        if (p.x() + r < 0 || p.y() + r < 0 || p.x() - r > frame.width || p.y() - r > frame.height) {
            return Optional.empty();
        }
        return Optional.of(new double[] {p.x(), p.y(), r, c.z()});
    }

    /** Draws a hand and arm with its soft shadow on the board; returns the palm's image point. */
    void arm(ArmPose pose) {
        List<ArmModel.Ball> balls = ArmModel.balls(pose);
        // An arm much closer than the board would fill the picture; real players keep back from a webcam.
        double nearest = Math.max(Camera.NEAR_MM, 0.35 * camera.distanceMm());
        double surface = -BoardLayout.TILE_THICKNESS_MM;
        List<double[]> shadowDiscs = new ArrayList<>();
        double heightSum = 0;
        for (ArmModel.Ball b : balls) {
            Vec3 s = shadowOf(b.centre(), surface);
            Vec3 sc = camera.toCamera(s);
            if (sc.z() < Camera.NEAR_MM) {
                continue;
            }
            Point2 p = camera.distort(sc.x() / sc.z(), sc.y() / sc.z());
            shadowDiscs.add(new double[] {p.x(), p.y(), camera.focalPx() * b.radiusMm() / sc.z()});
            heightSum += surface - b.centre().z();
        }
        if (!shadowDiscs.isEmpty()) {
            double sigma = 2 + 0.06 * heightSum / shadowDiscs.size() * camera.pixelsPerMm(pose.palm());
            List<Point2> extent = discExtent(shadowDiscs);
            Layer.around(extent, 3 * sigma, frame.width, frame.height).ifPresent(layer -> {
                try (layer) {
                    for (double[] d : shadowDiscs) {
                        layer.fillCircle(new Point2(d[0], d[1]), d[2], new Rgb(0, 0, 0));
                    }
                    layer.gaussianBlur(sigma);
                    layer.darkenInto(frame, 0.45);
                }
            });
        }
        // Limbs are drawn far to near; inside a limb the dark rims go first and the highlights
        // last, so the spheres merge into one smooth rounded limb.
        Map<Integer, List<ArmModel.Ball>> limbs = new TreeMap<>();
        for (ArmModel.Ball b : balls) {
            limbs.computeIfAbsent(b.limb(), k -> new ArrayList<>()).add(b);
        }
        List<List<ArmModel.Ball>> limbOrder = new ArrayList<>(limbs.values());
        limbOrder.sort(Comparator.comparingDouble((List<ArmModel.Ball> limb) -> limb.stream()
                .mapToDouble(b -> camera.toCamera(b.centre()).z()).average().orElse(0)).reversed());
        List<List<double[]>> limbDiscs = new ArrayList<>();
        List<List<Rgb>> limbColours = new ArrayList<>();
        List<double[]> discs = new ArrayList<>();
        for (List<ArmModel.Ball> limb : limbOrder) {
            List<double[]> ld = new ArrayList<>();
            List<Rgb> lc = new ArrayList<>();
            for (ArmModel.Ball b : limb) {
                disc(b, nearest).ifPresent(d -> {
                    ld.add(d);
                    lc.add(b.colour());
                });
            }
            limbDiscs.add(ld);
            limbColours.add(lc);
            discs.addAll(ld);
        }
        if (discs.isEmpty()) {
            return;
        }
        // Which way, on the image, the light comes from: highlights sit on that side of each limb.
        Vec3 palmCam = camera.toCamera(pose.palm());
        Vec3 litCam = camera.toCamera(pose.palm().plus(towardsLight.times(20)));
        Point2 toLight = new Point2(litCam.x() / litCam.z() - palmCam.x() / palmCam.z(),
                litCam.y() / litCam.z() - palmCam.y() / palmCam.z());
        double len = Math.max(1e-9, Math.hypot(toLight.x(), toLight.y()));
        Point2 dir = toLight.times(1 / len);
        double margin = pose.motionBlurPx() + 3;
        Layer.around(discExtent(discs), margin, frame.width, frame.height).ifPresent(layer -> {
            try (layer) {
                double[][] shades = {{0, 1.0, 0.62}, {0.18, 0.72, 0.85}, {0.32, 0.4, 1.0}};
                for (int l = 0; l < limbDiscs.size(); l++) {
                    for (double[] shade : shades) {
                        for (int k = 0; k < limbDiscs.get(l).size(); k++) {
                            double[] d = limbDiscs.get(l).get(k);
                            Point2 centre = new Point2(d[0], d[1]).plus(dir.times(shade[0] * d[2]));
                            layer.fillCircle(centre, shade[1] * d[2], limbColours.get(l).get(k).times(shade[2]));
                        }
                    }
                }
                if (pose.motionBlurPx() > 1) {
                    layer.motionBlur(pose.motionBlurPx(), pose.motionDeg());
                }
                float[] cover = layer.blendInto(frame);
                for (int y = 0; y < layer.height; y++) {
                    for (int x = 0; x < layer.width; x++) {
                        int i = (y + layer.y0) * frame.width + x + layer.x0;
                        float a = cover[y * layer.width + x];
                        frame.armCover[i] = Math.max(frame.armCover[i], a);
                        frame.tileCover[i] *= 1 - a;
                    }
                }
            }
        });
    }

    private static List<Point2> discExtent(List<double[]> discs) {
        List<Point2> pts = new ArrayList<>();
        for (double[] d : discs) {
            pts.add(new Point2(d[0] - d[2], d[1] - d[2]));
            pts.add(new Point2(d[0] + d[2], d[1] + d[2]));
        }
        return pts;
    }
}
