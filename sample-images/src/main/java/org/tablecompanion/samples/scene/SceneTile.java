package org.tablecompanion.samples.scene;

import org.tablecompanion.engine.catalog.Rotation;

/**
 * A tile lying on the board.
 *
 * @param catalog id of the catalog the tile type comes from ("base", "river", "hg-2020")
 * @param tileId the tile type's id in that catalog
 * @param x board column (grows east)
 * @param y board row (grows south)
 * @param rotation clockwise quarter turns of the tile's art
 */
public record SceneTile(String catalog, String tileId, int x, int y, Rotation rotation) {
}
