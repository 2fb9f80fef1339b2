package org.tablecompanion.engine.features;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.PlacementCheck;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.FeatureSpec;
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
 *
 * <p>Everything inside is numbered, for speed: tiles by their place in the laying order (the
 * board's {@link Board#indexAt}), parts consecutively per tile. {@link Feature} values are built
 * only when asked for, and kept until the next tile is added.
 */
public final class FeatureGraph {

    private static final Edge[] EDGES = Edge.values();
    private static final Port[] PORTS = Port.values();
    /** Port ordinal to the ordinal of the neighbour's port touching it ({@link Port#facing()}). */
    private static final int[] FACING = new int[12];
    /** The eight squares around a square, row by row (see {@link #around}). */
    private static final int[] AROUND_DX = {-1, 0, 1, -1, 1, -1, 0, 1};
    private static final int[] AROUND_DY = {-1, -1, -1, 0, 0, 1, 1, 1};
    /** The eight in the order {@link #add} finds them: the four edge neighbours, then the corners. */
    private static final int[] EDGES_FIRST = {1, 3, 4, 6, 0, 2, 5, 7};
    /**
     * For a corner k (else -1): the edge neighbours A (beside it in the same row) and B (in the
     * same column), and where the corner lies as seen from A and from B.
     */
    private static final int[] CORNER_VIA_A = {3, -1, 4, -1, -1, 3, -1, 4};
    private static final int[] CORNER_VIA_B = {1, -1, 1, -1, -1, 6, -1, 6};
    private static final int[] CORNER_FROM_A = {1, -1, 1, -1, -1, 6, -1, 6};
    private static final int[] CORNER_FROM_B = {3, -1, 4, -1, -1, 3, -1, 4};
    /** Which of the eight is beyond each board edge N, E, S, W. */
    private static final int[] EDGE_AROUND = {1, 4, 6, 3};
    /** For each set of covered edges (bit per edge), the ports on them (bit per port ordinal). */
    private static final int[] COVERED_PORTS = new int[16];

    static {
        for (Port p : PORTS) {
            FACING[p.ordinal()] = p.facing().ordinal();
        }
        for (int edges = 0; edges < 16; edges++) {
            for (int e = 0; e < 4; e++) {
                if ((edges & (1 << e)) != 0) {
                    COVERED_PORTS[edges] |= 7 << (3 * e);
                }
            }
        }
    }

    private UnionFind sets;
    /** Tiles laid whose type lists a port twice (see {@link #addChecked}). */
    private int tilesWithPortsListedTwice;
    private Board board;
    // Per tile, by its place in the laying order.
    private int tileCount;
    private PlacedTile[] tiles;
    private int[] firstPart;
    private int[] partCount;
    /** How many monasteries each tile holds (almost always 0 or 1). */
    private byte[] monasteries;
    /** Which feature of the tile holds each board port, -1 for none: [tile * 12 + port ordinal]. */
    private byte[] portFeature;
    /** Bit e set when a tile lies beyond the tile's board edge e. */
    private byte[] coveredEdges;
    /**
     * The tiles on the eight squares around each tile, -1 where empty: [tile * 8 + k], k running
     * row by row from the north-west corner to the south-east one (the tile itself left out), so
     * the square opposite k is 7 - k. With the count per tile, monasteries need no lookups.
     */
    private int[] around;
    private byte[] aroundCount;
    // Per part: its tile and feature index and terrain; the board ports it holds (bit per port
    // ordinal); the next member of its set (a ring).
    private int[] partSlot;
    private int[] partIndex;
    private Terrain[] partTerrain;
    private FeatureSpec[] partSpec;
    private int[] partPorts;
    private int[] nextMember;
    /**
     * Per root: the lowest part number in its set, the feature's anchor. Kept up to date by every
     * join (the lower of the two), so ordering features by anchor needs no walk round their member
     * rings: final scoring orders fields and the cities they touch, whose rings are long.
     */
    private int[] lowestPart;
    // Per root: ports with no tile beyond them.
    private int[] openPorts;
    // Features built for the current version of the graph (every tile added starts a new one).
    private int version;
    private Feature[] built;
    private int[] builtVersion;
    private List<Feature> all;
    private int allVersion = -1;
    private int[] seen;
    private int seenStamp;
    private int[] scratch;

    public FeatureGraph() {
        this(64);
    }

    /** An empty graph with room for about this many tiles before it grows. */
    public FeatureGraph(int expectedTiles) {
        int t = Math.max(16, expectedTiles);
        int p = 4 * t; // a tile has about three or four features
        board = Board.empty(expectedTiles);
        sets = new UnionFind(p);
        tiles = new PlacedTile[t];
        firstPart = new int[t];
        partCount = new int[t];
        monasteries = new byte[t];
        portFeature = new byte[t * 12];
        coveredEdges = new byte[t];
        around = new int[t * 8];
        aroundCount = new byte[t];
        partSlot = new int[p];
        partIndex = new int[p];
        partTerrain = new Terrain[p];
        partSpec = new FeatureSpec[p];
        partPorts = new int[p];
        nextMember = new int[p];
        lowestPart = new int[p];
        openPorts = new int[p];
        built = new Feature[p];
        builtVersion = new int[p];
        seen = new int[p];
        scratch = new int[64];
    }

    /**
     * The start of a copy: takes nothing of the source, and allocates none of the arrays the copy
     * sets anyway (every final state's snapshot copies a graph).
     */
    private FeatureGraph(FeatureGraph source) {
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
        add(tile, false);
    }

    /**
     * Adds a tile as {@link #add} does and says what {@link Board#check} said of it on the board
     * just before (the square was free: add refuses an occupied one): whether it touches a tile
     * and which of its edges do not continue the terrain. Found while joining the features, so
     * the neighbours are looked up once.
     */
    public PlacementCheck addChecked(PlacedTile tile) {
        return add(tile, true);
    }

    private PlacementCheck add(PlacedTile tile, boolean check) {
        TileShape shape = TileShape.of(tile.type());
        // A tile type listing a port twice (no checked catalog has one) is read differently by
        // the board (the last feature holds the port) and here (the first): then ask the board.
        PlacementCheck asBoardSays = check && (shape.portListedTwice || tilesWithPortsListedTwice > 0)
                ? board.check(tile.type(), tile.position(), tile.rotation()) : null;
        board = board.with(tile); // refuses an occupied square
        if (shape.portListedTwice) {
            tilesWithPortsListedTwice++;
        }
        version++;
        int slot = tileCount;
        ensureTileCapacity(slot + 1);
        tiles[slot] = tile;
        tileCount++;
        int first = sets.size();
        firstPart[slot] = first;
        partCount[slot] = tile.featureCount();
        int base = slot * 12;
        int r = tile.rotation().ordinal();
        int turn = 3 * r;
        for (int p = 0; p < 12; p++) {
            portFeature[base + (p + turn) % 12] = shape.portFeature[p];
        }
        monasteries[slot] = shape.monasteries;
        for (int i = 0; i < shape.specs.length; i++) {
            int part = sets.add();
            ensurePartCapacity(part + 1);
            partSlot[part] = slot;
            partIndex[part] = i;
            partTerrain[part] = shape.terrains[i];
            partSpec[part] = shape.specs[i];
            nextMember[part] = part;
            lowestPart[part] = part;
            openPorts[part] = shape.portCounts[i];
            partPorts[part] = shape.boardPorts(i, turn);
        }
        int x = tile.x();
        int y = tile.y();
        int count = 0;
        for (int k : EDGES_FIRST) {
            int s;
            int viaA = CORNER_VIA_A[k];
            if (viaA < 0) { // an edge neighbour: look it up
                s = board.indexAt(x + AROUND_DX[k], y + AROUND_DY[k]);
            } else { // a corner: it is a neighbour of a neighbour, if either is there
                int a = around[slot * 8 + viaA];
                int b = around[slot * 8 + CORNER_VIA_B[k]];
                s = a >= 0 ? around[a * 8 + CORNER_FROM_A[k]]
                        : b >= 0 ? around[b * 8 + CORNER_FROM_B[k]]
                        : board.indexAt(x + AROUND_DX[k], y + AROUND_DY[k]);
            }
            around[slot * 8 + k] = s;
            if (s >= 0) {
                count++;
                aroundCount[s]++;
                around[s * 8 + 7 - k] = slot;
            }
        }
        aroundCount[slot] = (byte) count;
        int covered = 0;
        List<Edge> mismatched = null;
        for (Edge e : EDGES) {
            int neighbourSlot = around[slot * 8 + EDGE_AROUND[e.ordinal()]];
            if (neighbourSlot < 0) {
                continue;
            }
            covered |= 1 << e.ordinal();
            coveredEdges[neighbourSlot] |= (byte) (1 << ((e.ordinal() + 2) & 3));
            int neighbourFirst = firstPart[neighbourSlot];
            int neighbourBase = neighbourSlot * 12;
            boolean continues = true;
            for (int p = e.ordinal() * 3; p < e.ordinal() * 3 + 3; p++) {
                int mine = portFeature[base + p];
                int theirs = portFeature[neighbourBase + FACING[p]];
                Terrain mineTerrain = mine >= 0 ? partTerrain[first + mine] : null;
                Terrain theirTerrain = theirs >= 0 ? partTerrain[neighbourFirst + theirs] : null;
                continues &= mineTerrain == theirTerrain;
                int mineRoot = mine >= 0 ? sets.find(first + mine) : -1;
                int theirRoot = theirs >= 0 ? sets.find(neighbourFirst + theirs) : -1;
                if (mine >= 0) {
                    openPorts[mineRoot]--;
                }
                if (theirs >= 0) {
                    openPorts[theirRoot]--;
                }
                if (mine >= 0 && theirs >= 0 && mineTerrain == theirTerrain) {
                    joinRoots(mineRoot, theirRoot);
                }
            }
            if (!continues && check) {
                if (mismatched == null) {
                    mismatched = new ArrayList<>(2);
                }
                mismatched.add(e);
            }
        }
        coveredEdges[slot] = (byte) covered;
        if (!check) {
            return null;
        }
        return asBoardSays != null ? asBoardSays
                : new PlacementCheck(false, covered != 0, mismatched == null ? List.of() : mismatched);
    }

    private void joinRoots(int ra, int rb) {
        int root = sets.unionRoots(ra, rb);
        if (root < 0) {
            return;
        }
        int gone = root == ra ? rb : ra;
        openPorts[root] += openPorts[gone];
        lowestPart[root] = Math.min(lowestPart[root], lowestPart[gone]);
        // Splice the two member rings into one.
        int t = nextMember[ra];
        nextMember[ra] = nextMember[rb];
        nextMember[rb] = t;
    }

    private void ensureTileCapacity(int n) {
        if (n > tiles.length) {
            int len = Math.max(n, tiles.length * 2);
            tiles = Arrays.copyOf(tiles, len);
            firstPart = Arrays.copyOf(firstPart, len);
            partCount = Arrays.copyOf(partCount, len);
            monasteries = Arrays.copyOf(monasteries, len);
            portFeature = Arrays.copyOf(portFeature, len * 12);
            coveredEdges = Arrays.copyOf(coveredEdges, len);
            around = Arrays.copyOf(around, len * 8);
            aroundCount = Arrays.copyOf(aroundCount, len);
        }
    }

    private void ensurePartCapacity(int n) {
        if (n > partSlot.length) {
            int len = Math.max(n, partSlot.length * 2);
            partSlot = Arrays.copyOf(partSlot, len);
            partIndex = Arrays.copyOf(partIndex, len);
            partTerrain = Arrays.copyOf(partTerrain, len);
            partSpec = Arrays.copyOf(partSpec, len);
            partPorts = Arrays.copyOf(partPorts, len);
            nextMember = Arrays.copyOf(nextMember, len);
            lowestPart = Arrays.copyOf(lowestPart, len);
            openPorts = Arrays.copyOf(openPorts, len);
            built = Arrays.copyOf(built, len);
            builtVersion = Arrays.copyOf(builtVersion, len);
            seen = Arrays.copyOf(seen, len);
        }
    }

    public int tileCount() {
        return tileCount;
    }

    /** The part number of a feature of a placed tile, or -1 if there is no such tile or feature. */
    public int partNumber(FeaturePart part) {
        Position p = part.position();
        int slot = board.indexAt(p.x(), p.y());
        if (slot < 0 || part.index() < 0 || part.index() >= partCount[slot]) {
            return -1;
        }
        return firstPart[slot] + part.index();
    }

    /** The part that a part number names. */
    public FeaturePart part(int partNumber) {
        return new FeaturePart(tiles[partSlot[partNumber]].position(), partIndex[partNumber]);
    }

    /** The root part number of the feature holding a numbered part ({@link #partNumber}). */
    public int rootOfPart(int partNumber) {
        return sets.find(partNumber);
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
        int slot = board.indexAt(position.x(), position.y());
        if (slot < 0) {
            return List.of();
        }
        int first = firstPart[slot];
        int n = partCount[slot];
        List<Feature> result = new ArrayList<>(n);
        int[] roots = new int[n];
        int distinct = 0;
        for (int i = 0; i < n; i++) {
            int r = sets.find(first + i);
            boolean again = false;
            for (int k = 0; k < distinct && !again; k++) {
                again = roots[k] == r;
            }
            if (!again) {
                roots[distinct++] = r;
                result.add(featureOfRoot(r));
            }
        }
        return result;
    }

    /**
     * The features holding the first {@code count} of these part numbers, each once, ordered by
     * anchor like {@link #features()}: the features figures stand on, without building the others.
     */
    public List<Feature> featuresHolding(int[] partNumbers, int count) {
        int stamp = ++seenStamp;
        int[] roots = new int[count];
        int distinct = 0;
        for (int i = 0; i < count; i++) {
            int r = sets.find(partNumbers[i]);
            if (seen[r] != stamp) {
                seen[r] = stamp;
                roots[distinct++] = r;
            }
        }
        return inAnchorOrder(roots, distinct);
    }

    /**
     * The features that the parts of a part's feature touch on their own tiles as the catalog
     * lists them ({@code touchesCities}: the cities a field borders), each once, ordered by anchor.
     */
    public List<Feature> featuresTouchedBy(FeaturePart part) {
        int root = root(part);
        int stamp = ++seenStamp;
        int[] roots = new int[8];
        int distinct = 0;
        int m = root;
        do {
            int slot = partSlot[m];
            List<Integer> touched = partSpec[m].touchesCities();
            for (int k = 0; k < touched.size(); k++) {
                int index = touched.get(k);
                if (index < 0 || index >= partCount[slot]) {
                    continue; // no such feature on the tile
                }
                int r = sets.find(firstPart[slot] + index);
                if (seen[r] != stamp) {
                    seen[r] = stamp;
                    if (distinct == roots.length) {
                        roots = Arrays.copyOf(roots, distinct * 2);
                    }
                    roots[distinct++] = r;
                }
            }
            m = nextMember[m];
        } while (m != root);
        return inAnchorOrder(roots, distinct);
    }

    /** The features of these roots, ordered by anchor. */
    private List<Feature> inAnchorOrder(int[] roots, int distinct) {
        // The anchor is a set's lowest part number: (anchor << 32 | root) sorts as anchors do.
        long[] keyed = new long[distinct];
        for (int i = 0; i < distinct; i++) {
            keyed[i] = (long) lowestPart[roots[i]] << 32 | roots[i];
        }
        Arrays.sort(keyed);
        List<Feature> result = new ArrayList<>(distinct);
        for (long k : keyed) {
            result.add(featureOfRoot((int) k));
        }
        return result;
    }

    /** Every feature on the board, ordered by anchor (laying order, then feature index). */
    public List<Feature> features() {
        if (allVersion != version) {
            int stamp = ++seenStamp;
            int parts = sets.size();
            List<Feature> result = new ArrayList<>();
            // A set is met first at its lowest part number, its anchor: features come out in anchor order.
            for (int p = 0; p < parts; p++) {
                int r = sets.find(p);
                if (seen[r] != stamp) {
                    seen[r] = stamp;
                    result.add(featureOfRoot(r));
                }
            }
            all = result;
            allVersion = version;
        }
        return new ArrayList<>(all);
    }

    /**
     * Whether the feature holding a part is complete, without building it: no open port, or for a
     * monastery eight surrounding tiles.
     */
    public boolean isComplete(FeaturePart part) {
        int n = partNumber(part);
        return n >= 0 && isComplete(n);
    }

    private boolean isComplete(int partNumber) {
        if (partTerrain[partNumber] == Terrain.MONASTERY) {
            return aroundCount[partSlot[partNumber]] == 8;
        }
        return openPorts[sets.find(partNumber)] == 0;
    }

    /**
     * The complete features that the tiles just laid may have completed, each once, in the order
     * found: the features of those tiles (in the order given, then by feature index), then the
     * monasteries on the squares around them (row by row around each tile in turn).
     *
     * @param laid the first {@code count} are the tiles, by their places in the laying order
     */
    public List<Feature> completedBy(int[] laid, int count) {
        int stamp = ++seenStamp;
        List<Feature> result = new ArrayList<>(2);
        for (int t = 0; t < count; t++) {
            int slot = laid[t];
            int first = firstPart[slot];
            for (int part = first; part < first + partCount[slot]; part++) {
                int r = sets.find(part); // once: isComplete(part) would find it again
                boolean complete = partTerrain[part] == Terrain.MONASTERY ? aroundCount[slot] == 8 : openPorts[r] == 0;
                if (complete) {
                    if (seen[r] != stamp) {
                        seen[r] = stamp;
                        result.add(featureOfRoot(r));
                    }
                }
            }
        }
        for (int t = 0; t < count; t++) {
            int laidSlot = laid[t];
            for (int k = 0; k < 8; k++) {
                int slot = around[laidSlot * 8 + k];
                if (slot < 0 || monasteries[slot] == 0) {
                    continue;
                }
                int first = firstPart[slot];
                for (int part = first; part < first + partCount[slot]; part++) {
                    if (partTerrain[part] == Terrain.MONASTERY && isComplete(part)) {
                        int r = sets.find(part);
                        if (seen[r] != stamp) {
                            seen[r] = stamp;
                            result.add(featureOfRoot(r));
                        }
                    }
                }
            }
        }
        return result;
    }

    /**
     * How many features laying this tile (on an empty square) would complete, without laying it:
     * cities, roads and the like whose last open ports it closes, and monasteries it surrounds.
     * Random players use it to play like people, who close features far more than chance does.
     */
    public int wouldComplete(PlacedTile tile) {
        TileShape shape = TileShape.of(tile.type());
        byte[] upright = shape.portFeature;
        int turn = 3 * tile.rotation().quarterTurns();
        int n = shape.specs.length;
        // Local sets: 0..n-1 the tile's features, then one per neighbouring feature touched.
        int[] parent = new int[n + 12];
        int[] open = new int[n + 12];
        int[] rootOfLocal = new int[12];
        int locals = n;
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        int x = tile.x();
        int y = tile.y();
        for (Edge e : EDGES) {
            int neighbourSlot = board.indexAt(x + e.dx(), y + e.dy());
            for (int k = 0; k < 3; k++) {
                Port p = Port.of(e, k);
                int mine = upright[(p.ordinal() - turn + 12) % 12];
                if (neighbourSlot < 0) {
                    if (mine >= 0) {
                        open[mine]++;
                    }
                    continue;
                }
                int theirs = portFeature[neighbourSlot * 12 + FACING[p.ordinal()]];
                if (theirs < 0) {
                    continue;
                }
                int theirPart = firstPart[neighbourSlot] + theirs;
                int root = sets.find(theirPart);
                int l = -1;
                for (int j = n; j < locals && l < 0; j++) {
                    if (rootOfLocal[j - n] == root) {
                        l = j;
                    }
                }
                if (l < 0) {
                    l = locals++;
                    parent[l] = l;
                    open[l] = openPorts[root];
                    rootOfLocal[l - n] = root;
                }
                open[l]--;
                if (mine >= 0 && shape.terrains[mine] == partTerrain[theirPart]) {
                    int a = localFind(parent, mine);
                    int b = localFind(parent, l);
                    if (a != b) {
                        parent[b] = a;
                    }
                }
            }
        }
        int[] openByGroup = new int[locals];
        boolean[] hasNewPart = new boolean[locals];
        for (int i = 0; i < locals; i++) {
            int g = localFind(parent, i);
            openByGroup[g] += open[i];
            if (i < n && shape.portCounts[i] > 0) {
                hasNewPart[g] = true;
            }
        }
        int completed = 0;
        for (int g = 0; g < locals; g++) {
            if (localFind(parent, g) == g && openByGroup[g] == 0 && hasNewPart[g]) {
                completed++;
            }
        }
        for (int i = 0; i < n; i++) {
            if (shape.terrains[i] == Terrain.MONASTERY && board.surroundingCount(tile.position()) == 8) {
                completed++;
            }
        }
        for (int k = 0; k < 8; k++) {
            int slot = board.indexAt(x + AROUND_DX[k], y + AROUND_DY[k]);
            if (slot < 0 || monasteries[slot] == 0) {
                continue;
            }
            int first = firstPart[slot];
            for (int i = 0; i < partCount[slot]; i++) {
                if (partTerrain[first + i] == Terrain.MONASTERY && aroundCount[slot] == 7) {
                    completed++;
                }
            }
        }
        return completed;
    }

    private static int localFind(int[] parent, int e) {
        while (parent[e] != e) {
            e = parent[e];
        }
        return e;
    }

    /** Open ports of the feature holding a part: cheap, no list is built. */
    public int openPortCount(FeaturePart part) {
        return openPorts[root(part)];
    }

    private Feature featureOfRoot(int root) {
        Feature done = built[root];
        // A complete feature never changes again (no open port, nothing can join it; a surrounded
        // monastery stays surrounded), so it is kept across versions; others only within one.
        if (done != null && (builtVersion[root] == version || done.complete())) {
            return done;
        }
        int count = 0;
        int p = root;
        do {
            if (count == scratch.length) {
                scratch = Arrays.copyOf(scratch, count * 2);
            }
            scratch[count++] = p;
            p = nextMember[p];
        } while (p != root);
        int[] members = scratch;
        Arrays.sort(members, 0, count);
        // Counted first, so each list is made once at its size: List.of copies the array once and
        // Feature's List.copyOf then keeps it (an ArrayList would be grown, then copied twice).
        int tileCount = 0;
        int openCount = 0;
        int lastSlot = -1;
        for (int k = 0; k < count; k++) {
            int m = members[k];
            int slot = partSlot[m];
            if (slot != lastSlot) { // parts of one tile are numbered together: a new tile starts here
                tileCount++;
                lastSlot = slot;
            }
            int covered = coveredEdges[slot];
            int openMask = partPorts[m] & ~COVERED_PORTS[covered];
            if (openMask != 0) { // some port still open
                // Counted from the bits when the catalog lists each port of the part once (it
                // always does for checked catalogs): walking the port list twice per part showed
                // in the profile of final scoring, where fields have dozens of open ports.
                openCount += Integer.bitCount(partPorts[m]) == partSpec[m].ports().size()
                        ? Integer.bitCount(openMask) : openPortsOf(m, covered, null, 0);
            }
        }
        FeaturePart[] parts = new FeaturePart[count];
        Position[] squares = new Position[tileCount];
        OpenPort[] open = openCount == 0 ? null : new OpenPort[openCount];
        int pennants = 0;
        int squareCount = 0;
        int openAt = 0;
        lastSlot = -1;
        for (int k = 0; k < count; k++) {
            int m = members[k];
            int slot = partSlot[m];
            Position position = tiles[slot].position();
            parts[k] = new FeaturePart(position, partIndex[m]);
            if (slot != lastSlot) {
                squares[squareCount++] = position;
                lastSlot = slot;
            }
            pennants += partSpec[m].pennants();
            int covered = coveredEdges[slot];
            if (open != null && (partPorts[m] & ~COVERED_PORTS[covered]) != 0) {
                openAt += openPortsOf(m, covered, open, openAt);
            }
        }
        Terrain terrain = partTerrain[members[count - 1]];
        boolean complete = terrain == Terrain.MONASTERY
                ? aroundCount[partSlot[members[0]]] == 8
                : open == null;
        Feature f = new Feature(parts[0], terrain, List.of(parts), List.of(squares),
                open == null ? List.of() : List.of(open), pennants, complete);
        built[root] = f;
        builtVersion[root] = version;
        return f;
    }

    /**
     * Counts the open ports of a part, in the catalog's order, and writes them from {@code at}
     * when {@code into} is given.
     */
    private int openPortsOf(int part, int coveredEdges, OpenPort[] into, int at) {
        PlacedTile t = tiles[partSlot[part]];
        int turn = 3 * t.rotation().quarterTurns();
        List<Port> ports = partSpec[part].ports();
        int n = 0;
        for (int i = 0; i < ports.size(); i++) {
            int boardPort = (ports.get(i).ordinal() + turn) % 12;
            if ((coveredEdges & (1 << (boardPort / 3))) == 0) {
                if (into != null) {
                    into[at + n] = new OpenPort(t.position(), PORTS[boardPort]);
                }
                n++;
            }
        }
        return n;
    }

    /**
     * An immutable view of every feature as the board lies now. The features are built when the
     * view is first read, from a copy of this graph made now (copying a few arrays is far cheaper
     * than building every feature, and most snapshots of a replay are never read).
     */
    public Features snapshot() {
        if (allVersion == version) {
            return new Features(all);
        }
        FeatureGraph frozen = copyForFeatures();
        return Features.later(frozen::featuresOfCopy);
    }

    /**
     * What a snapshot needs to build its features later, copied now (this graph goes on changing):
     * only the arrays {@link #features()} reads, each as long as it is used. Most snapshots of a
     * replay are never read, so the arrays features are built in are made by {@link #featuresOfCopy}.
     * Nothing but {@code featuresOfCopy} may be asked of such a copy.
     */
    private FeatureGraph copyForFeatures() {
        FeatureGraph c = new FeatureGraph(this);
        int parts = sets.size();
        c.sets = sets.copy();
        c.board = board;
        c.tileCount = tileCount;
        c.tiles = Arrays.copyOf(tiles, tileCount);
        c.coveredEdges = Arrays.copyOf(coveredEdges, tileCount);
        c.aroundCount = Arrays.copyOf(aroundCount, tileCount);
        c.partPorts = Arrays.copyOf(partPorts, parts);
        c.partSlot = Arrays.copyOf(partSlot, parts);
        c.partIndex = Arrays.copyOf(partIndex, parts);
        c.partTerrain = Arrays.copyOf(partTerrain, parts);
        c.partSpec = Arrays.copyOf(partSpec, parts);
        c.nextMember = Arrays.copyOf(nextMember, parts);
        return c;
    }

    /** The features of a {@link #copyForFeatures} copy, made when a snapshot is first read. */
    private List<Feature> featuresOfCopy() {
        int parts = sets.size();
        built = new Feature[parts];
        builtVersion = new int[parts];
        seen = new int[parts];
        scratch = new int[64];
        return features();
    }

    /** A deep copy (a game's what-if views use it). */
    public FeatureGraph copy() {
        FeatureGraph c = new FeatureGraph(this);
        c.sets = sets.copy();
        c.tilesWithPortsListedTwice = tilesWithPortsListedTwice;
        c.board = board;
        c.tileCount = tileCount;
        c.tiles = tiles.clone();
        c.firstPart = firstPart.clone();
        c.partCount = partCount.clone();
        c.monasteries = monasteries.clone();
        c.portFeature = portFeature.clone();
        c.coveredEdges = coveredEdges.clone();
        c.around = around.clone();
        c.aroundCount = aroundCount.clone();
        c.partPorts = partPorts.clone();
        c.partSlot = partSlot.clone();
        c.partIndex = partIndex.clone();
        c.partTerrain = partTerrain.clone();
        c.partSpec = partSpec.clone();
        c.nextMember = nextMember.clone();
        c.lowestPart = lowestPart.clone();
        c.openPorts = openPorts.clone();
        c.built = new Feature[partSlot.length];
        c.builtVersion = new int[partSlot.length];
        c.seen = new int[partSlot.length];
        c.scratch = new int[scratch.length];
        return c;
    }
}
