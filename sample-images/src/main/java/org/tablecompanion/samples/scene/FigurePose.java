package org.tablecompanion.samples.scene;

/**
 * A figure as it stands on the table.
 *
 * @param figure which figure (colour, kind, cell, feature)
 * @param foot the point under the figure's centre, on the tile's top face (table mm)
 * @param facingDeg which way its front faces, clockwise from north
 */
public record FigurePose(SceneFigure figure, Vec3 foot, double facingDeg) {
}
