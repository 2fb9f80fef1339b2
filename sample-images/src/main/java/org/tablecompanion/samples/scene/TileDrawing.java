package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;

/**
 * Draws tiles as thin cardboard slabs, pixel by pixel through each pixel's ray: the contact
 * shadow on the table, the cardboard sides, then the printed top face with its art. The art is
 * painted at about the size the tile has on the image, so sampling it never aliases.
 */
final class TileDrawing {

    /** Radius of the die-cut tile corners. */
    static final double CORNER_RADIUS_MM = 1.5;
    private static final int[] ART_SIZES = {32, 48, 64, 96, 128, 192, 256, 384, 512};
    private static final Rgb SIDE = new Rgb(128, 120, 106);

    private final Camera camera;
    private final PixelRays rays;
    private final FrameBuffers frame;
    private final ArtCache art;
    private final Vec3 towardsLight;

    TileDrawing(Camera camera, PixelRays rays, FrameBuffers frame, ArtCache art, Vec3 towardsLight) {
        this.camera = camera;
        this.rays = rays;
        this.frame = frame;
        this.art = art;
        this.towardsLight = towardsLight;
    }

    /** Signed distance (mm) from a point in tile-centred mm to the rounded square; negative inside. */
    static double roundedSquareDistance(double s, double t) {
        double h = BoardLayout.TILE_MM / 2 - CORNER_RADIUS_MM;
        double qx = Math.abs(s) - h;
        double qy = Math.abs(t) - h;
        double ox = Math.max(qx, 0);
        double oy = Math.max(qy, 0);
        double outside = Math.sqrt(ox * ox + oy * oy);
        double inside = Math.min(Math.max(qx, qy), 0);
        return outside + inside - CORNER_RADIUS_MM;
    }

    /**
     * Image-space bounding box (clipped, inclusive-exclusive) of world points, grown by a margin;
     * empty (zero area) when a point lies behind the camera, since such a tile is out of view.
     */
    int[] box(List<Vec3> points, double margin) {
        double x0 = Double.MAX_VALUE;
        double y0 = Double.MAX_VALUE;
        double x1 = -Double.MAX_VALUE;
        double y1 = -Double.MAX_VALUE;
        for (Vec3 p : points) {
            if (camera.project(p).isEmpty()) {
                return new int[] {0, 0, 0, 0};
            }
            Point2 q = camera.projectVisible(p);
            x0 = Math.min(x0, q.x());
            y0 = Math.min(y0, q.y());
            x1 = Math.max(x1, q.x());
            y1 = Math.max(y1, q.y());
        }
        int bx0 = Math.max(0, (int) Math.floor(x0 - margin));
        int by0 = Math.max(0, (int) Math.floor(y0 - margin));
        int bx1 = Math.min(frame.width, (int) Math.ceil(x1 + margin) + 1);
        int by1 = Math.min(frame.height, (int) Math.ceil(y1 + margin) + 1);
        return new int[] {bx0, by0, bx1, by1};
    }

    private static List<Vec3> corners(TilePose pose, double z, double grow) {
        Mat3 m = pose.uprightToTable();
        double h = BoardLayout.TILE_MM / 2 + grow;
        List<Vec3> out = new ArrayList<>();
        for (double[] o : new double[][] {{-h, -h}, {h, -h}, {h, h}, {-h, h}}) {
            Point2 p = m.apply(o[0], o[1]);
            out.add(new Vec3(p.x(), p.y(), z));
        }
        return out;
    }

    /** Maps normalized image coordinates to upright tile mm on the plane at height z. */
    private Mat3 imageToTile(TilePose pose, double z) {
        return pose.uprightToTable().inverse().times(camera.normalizedPlaneHomography(z).inverse());
    }

    /**
     * Darkens the surface at height {@code onZ} under the tile: a soft cast shadow along the light
     * plus a little contact darkness all round.
     */
    void shadow(TilePose pose, double onZ, double strength) {
        double height = (onZ - pose.topZ());
        double horizontal = height * Math.hypot(towardsLight.x(), towardsLight.y()) / -towardsLight.z();
        Vec3 away = new Vec3(-towardsLight.x(), -towardsLight.y(), 0);
        double awayLength = Math.max(1e-9, Math.hypot(away.x(), away.y()));
        Point2 shiftTable = new Point2(away.x() / awayLength * horizontal, away.y() / awayLength * horizontal);
        double angle = Math.toRadians(pose.rotation().degrees() + pose.jitterDeg());
        // The shift, turned into the tile's own upright frame.
        double sx = shiftTable.x() * Math.cos(angle) + shiftTable.y() * Math.sin(angle);
        double sy = -shiftTable.x() * Math.sin(angle) + shiftTable.y() * Math.cos(angle);
        double soft = 0.8 + 0.12 * height;
        double reach = horizontal + 2 * soft + 2;
        int[] b = box(corners(pose, onZ, reach), 2);
        Mat3 m = imageToTile(pose, onZ);
        boolean contact = pose.liftMm() == 0;
        for (int v = b[1]; v < b[3]; v++) {
            for (int u = b[0]; u < b[2]; u++) {
                int i = v * frame.width + u;
                double xn = rays.xn[i];
                double yn = rays.yn[i];
                double w = m.m20() * xn + m.m21() * yn + m.m22();
                double s = (m.m00() * xn + m.m01() * yn + m.m02()) / w;
                double t = (m.m10() * xn + m.m11() * yn + m.m12()) / w;
                double cast = roundedSquareDistance(s - sx / 2, t - sy / 2) - horizontal / 2;
                double dark = strength * smooth(0.5 - cast / (2 * soft));
                if (contact) {
                    double d = roundedSquareDistance(s, t);
                    dark = Math.max(dark, 0.35 * smooth(1 - d / 1.2));
                }
                if (dark > 0.001) {
                    frame.darken(i, 1 - dark);
                }
            }
        }
    }

