package org.tablecompanion.engine.geometry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.TileType;

/**
 * The upright tile as a square grid of cells, each labelled with the feature at its centre.
 * Fields and meadows have no shape of their own: they grow from their ports over the cells no
 * shape claims (a breadth-first flood, so where the shapes fail to separate two fields the flood
 * still splits the gap between them fairly). The grid also gives traced outlines and anchors.
 */
final class LabelRaster {

    private final int size;
    private final int[] labels;
    private final int[] fillLabels;
    private final int leaks;
    private final int coveredPorts;
    private final Classifier classifier;
    private final boolean[] free;

    private LabelRaster(int size, int[] labels, boolean[] free, int[] fillLabels, int leaks, Classifier classifier,
                        TileType tile) {
        this.size = size;
        this.free = free;
        this.labels = labels;
        this.fillLabels = fillLabels;
        this.leaks = leaks;
        this.classifier = classifier;
        this.coveredPorts = countCoveredPorts(tile);
    }

    static LabelRaster build(TileType tile, Classifier classifier, List<Integer> fills, int size) {
        int cells = size * size;
        int[] labels = new int[cells];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                labels[y * size + x] = classifier.primitiveAt((x + 0.5) / size, (y + 0.5) / size);
            }
        }
        boolean[] free = new boolean[cells];
        for (int i = 0; i < cells; i++) {
            free[i] = labels[i] == Classifier.NONE;
        }
        int[] queue = new int[cells];
        int head = 0;
        int tail = 0;
        boolean[] seeded = new boolean[tile.features().size()];
        for (int f : fills) {
            for (Port port : tile.feature(f).ports()) {
                for (double depth = 0.5 / size; depth < 0.25; depth += 0.5 / size) {
                    int cell = cellOf(Perimeter.portPoint(port, depth), size);
                    if (labels[cell] == Classifier.NONE) {
                        labels[cell] = f;
                        queue[tail++] = cell;
                        seeded[f] = true;
                        break;
                    }
                    if (labels[cell] == f) {
                        break;
                    }
                }
            }
        }
        growByDistance(labels, free, java.util.Arrays.copyOf(queue, tail), size);
        head = tail;

        // Free areas no port reached: give each to a field that has no port at all, if any.
        List<Integer> unseeded = new ArrayList<>();
        for (int f : fills) {
            if (!seeded[f]) {
                unseeded.add(f);
            }
        }
        for (int i = 0; i < cells && !unseeded.isEmpty(); i++) {
            if (labels[i] == Classifier.NONE) {
                labels[i] = unseeded.remove(0);
                queue[tail++] = i;
                tail = flood(labels, free, queue, head, tail, size);
                head = tail;
            }
        }
        // Anything still unclaimed goes to its nearest neighbour, whatever that is.
        boolean[] all = new boolean[cells];
        Arrays.fill(all, true);
        tail = 0;
        for (int i = 0; i < cells; i++) {
            if (labels[i] != Classifier.NONE) {
                queue[tail++] = i;
            }
        }
        flood(labels, all, queue, 0, tail, size);

        int[] fillLabels;
        if (fills.isEmpty()) {
            fillLabels = labels.clone();
        } else {
            boolean[] isFill = new boolean[tile.features().size()];
            fills.forEach(f -> isFill[f] = true);
            fillLabels = new int[cells];
            Arrays.fill(fillLabels, Classifier.NONE);
            tail = 0;
            for (int i = 0; i < cells; i++) {
                if (labels[i] >= 0 && isFill[labels[i]]) {
                    fillLabels[i] = labels[i];
                    queue[tail++] = i;
                }
            }
            if (tail == 0) {
                fillLabels = labels.clone();
            } else {
                flood(fillLabels, all, queue, 0, tail, size);
            }
        }
        return new LabelRaster(size, labels, free, fillLabels, countLeaks(labels, free, fills, tile, size),
                classifier, tile);
    }

    /**
     * Grows the seeded labels over open cells in order of path length (steps of 1 and sqrt 2),
     * so two fields meeting on open ground part along a fair, nearly straight line.
     */
    private static void growByDistance(int[] labels, boolean[] open, int[] seeds, int size) {
        double[] distance = new double[labels.length];
        Arrays.fill(distance, Double.MAX_VALUE);
        java.util.PriorityQueue<double[]> heap = new java.util.PriorityQueue<>(
                java.util.Comparator.<double[]>comparingDouble(e -> e[0]).thenComparingDouble(e -> e[1]));
        int[] owner = labels.clone();
        for (int seed : seeds) {
            distance[seed] = 0;
            heap.add(new double[] {0, seed});
        }
        double diag = Math.sqrt(2);
        while (!heap.isEmpty()) {
            double[] entry = heap.poll();
            int cell = (int) entry[1];
            if (entry[0] > distance[cell]) {
                continue;
            }
            int x = cell % size;
            int y = cell / size;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    if ((dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= size || ny >= size) {
                        continue;
                    }
                    int other = ny * size + nx;
                    if (!open[other]) {
                        continue;
                    }
                    if (dx != 0 && dy != 0 && !open[y * size + nx] && !open[ny * size + x]) {
                        continue; // no squeezing diagonally between two closed cells
                    }
                    double d = entry[0] + (dx != 0 && dy != 0 ? diag : 1);
                    if (d < distance[other]) {
                        distance[other] = d;
                        owner[other] = owner[cell];
                        heap.add(new double[] {d, other});
                    }
                }
            }
        }
        System.arraycopy(owner, 0, labels, 0, labels.length);
    }

    /** Breadth-first growth of labels into unlabelled cells allowed by {@code open}. */
    private static int flood(int[] labels, boolean[] open, int[] queue, int head, int tail, int size) {
        while (head < tail) {
            int cell = queue[head++];
            int x = cell % size;
            int y = cell / size;
            int label = labels[cell];
            if (x > 0) {
                tail = claim(labels, open, queue, tail, cell - 1, label);
            }
            if (x < size - 1) {
                tail = claim(labels, open, queue, tail, cell + 1, label);
            }
            if (y > 0) {
                tail = claim(labels, open, queue, tail, cell - size, label);
            }
            if (y < size - 1) {
                tail = claim(labels, open, queue, tail, cell + size, label);
            }
        }
        return tail;
    }

    private static int claim(int[] labels, boolean[] open, int[] queue, int tail, int cell, int label) {
        if (open[cell] && labels[cell] == Classifier.NONE) {
            labels[cell] = label;
            queue[tail++] = cell;
        }
        return tail;
    }

    /** Pairs of different fields that meet on open ground, with no shape between them. */
    private static int countLeaks(int[] labels, boolean[] free, List<Integer> fills, TileType tile, int size) {
        int n = tile.features().size();
        boolean[] pairs = new boolean[n * n];
        int leaks = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int cell = y * size + x;
                if (!free[cell]) {
                    continue;
                }
                int a = labels[cell];
                int[] neighbours = {x < size - 1 ? cell + 1 : -1, y < size - 1 ? cell + size : -1};
                for (int other : neighbours) {
                    if (other >= 0 && free[other] && labels[other] != a) {
                        int b = labels[other];
                        int key = Math.min(a, b) * n + Math.max(a, b);
                        if (a >= 0 && b >= 0 && !pairs[key]) {
                            pairs[key] = true;
                            leaks++;
                        }
                    }
                }
            }
        }
        return leaks;
    }

    private int countCoveredPorts(TileType tile) {
        int covered = 0;
        for (int f = 0; f < tile.features().size(); f++) {
            FeatureSpec spec = tile.feature(f);
            for (Port port : spec.ports()) {
                Point2 p = Perimeter.portPoint(port, 0.02);
                if (featureAt(p.u(), p.v()) != f) {
                    covered++;
                }
            }
        }
        return covered;
    }

    static int cellOf(Point2 p, int size) {
        return cellOf(p.u(), p.v(), size);
    }

    static int cellOf(double u, double v, int size) {
        int x = Math.max(0, Math.min(size - 1, (int) Math.floor(u * size)));
        int y = Math.max(0, Math.min(size - 1, (int) Math.floor(v * size)));
        return y * size + x;
    }

    /** The feature at a point of the upright tile: a shape if one claims it, else the field there. */
    int featureAt(double u, double v) {
        int owner = classifier.primitiveAt(u, v);
        return owner != Classifier.NONE ? owner : fillLabels[cellOf(u, v, size)];
    }

    int size() {
        return size;
    }

    int leaks() {
        return leaks;
    }

    int coveredPorts() {
        return coveredPorts;
    }

    /**
     * Where two different fields meet on open ground: for each such meeting, the points midway
     * between the touching cells, grouped by pair of fields and by connected stretch.
     */
    List<List<Point2>> fieldMeetings() {
        int cells = labels.length;
        int[] pairOf = new int[cells];
        Arrays.fill(pairOf, -1);
        Point2[] midpoint = new Point2[cells];
        int n = Math.max(1, Arrays.stream(labels).max().orElse(0) + 1);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int cell = y * size + x;
                if (!free[cell]) {
                    continue;
                }
                int[][] neighbours = {{x + 1, y}, {x, y + 1}};
                for (int[] nb : neighbours) {
                    if (nb[0] >= size || nb[1] >= size) {
                        continue;
                    }
                    int other = nb[1] * size + nb[0];
                    if (free[other] && labels[other] != labels[cell] && labels[cell] >= 0 && labels[other] >= 0) {
                        int a = Math.min(labels[cell], labels[other]);
                        int b = Math.max(labels[cell], labels[other]);
                        pairOf[cell] = a * n + b;
                        midpoint[cell] = new Point2((x + 0.5 + (nb[0] - x) * 0.5) / size,
                                (y + 0.5 + (nb[1] - y) * 0.5) / size);
                    }
                }
            }
        }
        List<List<Point2>> groups = new ArrayList<>();
        boolean[] seen = new boolean[cells];
        int[] stack = new int[cells];
        for (int start = 0; start < cells; start++) {
            if (pairOf[start] < 0 || seen[start]) {
                continue;
            }
            List<Point2> group = new ArrayList<>();
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {
                int cell = stack[--top];
                group.add(midpoint[cell]);
                int x = cell % size;
                int y = cell / size;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= size || ny >= size) {
                            continue;
                        }
                        int other = ny * size + nx;
                        if (!seen[other] && pairOf[other] == pairOf[start]) {
                            seen[other] = true;
                            stack[top++] = other;
                        }
                    }
                }
            }
            groups.add(group);
        }
        return groups;
    }

    int label(int x, int y) {
        return labels[y * size + x];
    }

    Point2 cellCentre(int cell) {
        return new Point2((cell % size + 0.5) / size, (cell / size + 0.5) / size);
    }

    /** Mean of the centres of the feature's cells (may lie outside a bent region). */
    Point2 centroid(int feature) {
        double su = 0;
        double sv = 0;
        int count = 0;
        for (int i = 0; i < labels.length; i++) {
            if (labels[i] == feature) {
                Point2 c = cellCentre(i);
                su += c.u();
                sv += c.v();
                count++;
            }
        }
        return count == 0 ? Point2.CENTRE : new Point2(su / count, sv / count);
    }

    /**
     * Distance, in tile units, from each cell centre to the nearest border of its own feature
     * or of the tile (chamfer distance, good to a few percent).
     */
    double[] clearance() {
        int cells = labels.length;
        double[] d = new double[cells];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int cell = y * size + x;
                int l = labels[cell];
                boolean border = x == 0 || y == 0 || x == size - 1 || y == size - 1
                        || labels[cell - 1] != l || labels[cell + 1] != l
                        || labels[cell - size] != l || labels[cell + size] != l;
                d[cell] = border ? 0.5 : Double.MAX_VALUE;
            }
        }
        double diag = Math.sqrt(2);
        for (int y = 1; y < size; y++) {
            for (int x = 1; x < size - 1; x++) {
                int c = y * size + x;
                d[c] = Math.min(d[c], Math.min(d[c - 1] + 1, d[c - size] + 1));
                d[c] = Math.min(d[c], Math.min(d[c - size - 1] + diag, d[c - size + 1] + diag));
            }
        }
        for (int y = size - 2; y >= 0; y--) {
            for (int x = size - 2; x >= 1; x--) {
                int c = y * size + x;
                d[c] = Math.min(d[c], Math.min(d[c + 1] + 1, d[c + size] + 1));
                d[c] = Math.min(d[c], Math.min(d[c + size + 1] + diag, d[c + size - 1] + diag));
            }
        }
        for (int i = 0; i < cells; i++) {
            d[i] /= size;
        }
        return d;
    }

    /**
     * A cell centre of the feature that is as far inside it as {@code wanted} allows and, among
     * those, near {@code preferred}.
     */
    Point2 anchor(int feature, Point2 preferred, double wanted, double[] clearance) {
        int best = -1;
        double bestScore = -Double.MAX_VALUE;
        for (int i = 0; i < labels.length; i++) {
            if (labels[i] != feature) {
                continue;
            }
            Point2 c = cellCentre(i);
            double score = Math.min(clearance[i], wanted) - 0.1 * c.distance(preferred);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best < 0 ? preferred : cellCentre(best);
    }

    /** The feature's cells traced into rings (even-odd), smoothed to within a cell. */
    List<Polygon> outline(int feature) {
        int corners = size + 1;
        // Directed cracks round each cell of the feature, clockwise on screen, feature on the right.
        int[] next = new int[corners * corners * 2];
        Arrays.fill(next, -1);
        List<int[]> cracks = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (labels[y * size + x] != feature) {
                    continue;
                }
                if (y == 0 || labels[(y - 1) * size + x] != feature) {
                    cracks.add(new int[] {x, y, 0});
                }
                if (x == size - 1 || labels[y * size + x + 1] != feature) {
                    cracks.add(new int[] {x + 1, y, 1});
                }
                if (y == size - 1 || labels[(y + 1) * size + x] != feature) {
                    cracks.add(new int[] {x + 1, y + 1, 2});
                }
                if (x == 0 || labels[y * size + x - 1] != feature) {
                    cracks.add(new int[] {x, y + 1, 3});
                }
            }
        }
        for (int i = 0; i < cracks.size(); i++) {
            int[] c = cracks.get(i);
            int vertex = c[1] * corners + c[0];
            next[vertex * 2 + (next[vertex * 2] < 0 ? 0 : 1)] = i;
        }
        boolean[] used = new boolean[cracks.size()];
        int[] du = {1, 0, -1, 0};
        int[] dv = {0, 1, 0, -1};
        List<Polygon> rings = new ArrayList<>();
        for (int start = 0; start < cracks.size(); start++) {
            if (used[start]) {
                continue;
            }
            List<double[]> points = new ArrayList<>();
            int current = start;
            while (current >= 0 && !used[current]) {
                used[current] = true;
                int[] c = cracks.get(current);
                int ex = c[0] + du[c[2]];
                int ey = c[1] + dv[c[2]];
                boolean onBorder = (c[2] == 0 && c[1] == 0) || (c[2] == 2 && c[1] == size)
                        || (c[2] == 1 && c[0] == size) || (c[2] == 3 && c[0] == 0);
                if (onBorder) {
                    points.add(new double[] {c[0], c[1]});
                }
                points.add(new double[] {(c[0] + ex) / 2.0, (c[1] + ey) / 2.0});
                int vertex = ey * corners + ex;
                int a = next[vertex * 2];
                int b = next[vertex * 2 + 1];
                int chosen = -1;
                if (a >= 0 && !used[a] && b >= 0 && !used[b]) {
                    // Two ways on at a saddle: turn right, keeping diagonal neighbours apart.
                    chosen = cracks.get(a)[2] == (c[2] + 1) % 4 ? a : b;
                } else if (a >= 0 && !used[a]) {
                    chosen = a;
                } else if (b >= 0 && !used[b]) {
                    chosen = b;
                }
                current = chosen;
            }
            List<double[]> simple = simplifyRing(points, 0.7);
            if (simple.size() >= 3) {
                rings.add(new Polygon(simple.stream().map(p -> new Point2(p[0] / size, p[1] / size)).toList()));
            }
        }
        return rings;
    }

    private static List<double[]> simplifyRing(List<double[]> ring, double tolerance) {
        if (ring.size() < 4) {
            return ring;
        }
        int far = 0;
        double farDistance = -1;
        for (int i = 1; i < ring.size(); i++) {
            double d = Math.hypot(ring.get(i)[0] - ring.get(0)[0], ring.get(i)[1] - ring.get(0)[1]);
            if (d > farDistance) {
                farDistance = d;
                far = i;
            }
        }
        List<double[]> first = new ArrayList<>(ring.subList(0, far + 1));
        List<double[]> second = new ArrayList<>(ring.subList(far, ring.size()));
        second.add(ring.get(0));
        List<double[]> out = new ArrayList<>(simplifyChain(first, tolerance));
        List<double[]> rest = simplifyChain(second, tolerance);
        out.addAll(rest.subList(1, rest.size() - 1));
        return out;
    }

    private static List<double[]> simplifyChain(List<double[]> chain, double tolerance) {
        boolean[] keep = new boolean[chain.size()];
        keep[0] = true;
        keep[chain.size() - 1] = true;
        int[] stack = new int[chain.size() * 2 + 2];
        int top = 0;
        stack[top++] = 0;
        stack[top++] = chain.size() - 1;
        while (top > 0) {
            int last = stack[--top];
            int first = stack[--top];
            double[] a = chain.get(first);
            double[] b = chain.get(last);
            int index = -1;
            double worst = tolerance * tolerance;
            for (int i = first + 1; i < last; i++) {
                double[] p = chain.get(i);
                double d = Polyline.segmentDistanceSquared(p[0], p[1], a[0], a[1], b[0], b[1]);
                if (d > worst) {
                    worst = d;
                    index = i;
                }
            }
            if (index >= 0) {
                keep[index] = true;
                stack[top++] = first;
                stack[top++] = index;
                stack[top++] = index;
                stack[top++] = last;
            }
        }
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < chain.size(); i++) {
            if (keep[i]) {
                out.add(chain.get(i));
            }
        }
        return out;
    }
}
