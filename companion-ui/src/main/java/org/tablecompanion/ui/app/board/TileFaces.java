package org.tablecompanion.ui.app.board;

import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/**
 * Where tile pictures come from. Implementations must be safe to call from any thread: the board
 * is painted off the JavaFX thread.
 */
public interface TileFaces {

    TileFace face(TileType type, Rotation rotation, int size);
}
