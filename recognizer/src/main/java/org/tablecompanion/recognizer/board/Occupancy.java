package org.tablecompanion.recognizer.board;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.lattice.BoardRegion;
import org.tablecompanion.recognizer.lattice.LatticeModel;
import org.tablecompanion.recognizer.lattice.SeamEvidence;

/**
 * Which cells of the lattice hold a tile. The bare table is learned from the cells where no
 * seam runs (every tile edge is a seam, so those are far from the board), but for those in the
 * framed tiles' colours where the board may be ({@link BoardRegion}): a colour histogram of them
 * says, per pixel, how common that colour is on this table. A cell is a tile when most of its
 * pixels are uncommon on the table, or when seams frame it and it is not plainly table.
 * Tiles of a board touch each other; a lone "tile" far from the rest is dropped unless it is
 * very clear.
 */
public final class Occupancy {

    /** Cells per side of the colour samples. */
    private static final int SAMPLE = 12;
    private static final int HUE_BINS = 18;
    private static final int SAT_BINS = 8;
    private static final int VAL_BINS = 8;

    private Occupancy() {
    }

    /**
     * @param model the lattice in working pixels
     * @param bgr the working colour image (same size as the seam evidence)
     * @param seams seam evidence of the working image
     * @param mayBeBoard where the board may lie, worked out when asked for: no cell whose middle
     *     lies there and whose colours are the framed tiles' is taken as a sample of the bare table
     */
    public static List<CellEvidence> find(LatticeModel model, Mat bgr, SeamEvidence seams,
                                          java.util.function.Supplier<BoardRegion> mayBeBoard) {
        return find(model, FramePixels.of(bgr), seams, mayBeBoard);
    }

    /** The same from the working image's pixels copied out once ({@link FramePixels}). */
    public static List<CellEvidence> find(LatticeModel model, FramePixels bgr, SeamEvidence seams,
                                          java.util.function.Supplier<BoardRegion> mayBeBoard) {
        int w = bgr.width();
        int h = bgr.height();
        List<Cell> cells = cellsInView(model, w, h);
        Map<Cell, double[]> support = new HashMap<>();
        Map<Cell, int[]> bins = new HashMap<>();
        // Cells on all cores: each cell's seams and colours are its own.
        List<double[]> supportOf = cells.parallelStream().map(c -> edgeSupport(model, seams, c)).toList();
        List<int[]> binsOf = colourBins(model, bgr, cells);
        for (int k = 0; k < cells.size(); k++) {
            support.put(cells.get(k), supportOf.get(k));
            bins.put(cells.get(k), binsOf.get(k));
        }
        // Cells framed by seams on three or four sides are surely tiles; cells two or more cells
        // away from all of them are surely not, and show what the bare table looks like.
        Set<Cell> seeds = new HashSet<>();
        double[] framedLook = new double[HUE_BINS * SAT_BINS * VAL_BINS];
        for (Cell c : cells) {
            double[] sup = support.get(c);
            double mean = (sup[0] + sup[1] + sup[2] + sup[3]) / 4;
            if (framedSides(sup) >= 3 || mean >= 0.45) {
                seeds.add(c);
                addTo(framedLook, bins.get(c));
            }
        }
        // Not a square in the colours of the framed ones that lies where the board may be,
        // though: tiles laid tight under light from straight above show hardly any seam, and a
        // board's squares far from its few framed ones had been learned as table, its meadows'
        // green with them (base+River default seed 1012, 72 tiles on planks: 49 of its squares
        // called table and not read, 23 -> 72 read right with a pack). Both must hold: on a
        // green cloth the table has a meadow's colours, and the region tells it is the table; an
        // arm over the board lies where the board may be, and its sleeve learned as table keeps
        // its squares from being called tiles. The region is worked out only for such squares.
        double[] tileColours = smoothAndNormalize(framedLook);
        double[] table = new double[HUE_BINS * SAT_BINS * VAL_BINS];
        int tableCells = 0;
        for (Cell c : cells) {
            double[] sup = support.get(c);
            if (farFrom(c, seeds, 2) && (sup[0] + sup[1] + sup[2] + sup[3]) / 4 < 0.35
                    && !(share(bins.get(c), tileColours) >= FRAMED_COLOURS_SHARE
                            && boardMayCover(model, c, mayBeBoard.get()))) {
                addTo(table, bins.get(c));
                tableCells++;
            }
        }
        double[] common = smoothAndNormalize(table);
        boolean appearance = tableCells >= 4;
        List<CellEvidence> out = new ArrayList<>();
        for (Cell c : cells) {
            double[] s = support.get(c);
            int[] b = bins.get(c);
            double tableLike = appearance ? share(b, common) : 0;
            int framed = framedSides(s);
            boolean occupied;
            double evidence;
            if (appearance) {
                // A tile whose art shares the table's colours (a city on a wooden table) still
                // shows its own edges all round.
                evidence = (0.5 - tableLike) * 2 + (framed >= 1 ? 0.2 : -0.3) + 0.25 * Math.max(0, framed - 1);
                occupied = evidence > 0;
            } else {
                evidence = (framed - 1.5) * 0.4;
                occupied = framed >= 2;
            }
            double confidence = 0.5 + 0.5 * Math.min(1, Math.abs(evidence));
            out.add(new CellEvidence(c, s, tableLike, occupied, confidence));
        }
        return keepBoard(out);
    }

