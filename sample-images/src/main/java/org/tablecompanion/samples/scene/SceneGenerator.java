package org.tablecompanion.samples.scene;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Turns a board into a photo-like picture of a table plus its ground truth. The same request
 * always gives the same bytes.
 */
public final class SceneGenerator {

    public static final int DEFAULT_WIDTH = 1920;
    public static final int DEFAULT_HEIGHT = 1080;

    private final SceneRenderer renderer;

    public SceneGenerator(TileArt art) {
        this.renderer = new SceneRenderer(art);
    }

    /**
     * What to generate.
     *
     * @param board what lies on the table
     * @param difficulty which parameter ranges to draw from
     * @param seed the seed of every random choice
     * @param width image width
     * @param height image height
     * @param arm whether a hand and arm hang over the board
     * @param framing how the camera distance is chosen
     */
    public record Request(SceneBoard board, Difficulty difficulty, long seed, int width, int height, ArmChoice arm,
                          Framing framing) {

        public Request {
            if (width < 64 || height < 64) {
                throw new IllegalArgumentException("image size " + width + "x" + height + " is too small (64x64 at least)");
            }
        }

        public static Request of(SceneBoard board, Difficulty difficulty, long seed) {
            return new Request(board, difficulty, seed, DEFAULT_WIDTH, DEFAULT_HEIGHT, ArmChoice.BY_DIFFICULTY,
                    Framing.TILE_SIZE);
        }

        public Request withSize(int w, int h) {
            return new Request(board, difficulty, seed, w, h, arm, framing);
        }

        public Request withArm(ArmChoice choice) {
            return new Request(board, difficulty, seed, width, height, choice, framing);
        }

        public Request withFraming(Framing f) {
            return new Request(board, difficulty, seed, width, height, arm, f);
        }
    }

    public RenderedScene generate(Request request) {
        SceneSetup setup = SceneSetup.sample(request.board(), request.difficulty(), request.seed(), request.width(),
                request.height(), request.arm(), request.framing());
        List<ArmPose> arms = List.of();
        if (setup.parameters().arm()) {
            arms = List.of(armOver(request.board(), setup, SceneSetup.stream(request.seed(), "arm")));
        }
        FrameContent content = new FrameContent(request.board(), arms, List.of());
        return renderer.render(setup, content, ValueNoise.mix(request.seed() ^ 0x4E015EL));
    }

    /** A hand hovering over a random tile of the board, as if about to move a figure. */
    static ArmPose armOver(SceneBoard board, SceneSetup setup, SplittableRandom random) {
        SceneTile t = board.tiles().get(random.nextInt(board.tiles().size()));
        TilePose pose = setup.layout().pose(t);
        Vec3 point = pose.onTop(new Point2(0.2 + 0.6 * random.nextDouble(), 0.2 + 0.6 * random.nextDouble()));
        double half = setup.layout().pitchMm() / 2;
        Point2 nw = setup.layout().cellCentre(board.minX(), board.minY()).minus(new Point2(half, half));
        Point2 se = setup.layout().cellCentre(board.maxX(), board.maxY()).plus(new Point2(half, half));
        return ArmPose.over(point, nw.plus(se).times(0.5), 25 + random.nextDouble() * 60, random);
    }
}
