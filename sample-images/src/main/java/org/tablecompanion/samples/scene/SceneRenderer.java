package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.samples.OpenCvLoader;
import org.tablecompanion.samples.scene.truth.CameraTruth;
import org.tablecompanion.samples.scene.truth.Degradation;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.ImageTruth;
import org.tablecompanion.samples.scene.truth.LatticeTruth;
import org.tablecompanion.samples.scene.truth.Occluder;
import org.tablecompanion.samples.scene.truth.SceneTruth;
import org.tablecompanion.samples.scene.truth.TableTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Renders a frame: the table, then tiles, figures, held tiles and arms, then light and camera
 * effects; and reports the ground truth through the same camera. One renderer keeps painted tile
 * art between frames, so a sequence pays for each tile's art once.
 */
public final class SceneRenderer {

    /** How far below the table top the floor is, for pictures that see past the table's edge. */
    static final double FLOOR_DEPTH_MM = 740;
    private static final int GAIN_STEP = 8;

    private final ArtCache art;
    private Camera raysCamera;
    private PixelRays rays;
    /** The empty table of the last setup: a fixed webcam sees the same table in every frame. */
    private SceneSetup tableSetup;
    private FrameBuffers table;

    public SceneRenderer(TileArt art) {
        OpenCvLoader.load();
        this.art = new ArtCache(art);
    }

    private PixelRays rays(Camera camera) {
        if (!camera.equals(raysCamera)) {
            rays = PixelRays.of(camera);
            raysCamera = camera;
        }
        return rays;
    }

    /** Renders a frame of the given setup; {@code frameSeed} decides the sensor noise. */
    public RenderedScene render(SceneSetup setup, FrameContent content, long frameSeed) {
        Camera camera = setup.camera();
        SceneParameters p = setup.parameters();
        PixelRays pixelRays = rays(camera);
        Vec3 towardsLight = p.towardsLight();
        if (tableSetup == null || !sameTable(tableSetup, setup)) {
            table = new FrameBuffers(camera.width(), camera.height());
            paintTable(table, pixelRays, camera, setup);
            tableSetup = setup;
        }
        FrameBuffers frame = table.copy();

        TileDrawing tiles = new TileDrawing(camera, pixelRays, frame, art, towardsLight);
        List<SceneTile> boardTiles = content.board().tiles();
        Map<Long, Integer> tileAtCell = new HashMap<>();
        List<TilePose> tilePoses = new ArrayList<>();
        for (SceneTile t : boardTiles) {
            if (tileAtCell.put(cell(t.x(), t.y()), tilePoses.size()) != null) {
                throw new IllegalArgumentException("two tiles on cell (" + t.x() + ", " + t.y() + ")");
            }
            tilePoses.add(content.pose(setup, t));
        }
        for (TilePose pose : tilePoses) {
            tiles.shadow(pose, 0, 0.3);
        }
        List<Integer> order = farToNear(camera, tilePoses);
        int[] area = new int[boardTiles.size()];
        for (int k : order) {
            SceneTile t = boardTiles.get(k);
            area[k] = tiles.draw(tilePoses.get(k), t.catalog(), t.tileId(), k);
        }

        SolidDrawing solids = new SolidDrawing(camera, frame, towardsLight);
        List<FigurePose> figures = new ArrayList<>();
        for (SceneFigure f : content.board().figures()) {
            Integer k = tileAtCell.get(cell(f.x(), f.y()));
            if (k == null) {
                throw new IllegalArgumentException("figure at (" + f.x() + ", " + f.y() + ") stands on no tile");
            }
            figures.add(figurePose(setup, f, boardTiles.get(k), tilePoses.get(k)));
        }
        List<FigurePose> drawOrder = new ArrayList<>(figures);
        drawOrder.sort(Comparator.comparingDouble((FigurePose f) -> camera.toCamera(f.foot()).z()).reversed());
        drawOrder.forEach(solids::figure);

        for (HeldTile h : content.held()) {
            tiles.shadow(h.pose(), -BoardLayout.TILE_THICKNESS_MM, 0.35);
            tiles.draw(h.pose(), h.tile().catalog(), h.tile().tileId(), -1);
        }
        for (ArmPose arm : content.arms()) {
            solids.arm(arm);
        }

        Photo.light(frame);
        Photo.glare(frame, setup.glare());
        Photo.blur(frame, p.blurSigmaPx());
        byte[] bgr = Photo.sensor(frame, p.whiteBalanceRed(), p.whiteBalanceBlue(), p.noiseSigma(), frameSeed);
        byte[] jpeg = Photo.jpeg(bgr, frame.width, frame.height, p.jpegQuality());

        SceneTruth truth = truth(setup, content, frame, tilePoses, area, figures);
        return new RenderedScene(jpeg, truth);
    }

