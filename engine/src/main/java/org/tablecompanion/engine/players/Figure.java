package org.tablecompanion.engine.players;

import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.features.FeaturePart;

/**
 * A figure standing on the board.
 *
 * @param owner whose it is
 * @param kind which piece
 * @param role what it does where it stands
 * @param at the tile feature it stands on
 */
public record Figure(PlayerColour owner, FigureKind kind, Role role, FeaturePart at) {

    public Position position() {
        return at.position();
    }
}
