package org.tablecompanion.recognizer.figures;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.recognizer.board.BoardImage;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * What a standing meeple, a lying one and an H&amp;G hut look like in the board seen from above.
 * Each is a flat outline cut from wood of some thickness (a lying meeple the standing one laid on
 * its back): a meeple 16 mm across, 16 mm tall and 8 mm
 * thick, a hut a house 14 mm across with walls 8 mm and a ridge 14 mm high, 10 mm thick (a tile
 * is 45 mm). The camera sees each point of a piece displaced away from the point under it, the
 * more the higher the point, so from above a meeple shows its arms and head as a cross stretched
 * along its lean and a hut a box with a gable; at 64 pixels a tile their outlines differ by a few
 * pixels only. A piece is matched by the share of pixels its silhouette and the blob have in
 * common, over the ways it may face. The sizes are those of the box's pieces (the scene
 * generator draws the same); pieces of another make would need their own.
 */
final class PieceSilhouettes {

    /** A tile's side, mm. */
    private static final double TILE_MM = 45.0;

    /** Meeple outline seen from the front, mm: x across, y up from the feet. */
    private static final double[][] MEEPLE = meeple();
    private static final double MEEPLE_THICK_MM = 8.0;
    /** A meeple's height, feet to head, mm. */
    private static final double MEEPLE_TALL_MM = 16.0;
    /** Hut outline seen from the front: a house with a gable roof. */
    private static final double[][] HUT = {{-7, 0}, {7, 0}, {7, 8}, {0, 14}, {-7, 8}};
    private static final double HUT_THICK_MM = 10.0;

    /** Spacing of the points sampled on a piece's surface, mm (under a pixel, so the silhouette has no holes). */
    private static final double STEP_MM = 0.6;

    /** Points on the surface of each piece, mm: across, up, through (front to back). */
    private static final Points MEEPLE_SURFACE = Points.of(surface(MEEPLE, MEEPLE_THICK_MM));
    private static final Points HUT_SURFACE = Points.of(surface(HUT, HUT_THICK_MM));
    /**
     * A meeple lying on its back: its outline flat on the board (across as it stands, its
     * height now pointing away from where it faces) and its thickness upwards, the foot under
     * the middle of its outline, where the lying figure's foot is taken (half its height deep
     * inside its near end; see FigureFinder.baseDepth).
     */
    private static final Points LYING_SURFACE = Points.of(lying(surface(MEEPLE, MEEPLE_THICK_MM), MEEPLE_THICK_MM,
            MEEPLE_TALL_MM / 2));

    /**
     * A piece's surface points, mm, one array per axis: across, up, through (front to back). Kept
     * apart, the projection reads them in step rather than through an array per point.
     */
    private record Points(double[] across, double[] up, double[] through) {

        static Points of(double[][] points) {
            double[] across = new double[points.length];
            double[] up = new double[points.length];
            double[] through = new double[points.length];
            for (int i = 0; i < points.length; i++) {
                across[i] = points[i][0];
                up[i] = points[i][1];
                through[i] = points[i][2];
            }
            return new Points(across, up, through);
        }

        int size() {
            return across.length;
        }
    }

    /** Ways a piece may face, tried: both pieces look the same turned half round. */
    private static final int FACINGS = 18;

    private PieceSilhouettes() {
    }

    /**
     * How well a piece of this kind explains the blob: the best share of pixels in common (of
     * those in either) over the ways it may face and a few pixels' shift from where the blob's
     * centre puts it.
     *
     * @param kind the piece and how it stands
     * @param body the blob's pixels, indices into the board image
     * @param w the board image's width
     * @param foot where the piece is thought to stand, board cells
     * @param nadir the board point under the camera, cells
     * @param height the camera's height above the board, cells
     */
    static double fit(FigureKind kind, List<Integer> body, int w, BoardImage board, Vec2 foot, Vec2 nadir,
                      double height) {
        return placed(kind, body, w, board, foot, nadir, height).share();
    }

    /**
     * How well a piece fits a blob, and where it stands when it fits best.
     *
     * @param share the share of pixels the best-fitting silhouette and the blob have in common
     * @param foot the foot of that silhouette, board cells: the foot it was first put on, moved
     *             as far as the silhouette was shifted to fit best
     */
    record Fit(double share, Vec2 foot) {
    }

