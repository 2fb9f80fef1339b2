package org.tablecompanion.recognizer.tracker;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;

/**
 * A record as a camera can know it: a tile turned to the lowest of the turns that lie alike (a
 * figure's feature renumbered with it), and tile types with identical features named by the
 * first of them. Everything else stays as it is.
 */
final class CanonicalRecord {

    private CanonicalRecord() {
    }

    static List<String> of(List<? extends GameEvent> events, Catalog catalog) {
        Map<Position, int[]> featureMaps = new HashMap<>();
        List<String> out = new ArrayList<>();
        for (GameEvent e : events) {
            out.add(one(e, catalog, featureMaps));
        }
        return out;
    }

    static String one(GameEvent e, Catalog catalog, Map<Position, int[]> featureMaps) {
        if (e instanceof TilePlaced t) {
            TileType type = catalog.require(t.tile());
            Rotation canonical = TileSymmetry.canonical(type, t.rotation());
            featureMaps.put(t.position(), TileSymmetry.featureMap(type, t.rotation(), canonical).orElseThrow());
            return new TilePlaced(TileSymmetry.lookId(catalog, type), t.x(), t.y(), canonical, t.bonus()).toString();
        }
        if (e instanceof FigurePlaced f) {
            int[] map = featureMaps.get(f.position());
            int feature = map == null ? f.feature() : map[f.feature()];
            return new FigurePlaced(f.player(), f.kind(), f.x(), f.y(), feature).toString();
        }
        return e.toString();
    }
}
