package org.tablecompanion.recognizer.figures;

import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * One figure found on the board.
 *
 * @param colour its player's colour
 * @param kind standing, lying or hut
 * @param foot where it touches its tile, board cells
 * @param cell the tile it stands on
 * @param feature index of the feature under it in the tile type's feature list
 * @param terrain that feature's terrain
 * @param confidence how sure colour and feature are together
 */
public record FoundFigure(PlayerColour colour, FigureKind kind, Vec2 foot, Cell cell, int feature, Terrain terrain,
                          double confidence) {
}
