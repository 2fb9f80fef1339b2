package org.tablecompanion.engine.features;

import org.tablecompanion.engine.board.Position;

/**
 * One feature of one placed tile: the square and the feature's index in its tile type's list.
 * Features on the board are unions of parts.
 */
public record FeaturePart(Position position, int index) {

    public static FeaturePart of(int x, int y, int index) {
        return new FeaturePart(new Position(x, y), index);
    }

    @Override
    public String toString() {
        return position + "#" + index;
    }
}