    /** Drops occupied cells cut off from the board unless they are clear tiles. */
    static List<CellEvidence> keepBoard(List<CellEvidence> all) {
        Map<Cell, CellEvidence> byCell = new HashMap<>();
        all.forEach(e -> byCell.put(e.cell(), e));
        Set<Cell> seen = new HashSet<>();
        List<Set<Cell>> components = new ArrayList<>();
        for (CellEvidence e : all) {
            if (!e.occupied() || seen.contains(e.cell())) {
                continue;
            }
            Set<Cell> comp = new HashSet<>();
            Deque<Cell> todo = new ArrayDeque<>();
            todo.add(e.cell());
            seen.add(e.cell());
            while (!todo.isEmpty()) {
                Cell c = todo.poll();
                comp.add(c);
                for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                    Cell n = c.neighbour(d[0], d[1]);
                    CellEvidence ne = byCell.get(n);
                    if (ne != null && ne.occupied() && seen.add(n)) {
                        todo.add(n);
                    }
                }
            }
            components.add(comp);
        }
        int largest = components.stream().mapToInt(Set::size).max().orElse(0);
        Set<Cell> board = components.stream().filter(s -> s.size() == largest).findFirst().orElse(Set.of());
        List<CellEvidence> out = new ArrayList<>();
        for (CellEvidence e : all) {
            if (!e.occupied()) {
                out.add(e);
                continue;
            }
            Set<Cell> comp = components.stream().filter(s -> s.contains(e.cell())).findFirst().orElseThrow();
            // Tiles apart from the board are kept when close to it (a cell missed, a gap in view):
            // a group of them, or a single clear one. A group far from the board that runs into
            // the edge of the view is the table's edge, the floor or a cloth beyond it (a board is
            // laid tile against tile); one wholly in view may be the board itself, when something
            // else came out larger (a strong lens bends the lattice off the table).
            boolean group = comp.size() >= 3 && (nearAny(comp, board, 3) || !meetsViewEdge(comp, byCell));
            boolean keep = comp.size() == largest || group
                    || (e.tableLike() < 0.1 && near(e.cell(), board, 2));
            out.add(keep ? e : new CellEvidence(e.cell(), e.edgeSupport(), e.tableLike(), false, 0.6));
        }
        return out;
    }

    /** Cells whose four corners lie inside the image, in front of the camera. */
    static List<Cell> cellsInView(LatticeModel model, int w, int h) {
        Vec2 c = model.toBoard(w / 2.0, h / 2.0);
        int ci = (int) Math.floor(c.x());
        int cj = (int) Math.floor(c.y());
        double sign = model.boardToImage().w(c.x(), c.y());
        // Each lattice point is a corner of four cells: mapped once (on all cores), then shared.
        int reach = 60;
        int side = 2 * reach + 2;
        Vec2[] corner = new Vec2[side * side];
        boolean[] ahead = new boolean[side * side];
        java.util.stream.IntStream.range(0, side).parallel().forEach(r -> {
            for (int q = 0; q < side; q++) {
                int i = ci - reach + q;
                int j = cj - reach + r;
                ahead[r * side + q] = model.boardToImage().w(i, j) * sign > 0;
                corner[r * side + q] = model.toImage(i, j);
            }
        });
        List<Cell> out = new ArrayList<>();
        for (int dj = -reach; dj <= reach; dj++) {
            for (int di = -reach; di <= reach; di++) {
                int i = ci + di;
                int j = cj + dj;
                int k = (dj + reach) * side + di + reach;
                boolean inside = true;
                for (int at : new int[] {k, k + 1, k + side + 1, k + side}) {
                    Vec2 p = corner[at];
                    if (!ahead[at] || !(p.x() >= 1 && p.y() >= 1 && p.x() < w - 1 && p.y() < h - 1)) {
                        inside = false;
                        break;
                    }
                }
                if (inside && cellSize(corner[k], corner[k + 1], corner[k + side + 1], corner[k + side]) >= 8) {
                    out.add(new Cell(i, j));
                }
            }
        }
        return out;
    }

    /** {@link LatticeModel#cellSizePx} from the cell's corners (north-west, north-east, south-east, south-west). */
    private static double cellSize(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
        return (a.distance(b) + b.distance(c) + c.distance(d) + d.distance(a)) / 4;
    }

    /**
     * Fraction of each side (N, E, S, W) with a seam. Tiles lie a few pixels off their cells, so
     * lines parallel to the side at small offsets are tried and the best counts; texture that
     * crosses the side at an angle (wood grain) touches only a few samples of any one line.
     */
    static double[] edgeSupport(LatticeModel model, SeamEvidence seams, Cell c) {
        double[][] sides = {{0, 0, 1, 0}, {1, 0, 1, 1}, {0, 1, 1, 1}, {0, 0, 0, 1}};
        double[] out = new double[4];
        int samples = 12;
        int floor = seams.floor();
        for (int s = 0; s < 4; s++) {
            Vec2[] points = new Vec2[samples];
            for (int k = 0; k < samples; k++) {
                double t = 0.1 + 0.8 * (k + 0.5) / samples;
                double u = c.i() + sides[s][0] + (sides[s][2] - sides[s][0]) * t;
                double v = c.j() + sides[s][1] + (sides[s][3] - sides[s][1]) * t;
                points[k] = model.toImage(u, v);
            }
            Vec2 along = points[samples - 1].minus(points[0]).unit();
            Vec2 normal = new Vec2(-along.y(), along.x());
            double offsetLimit = Math.max(2, 0.06 * points[samples - 1].distance(points[0]));
            int best = 0;
            for (double d = -offsetLimit; d <= offsetLimit; d += 1) {
                int hits = 0;
                for (Vec2 p : points) {
                    double x = p.x() + normal.x() * d;
                    double y = p.y() + normal.y() * d;
                    int value = Math.max(seams.valleyAt((int) Math.round(x), (int) Math.round(y)),
                            Math.max(seams.valleyAt((int) Math.round(x + normal.x()), (int) Math.round(y + normal.y())),
                                    seams.valleyAt((int) Math.round(x - normal.x()), (int) Math.round(y - normal.y()))));
                    if (value >= floor) {
                        hits++;
                    }
                }
                best = Math.max(best, hits);
            }
            out[s] = best / (double) samples;
        }
        return out;
    }

    /**
     * Colour bins of a grid of samples inside each cell (away from its edges); -1 for none. Only
     * the samples are turned into HSV, all at once (a column of pixels for OpenCV), rather than
     * the whole frame: the conversion is pixel by pixel, so the bins are the same.
     */
    private static List<int[]> colourBins(LatticeModel model, FramePixels bgr, List<Cell> cells) {
        int w = bgr.width();
        int h = bgr.height();
        List<int[]> at = cells.parallelStream().map(c -> samplePixels(model, w, h, c)).toList();
        int valid = 0;
        for (int[] a : at) {
            for (int p : a) {
                valid += p >= 0 ? 1 : 0;
            }
        }
        byte[] samples = new byte[valid * 3];
        byte[] frame = bgr.bgr();
        int o = 0;
        for (int[] a : at) {
            for (int p : a) {
                if (p >= 0) {
                    samples[o++] = frame[3 * p];
                    samples[o++] = frame[3 * p + 1];
                    samples[o++] = frame[3 * p + 2];
                }
            }
        }
        if (valid > 0) {
            Mat column = new Mat(valid, 1, CvType.CV_8UC3);
            column.put(0, 0, samples);
            Imgproc.cvtColor(column, column, Imgproc.COLOR_BGR2HSV);
            column.get(0, 0, samples);
            column.release();
        }
        List<int[]> out = new ArrayList<>();
        int i = 0;
        for (int[] a : at) {
            int[] b = new int[a.length];
            for (int k = 0; k < a.length; k++) {
                if (a[k] < 0) {
                    b[k] = -1;
                } else {
                    b[k] = bin(samples[i] & 0xFF, samples[i + 1] & 0xFF, samples[i + 2] & 0xFF);
                    i += 3;
                }
            }
            out.add(b);
        }
        return out;
    }

    /** The pixel (index in the image) of each sample of a grid inside the cell; -1 outside the image. */
    private static int[] samplePixels(LatticeModel model, int w, int h, Cell c) {
        int[] out = new int[SAMPLE * SAMPLE];
        int n = 0;
        for (int y = 0; y < SAMPLE; y++) {
            for (int x = 0; x < SAMPLE; x++) {
                double u = c.i() + 0.12 + 0.76 * (x + 0.5) / SAMPLE;
                double v = c.j() + 0.12 + 0.76 * (y + 0.5) / SAMPLE;
                Vec2 p = model.toImage(u, v);
                int px = (int) Math.round(p.x());
                int py = (int) Math.round(p.y());
                out[n++] = px < 0 || py < 0 || px >= w || py >= h ? -1 : py * w + px;
            }
        }
        return out;
    }

    private static int bin(int hue, int sat, int val) {
        int hb = Math.min(HUE_BINS - 1, hue * HUE_BINS / 180);
        int sb = Math.min(SAT_BINS - 1, sat * SAT_BINS / 256);
        int vb = Math.min(VAL_BINS - 1, val * VAL_BINS / 256);
        return (hb * SAT_BINS + sb) * VAL_BINS + vb;
    }

    /**
     * The table histogram spread to neighbouring bins (light varies over a table) and scaled so
     * its fullest bins are 1.
     */
    private static double[] smoothAndNormalize(double[] hist) {
        double[] out = new double[hist.length];
        for (int hb = 0; hb < HUE_BINS; hb++) {
            for (int sb = 0; sb < SAT_BINS; sb++) {
                for (int vb = 0; vb < VAL_BINS; vb++) {
                    double sum = 0;
                    for (int dh = -1; dh <= 1; dh++) {
                        for (int ds = -1; ds <= 1; ds++) {
                            for (int dv = -1; dv <= 1; dv++) {
                                int h2 = Math.floorMod(hb + dh, HUE_BINS);
                                int s2 = sb + ds;
                                int v2 = vb + dv;
                                if (s2 < 0 || v2 < 0 || s2 >= SAT_BINS || v2 >= VAL_BINS) {
                                    continue;
                                }
                                sum += hist[(h2 * SAT_BINS + s2) * VAL_BINS + v2];
                            }
                        }
                    }
                    out[(hb * SAT_BINS + sb) * VAL_BINS + vb] = sum;
                }
            }
        }
        // Scale by a high percentile of the non-empty bins rather than the maximum.
        double[] sorted = java.util.Arrays.stream(out).filter(v -> v > 0).sorted().toArray();
        double ref = sorted.length == 0 ? 1 : sorted[(int) (sorted.length * 0.9)];
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.min(1, out[i] / Math.max(1e-9, ref));
        }
        return out;
    }

    /** Whether a group has a cell beside a square the view does not wholly show. */
    private static boolean meetsViewEdge(Set<Cell> cells, Map<Cell, CellEvidence> inView) {
        for (Cell c : cells) {
            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                if (!inView.containsKey(c.neighbour(d[0], d[1]))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean nearAny(Set<Cell> cells, Set<Cell> board, int distance) {
        return cells.stream().anyMatch(c -> near(c, board, distance));
    }

    private static boolean near(Cell c, Set<Cell> board, int distance) {
        return !farFrom(c, board, distance + 1);
    }

    /**
     * Share of a square's colour samples common among the squares seams frame (over a quarter of
     * the commonest there) from which a square far from them may be the board's
     * ({@link #find}).
     */
    static final double FRAMED_COLOURS_SHARE = 0.5;

    /** Adds a cell's colour samples to a histogram. */
    private static void addTo(double[] histogram, int[] cellBins) {
        for (int b : cellBins) {
            if (b >= 0) {
                histogram[b]++;
            }
        }
    }

    /**
     * Share of a cell's colour samples in bins above a quarter of a smoothed histogram's scale
     * (0 for a cell with none): how table-like it is against the table's histogram, how like the
     * framed tiles against theirs.
     */
    private static double share(int[] cellBins, double[] look) {
        int valid = 0;
        int common = 0;
        for (int b : cellBins) {
            if (b >= 0) {
                valid++;
                common += look[b] > 0.25 ? 1 : 0;
            }
        }
        return valid == 0 ? 0 : common / (double) valid;
    }

    /**
     * Whether the region puts a cell's middle where the board may lie. Never where the region is
     * the whole frame: the frame's looks did not part into table and board, and the seams alone
     * tell, as before.
     */
    private static boolean boardMayCover(LatticeModel model, Cell c, BoardRegion region) {
        if (region.everywhere()) {
            return false;
        }
        Vec2 middle = model.toImage(c.i() + 0.5, c.j() + 0.5);
        return region.contains((int) Math.floor(middle.x()), (int) Math.floor(middle.y()));
    }

    private static boolean farFrom(Cell c, Set<Cell> seeds, int distance) {
        for (int dj = -distance + 1; dj < distance; dj++) {
            for (int di = -distance + 1; di < distance; di++) {
                if (seeds.contains(c.neighbour(di, dj))) {
                    return false;
                }
            }
        }
        return true;
    }

    static int framedSides(double[] support) {
        int framed = 0;
        for (double v : support) {
            if (v >= 0.5) {
                framed++;
            }
        }
        return framed;
    }
}
