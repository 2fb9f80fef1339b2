package org.tablecompanion.engine.catalog;

/** A clockwise quarter-turn rotation of a tile as it lies on the table. */
public enum Rotation {
    R0, R90, R180, R270;

    /** values() copies its array on every call. */
    private static final Rotation[] ALL = values();

    public int quarterTurns() {
        return ordinal();
    }

    public int degrees() {
        return ordinal() * 90;
    }

    public Rotation plus(Rotation other) {
        return ALL[(ordinal() + other.ordinal()) % 4];
    }

    public Rotation inverse() {
        return ALL[(4 - ordinal()) % 4];
    }

    public static Rotation ofDegrees(int degrees) {
        if (degrees % 90 != 0) {
            throw new IllegalArgumentException("rotation must be a multiple of 90 degrees, got " + degrees);
        }
        return ALL[Math.floorMod(degrees / 90, 4)];
    }
}
