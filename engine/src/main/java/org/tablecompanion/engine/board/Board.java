package org.tablecompanion.engine.board;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
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

    private static final Board EMPTY = new Board(new LinkedHashMap<>());

    private final Map<Position, PlacedTile> tiles;
    /** Per square, the terrain at each of the 12 board ports (null where nothing): edge checks are hot. */
    private final Map<Position, Terrain[]> portTerrain;

    private Board(Map<Position, PlacedTile> tiles) {
        this.tiles = tiles;
        this.portTerrain = new HashMap<>(tiles.size() * 2);
        for (PlacedTile t : tiles.values()) {
            portTerrain.put(t.position(), portTerrains(t.type(), t.rotation()));
        }
    }

    private Board(Map<Position, PlacedTile> tiles, Map<Position, Terrain[]> portTerrain) {
        this.tiles = tiles;
        this.portTerrain = portTerrain;
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

    public static Board empty() {
        return EMPTY;
    }

    /** A board holding the given tiles in this order; two tiles on one square is an error. */
    public static Board of(Collection<PlacedTile> placed) {
        Map<Position, PlacedTile> map = new LinkedHashMap<>();
        for (PlacedTile t : placed) {
            if (map.putIfAbsent(t.position(), t) != null) {
                throw new IllegalArgumentException("two tiles on square " + t.position());
            }
        }
        return new Board(map);
    }

    /** This board plus one tile on an empty square. */
    public Board with(PlacedTile tile) {
        if (tiles.containsKey(tile.position())) {
            throw new IllegalArgumentException("square " + tile.position() + " already holds a tile");
        }
        Map<Position, PlacedTile> map = new LinkedHashMap<>(tiles);
        map.put(tile.position(), tile);
        Map<Position, Terrain[]> terrain = new HashMap<>(portTerrain);
        terrain.put(tile.position(), portTerrains(tile.type(), tile.rotation()));
        return new Board(map, terrain);
    }

    /** This board with the tile at a square replaced (same place in the laying order). */
    public Board replacing(PlacedTile tile) {
        if (!tiles.containsKey(tile.position())) {
            throw new IllegalArgumentException("no tile on square " + tile.position() + " to replace");
        }
        Map<Position, PlacedTile> map = new LinkedHashMap<>(tiles);
        map.put(tile.position(), tile);
        return new Board(map);
    }

    public Optional<PlacedTile> at(Position position) {
        return Optional.ofNullable(tiles.get(position));
    }

    public boolean occupied(Position position) {
        return tiles.containsKey(position);
    }

    public int size() {
        return tiles.size();
    }

    public boolean isEmpty() {
        return tiles.isEmpty();
    }

    /** Every placed tile, in laying order. */
    public Collection<PlacedTile> tiles() {
        return Collections.unmodifiableCollection(tiles.values());
    }

    public Set<Position> positions() {
        return Collections.unmodifiableSet(tiles.keySet());
    }

    /** The placed tiles that share an edge with a square, by the square's edge. */
    public Map<Edge, PlacedTile> neighbours(Position position) {
        Map<Edge, PlacedTile> result = new HashMap<>(4);
        for (Edge e : Edge.values()) {
            PlacedTile t = tiles.get(position.neighbour(e));
            if (t != null) {
                result.put(e, t);
            }
        }
        return result;
    }

    /** How many of the eight squares around a square hold tiles (a monastery's count). */
    public int surroundingCount(Position position) {
        int n = 0;
        for (Position p : position.surrounding()) {
            if (tiles.containsKey(p)) {
                n++;
            }
        }
        return n;
    }

    /** Empty squares that share an edge with a placed tile: where the next tile can go. */
    public Set<Position> frontier() {
        Set<Position> result = new LinkedHashSet<>();
        for (Position p : tiles.keySet()) {
            for (Edge e : Edge.values()) {
                Position n = p.neighbour(e);
                if (!tiles.containsKey(n)) {
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
        boolean occupied = tiles.containsKey(position);
        boolean touching = false;
        Terrain[] mine = portTerrains(type, rotation);
        List<Edge> mismatched = new ArrayList<>(0);
        for (Edge e : Edge.values()) {
            Terrain[] theirs = portTerrain.get(position.neighbour(e));
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
        return !tiles.containsKey(position) && fits(portTerrains(type, rotation), position);
    }

    private boolean fits(Terrain[] mine, Position position) {
        boolean touching = false;
        for (Edge e : Edge.values()) {
            Terrain[] theirs = portTerrain.get(position.neighbour(e));
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
        Map<Position, PlacedTile> map = new LinkedHashMap<>();
        for (PlacedTile t : tiles.values()) {
            PlacedTile turned = t.quarterTurnClockwise();
            map.put(turned.position(), turned);
        }
        return new Board(map);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && tiles.equals(b.tiles);
    }

    @Override
    public int hashCode() {
        return tiles.hashCode();
    }

    @Override
    public String toString() {
        return "Board" + tiles.values();
    }
}
