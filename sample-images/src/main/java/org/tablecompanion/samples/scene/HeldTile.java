package org.tablecompanion.samples.scene;

/**
 * A tile in a player's hand, on its way to the board.
 *
 * @param tile the tile with the cell and rotation it is about to take
 * @param pose where it is now (lifted, a little off its cell and turned)
 */
public record HeldTile(SceneTile tile, TilePose pose) {
}
