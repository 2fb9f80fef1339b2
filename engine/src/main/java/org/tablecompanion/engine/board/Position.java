package org.tablecompanion.engine.board;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Edge;

/**
 * A square of the table's tile lattice. x grows east, y grows south (as on a screen and as
 * {@link Edge#dx()}/{@link Edge#dy()} say), so the north neighbour of (0,0) is (0,-1).
 */
public record Position(int x, int y) implements Comparable<Position> {

    public static final Position ORIGIN = new Position(0, 0);

    public static Position of(int x, int y) {
        return new Position(x, y);
    }

    public Position neighbour(Edge edge) {
        return new Position(x + edge.dx(), y + edge.dy());
    }

    /** The four squares that share an edge with this one, in N, E, S, W order. */
    public List<Position> edgeNeighbours() {
        List<Position> result = new ArrayList<>(4);
        for (Edge e : Edge.values()) {
            result.add(neighbour(e));
        }
        return result;
    }

    /** The eight squares around this one (edges and corners): a monastery's surroundings. */
    public List<Position> surrounding() {
        List<Position> result = new ArrayList<>(8);
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx != 0 || dy != 0) {
                    result.add(new Position(x + dx, y + dy));
                }
            }
        }
        return result;
    }

    /** This square after the whole board is turned a quarter clockwise about the origin. */
    public Position quarterTurnClockwise() {
        return new Position(-y, x);
    }

    // Written out (the generated ones go through method handles, slow in the engine's hot maps);
    // the hash is the record's own formula, so hashed collections keep their order.
    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.x == x && p.y == y;
    }

    @Override
    public int hashCode() {
        return 31 * x + y;
    }

    /** Row-major order (north to south, then west to east): a stable order for lists and output. */
    @Override
    public int compareTo(Position o) {
        return y != o.y ? Integer.compare(y, o.y) : Integer.compare(x, o.x);
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
