package org.tablecompanion.ui.app.board;

import org.tablecompanion.engine.players.Figure;

/**
 * A figure and where it is drawn on the board picture.
 *
 * @param figure the figure
 * @param x picture pixel, centre of the figure
 * @param y picture pixel, centre of the figure
 */
public record FigureMark(Figure figure, double x, double y) {
}
