package org.tablecompanion.engine.features;

import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Port;

/** A board port of a feature with no tile beyond it: where the feature can still grow. */
public record OpenPort(Position position, Port port) {
}
