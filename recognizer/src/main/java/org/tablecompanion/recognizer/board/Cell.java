package org.tablecompanion.recognizer.board;

/** A square of the lattice: column i (east), row j (south), in the lattice's own coordinates. */
public record Cell(int i, int j) implements Comparable<Cell> {

    public Cell neighbour(int di, int dj) {
        return new Cell(i + di, j + dj);
    }

    /** The four cells sharing an edge with this one: east, west, south, north. */
    public java.util.List<Cell> sides() {
        return java.util.List.of(neighbour(1, 0), neighbour(-1, 0), neighbour(0, 1), neighbour(0, -1));
    }

    @Override
    public int compareTo(Cell o) {
        return j != o.j ? Integer.compare(j, o.j) : Integer.compare(i, o.i);
    }
}
