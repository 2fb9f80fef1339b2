package org.tablecompanion.recognizer.tracker;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.geometry.TileSymmetry;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;

/**
 * A record as a camera can know it: a tile turned to the lowest of the turns that lie alike (a
 * figure's feature renumbered with it), and tile types with identical features named by the
 * first of them. Everything else stays as it is.
 */
public final class CanonicalRecord {

    private CanonicalRecord() {
    }

    /** Each event as a camera can know it, in order. */
    public static List<String> of(List<? extends GameEvent> events, Catalog catalog) {
        Map<Position, int[]> featureMaps = new HashMap<>();
        List<String> out = new ArrayList<>();
        for (GameEvent e : events) {
            out.add(one(e, catalog, featureMaps));
        }
        return out;
    }

    /** One event; {@code featureMaps} carries each square's renumbering from its tile to its figures. */
    public static String one(GameEvent e, Catalog catalog, Map<Position, int[]> featureMaps) {
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

    /**
     * The answer the players give when they did what {@code truth} says next: the one whose
     * events are the truth's next events; else {@link Question#fallback()} ("ignore"). Tests and
     * the benchmark answer with it.
     */
    public static int playersAnswer(Question q, Game game, List<String> truth, Catalog catalog) {
        Map<Position, int[]> maps = new HashMap<>();
        List<GameEvent> so = game.events();
        for (GameEvent e : so) {
            one(e, catalog, maps);
        }
        for (int i = 0; i < q.answers().size(); i++) {
            List<GameEvent> events = q.answers().get(i).events();
            if (events.isEmpty() || so.size() + events.size() > truth.size()) {
                continue;
            }
            Map<Position, int[]> m = new HashMap<>(maps);
            boolean same = true;
            for (int k = 0; k < events.size() && same; k++) {
                same = one(events.get(k), catalog, m).equals(truth.get(so.size() + k));
            }
            if (same) {
                return i;
            }
        }
        return q.fallback();
    }
}
