package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;

/**
 * A river system: river stretches and lakes joined together. Lakes do not split it; springs and
 * the open edge of play bound it (both seeds). Huts claim and score whole systems.
 *
 * @param anchor the earliest-laid part of any of its features: names the system
 * @param rivers its river stretches, in feature order
 * @param lakes its lakes, in feature order
 * @param tiles the squares it covers, in row order
 */
public record RiverSystem(FeaturePart anchor, List<Feature> rivers, List<Feature> lakes, List<Position> tiles) {

    public RiverSystem {
        rivers = List.copyOf(rivers);
        lakes = List.copyOf(lakes);
        tiles = List.copyOf(tiles);
    }

    /** Every river and lake of the system. */
    public List<Feature> features() {
        List<Feature> all = new ArrayList<>(rivers);
        all.addAll(lakes);
        return all;
    }

    /** Whether a part lies in this system. */
    public boolean contains(FeaturePart part) {
        for (Feature f : rivers) {
            if (f.contains(part)) {
                return true;
            }
        }
        for (Feature f : lakes) {
            if (f.contains(part)) {
                return true;
            }
        }
        return false;
    }
}
