package org.tablecompanion.engine.board;

import org.tablecompanion.engine.catalog.Rotation;

/** Where and how a tile could lie: a square and a rotation. */
public record Placement(Position position, Rotation rotation) {
}
