package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Rotation;

/**
 * Where a tile really lies on the table: its centre, the small hand-placement turn on top of its
 * quarter-turn rotation, and how high it is held (0 on the table).
 *
 * @param centre centre of the tile in table millimetres
 * @param jitterDeg clockwise turn off the lattice, degrees
 * @param rotation the quarter turns of the tile's art
 * @param liftMm height of the tile's underside above the table
 */
public record TilePose(Point2 centre, double jitterDeg, Rotation rotation, double liftMm) {

    /** Height (z) of the top face: tiles have a thickness, and the camera sees the top. */
    public double topZ() {
        return -(liftMm + BoardLayout.TILE_THICKNESS_MM);
    }

    public double bottomZ() {
        return -liftMm;
    }

    /**
     * The map from upright tile millimetres (origin at the centre, x east, y south before the tile
     * is turned) to table millimetres.
     */
    public Mat3 uprightToTable() {
        double angle = Math.toRadians(rotation.degrees() + jitterDeg);
        return Mat3.similarity(angle, 1.0, centre.x(), centre.y());
    }

    /**
     * The four corners of the top face in board order: north-west, north-east, south-east,
     * south-west of the cell (the art's quarter turns do not reorder them).
     */
    public List<Vec3> topCorners() {
        Mat3 m = Mat3.similarity(Math.toRadians(jitterDeg), 1.0, centre.x(), centre.y());
        double h = BoardLayout.TILE_MM / 2;
        double[][] offsets = {{-h, -h}, {h, -h}, {h, h}, {-h, h}};
        List<Vec3> corners = new ArrayList<>();
        for (double[] o : offsets) {
            Point2 p = m.apply(o[0], o[1]);
            corners.add(new Vec3(p.x(), p.y(), topZ()));
        }
        return corners;
    }

    /** A point given in upright tile units (0..1 from the north-west corner), on the top face. */
    public Vec3 onTop(Point2 tileUnits) {
        Point2 p = uprightToTable().apply((tileUnits.x() - 0.5) * BoardLayout.TILE_MM,
                (tileUnits.y() - 0.5) * BoardLayout.TILE_MM);
        return new Vec3(p.x(), p.y(), topZ());
    }
}
