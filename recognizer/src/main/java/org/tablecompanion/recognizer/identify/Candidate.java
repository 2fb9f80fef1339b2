package org.tablecompanion.recognizer.identify;

import org.tablecompanion.engine.catalog.Rotation;

/**
 * One reading of a cell: this tile type, turned this way.
 *
 * @param tileId the tile type's id in the catalog in play
 * @param rotation how it lies (clockwise from upright, in board orientation)
 * @param score log-likelihood of the reading (higher is better; differences matter)
 */
public record Candidate(String tileId, Rotation rotation, double score) {
}
