package org.tablecompanion.ui.app.board;

import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Where tile pictures come from. Implementations must be safe to call from any thread: the board
 * is painted off the JavaFX thread.
 */
public interface TileFaces {

    TileFace face(TileType type, Rotation rotation, int size);

    /** The same pictures in the style of a game's catalogs (H&amp;G 2020 shows menhirs, not nuggets). */
    default TileFaces forCatalog(org.tablecompanion.engine.catalog.Catalog catalog) {
        return this;
    }

    /** Whether pennants, chapels, fish and gold are part of the pictures (else the board draws signs for them). */
    default boolean paintsEmblems() {
        return false;
    }

    /**
     * The best pictures this machine can make: painted tiles where OpenCV loads, else the plain
     * terrain drawing of the tile geometry.
     */
    static TileFaces best() {
        try {
            return new PaintedTileFaces();
        } catch (RuntimeException | LinkageError e) {
            return new GeometryTileFaces();
        }
    }
}
