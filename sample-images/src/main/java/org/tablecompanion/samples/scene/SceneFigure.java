package org.tablecompanion.samples.scene;

/**
 * A figure on a tile.
 *
 * @param colour its player's colour
 * @param kind standing, lying or a hut
 * @param x board column of the tile it stands on
 * @param y board row of that tile
 * @param feature index of the feature in the tile type's feature list
 */
public record SceneFigure(FigureColour colour, FigureKind kind, int x, int y, int feature) {
}
