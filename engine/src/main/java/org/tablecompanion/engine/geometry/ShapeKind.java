package org.tablecompanion.engine.geometry;

/** How the layout routine placed a feature on its tile. */
public enum ShapeKind {
    /** Hugs the edges whose ports it holds: cities, forests. */
    CAP,
    /** Runs from its ports to where it ends or joins: roads, rivers. */
    BAND,
    /** Sits inside the tile: monasteries, lakes, features without ports. */
    CENTRE,
    /** Takes what the others leave, split by them: fields, meadows. */
    FILL,
    /** Drawn by the catalog itself (polygons given for the tile), not derived. */
    GIVEN
}
