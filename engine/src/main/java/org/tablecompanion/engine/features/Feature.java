package org.tablecompanion.engine.features;

import java.util.List;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * A connected area of one terrain across tiles, as it lies now. A value: it does not follow
 * the board as tiles are added.
 *
 * @param anchor the feature's earliest-laid part; names the feature in output and lookups
 * @param terrain what it is
 * @param parts every tile feature it is made of, in laying order
 * @param tiles the distinct squares it covers, in laying order (a tile holding two parts of one
 *     city appears once: that is how tiles are counted for scoring)
 * @param openPorts ports with no tile beyond them
 * @param pennants city pennants over all parts
 * @param complete closed: no open port; for a monastery, all eight surrounding squares hold tiles
 */
public record Feature(
        FeaturePart anchor,
        Terrain terrain,
        List<FeaturePart> parts,
        List<Position> tiles,
        List<OpenPort> openPorts,
        int pennants,
        boolean complete) {

    public Feature {
        parts = List.copyOf(parts);
        tiles = List.copyOf(tiles);
        openPorts = List.copyOf(openPorts);
    }

    public int tileCount() {
        return tiles.size();
    }

    public boolean contains(FeaturePart part) {
        return parts.contains(part);
    }

    /** Where to find it, for explanations: "city at (0,-1) [3 tiles]". */
    public String label() {
        return terrain.name().toLowerCase(java.util.Locale.ROOT) + " at " + anchor.position();
    }
}
