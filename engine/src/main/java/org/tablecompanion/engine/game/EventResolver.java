package org.tablecompanion.engine.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.events.Correction;
import org.tablecompanion.engine.events.EventUndone;
import org.tablecompanion.engine.events.FigureCorrected;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureRemoved;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.PlayEvent;
import org.tablecompanion.engine.events.TileCorrected;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.events.TileRemoved;

/**
 * Folds the corrections of a record into its play events: the history as it should have been,
 * each play event keeping the record index of the event it came from (warnings point there).
 */
final class EventResolver {

    /** A play event and the record index it came from. */
    record Indexed(int index, PlayEvent event) {
    }

    private EventResolver() {
    }

    static List<Indexed> resolve(List<GameEvent> record) {
        int n = record.size();
        boolean[] cancelled = new boolean[n];
        for (int j = n - 1; j >= 0; j--) {
            if (!cancelled[j] && record.get(j) instanceof EventUndone u) {
                if (u.index() < 0 || u.index() >= j) {
                    throw new BadInputException(where(j, u) + ": there is no earlier event " + u.index() + " to undo");
                }
                cancelled[u.index()] = true;
            }
        }
        List<Indexed> live = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (cancelled[i]) {
                continue;
            }
            GameEvent e = record.get(i);
            if (e instanceof PlayEvent p) {
                live.add(new Indexed(i, p));
            } else {
                apply(live, (Correction) e, i);
            }
        }
        return live;
    }

    private static void apply(List<Indexed> live, Correction c, int index) {
        if (c instanceof TileCorrected t) {
                int at = lastTileAt(live, t.position());
                if (at < 0) {
                    throw new BadInputException(where(index, c) + ": no tile at " + t.position() + " to correct");
                }
                Indexed old = live.get(at);
                TilePlaced was = (TilePlaced) old.event();
                live.set(at, new Indexed(old.index(), new TilePlaced(t.tile(), t.x(), t.y(), t.rotation(), was.bonus())));
        } else if (c instanceof TileRemoved t) {
                int at = lastTileAt(live, t.position());
                if (at < 0) {
                    throw new BadInputException(where(index, c) + ": no tile at " + t.position() + " to remove");
                }
                live.remove(at);
                for (int k = live.size() - 1; k >= at; k--) {
                    PlayEvent e = live.get(k).event();
                    if (e instanceof FigurePlaced f && f.position().equals(t.position())
                            || e instanceof FigureReturned r && r.position().equals(t.position())) {
                        live.remove(k);
                    }
                }
        } else if (c instanceof FigureCorrected f) {
                int at = lastFigureAt(live, f.position(), f.feature(), null);
                if (at < 0) {
                    throw new BadInputException(where(index, c) + ": no figure on feature " + f.feature() + " at "
                            + f.position() + " to correct");
                }
                live.set(at, new Indexed(live.get(at).index(),
                        new FigurePlaced(f.player(), f.kind(), f.x(), f.y(), f.toFeature())));
        } else if (c instanceof FigureRemoved f) {
                int at = lastFigureAt(live, f.position(), f.feature(), f.player());
                if (at < 0) {
                    throw new BadInputException(where(index, c) + ": no figure on feature " + f.feature() + " at "
                            + f.position() + " to remove");
                }
                live.remove(at);
        }
    }

    private static int lastTileAt(List<Indexed> live, Position p) {
        for (int k = live.size() - 1; k >= 0; k--) {
            if (live.get(k).event() instanceof TilePlaced t && t.position().equals(p)) {
                return k;
            }
        }
        return -1;
    }

    private static int lastFigureAt(List<Indexed> live, Position p, int feature, Object player) {
        for (int k = live.size() - 1; k >= 0; k--) {
            if (live.get(k).event() instanceof FigurePlaced f && f.position().equals(p) && f.feature() == feature
                    && (player == null || Objects.equals(f.player(), player))) {
                return k;
            }
        }
        return -1;
    }

    static String where(int index, GameEvent e) {
        return "event " + index + " (" + e.describe() + ")";
    }
}
