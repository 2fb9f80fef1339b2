package org.tablecompanion.recognizer.board;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.lattice.SeamEvidence;

/**
 * Finds each tile's own square in the board image: the shift, turn and size whose outline runs
 * along the seams. All tiles of a box have one size, so the size is chosen once for the board.
 */
public final class TilePoses {

    private static final int SAMPLES_PER_SIDE = 24;
    /**
     * How far (fraction of a cell) a tile's square may move off its cell. Zero for now: on the
     * benchmark scenes the lattice alone places tiles better than the outline search, which
     * strong art edges near a border (city walls) can drag.
     */
    static final double REACH = 0;
    static final double PULL = 8;

    private TilePoses() {
    }

    /**
     * @param board the board image
     * @param cells the occupied cells
     */
    public static List<TilePose> find(BoardImage board, List<Cell> cells) {
        return find(board, cells, java.util.Set.of());
    }

    /**
     * The same, the tile size judged without the cells {@code notForSize} (tiles the frame's edge
     * cuts: their outline runs along the black beyond the frame).
     */
    public static List<TilePose> find(BoardImage board, List<Cell> cells, java.util.Set<Cell> notForSize) {
        int px = board.cellPx();
        Mat gray = SeamEvidence.gray(board.image(), 1.0);
        SeamEvidence seams = SeamEvidence.nearGridLines(gray, SIGMA, px, reach(px));
        gray.release();
        double bestSide = px * 0.975;
        double bestTotal = -1;
        // The tile size: the one whose outlines fit best over (up to) 40 tiles.
        List<Cell> whole = notForSize.isEmpty() ? cells : cells.stream().filter(c -> !notForSize.contains(c)).toList();
        List<Cell> sample = whole.size() <= 40 ? whole : whole.subList(0, 40);
        for (double f : SIDES) {
            double total = 0;
            for (Cell c : sample) {
                total += search(board, seams, c, px * f, false).edgeScore();
            }
            if (total > bestTotal) {
                bestTotal = total;
                bestSide = px * f;
            }
        }
        List<TilePose> out = new ArrayList<>();
        for (Cell c : cells) {
            out.add(search(board, seams, c, bestSide, true));
        }
        return out;
    }

    /** Hessian scale of the board image's seams, pixels. */
    private static final double SIGMA = 1.0;
    /** Sides tried for the box's tiles, in cells. */
    private static final double[] SIDES = {0.955, 0.965, 0.975, 0.985, 0.995};

    /**
     * Pixels from a cell's border within which the outlines lie: the smallest side's outline lies
     * (1 - 0.955) / 2 of a cell inside it, a pose may move {@link #REACH} of a cell, and a turned
     * outline's ends and the rounding to pixels a little more.
     */
    static int reach(int px) {
        double inside = px * (1 - SIDES[0]) / 2;
        double moved = px * REACH;
        double turned = moved > 0 ? px / 2.0 * Math.sin(Math.toRadians(MAX_TURN_DEG)) : 0;
        return (int) Math.ceil(inside + moved + turned) + 1;
    }

    /** The largest turn a pose is searched at, degrees (only where it may move off its cell). */
    private static final double MAX_TURN_DEG = 4;