    /** Draws sides and top face of a tile; returns how many pixels its top face covers. */
    int draw(TilePose pose, String catalogId, String tileId, int tileIndex) {
        List<Vec3> top = corners(pose, pose.topZ(), 0);
        List<Vec3> bottom = corners(pose, pose.bottomZ(), 0);
        List<Vec3> all = new ArrayList<>(top);
        all.addAll(bottom);
        int[] b = box(all, 2);
        if (b[2] <= b[0] || b[3] <= b[1]) {
            return 0;
        }
        double edgePx = 0;
        for (int k = 0; k < 4; k++) {
            edgePx = Math.max(edgePx, camera.projectVisible(top.get(k)).distance(camera.projectVisible(top.get((k + 1) % 4))));
        }
        double mmPerPx = BoardLayout.TILE_MM / Math.max(1, edgePx);
        int size = ART_SIZES[ART_SIZES.length - 1];
        for (int s : ART_SIZES) {
            if (s >= edgePx * 1.15) {
                size = s;
                break;
            }
        }
        byte[] pixels = art.get(catalogId, tileId, size);
        Mat3 mt = imageToTile(pose, pose.topZ());
        Mat3 mb = imageToTile(pose, pose.bottomZ());
        double sideShade = 0.85 + 0.15 * Math.max(0, -towardsLight.z());
        double artScale = size / BoardLayout.TILE_MM;
        int covered = 0;
        float[] sample = new float[3];
        for (int v = b[1]; v < b[3]; v++) {
            for (int u = b[0]; u < b[2]; u++) {
                int i = v * frame.width + u;
                double xn = rays.xn[i];
                double yn = rays.yn[i];
                double wb = mb.m20() * xn + mb.m21() * yn + mb.m22();
                double sb = (mb.m00() * xn + mb.m01() * yn + mb.m02()) / wb;
                double tb = (mb.m10() * xn + mb.m11() * yn + mb.m12()) / wb;
                double ab = clamp01(0.5 - roundedSquareDistance(sb, tb) / mmPerPx);
                if (ab > 0) {
                    frame.blend(i, SIDE.b() * sideShade, SIDE.g() * sideShade, SIDE.r() * sideShade, ab);
                }
                double wt = mt.m20() * xn + mt.m21() * yn + mt.m22();
                double st = (mt.m00() * xn + mt.m01() * yn + mt.m02()) / wt;
                double tt = (mt.m10() * xn + mt.m11() * yn + mt.m12()) / wt;
                double d = roundedSquareDistance(st, tt);
                double at = clamp01(0.5 - d / mmPerPx);
                if (at > 0) {
                    sampleBilinear(pixels, size, (st + BoardLayout.TILE_MM / 2) * artScale - 0.5,
                            (tt + BoardLayout.TILE_MM / 2) * artScale - 0.5, sample);
                    // The die-cut edge is slightly rounded and catches less light.
                    double bevel = 1 - 0.18 * clamp01(1 + d / 0.5);
                    frame.blend(i, sample[0] * bevel, sample[1] * bevel, sample[2] * bevel, at);
                    frame.tileCover[i] = (float) Math.max(frame.tileCover[i], at);
                    if (at >= 0.5 && tileIndex >= 0) {
                        frame.tileAt[i] = tileIndex;
                        covered++;
                    }
                }
            }
        }
        return covered;
    }

    static void sampleBilinear(byte[] pixels, int size, double x, double y, float[] out) {
        x = Math.max(0, Math.min(size - 1.0001, x));
        y = Math.max(0, Math.min(size - 1.0001, y));
        int x0 = (int) x;
        int y0 = (int) y;
        double fx = x - x0;
        double fy = y - y0;
        int i00 = (y0 * size + x0) * 3;
        int i01 = i00 + 3;
        int i10 = i00 + size * 3;
        int i11 = i10 + 3;
        for (int c = 0; c < 3; c++) {
            double a = pixels[i00 + c] & 0xFF;
            double bb = pixels[i01 + c] & 0xFF;
            double cc = pixels[i10 + c] & 0xFF;
            double dd = pixels[i11 + c] & 0xFF;
            double top = a + (bb - a) * fx;
            double bot = cc + (dd - cc) * fx;
            out[c] = (float) (top + (bot - top) * fy);
        }
    }

    static double clamp01(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }

    private static double smooth(double v) {
        double t = clamp01(v);
        return t * t * (3 - 2 * t);
    }
}