    private static boolean sameTable(SceneSetup a, SceneSetup b) {
        return a.camera().equals(b.camera()) && a.table().equals(b.table()) && a.lighting().equals(b.lighting());
    }

    private static long cell(int x, int y) {
        return ((long) x << 32) ^ (y & 0xFFFFFFFFL);
    }

    private static List<Integer> farToNear(Camera camera, List<TilePose> poses) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < poses.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> {
            Point2 c = poses.get(i).centre();
            return camera.toCamera(new Vec3(c.x(), c.y(), 0)).z();
        }).reversed());
        return order;
    }

    /** A figure on its feature's anchor, nudged a little by hand and facing a random way. */
    private FigurePose figurePose(SceneSetup setup, SceneFigure f, SceneTile tile, TilePose pose) {
        Point2 anchor = art.anchor(tile.catalog(), tile.tileId(), f.feature());
        long h = ValueNoise.mix(setup.layout().seed() ^ ValueNoise.mix(
                (f.x() * 31L + f.y()) * 131L + f.feature() * 7919L + f.colour().ordinal()));
        double jx = (((h >>> 8) & 0xFFFF) / 65535.0 - 0.5) * 3.0;
        double jy = (((h >>> 24) & 0xFFFF) / 65535.0 - 0.5) * 3.0;
        double facing = ((h >>> 40) & 0xFFFF) / 65535.0 * 360;
        Vec3 foot = pose.onTop(anchor).plus(new Vec3(jx, jy, 0));
        return new FigurePose(f, foot, facing);
    }

    private static void paintTable(FrameBuffers frame, PixelRays rays, Camera camera, SceneSetup setup) {
        TableTexture texture = new TableTexture(setup.table());
        Mat3 back = camera.rotation().transposed();
        Vec3 c = camera.centre();
        double f = camera.focalPx();
        Lighting lighting = setup.lighting();
        int w = frame.width;
        int gw = (w + GAIN_STEP - 1) / GAIN_STEP + 1;
        int gh = (frame.height + GAIN_STEP - 1) / GAIN_STEP + 1;
        float[] gainGrid = new float[gw * gh];
        for (int gy = 0; gy < gh; gy++) {
            for (int gx = 0; gx < gw; gx++) {
                Point2 n = camera.undistort(new Point2(Math.min(w - 1, gx * GAIN_STEP),
                        Math.min(frame.height - 1, gy * GAIN_STEP)));
                Vec3 d = back.times(new Vec3(n.x(), n.y(), 1));
                double g = 0.5;
                if (d.z() > 1e-9) {
                    double t = -c.z() / d.z();
                    double x = c.x() + t * d.x();
                    double y = c.y() + t * d.y();
                    g = lighting.gain(x, y) * (texture.onTable(x, y) ? 1 : 0.6);
                }
                // The lens's vignetting is as smooth as the light: both go into one gain.
                g *= lighting.vignette(Math.min(w - 1, gx * GAIN_STEP), Math.min(frame.height - 1, gy * GAIN_STEP), w,
                        frame.height);
                gainGrid[gy * gw + gx] = (float) g;
            }
        }
        IntStream.range(0, frame.height).parallel().forEach(v -> {
            for (int u = 0; u < w; u++) {
                int i = v * w + u;
                double xn = rays.xn[i];
                double yn = rays.yn[i];
                double dx = back.m00() * xn + back.m01() * yn + back.m02();
                double dy = back.m10() * xn + back.m11() * yn + back.m12();
                double dz = back.m20() * xn + back.m21() * yn + back.m22();
                int gx = u / GAIN_STEP;
                int gy = v / GAIN_STEP;
                double fx = (u - gx * GAIN_STEP) / (double) GAIN_STEP;
                double fy = (v - gy * GAIN_STEP) / (double) GAIN_STEP;
                double g0 = gainGrid[gy * gw + gx] + (gainGrid[gy * gw + gx + 1] - gainGrid[gy * gw + gx]) * fx;
                double g1 = gainGrid[(gy + 1) * gw + gx]
                        + (gainGrid[(gy + 1) * gw + gx + 1] - gainGrid[(gy + 1) * gw + gx]) * fx;
                frame.gain[i] = (float) (g0 + (g1 - g0) * fy);
                frame.tableX[i] = 1e9f;
                frame.tableY[i] = 1e9f;
                if (dz <= 1e-9) {
                    frame.bgr[i * 3] = 150;
                    frame.bgr[i * 3 + 1] = 152;
                    frame.bgr[i * 3 + 2] = 150;
                    continue;
                }
                double t = -c.z() / dz;
                double x = c.x() + t * dx;
                double y = c.y() + t * dy;
                if (texture.onTable(x, y)) {
                    double length = Math.sqrt(dx * dx + dy * dy + dz * dz);
                    double footprint = t * length / f / Math.sqrt(dz / length);
                    texture.albedo(x, y, footprint, frame.bgr, i * 3);
                    frame.tableX[i] = (float) x;
                    frame.tableY[i] = (float) y;
                } else {
                    double t2 = (FLOOR_DEPTH_MM - c.z()) / dz;
                    texture.floor(c.x() + t2 * dx, c.y() + t2 * dy, frame.bgr, i * 3);
                }
            }
        });
    }

    private SceneTruth truth(SceneSetup setup, FrameContent content, FrameBuffers frame, List<TilePose> tilePoses,
                             int[] area, List<FigurePose> figures) {
        Camera camera = setup.camera();
        SceneParameters p = setup.parameters();
        int[] occludedArea = new int[area.length];
        for (int i = 0; i < frame.tileAt.length; i++) {
            if (frame.tileAt[i] >= 0 && frame.armCover[i] >= 0.5f) {
                occludedArea[frame.tileAt[i]]++;
            }
        }
        List<TileTruth> tiles = new ArrayList<>();
        for (int k = 0; k < tilePoses.size(); k++) {
            SceneTile t = content.board().tiles().get(k);
            double occluded = area[k] == 0 ? 0 : Point2.round3(occludedArea[k] / (double) area[k]);
            tiles.add(tileTruth(camera, t, tilePoses.get(k), occluded));
        }
        List<TileTruth> held = new ArrayList<>();
        for (HeldTile h : content.held()) {
            held.add(tileTruth(camera, h.tile(), h.pose(), 0));
        }
        List<FigureTruth> figureTruths = new ArrayList<>();
        for (FigurePose pose : figures) {
            SceneFigure f = pose.figure();
            java.util.Optional<Point2> foot = camera.project(pose.foot());
            boolean occluded = foot.map(q -> coverAt(frame, q) >= 0.5).orElse(false);
            figureTruths.add(new FigureTruth(f.colour().spelling(), f.form().label(),
                    f.role().map(r -> r.noun(1)).orElse(""), f.x(), f.y(), f.feature(),
                    foot.map(Point2::toList).orElse(List.of()), occluded));
        }
        List<Occluder> occluders = new ArrayList<>();
        if (!content.arms().isEmpty()) {
            List<Double> hand = camera.project(content.arms().get(0).palm()).map(Point2::toList).orElse(List.of());
            for (List<List<Double>> polygon : armOutlines(frame)) {
                occluders.add(new Occluder("arm", polygon, hand));
            }
        }
        CameraTruth cameraTruth = new CameraTruth(camera.width(), camera.height(), camera.focalPx(), camera.focalPx(),
                camera.cx(), camera.cy(), camera.k1(), camera.k2(), camera.tiltDeg(), camera.yawDeg(),
                camera.distanceMm(), p.horizontalFovDeg(), camera.rotation().toRows(),
                List.of(camera.centre().x(), camera.centre().y(), camera.centre().z()),
                camera.planeHomography(0).toRows(),
                camera.planeHomography(-BoardLayout.TILE_THICKNESS_MM).toRows());
        TableSurface table = setup.table();
        TableTruth tableTruth = new TableTruth(table.material().label(), table.base().toList(),
                List.of(table.minX(), table.minY(), table.maxX(), table.maxY()));
        return new SceneTruth(SceneTruth.FORMAT, setup.seed(), setup.difficulty().label(), content.board().catalogs(),
                new ImageTruth("", camera.width(), camera.height()),
                new LatticeTruth(BoardLayout.TILE_MM, setup.layout().pitchMm(), BoardLayout.TILE_THICKNESS_MM),
                tiles, held, figureTruths, cameraTruth, tableTruth, degradations(setup, content), occluders);
    }

    /**
     * The truth of one tile lying (or held) at {@code pose}, seen by {@code camera}: what a frame's
     * truth reports for it, for callers that need a tile's truth under a camera they did not render.
     */
    public static TileTruth tileTruth(Camera camera, SceneTile t, TilePose pose, double occluded) {
        List<List<Double>> corners = new ArrayList<>();
        int inside = 0;
        boolean behind = false;
        for (Vec3 corner : pose.topCorners()) {
            java.util.Optional<Point2> q = camera.project(corner);
            behind |= q.isEmpty();
            q.ifPresent(p -> corners.add(p.toList()));
            if (q.isPresent() && insideImage(camera, q.get())) {
                inside++;
            }
        }
        java.util.Optional<Point2> centre = camera.project(new Vec3(pose.centre().x(), pose.centre().y(), pose.topZ()));
        if (behind || centre.isEmpty()) {
            // Behind the lens: nothing of it can be in the picture, and projected points would be meaningless.
            corners.clear();
        }
        String visibility = behind ? "outside" : inside == 4 ? "full"
                : inside > 0 || insideImage(camera, centre.get()) ? "partial" : "outside";
        return new TileTruth(t.catalog(), t.tileId(), t.x(), t.y(), t.rotation().degrees(), corners,
                behind ? List.of() : centre.get().toList(),
                new TileTruth.TablePlacement(Point2.round3(pose.centre().x()), Point2.round3(pose.centre().y()),
                        Point2.round3(pose.jitterDeg()), Point2.round3(pose.liftMm())),
                visibility, occluded);
    }

    private static boolean insideImage(Camera camera, Point2 q) {
        return q.x() >= 0 && q.y() >= 0 && q.x() <= camera.width() - 1 && q.y() <= camera.height() - 1;
    }

    private static double coverAt(FrameBuffers frame, Point2 p) {
        int u = (int) Math.round(p.x());
        int v = (int) Math.round(p.y());
        if (u < 0 || v < 0 || u >= frame.width || v >= frame.height) {
            return 0;
        }
        return frame.armCover[v * frame.width + u];
    }

    /** Outlines of the arm coverage (more than half covered), simplified to about a pixel. */
    private static List<List<List<Double>>> armOutlines(FrameBuffers frame) {
        byte[] mask = new byte[frame.armCover.length];
        for (int i = 0; i < mask.length; i++) {
            mask[i] = (byte) (frame.armCover[i] >= 0.5f ? 255 : 0);
        }
        Mat m = new Mat(frame.height, frame.width, CvType.CV_8UC1);
        m.put(0, 0, mask);
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(m, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        List<List<List<Double>>> outlines = new ArrayList<>();
        for (MatOfPoint contour : contours) {
            if (Imgproc.contourArea(contour) < 30) {
                continue;
            }
            MatOfPoint2f curve = new MatOfPoint2f(contour.toArray());
            MatOfPoint2f simple = new MatOfPoint2f();
            Imgproc.approxPolyDP(curve, simple, 1.5, true);
            List<List<Double>> polygon = new ArrayList<>();
            for (org.opencv.core.Point q : simple.toArray()) {
                polygon.add(List.of(q.x, q.y));
            }
            outlines.add(polygon);
            curve.release();
            simple.release();
        }
        contours.forEach(Mat::release);
        hierarchy.release();
        m.release();
        return outlines;
    }

    private static List<Degradation> degradations(SceneSetup setup, FrameContent content) {
        SceneParameters p = setup.parameters();
        List<Degradation> list = new ArrayList<>();
        list.add(new Degradation("hand-placement", Map.of("gapMm", p.gapMm(), "jitterMm", p.jitterMm(),
                "jitterDeg", p.jitterDeg())));
        list.add(new Degradation("camera-pose", Map.of("tiltDeg", p.tiltDeg(), "yawDeg", p.yawDeg(),
                "tilePx", p.tilePx(), "horizontalFovDeg", p.horizontalFovDeg())));
        list.add(new Degradation("lens-distortion", Map.of("k1", p.k1(), "k2", p.k2())));
        list.add(new Degradation("cast-shadows", Map.of("lightElevationDeg", p.lightElevationDeg(),
                "lightAzimuthDeg", p.lightAzimuthDeg())));
        if (!content.arms().isEmpty()) {
            ArmPose a = content.arms().get(0);
            list.add(new Degradation("arm", Map.of("arms", (double) content.arms().size(),
                    "motionBlurPx", a.motionBlurPx(), "heightMm", -BoardLayout.TILE_THICKNESS_MM - a.palm().z())));
        }
        Map<String, Double> light = new LinkedHashMap<>();
        light.put("unevenness", p.lightUnevenness());
        light.put("lamps", (double) setup.lighting().lamps().size());
        light.put("softShadow", p.softShadow());
        list.add(new Degradation("uneven-light", light));
        list.add(new Degradation("vignetting", Map.of("strength", p.vignetting())));
        list.add(new Degradation("glare", Map.of("spots", (double) setup.glare().size(),
                "strength", p.glareStrength())));
        list.add(new Degradation("blur", Map.of("sigmaPx", p.blurSigmaPx())));
        list.add(new Degradation("white-balance", Map.of("red", p.whiteBalanceRed(), "blue", p.whiteBalanceBlue())));
        list.add(new Degradation("noise", Map.of("sigmaAtMidGrey", p.noiseSigma())));
        list.add(new Degradation("jpeg", Map.of("quality", (double) p.jpegQuality())));
        return list;
    }
}
