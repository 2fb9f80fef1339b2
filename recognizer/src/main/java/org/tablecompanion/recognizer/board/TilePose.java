package org.tablecompanion.recognizer.board;

/**
 * Where a tile's top face really lies in its cell of the board image: players lay tiles a little
 * off the lattice and a little turned.
 *
 * @param cell the cell
 * @param centreX centre, board-image pixels
 * @param centreY centre, board-image pixels
 * @param side edge length, board-image pixels
 * @param turnDeg clockwise turn off the lattice, degrees
 * @param edgeScore mean seam response along the outline (how clearly the tile's edges show)
 */
public record TilePose(Cell cell, double centreX, double centreY, double side, double turnDeg, double edgeScore) {
}
