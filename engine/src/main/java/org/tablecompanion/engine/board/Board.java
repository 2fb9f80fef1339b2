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

    /** One placed tile, its place in the laying order, and the terrain on its 12 board ports. */
    private record Cell(PlacedTile tile, int index, Terrain[] ports) {
    }

    /**
     * The tiles of a line of boards each extending the last: {@link #with} on the newest board
     * appends here and shares the store (boards are built one tile at a time, so copying the
     * whole map per tile would make a game quadratic). A board only sees the cells below its own
     * size, so every board stays an unchanging value. Appends are synchronized; readers use a
     * concurrent map and never see a cell beyond their size, so boards can be read from any thread.
     */
    private static final class Store {
        final Map<Position, Cell> cells = new java.util.concurrent.ConcurrentHashMap<>();
        volatile Cell[] order = new Cell[16];
        int size;

        void append(PlacedTile tile) {
            Cell c = new Cell(tile, size, portTerrains(tile.type(), tile.rotation()));
            Cell[] o = order;
            if (size == o.length) {
                o = Arrays.copyOf(o, size * 2);
            }
            o[size] = c;
            order = o;
            cells.put(tile.position(), c);
            size++;
        }
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

    /** A board holding the given tiles in this order; two tiles on one square is an error. */
    public static Board of(Collection<PlacedTile> placed) {
        Store s = new Store();
        for (PlacedTile t : placed) {
            if (s.cells.containsKey(t.position())) {
                throw new IllegalArgumentException("two tiles on square " + t.position());
            }
            s.append(t);
        }
        return new Board(s, s.size);
    }

    /** The terrain at each board port of a tile type lying in a rotation (index = Port.ordinal()). */
    static Terrain[] portTerrains(TileType type, Rotation rotation) {
        Terrain[] result = new Terrain[12];
        for (org.tablecompanion.engine.catalog.FeatureSpec f : type.features()) {
            for (Port p : f.ports()) {
                result[p.rotate(rotation).ordinal()] = f.terrain();
            }
        }
        return result;
    }

    private Cell cell(Position position) {
        Cell c = store.cells.get(position);
        return c != null && c.index < size ? c : null;
    }

    /** This board plus one tile on an empty square. */
    public Board with(PlacedTile tile) {
        if (cell(tile.position()) != null) {
            throw new IllegalArgumentException("square " + tile.position() + " already holds a tile");
        }
        synchronized (store) {
            if (store.size == size) {
                store.append(tile);
                return new Board(store, size + 1);
            }
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
            Cell c = cell(position.neighbour(e));
            if (c != null) {
                result.put(e, c.tile);
            }
        }
        return result;
    }

    /** How many of the eight squares around a square hold tiles (a monastery's count). */
    public int surroundingCount(Position position) {
        int n = 0;
        for (Position p : position.surrounding()) {
            if (cell(p) != null) {
                n++;
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
        List<Edge> mismatched = new ArrayList<>(0);
        for (Edge e : EDGES) {
            Cell neighbour = cell(position.neighbour(e));
            Terrain[] theirs = neighbour == null ? null : neighbour.ports;
            if (theirs == null) {
                continue;
            }
            touching = true;
            if (!edgeMatches(mine, e, theirs)) {
                mismatched.add(e);
            }
        }
        return new PlacementCheck(occupied, touching, mismatched);
    }

    public boolean fits(TileType type, Position position, Rotation rotation) {
        return cell(position) == null && fits(portTerrains(type, rotation), position);
    }

    private boolean fits(Terrain[] mine, Position position) {
        boolean touching = false;
        for (Edge e : EDGES) {
            Cell neighbour = cell(position.neighbour(e));
            Terrain[] theirs = neighbour == null ? null : neighbour.ports;
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
        for (int slot = 0; slot < 3; slot++) {
            Port p = Port.of(boardEdge, slot);
            if (mine[p.ordinal()] != theirs[p.facing().ordinal()]) {
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