    private static TilePose search(BoardImage board, SeamEvidence seams, Cell c, double side, boolean turn) {
        int px = board.cellPx();
        double cx0 = (c.i() - board.minI() + 0.5) * px;
        double cy0 = (c.j() - board.minJ() + 0.5) * px;
        // Hands miss a cell by 2.5 mm at most (about 6 % of a tile); a small pull towards the
        // cell keeps a strong art edge near the border (a city wall) from dragging the square.
        int reach = (int) Math.round(px * REACH);
        double best = -1;
        double bx = cx0;
        double by = cy0;
        for (int dy = -reach; dy <= reach; dy++) {
            for (int dx = -reach; dx <= reach; dx++) {
                double s = outline(seams, cx0 + dx, cy0 + dy, side, 0) * (1 - PULL * (dx * dx + dy * dy) / (px * px));
                if (s > best) {
                    best = s;
                    bx = cx0 + dx;
                    by = cy0 + dy;
                }
            }
        }
        double bt = 0;
        if (turn && reach > 0) {
            double cx = bx;
            double cy = by;
            for (double t = -MAX_TURN_DEG; t <= MAX_TURN_DEG; t += 1) {
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        double ox = cx + dx - cx0;
                        double oy = cy + dy - cy0;
                        if (Math.abs(ox) > reach || Math.abs(oy) > reach) {
                            continue;
                        }
                        double s = outline(seams, cx + dx, cy + dy, side, t)
                                * (1 - PULL * (ox * ox + oy * oy) / (px * px));
                        if (s > best + 1e-9) {
                            best = s;
                            bx = cx + dx;
                            by = cy + dy;
                            bt = t;
                        }
                    }
                }
            }
        }
        return new TilePose(c, bx, by, side, bt, best);
    }

    /** Mean seam response along the outline of a square. */
    static double outline(SeamEvidence seams, double cx, double cy, double side, double turnDeg) {
        double a = Math.toRadians(turnDeg);
        double cos = Math.cos(a);
        double sin = Math.sin(a);
        double h = side / 2;
        double total = 0;
        int n = 0;
        for (int s = 0; s < 4; s++) {
            for (int k = 0; k < SAMPLES_PER_SIDE; k++) {
                // Leave the rounded corners out.
                double t = -h + side * (0.08 + 0.84 * (k + 0.5) / SAMPLES_PER_SIDE);
                double lx;
                double ly;
                switch (s) {
                    case 0 -> {
                        lx = t;
                        ly = -h;
                    }
                    case 1 -> {
                        lx = h;
                        ly = t;
                    }
                    case 2 -> {
                        lx = t;
                        ly = h;
                    }
                    default -> {
                        lx = -h;
                        ly = t;
                    }
                }
                double x = cx + lx * cos - ly * sin;
                double y = cy + lx * sin + ly * cos;
                total += seams.valleyAt((int) Math.round(x), (int) Math.round(y));
                n++;
            }
        }
        return total / n;
    }

    /** The 2x3 affine map from a {@code size}-pixel upright patch to board-image pixels. */
    public static Mat patchToBoard(TilePose pose, int size) {
        return patchToBoard(pose, size, 0);
    }

    /**
     * The same for a picture of the tile with {@code margin} more pixels all round (at the same
     * scale): {@code size + 2 margin} pixels a side.
     */
    public static Mat patchToBoard(TilePose pose, int size, int margin) {
        double a = Math.toRadians(pose.turnDeg());
        double k = pose.side() / size;
        double cos = Math.cos(a) * k;
        double sin = Math.sin(a) * k;
        // patch (x, y) -> centre + R * ((x + 0.5) - size/2 - margin, (y + 0.5) - size/2 - margin) * k
        double ox = -(size / 2.0 - 0.5) - margin;
        Mat m = new Mat(2, 3, org.opencv.core.CvType.CV_64F);
        m.put(0, 0, cos, -sin, pose.centreX() + cos * ox - sin * ox, sin, cos, pose.centreY() + sin * ox + cos * ox);
        return m;
    }

    /** The pose moved by {@code shift} pixels of its {@code size}-pixel upright picture. */
    public static TilePose moved(TilePose pose, Vec2 shift, int size) {
        double a = Math.toRadians(pose.turnDeg());
        double k = pose.side() / size;
        double dx = (shift.x() * Math.cos(a) - shift.y() * Math.sin(a)) * k;
        double dy = (shift.x() * Math.sin(a) + shift.y() * Math.cos(a)) * k;
        return new TilePose(pose.cell(), pose.centreX() + dx, pose.centreY() + dy, pose.side(), pose.turnDeg(),
                pose.edgeScore());
    }

}
