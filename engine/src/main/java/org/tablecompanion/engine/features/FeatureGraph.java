package org.tablecompanion.engine.features;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * The features of a growing board: one union-find over feature parts, joined through touching
 * ports of the same terrain. It knows nothing of any particular terrain except the monastery's
 * completion (eight surrounding tiles), so forests, rivers and meadows reuse it unchanged.
 *
 * <p>Mutable and owned by one game; {@link #snapshot()} gives the immutable {@link Features}.
 * Tiles can only be added: a correction that changes an earlier tile rebuilds the graph by
 * replaying, which keeps this class simple and its answers exact.
 */
public final class FeatureGraph {

    private UnionFind sets = new UnionFind(256);
    private final List<PlacedTile> tiles = new ArrayList<>();
    private final Map<Position, Integer> slotOf = new HashMap<>();
    private final List<Integer> firstPart = new ArrayList<>();
    private Board board = Board.empty();
    // Per part: its tile slot and feature index.
    private int[] partSlot = new int[256];
    private int[] partIndex = new int[256];
    // Per root: ports with no tile beyond them, and the members of the set.
    private int[] openPorts = new int[256];
    private final List<List<Integer>> members = new ArrayList<>();
    private final Map<Integer, Feature> cache = new HashMap<>();

    public FeatureGraph() {
    }

    /** A graph of every tile of a board, in the board's laying order. */
    public static FeatureGraph of(Board board) {
        FeatureGraph g = new FeatureGraph();
        for (PlacedTile t : board.tiles()) {
            g.add(t);
        }
        return g;
    }

    public Board board() {
        return board;
    }

    /** Adds a tile on an empty square and joins its features to the touching ones. */
    public void add(PlacedTile tile) {
        if (slotOf.containsKey(tile.position())) {
            throw new IllegalArgumentException("square " + tile.position() + " already holds a tile");
        }
        cache.clear();
        int slot = tiles.size();
        tiles.add(tile);
        slotOf.put(tile.position(), slot);
        board = board.with(tile);
        int first = sets.size();
        firstPart.add(first);
        for (int i = 0; i < tile.featureCount(); i++) {
            int part = sets.add();
            ensureCapacity(part + 1);
            partSlot[part] = slot;
            partIndex[part] = i;
            openPorts[part] = tile.feature(i).ports().size();
            List<Integer> m = new ArrayList<>(4);
            m.add(part);
            members.add(m);
        }
        for (Edge e : Edge.values()) {
            Integer neighbourSlot = slotOf.get(tile.position().neighbour(e));
            if (neighbourSlot == null) {
                continue;
            }
            PlacedTile neighbour = tiles.get(neighbourSlot);
            int neighbourFirst = firstPart.get(neighbourSlot);
            for (Port p : Port.ofEdge(e)) {
                int mine = tile.featureIndexAt(p);
                int theirs = neighbour.featureIndexAt(p.facing());
                if (mine >= 0) {
                    openPorts[sets.find(first + mine)]--;
                }
                if (theirs >= 0) {
                    openPorts[sets.find(neighbourFirst + theirs)]--;
                }
                if (mine >= 0 && theirs >= 0
                        && tile.feature(mine).terrain() == neighbour.feature(theirs).terrain()) {
                    join(first + mine, neighbourFirst + theirs);
                }
            }
        }
    }

    private void join(int a, int b) {
        int ra = sets.find(a);
        int rb = sets.find(b);
        int root = sets.union(ra, rb);
        if (root < 0) {
            return;
        }
        int gone = root == ra ? rb : ra;
        openPorts[root] += openPorts[gone];
        members.get(root).addAll(members.get(gone));
        members.set(gone, List.of());
    }

    private void ensureCapacity(int n) {
        if (n > partSlot.length) {
            int len = Math.max(n, partSlot.length * 2);
            partSlot = java.util.Arrays.copyOf(partSlot, len);
            partIndex = java.util.Arrays.copyOf(partIndex, len);
            openPorts = java.util.Arrays.copyOf(openPorts, len);
        }
    }

    public int tileCount() {
        return tiles.size();
    }

    /** The part number of a feature of a placed tile, or -1 if there is no such tile or feature. */
    public int partNumber(FeaturePart part) {
        Integer slot = slotOf.get(part.position());
        if (slot == null || part.index() < 0 || part.index() >= tiles.get(slot).featureCount()) {
            return -1;
        }
        return firstPart.get(slot) + part.index();
    }

    /** The part that a part number names. */
    public FeaturePart part(int partNumber) {
        return new FeaturePart(tiles.get(partSlot[partNumber]).position(), partIndex[partNumber]);
    }

    /** The root part number of the feature holding a part (two parts are in one feature iff equal). */
    public int root(FeaturePart part) {
        int n = partNumber(part);
        if (n < 0) {
            throw new IllegalArgumentException("no feature " + part.index() + " on a tile at " + part.position());
        }
        return sets.find(n);
    }

    public boolean sameFeature(FeaturePart a, FeaturePart b) {
        return root(a) == root(b);
    }

    /** The feature holding a part, if that tile and feature exist. */
    public Optional<Feature> featureOf(FeaturePart part) {
        int n = partNumber(part);
        return n < 0 ? Optional.empty() : Optional.of(featureOfRoot(sets.find(n)));
    }

    /** The features that parts of the tile at a square belong to, one per feature (no repeats). */
    public List<Feature> featuresOnTile(Position position) {
        Integer slot = slotOf.get(position);
        if (slot == null) {
            return List.of();
        }
        Set<Integer> roots = new LinkedHashSet<>();
        int first = firstPart.get(slot);
        for (int i = 0; i < tiles.get(slot).featureCount(); i++) {
            roots.add(sets.find(first + i));
        }
        List<Feature> result = new ArrayList<>(roots.size());
        roots.forEach(r -> result.add(featureOfRoot(r)));
        return result;
    }

    /** Every feature on the board, ordered by anchor (laying order, then feature index). */
    public List<Feature> features() {
        List<Feature> result = new ArrayList<>();
        for (int p = 0; p < sets.size(); p++) {
            if (sets.find(p) == p) {
                result.add(featureOfRoot(p));
            }
        }
        result.sort((a, b) -> Integer.compare(partNumber(a.anchor()), partNumber(b.anchor())));
        return result;
    }

    /**
     * Whether the feature holding a part is complete, without building it: no open port, or for a
     * monastery eight surrounding tiles.
     */
    public boolean isComplete(FeaturePart part) {
        int n = partNumber(part);
        if (n < 0) {
            return false;
        }
        PlacedTile t = tiles.get(partSlot[n]);
        if (t.feature(partIndex[n]).terrain() == Terrain.MONASTERY) {
            return board.surroundingCount(t.position()) == 8;
        }
        return openPorts[sets.find(n)] == 0;
    }

    /**
     * How many features laying this tile (on an empty square) would complete, without laying it:
     * cities, roads and the like whose last open ports it closes, and monasteries it surrounds.
     * Random players use it to play like people, who close features far more than chance does.
     */
    public int wouldComplete(PlacedTile tile) {
        int n = tile.featureCount();
        UnionFind local = new UnionFind(n + 8);
        for (int i = 0; i < n; i++) {
            local.add();
        }
        int[] open = new int[n + 8];
        Map<Integer, Integer> localOfRoot = new HashMap<>();
        List<Integer> roots = new ArrayList<>();
        for (Edge e : Edge.values()) {
            Integer neighbourSlot = slotOf.get(tile.position().neighbour(e));
            PlacedTile neighbour = neighbourSlot == null ? null : tiles.get(neighbourSlot);
            for (Port p : Port.ofEdge(e)) {
                int mine = tile.featureIndexAt(p);
                if (neighbour == null) {
                    if (mine >= 0) {
                        open[mine]++;
                    }
                    continue;
                }
                int theirs = neighbour.featureIndexAt(p.facing());
                if (theirs < 0) {
                    continue;
                }
                int root = sets.find(firstPart.get(neighbourSlot) + theirs);
                Integer l = localOfRoot.get(root);
                if (l == null) {
                    l = local.add();
                    if (l >= open.length) {
                        open = java.util.Arrays.copyOf(open, open.length * 2);
                    }
                    open[l] = openPorts[root];
                    localOfRoot.put(root, l);
                    roots.add(root);
                }
                open[l]--;
                if (mine >= 0 && tile.feature(mine).terrain() == neighbour.feature(theirs).terrain()) {
                    local.union(mine, l);
                }
            }
        }
        Map<Integer, Integer> openByGroup = new HashMap<>();
        Map<Integer, Boolean> hasNewPart = new HashMap<>();
        for (int i = 0; i < local.size(); i++) {
            int g = local.find(i);
            openByGroup.merge(g, open[i], Integer::sum);
            if (i < n && !tile.feature(i).ports().isEmpty()) {
                hasNewPart.put(g, true);
            }
        }
        int completed = 0;
        for (Map.Entry<Integer, Integer> g : openByGroup.entrySet()) {
            if (g.getValue() == 0 && hasNewPart.getOrDefault(g.getKey(), false)) {
                completed++;
            }
        }
        for (int i = 0; i < n; i++) {
            if (tile.feature(i).terrain() == Terrain.MONASTERY && board.surroundingCount(tile.position()) == 8) {
                completed++;
            }
        }
        for (Position around : tile.position().surrounding()) {
            Integer slot = slotOf.get(around);
            if (slot == null) {
                continue;
            }
            PlacedTile t = tiles.get(slot);
            for (int i = 0; i < t.featureCount(); i++) {
                if (t.feature(i).terrain() == Terrain.MONASTERY && board.surroundingCount(around) == 7) {
                    completed++;
                }
            }
        }
        return completed;
    }

    /** Open ports of the feature holding a part: cheap, no list is built. */
    public int openPortCount(FeaturePart part) {
        return openPorts[root(part)];
    }

    private Feature featureOfRoot(int root) {
        Feature cached = cache.get(root);
        if (cached != null) {
            return cached;
        }
        List<Integer> m = new ArrayList<>(members.get(root));
        Collections.sort(m);
        List<FeaturePart> parts = new ArrayList<>(m.size());
        LinkedHashSet<Position> squares = new LinkedHashSet<>();
        List<OpenPort> open = new ArrayList<>();
        int pennants = 0;
        Terrain terrain = null;
        for (int p : m) {
            PlacedTile t = tiles.get(partSlot[p]);
            int index = partIndex[p];
            parts.add(new FeaturePart(t.position(), index));
            squares.add(t.position());
            pennants += t.feature(index).pennants();
            terrain = t.feature(index).terrain();
            for (Port port : t.boardPorts(index)) {
                if (!slotOf.containsKey(t.position().neighbour(port.edge()))) {
                    open.add(new OpenPort(t.position(), port));
                }
            }
        }
        boolean complete = terrain == Terrain.MONASTERY
                ? board.surroundingCount(parts.get(0).position()) == 8
                : open.isEmpty();
        Feature f = new Feature(parts.get(0), terrain, parts, new ArrayList<>(squares), open, pennants, complete);
        cache.put(root, f);
        return f;
    }

    /** An immutable view of every feature as the board lies now. */
    public Features snapshot() {
        return new Features(features());
    }

    /** A deep copy (a game's what-if views use it). */
    public FeatureGraph copy() {
        FeatureGraph c = new FeatureGraph();
        c.copyFrom(this);
        return c;
    }

    private void copyFrom(FeatureGraph o) {
        tiles.addAll(o.tiles);
        slotOf.putAll(o.slotOf);
        firstPart.addAll(o.firstPart);
        board = o.board;
        partSlot = o.partSlot.clone();
        partIndex = o.partIndex.clone();
        openPorts = o.openPorts.clone();
        for (List<Integer> m : o.members) {
            members.add(new ArrayList<>(m));
        }
        sets = o.sets.copy();
    }
}
