package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Everything about a scene that stays fixed while a game is played under a webcam: parameters,
 * camera, how the tiles were laid, the table, the light and its glare. Frames of a sequence share
 * one setup and differ only in what lies on the board and whose hand is in the way.
 *
 * @param difficulty the level the parameters were drawn from
 * @param seed the seed they were drawn with
 * @param parameters the drawn values
 * @param camera the camera, aimed and distanced
 * @param layout gaps and nudges of the tiles
 * @param table the table top
 * @param lighting lamps, soft shadows, vignetting
 * @param glare glare spots on the board
 */
public record SceneSetup(Difficulty difficulty, long seed, SceneParameters parameters, Camera camera,
                         BoardLayout layout, TableSurface table, Lighting lighting, List<GlareSpot> glare) {

    /** The image width the difficulty's tile sizes refer to. */
    public static final int REFERENCE_WIDTH = 1920;

    public SceneSetup {
        glare = List.copyOf(glare);
    }

    public SceneSetup withParameters(SceneParameters changed) {
        return new SceneSetup(difficulty, seed, changed, camera, layout, table, lighting, glare);
    }

    /**
     * The same view through another lens and under another white balance (the calibration
     * benchmark and tests make both strong).
     */
    public SceneSetup withLensAndCast(double k1, double k2, double whiteBalanceRed, double whiteBalanceBlue) {
        SceneParameters p = parameters;
        SceneParameters q = new SceneParameters(p.tiltDeg(), p.yawDeg(), p.horizontalFovDeg(), p.tilePx(), k1, k2,
                p.aimOffsetX(), p.aimOffsetY(), p.gapMm(), p.jitterMm(), p.jitterDeg(), p.lightUnevenness(), p.vignetting(),
                p.softShadow(), p.glareSpots(), p.glareStrength(), p.lightElevationDeg(), p.lightAzimuthDeg(),
                p.blurSigmaPx(), p.noiseSigma(), whiteBalanceRed, whiteBalanceBlue, p.jpegQuality(), p.arm());
        Camera c = camera;
        Camera lens = Camera.lookingAt(c.width(), c.height(), c.focalPx(), k1, k2, c.target(), c.tiltDeg(), c.yawDeg(),
                c.distanceMm());
        return new SceneSetup(difficulty, seed, q, lens, layout, table, lighting, glare);
    }

    /** An independent random stream per concern, so drawing more of one never shifts another. */
    public static SplittableRandom stream(long seed, String concern) {
        return new SplittableRandom(ValueNoise.mix(seed ^ ValueNoise.mix(concern.hashCode() * 0x9E3779B97F4A7C15L)));
    }

    /**
     * Draws a setup for a board. {@code framingBoard} is the board the camera is aimed at (for a
     * sequence: the final board, so every tile of the game will be in view).
     */
    public static SceneSetup sample(SceneBoard framingBoard, Difficulty difficulty, long seed, int width, int height,
                                    ArmChoice armChoice, Framing framing) {
        SceneParameters p = SceneParameters.sample(difficulty.ranges(), stream(seed, "parameters"));
        // Tile sizes are stated for a 1920-pixel-wide picture; other sizes show the same view.
        p = p.withTilePx(p.tilePx() * width / (double) REFERENCE_WIDTH);
        if (armChoice != ArmChoice.BY_DIFFICULTY) {
            p = p.withArm(armChoice == ArmChoice.ALWAYS);
        }
        BoardLayout layout = new BoardLayout(p.gapMm(), p.jitterMm(), p.jitterDeg(), stream(seed, "layout").nextLong());
        double half = layout.pitchMm() / 2;
        Point2 nw = layout.cellCentre(framingBoard.minX(), framingBoard.minY()).minus(new Point2(half, half));
        Point2 se = layout.cellCentre(framingBoard.maxX(), framingBoard.maxY()).plus(new Point2(half, half));
        Point2 centre = nw.plus(se).times(0.5);
        TableSurface table = TableSurface.sample(stream(seed, "table"), difficulty.ranges().checkedClothAllowed(),
                centre, se.x() - nw.x(), se.y() - nw.y());
        Lighting lighting = Lighting.sample(stream(seed, "lighting"), p, nw.x(), nw.y(), se.x(), se.y());
        SplittableRandom glareRandom = stream(seed, "glare");
        List<GlareSpot> glare = new ArrayList<>();
        for (int i = 0; i < p.glareSpots(); i++) {
            glare.add(new GlareSpot(nw.x() + glareRandom.nextDouble() * (se.x() - nw.x()),
                    nw.y() + glareRandom.nextDouble() * (se.y() - nw.y()), 8 + glareRandom.nextDouble() * 30,
                    p.glareStrength() * (0.6 + 0.4 * glareRandom.nextDouble())));
        }
        double focal = (width / 2.0) / Math.tan(Math.toRadians(p.horizontalFovDeg() / 2));
        double yaw = Math.toRadians(p.yawDeg());
        Vec3 imageRight = new Vec3(Math.cos(yaw), Math.sin(yaw), 0);
        Vec3 imageDown = new Vec3(-Math.sin(yaw), Math.cos(yaw), 0);
        double viewW = width / p.tilePx() * BoardLayout.TILE_MM;
        double viewH = height / p.tilePx() * BoardLayout.TILE_MM;
        Vec3 target = new Vec3(centre.x(), centre.y(), 0)
                .plus(imageRight.times(p.aimOffsetX() * viewW)).plus(imageDown.times(p.aimOffsetY() * viewH));
        Camera camera = Camera.lookingAt(width, height, focal, p.k1(), p.k2(), target, p.tiltDeg(), p.yawDeg(),
                focal * BoardLayout.TILE_MM / p.tilePx());
        if (framing == Framing.FIT_BOARD) {
            double tilePx = p.tilePx();
            Vec3 aim = new Vec3(centre.x(), centre.y(), 0);
            List<Vec3> outline = outline(framingBoard, layout);
            for (int iteration = 0; iteration < 8; iteration++) {
                camera = Camera.lookingAt(width, height, focal, p.k1(), p.k2(), aim, p.tiltDeg(), p.yawDeg(),
                        focal * BoardLayout.TILE_MM / tilePx);
                double[] box = imageBox(camera, outline);
                double scale = Math.min(0.9 * width / (box[2] - box[0]), 0.9 * height / (box[3] - box[1]));
                double pxPerMm = tilePx / BoardLayout.TILE_MM;
                double du = (box[0] + box[2]) / 2 - width / 2.0;
                double dv = (box[1] + box[3]) / 2 - height / 2.0;
                aim = aim.plus(imageRight.times(du / pxPerMm))
                        .plus(imageDown.times(dv / pxPerMm / Math.cos(Math.toRadians(p.tiltDeg()))));
                tilePx = Math.min(p.tilePx(), tilePx * Math.min(1.0, scale) * (scale < 1 ? 0.99 : 1.0));
            }
            p = p.withTilePx(tilePx);
            camera = Camera.lookingAt(width, height, focal, p.k1(), p.k2(), aim, p.tiltDeg(), p.yawDeg(),
                    focal * BoardLayout.TILE_MM / tilePx);
        }
        return new SceneSetup(difficulty, seed, p, camera, layout, table, lighting, glare);
    }

    private static List<Vec3> outline(SceneBoard board, BoardLayout layout) {
        List<Vec3> points = new ArrayList<>();
        double h = BoardLayout.TILE_MM / 2 + layout.jitterMm();
        for (SceneTile t : board.tiles()) {
            Point2 c = layout.cellCentre(t.x(), t.y());
            for (int sx = -1; sx <= 1; sx += 2) {
                for (int sy = -1; sy <= 1; sy += 2) {
                    points.add(new Vec3(c.x() + sx * h, c.y() + sy * h, -BoardLayout.TILE_THICKNESS_MM));
                }
            }
        }
        return points;
    }

    private static double[] imageBox(Camera camera, List<Vec3> points) {
        double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (Vec3 p : points) {
            Vec3 c = camera.toCamera(p);
            // Undistorted: distortion barely moves the board's bounding box and can fold far points.
            Point2 q = new Point2(camera.focalPx() * c.x() / c.z() + camera.cx(),
                    camera.focalPx() * c.y() / c.z() + camera.cy());
            box[0] = Math.min(box[0], q.x());
            box[1] = Math.min(box[1], q.y());
            box[2] = Math.max(box[2], q.x());
            box[3] = Math.max(box[3], q.y());
        }
        return box;
    }
}
