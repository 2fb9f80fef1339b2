package org.tablecompanion.engine.catalog;

/** A side of a square tile. Board coordinates grow east (x) and south (y). */
public enum Edge {
    N(0, -1), E(1, 0), S(0, 1), W(-1, 0);

    /** values() copies its array on every call; the solve and the layouts ask millions of times. */
    private static final Edge[] ALL = values();

    private final int dx;
    private final int dy;

    Edge(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public Edge opposite() {
        return ALL[(ordinal() + 2) % 4];
    }

    public Edge rotate(Rotation rotation) {
        return ALL[(ordinal() + rotation.quarterTurns()) % 4];
    }
}
