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
 * @param shapeFitsOtherReading whether its tile's other reading, one that only a figure tells from
 *                              the chosen one, puts a field under it where the chosen one has it
 *                              standing, and its silhouette lies ({@code FigureFinder}); the figure
 *                              itself is as the chosen reading tells it
 */
public record FoundFigure(PlayerColour colour, FigureKind kind, Vec2 foot, Cell cell, int feature, Terrain terrain,
                          double confidence, boolean shapeFitsOtherReading) {

    public FoundFigure(PlayerColour colour, FigureKind kind, Vec2 foot, Cell cell, int feature, Terrain terrain,
                       double confidence) {
        this(colour, kind, foot, cell, feature, terrain, confidence, false);
    }

    /** The same figure, marked as fitting its tile's other reading better. */
    public FoundFigure fittingOtherReading() {
        return new FoundFigure(colour, kind, foot, cell, feature, terrain, confidence, true);
    }
}