    /** As {@link #fit}, with the foot the best-fitting silhouette stands on. */
    static Fit placed(FigureKind kind, List<Integer> body, int w, BoardImage board, Vec2 foot, Vec2 nadir,
                      double height) {
        Points surface = switch (kind) {
            case HUT -> HUT_SURFACE;
            case STANDING -> MEEPLE_SURFACE;
            case LYING -> LYING_SURFACE;
        };
        // A standing piece looks the same turned half round; a lying meeple's head points one way.
        int facings = kind == FigureKind.LYING ? 2 * FACINGS : FACINGS;
        PixelBox box = PixelBox.of(body, w);
        int pad = (int) Math.ceil(0.5 * board.cellPx());
        int x0 = box.minX() - pad;
        int y0 = box.minY() - pad;
        int bw = box.maxX() - box.minX() + 1 + 2 * pad;
        int bh = box.maxY() - box.minY() + 1 + 2 * pad;
        boolean[] blob = new boolean[bw * bh];
        double bx = 0;
        double by = 0;
        for (int p : body) {
            int x = p % w - x0;
            int y = p / w - y0;
            blob[y * bw + x] = true;
            bx += x;
            by += y;
        }
        bx /= body.size();
        by /= body.size();
        Overlaps overlaps = new Overlaps(blob, bw, bh, body.size());
        double best = 0;
        Vec2 bestFoot = foot;
        boolean[] model = new boolean[bw * bh];
        int[] found = new int[surface.size()];
        int[] xs = new int[surface.size()];
        int[] ys = new int[surface.size()];
        // How much further out the ray through a point meets the board hangs on the point's
        // height alone: worked out once here, not again for every way the piece may face (the
        // division was most of the projection's cost, which was most of the figures stage's).
        double[] rise = new double[surface.size()];
        for (int i = 0; i < surface.size(); i++) {
            double z = surface.up()[i] / TILE_MM;
            rise[i] = z / Math.max(1e-3, height - z);
        }
        for (int f = 0; f < facings; f++) {
            double facing = Math.PI * f / FACINGS;
            int n = project(surface, rise, facing, foot, nadir, board, x0, y0, bw, bh, model, found);
            // Cleared by the pixels marked, not the whole window (a few hundred of some ten thousand).
            for (int i = 0; i < n; i++) {
                model[found[i]] = false;
            }
            if (n == 0) {
                continue;
            }
            double mx = 0;
            double my = 0;
            for (int i = 0; i < n; i++) {
                xs[i] = found[i] % bw;
                ys[i] = found[i] / bw;
                mx += xs[i];
                my += ys[i];
            }
            int sx = (int) Math.round(bx - mx / n);
            int sy = (int) Math.round(by - my / n);
            overlaps.silhouette(xs, ys, n, sx, sy);
            // From where the centres meet, step to the best neighbouring shift while it helps
            // (the overlap rises smoothly towards the best shift: a search of every shift within
            // three pixels read the same kinds on seeds 3000-3008 at six times the cost).
            double here = overlaps.at(sx, sy);
            for (int step = 0; step < 2 * SHIFT; step++) {
                int bestX = sx;
                int bestY = sy;
                for (int[] d : NEIGHBOURS) {
                    double o = overlaps.at(sx + d[0], sy + d[1]);
                    if (o > here) {
                        here = o;
                        bestX = sx + d[0];
                        bestY = sy + d[1];
                    }
                }
                if (bestX == sx && bestY == sy) {
                    break;
                }
                sx = bestX;
                sy = bestY;
            }
            if (here > best) {
                best = here;
                bestFoot = new Vec2(foot.x() + sx / (double) board.cellPx(), foot.y() + sy / (double) board.cellPx());
            }
        }
        return new Fit(best, bestFoot);
    }

    /** Pixels either way the silhouette is shifted to look for the best fit. */
    private static final int SHIFT = 3;
    private static final int[][] NEIGHBOURS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    /**
     * The share of pixels a silhouette, shifted, and a blob have in common, of those in either,
     * for the shifts one search asks about. The search steps from shift to neighbouring shift and
     * asks of most shifts two or three times, so each is counted once; and a count takes a row of
     * the silhouette at a time against the blob's row as bits (a silhouette spans some 25 rows of
     * some 25 pixels), where it had tested each of its few hundred pixels. The shares are the
     * same to the bit: only how the pixels in common are counted changed.
     */
    static final class Overlaps {

        /** Shifts the memo holds either way of the search's start: its steps and their neighbours. */
        private static final int REACH = 2 * SHIFT + 1;
        private static final int SIDE = 2 * REACH + 1;

