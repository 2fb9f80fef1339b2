package org.tablecompanion.engine.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;

/**
 * The tiles on the table, by square. Immutable: {@link #with} gives a new board. Tiles iterate in
 * the order they were laid, which is also the order the feature graph numbers them.
 */
public final class Board {

    private static final Edge[] EDGES = Edge.values();

    /** Port ordinal to the ordinal of the neighbour's port touching it ({@link Port#facing()}). */
    private static final int[] FACING = new int[12];

    static {
        for (Port p : Port.values()) {
            FACING[p.ordinal()] = p.facing().ordinal();
        }
    }

    /**
     * One placed tile and its square, and the terrain on its 12 board ports, worked out when first
     * needed (a game replayed through the feature graph never needs them). Any thread may work
     * them out; they come out the same, and the volatile field hands over a filled array.
     */
    private static final class Cell {
        final PlacedTile tile;
        final int x;
        final int y;
        private volatile Terrain[] ports;

        Cell(PlacedTile tile) {
            this.tile = tile;
            this.x = tile.x();
            this.y = tile.y();
        }

        Terrain[] ports() {
            Terrain[] p = ports;
            if (p == null) {
                p = portTerrains(tile.type(), tile.rotation());
                ports = p;
            }
            return p;
        }
    }

    /**
     * The tiles of a line of boards each extending the last: {@link #with} on the newest board
     * appends here and shares the store (boards are built one tile at a time, so copying the
     * whole table per tile would make a game quadratic). A board only sees the cells below its own
     * size, so every board stays an unchanging value.
     *
     * <p>Squares are found in an open-addressing hash table: the squares' coordinates packed in
     * one {@code long[]} and their places in the laying order in an {@code int[]} beside it, so a
     * lookup reads two small arrays and follows no reference (the engine's hottest question).
     * Appends are synchronized; finding squares takes no lock. An entry goes into a free slot and never
     * moves, and a lookup for a square a board holds only passes entries older than that square's,
     * which the board sees; entries it may see half-written are newer than the board and skipped
     * by their place in the laying order. Growing the table fills new arrays and publishes them
     * together through a volatile field.
     */
    private static final class Store {
        volatile Index index;
        volatile Cell[] order;
        int size;

        Store() {
            this(16);
        }

        Store(int expectedTiles) {
            int tiles = Math.max(16, expectedTiles);
            order = new Cell[tiles];
            index = new Index(Integer.highestOneBit(tiles * 2 - 1) * 2); // at most half full
        }

        /** Appends a tile; false, and nothing changed, when its square holds a tile already. */
        boolean append(PlacedTile tile) {
            int x = tile.x();
            int y = tile.y();
            Index t = index;
            if ((size + 1) * 2 > t.keys.length) {
                if (find(x, y) >= 0) {
                    return false;
                }
                Index bigger = new Index(t.keys.length * 2);
                for (int i = 0; i < size; i++) {
                    bigger.insert(order[i].x, order[i].y, i);
                }
                bigger.insert(x, y, size);
                index = bigger;
            } else if (!t.insert(x, y, size)) {
                return false;
            }
            // Readers that meet the new entry before the cell is in order skip it: its place is
            // beyond their board's size.
            Cell[] o = order;
            if (size == o.length) {
                o = Arrays.copyOf(o, size * 2);
            }
            o[size] = new Cell(tile);
            order = o;
            size++;
            return true;
        }

        /** The place in the laying order of the tile on a square, or -1. */
        int find(int x, int y) {
            Index t = index;
            long key = key(x, y);
            int mask = t.keys.length - 1;
            int i = hash(x, y) & mask;
            int v;
            while ((v = t.places[i]) != 0) {
                if (t.keys[i] == key) {
                    return v - 1;
                }
                i = (i + 1) & mask;
            }
            return -1;
        }
    }

    /** The hash table of a store: squares and their places in the laying order plus one (0: free). */
    private static final class Index {
        final long[] keys;
        final int[] places;

        Index(int capacity) {
            keys = new long[capacity];
            places = new int[capacity];
        }

        /** Adds a square; false, and nothing changed, if it is there already. */
        boolean insert(int x, int y, int place) {
            long key = key(x, y);
            int mask = keys.length - 1;
            int i = hash(x, y) & mask;
            while (places[i] != 0) {
                if (keys[i] == key) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            keys[i] = key;
            places[i] = place + 1;
            return true;
        }
    }

