package org.tablecompanion.calibration.table;

/** A point in a picture, pixels (x right, y down). */
public record ImagePoint(double x, double y) {

    public double distance(ImagePoint other) {
        return Math.hypot(x - other.x, y - other.y);
    }
}