        private final boolean[] blob;
        private final int bw;
        private final int bh;
        private final int blobSize;
        private final int words;
        private final long[] blobRows;
        private final double[] memo = new double[SIDE * SIDE];
        private final boolean[] known = new boolean[SIDE * SIDE];

        private int[] xs;
        private int[] ys;
        private int n;
        private int startX;
        private int startY;
        /** The silhouette's rows as bits from its leftmost column; null where it is wider than a word. */
        private long[] rows;
        private int minX;
        private int minY;

        /** A blob in a window {@code bw} by {@code bh}, its pixels flagged in {@code blob}. */
        Overlaps(boolean[] blob, int bw, int bh, int blobSize) {
            this.blob = blob;
            this.bw = bw;
            this.bh = bh;
            this.blobSize = blobSize;
            this.words = (bw + 63) >>> 6;
            this.blobRows = new long[bh * words];
            for (int y = 0; y < bh; y++) {
                for (int x = 0; x < bw; x++) {
                    if (blob[y * bw + x]) {
                        blobRows[y * words + (x >>> 6)] |= 1L << (x & 63);
                    }
                }
            }
        }

        /** The silhouette to shift next: the first {@code n} of {@code xs} and {@code ys}; its search starts at the shift given. */
        void silhouette(int[] xs, int[] ys, int n, int startX, int startY) {
            this.xs = xs;
            this.ys = ys;
            this.n = n;
            this.startX = startX;
            this.startY = startY;
            java.util.Arrays.fill(known, false);
            int loX = Integer.MAX_VALUE;
            int hiX = Integer.MIN_VALUE;
            int loY = Integer.MAX_VALUE;
            int hiY = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                loX = Math.min(loX, xs[i]);
                hiX = Math.max(hiX, xs[i]);
                loY = Math.min(loY, ys[i]);
                hiY = Math.max(hiY, ys[i]);
            }
            minX = loX;
            minY = loY;
            if (hiX - loX >= 64) {
                rows = null;
                return;
            }
            rows = new long[hiY - loY + 1];
            for (int i = 0; i < n; i++) {
                rows[ys[i] - loY] |= 1L << (xs[i] - loX);
            }
        }

        /** The share in common with the silhouette shifted by {@code dx}, {@code dy}. */
        double at(int dx, int dy) {
            int mx = dx - startX + REACH;
            int my = dy - startY + REACH;
            boolean kept = mx >= 0 && my >= 0 && mx < SIDE && my < SIDE;
            if (kept && known[my * SIDE + mx]) {
                return memo[my * SIDE + mx];
            }
            int common = rows == null ? commonByPixels(dx, dy) : commonByRows(dx, dy);
            double share = common / (double) (n + blobSize - common);
            if (kept) {
                known[my * SIDE + mx] = true;
                memo[my * SIDE + mx] = share;
            }
            return share;
        }

        /** Pixels in common, the silhouette's row by row against the blob's bits. */
        int commonByRows(int dx, int dy) {
            int common = 0;
            int column = minX + dx;
            for (int r = 0; r < rows.length; r++) {
                int y = minY + r + dy;
                if (rows[r] == 0 || y < 0 || y >= bh) {
                    continue;
                }
                common += Long.bitCount(rows[r] & blobBits(y, column));
            }
            return common;
        }

        /** The blob's 64 pixels of row {@code y} from column {@code c} on, as bits; none beyond the window. */
        private long blobBits(int y, int c) {
            if (c <= -64 || c >= bw) {
                return 0;
            }
            int base = y * words;
            if (c < 0) {
                return blobRows[base] << -c;
            }
            int word = c >>> 6;
            int off = c & 63;
            long bits = blobRows[base + word] >>> off;
            if (off != 0 && word + 1 < words) {
                bits |= blobRows[base + word + 1] << (64 - off);
            }
            return bits;
        }

