package org.tablecompanion.samples.render;

/** How a forest's bonus-tile marker is drawn: the printings differ. */
public enum GoldMarker {
    /** H&amp;G 1st edition: a gold nugget. */
    NUGGET,
    /** H&amp;G 2020 printing: a standing stone. */
    MENHIR
}