    private static long key(int x, int y) {
        return (long) x << 32 | (y & 0xFFFFFFFFL);
    }

    /** A well-spread hash of a square (neighbouring squares land far apart). */
    private static int hash(int x, int y) {
        int h = x * 0x9E3779B1 + y * 0x7FEB352D;
        return h ^ (h >>> 15);
    }

    private static final Board EMPTY = new Board(new Store(), 0);

    private final Store store;
    private final int size;

    private Board(Store store, int size) {
        this.store = store;
        this.size = size;
    }

    public static Board empty() {
        return EMPTY;
    }

    /** An empty board with room for about this many tiles before its tables grow. */
    public static Board empty(int expectedTiles) {
        return new Board(new Store(expectedTiles), 0);
    }

    /** A board holding the given tiles in this order; two tiles on one square is an error. */
    public static Board of(Collection<PlacedTile> placed) {
        Store s = new Store();
        for (PlacedTile t : placed) {
            if (!s.append(t)) {
                throw new IllegalArgumentException("two tiles on square " + t.position());
            }
        }
        return new Board(s, s.size);
    }

    /** The terrain at each board port of a tile type lying in a rotation (index = Port.ordinal()). */
    static Terrain[] portTerrains(TileType type, Rotation rotation) {
        Terrain[] result = new Terrain[12];
        int turn = 3 * rotation.quarterTurns();
        List<org.tablecompanion.engine.catalog.FeatureSpec> features = type.features();
        for (int i = 0; i < features.size(); i++) {
            org.tablecompanion.engine.catalog.FeatureSpec f = features.get(i);
            List<Port> ports = f.ports();
            for (int k = 0; k < ports.size(); k++) {
                result[(ports.get(k).ordinal() + turn) % 12] = f.terrain(); // Port.rotate(rotation)
            }
        }
        return result;
    }

    private Cell cell(Position position) {
        return cell(position.x(), position.y());
    }

    private Cell cell(int x, int y) {
        int i = indexAt(x, y);
        return i < 0 ? null : store.order[i];
    }

    /**
     * The place in the laying order of the tile on a square (0 for the first tile laid), or -1
     * for an empty square: the same numbering as {@link #tiles()}.
     */
    public int indexAt(int x, int y) {
        int i = store.find(x, y);
        return i < size ? i : -1;
    }

    /** This board plus one tile on an empty square. */
    public Board with(PlacedTile tile) {
        synchronized (store) {
            if (store.size == size) { // the newest board of its line: every tile in the store is on it
                if (!store.append(tile)) {
                    throw new IllegalArgumentException("square " + tile.position() + " already holds a tile");
                }
                return new Board(store, size + 1);
            }
        }
        if (cell(tile.position()) != null) {
            throw new IllegalArgumentException("square " + tile.position() + " already holds a tile");
        }
        Store copy = new Store();
        for (PlacedTile t : tiles()) {
            copy.append(t);
        }
        copy.append(tile);
        return new Board(copy, copy.size);
    }

    /** This board with the tile at a square replaced (same place in the laying order). */
    public Board replacing(PlacedTile tile) {
        if (cell(tile.position()) == null) {
            throw new IllegalArgumentException("no tile on square " + tile.position() + " to replace");
        }
        List<PlacedTile> list = new ArrayList<>(tiles());
        list.replaceAll(t -> t.position().equals(tile.position()) ? tile : t);
        return of(list);
    }

    public Optional<PlacedTile> at(Position position) {
        Cell c = cell(position);
        return c == null ? Optional.empty() : Optional.of(c.tile);
    }

