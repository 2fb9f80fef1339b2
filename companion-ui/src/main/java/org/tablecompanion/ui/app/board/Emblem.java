package org.tablecompanion.ui.app.board;

/**
 * A small printed sign drawn over a tile: a city's pennant, a monastery's chapel.
 *
 * @param kind what to draw
 * @param x picture pixel, centre
 * @param y picture pixel, centre
 */
public record Emblem(Kind kind, double x, double y) {

    public enum Kind { PENNANT, CHAPEL, FISH, GOLD }
}
