package org.tablecompanion.samples.scene;

import java.util.Optional;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;

/**
 * A figure on a tile.
 *
 * @param colour its player's colour
 * @param form standing, lying or a hut
 * @param x board column of the tile it stands on
 * @param y board row of that tile
 * @param feature index of the feature in the tile type's feature list
 * @param role what it does there, when the board came from a game
 */
public record SceneFigure(PlayerColour colour, FigureForm form, int x, int y, int feature, Optional<Role> role) {

    public static SceneFigure of(PlayerColour colour, FigureForm form, int x, int y, int feature) {
        return new SceneFigure(colour, form, x, y, feature, Optional.empty());
    }
}
