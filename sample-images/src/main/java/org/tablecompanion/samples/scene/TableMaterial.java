package org.tablecompanion.samples.scene;

import java.util.Locale;

/** What the table top is made of. */
public enum TableMaterial {
    /** Planks with grain and seams. */
    WOOD,
    /** A plain felt or baize cover: flat colour, fine fibres. */
    FELT,
    /** A woven linen cloth: a fine weave and slubs. */
    LINEN,
    /** A gingham tablecloth: a grid of its own that competes with the tile lattice. */
    CHECKED_CLOTH;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
