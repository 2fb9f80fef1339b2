package org.tablecompanion.ui.app.board;

/** A point on a tile in tile units: {@code u} to the right, {@code v} down, both 0..1. */
public record UV(double u, double v) {

    public static final UV CENTRE = new UV(0.5, 0.5);

    /** The same point once the tile is turned a quarter clockwise. */
    public UV quarterTurnClockwise() {
        return new UV(1 - v, u);
    }

    /** The same point once the tile is turned a quarter anticlockwise. */
    public UV quarterTurnAnticlockwise() {
        return new UV(v, 1 - u);
    }
}