    public boolean occupied(Position position) {
        return cell(position) != null;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Every placed tile, in laying order. */
    public List<PlacedTile> tiles() {
        Cell[] o = store.order;
        int n = size;
        return new java.util.AbstractList<>() {
            @Override
            public PlacedTile get(int i) {
                java.util.Objects.checkIndex(i, n);
                return o[i].tile;
            }

            @Override
            public int size() {
                return n;
            }
        };
    }

    public Set<Position> positions() {
        Set<Position> result = new LinkedHashSet<>();
        for (PlacedTile t : tiles()) {
            result.add(t.position());
        }
        return Collections.unmodifiableSet(result);
    }

    /** The placed tiles that share an edge with a square, by the square's edge. */
    public Map<Edge, PlacedTile> neighbours(Position position) {
        Map<Edge, PlacedTile> result = new java.util.EnumMap<>(Edge.class);
        for (Edge e : Edge.values()) {
            Cell c = cell(position.x() + e.dx(), position.y() + e.dy());
            if (c != null) {
                result.put(e, c.tile);
            }
        }
        return result;
    }

    /** How many of the eight squares around a square hold tiles (a monastery's count). */
    public int surroundingCount(Position position) {
        int n = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if ((dx != 0 || dy != 0) && cell(position.x() + dx, position.y() + dy) != null) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Empty squares that share an edge with a placed tile: where the next tile can go. */
    public Set<Position> frontier() {
        Set<Position> result = new LinkedHashSet<>();
        for (PlacedTile t : tiles()) {
            for (Edge e : EDGES) {
                Position n = t.position().neighbour(e);
                if (cell(n) == null) {
                    result.add(n);
                }
            }
        }
        return result;
    }

    /**
     * Whether a tile type may lie at a square in a rotation: the square is free, at least one edge
     * touches a placed tile, and every touching edge continues the terrain port by port.
     */
    public PlacementCheck check(TileType type, Position position, Rotation rotation) {
        boolean occupied = cell(position) != null;
        boolean touching = false;
        Terrain[] mine = portTerrains(type, rotation);
        List<Edge> mismatched = null;
        for (Edge e : EDGES) {
            Cell neighbour = cell(position.x() + e.dx(), position.y() + e.dy());
            Terrain[] theirs = neighbour == null ? null : neighbour.ports();
            if (theirs == null) {
                continue;
            }
            touching = true;
            if (!edgeMatches(mine, e, theirs)) {
                if (mismatched == null) {
                    mismatched = new ArrayList<>(2);
                }
                mismatched.add(e);
            }
        }
        return new PlacementCheck(occupied, touching, mismatched == null ? List.of() : mismatched);
    }

    public boolean fits(TileType type, Position position, Rotation rotation) {
        return cell(position) == null && fits(portTerrains(type, rotation), position);
    }

    private boolean fits(Terrain[] mine, Position position) {
        boolean touching = false;
        for (Edge e : EDGES) {
            Cell neighbour = cell(position.x() + e.dx(), position.y() + e.dy());
            Terrain[] theirs = neighbour == null ? null : neighbour.ports();
            if (theirs == null) {
                continue;
            }
            touching = true;
            if (!edgeMatches(mine, e, theirs)) {
                return false;
            }
        }
        return touching;
    }

    private static boolean edgeMatches(Terrain[] mine, Edge boardEdge, Terrain[] theirs) {
        int first = boardEdge.ordinal() * 3;
        for (int p = first; p < first + 3; p++) {
            if (mine[p] != theirs[FACING[p]]) {
                return false;
            }
        }
        return true;
    }

    /** Every square and rotation where the tile type fits by the board's rules. */
    public List<Placement> legalPlacements(TileType type) {
        List<Placement> result = new ArrayList<>();
        Terrain[][] turned = new Terrain[4][];
        for (Rotation r : Rotation.values()) {
            turned[r.ordinal()] = portTerrains(type, r);
        }
        for (Position p : frontier()) {
            for (Rotation r : Rotation.values()) {
                if (fits(turned[r.ordinal()], p)) {
                    result.add(new Placement(p, r));
                }
            }
        }
        return result;
    }

    /** The whole board turned a quarter clockwise about the origin (tests use it: scores must not change). */
    public Board quarterTurnClockwise() {
        List<PlacedTile> turned = new ArrayList<>(size);
        for (PlacedTile t : tiles()) {
            turned.add(t.quarterTurnClockwise());
        }
        return of(turned);
    }

    /** Same tiles on the same squares (the laying order does not matter). */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Board b) || b.size != size) {
            return false;
        }
        for (PlacedTile t : tiles()) {
            if (!b.at(t.position()).map(t::equals).orElse(false)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (PlacedTile t : tiles()) {
            h += t.hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        return "Board" + tiles();
    }
}