        /** Pixels in common, pixel by pixel: for a silhouette wider than a word. */
        int commonByPixels(int dx, int dy) {
            int common = 0;
            for (int i = 0; i < n; i++) {
                int x = xs[i] + dx;
                int y = ys[i] + dy;
                if (x >= 0 && y >= 0 && x < bw && y < bh && blob[y * bw + x]) {
                    common++;
                }
            }
            return common;
        }
    }

    /** Marks the silhouette's pixels in {@code model}, lists them (indices into the window) in {@code out}; how many. */
    private static int project(Points surface, double[] rise, double facing, Vec2 foot, Vec2 nadir,
                               BoardImage board, int x0, int y0, int bw, int bh, boolean[] model, int[] out) {
        double ax = Math.cos(facing) / TILE_MM;
        double ay = Math.sin(facing) / TILE_MM;
        double fx = Math.sin(facing) / TILE_MM;
        double fy = -Math.cos(facing) / TILE_MM;
        int cellPx = board.cellPx();
        double footX = foot.x();
        double footY = foot.y();
        double nadirX = nadir.x();
        double nadirY = nadir.y();
        int minI = board.minI();
        int minJ = board.minJ();
        int n = 0;
        double[] across = surface.across();
        double[] through = surface.through();
        for (int i = 0; i < across.length; i++) {
            double u = footX + across[i] * ax + through[i] * fx;
            double v = footY + across[i] * ay + through[i] * fy;
            // The ray from the camera through the point meets the board this much further out.
            double k = rise[i];
            u += (u - nadirX) * k;
            v += (v - nadirY) * k;
            int x = (int) Math.floor((u - minI) * cellPx) - x0;
            int y = (int) Math.floor((v - minJ) * cellPx) - y0;
            if (x >= 0 && y >= 0 && x < bw && y < bh && !model[y * bw + x]) {
                model[y * bw + x] = true;
                out[n++] = y * bw + x;
            }
        }
        return n;
    }

    /** Points on both faces of an outline and on the wood between them, {@link #STEP_MM} apart. */
    private static double[][] surface(double[][] outline, double thick) {
        List<double[]> out = new ArrayList<>();
        double minX = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (double[] p : outline) {
            minX = Math.min(minX, p[0]);
            maxX = Math.max(maxX, p[0]);
            minY = Math.min(minY, p[1]);
            maxY = Math.max(maxY, p[1]);
        }
        for (double y = minY; y <= maxY; y += STEP_MM) {
            for (double x = minX; x <= maxX; x += STEP_MM) {
                if (inside(outline, x, y)) {
                    out.add(new double[] {x, y, -thick / 2});
                    out.add(new double[] {x, y, thick / 2});
                }
            }
        }
        for (int i = 0; i < outline.length; i++) {
            double[] a = outline[i];
            double[] b = outline[(i + 1) % outline.length];
            double len = Math.hypot(b[0] - a[0], b[1] - a[1]);
            int n = Math.max(1, (int) Math.ceil(len / STEP_MM));
            for (int k = 0; k < n; k++) {
                double t = k / (double) n;
                for (double d = -thick / 2; d <= thick / 2 + 1e-9; d += STEP_MM) {
                    out.add(new double[] {a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), d});
                }
            }
        }
        return out.toArray(new double[0][]);
    }

    /** A standing piece's surface laid on its back: up becomes through, through becomes up. */
    private static double[][] lying(double[][] standing, double thick, double halfHeight) {
        double[][] out = new double[standing.length][];
        for (int i = 0; i < standing.length; i++) {
            double[] s = standing[i];
            out[i] = new double[] {s[0], s[2] + thick / 2, s[1] - halfHeight};
        }
        return out;
    }

    private static boolean inside(double[][] ring, double x, double y) {
        boolean in = false;
        for (int i = 0, j = ring.length - 1; i < ring.length; j = i++) {
            if ((ring[i][1] > y) != (ring[j][1] > y)
                    && x < (ring[j][0] - ring[i][0]) * (y - ring[i][1]) / (ring[j][1] - ring[i][1]) + ring[i][0]) {
                in = !in;
            }
        }
        return in;
    }

    private static double[][] meeple() {
        List<double[]> p = new ArrayList<>(List.of(
                new double[] {-6.2, 0}, new double[] {-1.4, 0}, new double[] {0, 4.2}, new double[] {1.4, 0},
                new double[] {6.2, 0}, new double[] {4.4, 6.2}, new double[] {8.0, 8.2}, new double[] {7.4, 10.2},
                new double[] {2.6, 10.6}));
        // The head: an arc over the top from the right shoulder to the left one.
        double cy = 13.2;
        double r = 2.9;
        for (int i = 0; i <= 8; i++) {
            double a = Math.toRadians(-40 + i * (260.0 / 8));
            p.add(new double[] {r * Math.cos(a), cy + r * Math.sin(a)});
        }
        p.addAll(List.of(new double[] {-2.6, 10.6}, new double[] {-7.4, 10.2}, new double[] {-8.0, 8.2},
                new double[] {-4.4, 6.2}));
        return p.toArray(new double[0][]);
    }
}
