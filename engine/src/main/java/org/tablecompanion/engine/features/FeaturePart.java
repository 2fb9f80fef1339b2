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

    // Written out like Position's, with the record's own hash formula.
    @Override
    public boolean equals(Object o) {
        return o instanceof FeaturePart p && p.index == index && p.position.equals(position);
    }

    @Override
    public int hashCode() {
        return 31 * position.hashCode() + index;
    }

    @Override
    public String toString() {
        return position + "#" + index;
    }
}
