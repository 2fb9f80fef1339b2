package org.tablecompanion.recognizer.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;

/**
 * Reads the board as a whole: neighbouring tiles must show the same terrain where they touch,
 * and no tile type can lie more often than the box holds it. Starting from every cell's best
 * reading, each cell in turn takes the reading that best agrees with its picture, its current
 * neighbours and the counts, until nothing changes; a misread tile is so corrected by its
 * neighbours. The final per-cell scores include those terms, so a reading the neighbours
 * contradict shows a small margin.
 */
public final class BoardSolver {

    /** Log-likelihood cost of one edge port whose terrain does not match the neighbour's. */
    static final double PORT_MISMATCH = 2.5;
    /** Log-likelihood cost of each tile beyond the box's count of its type. */
    static final double OVER_COUNT = 3.0;

    private final Catalog catalog;
    private final Map<String, TileType> types;
    private final Map<String, Terrain[]> edgeTerrain = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<String, String> keys = new java.util.concurrent.ConcurrentHashMap<>();

    public BoardSolver(Catalog catalog) {
        this.catalog = catalog;
        this.types = catalog.byId();
    }

    public Map<Cell, CellBelief> solve(Map<Cell, List<Candidate>> readings) {
        Map<Cell, Integer> chosen = new LinkedHashMap<>();
        readings.forEach((c, list) -> chosen.put(c, 0));
        Map<String, Integer> counts = new HashMap<>();
        readings.forEach((c, list) -> counts.merge(list.get(0).tileId(), 1, Integer::sum));
        List<Cell> order = new ArrayList<>(readings.keySet());
        order.sort(Comparator.naturalOrder());
        for (int sweep = 0; sweep < 12; sweep++) {
            boolean changed = false;
            for (Cell c : order) {
                List<Candidate> list = readings.get(c);
                int current = chosen.get(c);
                counts.merge(list.get(current).tileId(), -1, Integer::sum);
                int best = current;
                double bestScore = -Double.MAX_VALUE;
                for (int k = 0; k < list.size(); k++) {
                    double s = total(c, list.get(k), readings, chosen, counts);
                    if (s > bestScore + 1e-9) {
                        bestScore = s;
                        best = k;
                    }
                }
                counts.merge(list.get(best).tileId(), 1, Integer::sum);
                if (best != current) {
                    chosen.put(c, best);
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
        Map<Cell, CellBelief> out = new LinkedHashMap<>();
        for (Cell c : order) {
            List<Candidate> list = readings.get(c);
            counts.merge(list.get(chosen.get(c)).tileId(), -1, Integer::sum);
            List<Candidate> rescored = new ArrayList<>();
            for (Candidate k : list) {
                rescored.add(new Candidate(k.tileId(), k.rotation(), total(c, k, readings, chosen, counts)));
            }
            counts.merge(list.get(chosen.get(c)).tileId(), 1, Integer::sum);
            rescored.sort(Comparator.comparingDouble(Candidate::score).reversed());
            out.put(c, merged(c, rescored));
        }
        return out;
    }

    /**
     * Readings that put the same features on the same edges are one reading (a tile turned onto
     * its own symmetry): the best stands for all, its belief is their sum.
     */
    public CellBelief merged(Cell c, List<Candidate> sorted) {
        List<Double> p = softmax(sorted);
        List<Candidate> kept = new ArrayList<>();
        List<Double> shares = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        for (int k = 0; k < sorted.size(); k++) {
            String key = layoutKey(sorted.get(k));
            int at = keys.indexOf(key);
            if (at < 0) {
                keys.add(key);
                kept.add(sorted.get(k));
                shares.add(p.get(k));
            } else {
                shares.set(at, shares.get(at) + p.get(k));
            }
        }
        return new CellBelief(c, kept, shares);
    }

    /** The tile id and, per port, which feature (by its ports) holds it once turned. */
    private String layoutKey(Candidate k) {
        return keys.computeIfAbsent(k.tileId() + "@" + k.rotation(), x -> {
            TileType t = types.get(k.tileId());
            StringBuilder sb = new StringBuilder(k.tileId());
            for (Port p : Port.values()) {
                java.util.Optional<Integer> f = t.featureAt(p, k.rotation());
                sb.append('|').append(f.map(i -> t.feature(i).terrain().name() + t.feature(i).ports().size()
                        + ":" + portsOf(t, i, k)).orElse("-"));
            }
            return sb.toString();
        });
    }

    private static String portsOf(TileType t, int feature, Candidate k) {
        List<String> ports = new ArrayList<>();
        for (Port p : t.feature(feature).ports()) {
            ports.add(p.rotate(k.rotation()).name());
        }
        java.util.Collections.sort(ports);
        return String.join(",", ports);
    }

    private static List<Double> softmax(List<Candidate> list) {
        double max = list.get(0).score();
        double sum = 0;
        List<Double> e = new ArrayList<>();
        for (Candidate k : list) {
            double v = Math.exp(k.score() - max);
            e.add(v);
            sum += v;
        }
        List<Double> out = new ArrayList<>();
        for (double v : e) {
            out.add(v / sum);
        }
        return out;
    }

    /** Picture score plus agreement with the current neighbours and the counts. */
    private double total(Cell c, Candidate k, Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                         Map<String, Integer> countsWithout) {
        double s = k.score();
        for (Edge e : Edge.values()) {
            Cell n = c.neighbour(e.dx(), e.dy());
            List<Candidate> nl = readings.get(n);
            if (nl == null) {
                continue;
            }
            Candidate other = nl.get(chosen.get(n));
            s -= PORT_MISMATCH * mismatches(k, e, other);
        }
        TileType t = types.get(k.tileId());
        int allowed = t == null ? 0 : t.count();
        int used = countsWithout.getOrDefault(k.tileId(), 0) + 1;
        if (used > allowed) {
            s -= OVER_COUNT;
        }
        return s;
    }

    /** How many of the three ports on edge {@code e} of {@code a} disagree with the neighbour {@code b}. */
    int mismatches(Candidate a, Edge e, Candidate b) {
        Terrain[] ta = terrains(a);
        Terrain[] tb = terrains(b);
        int n = 0;
        for (Port p : Port.ofEdge(e)) {
            Port q = p.facing();
            if (!compatible(ta[p.ordinal()], tb[q.ordinal()])) {
                n++;
            }
        }
        return n;
    }

    private static boolean compatible(Terrain a, Terrain b) {
        return a == b;
    }

    private Terrain[] terrains(Candidate k) {
        return edgeTerrain.computeIfAbsent(k.tileId() + "@" + k.rotation(), key -> {
            TileType t = types.get(k.tileId());
            Terrain[] out = new Terrain[12];
            for (Port p : Port.values()) {
                out[p.ordinal()] = t.terrainAt(p, k.rotation());
            }
            return out;
        });
    }

    public Catalog catalog() {
        return catalog;
    }

}
