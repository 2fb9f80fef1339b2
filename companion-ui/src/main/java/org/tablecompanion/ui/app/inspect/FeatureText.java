package org.tablecompanion.ui.app.inspect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.ui.app.session.RecordView;

/** Words for a feature on the board: what it is, who holds it, how it scored or would score. */
public final class FeatureText {

    private FeatureText() {
    }

    public static String terrainName(Terrain t) {
        String n = t.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }

    /** "City · 3 tiles · 1 pennant · closed". */
    public static String headline(Feature f) {
        StringBuilder b = new StringBuilder(terrainName(f.terrain()));
        if (f.terrain() != Terrain.MONASTERY && f.terrain() != Terrain.LAKE) {
            b.append(" · ").append(f.tileCount()).append(f.tileCount() == 1 ? " tile" : " tiles");
        }
        if (f.pennants() > 0) {
            b.append(" · ").append(f.pennants()).append(f.pennants() == 1 ? " pennant" : " pennants");
        }
        if (f.terrain() == Terrain.FIELD || f.terrain() == Terrain.MEADOW) {
            b.append(" · scores at the end");
        } else if (f.complete()) {
            b.append(" · closed");
        } else {
            b.append(" · open");
            if (!f.openPorts().isEmpty()) {
                b.append(" (").append(f.openPorts().size()).append(f.openPorts().size() == 1 ? " open end)" : " open ends)");
            }
        }
        return b.toString();
    }

    /** "red 1 knight, blue 2 knights", or "nobody". */
    public static String holders(Feature f, GameState state) {
        Map<PlayerColour, Map<Role, Integer>> counts = new LinkedHashMap<>();
        for (Figure fig : state.figures()) {
            if (f.contains(fig.at())) {
                counts.computeIfAbsent(fig.owner(), k -> new LinkedHashMap<>()).merge(fig.role(), 1, Integer::sum);
            }
        }
        if (counts.isEmpty()) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((owner, roles) -> roles.forEach((role, n) ->
                parts.add(state.player(owner).map(p -> p.name()).orElse(owner.spelling()) + " (" + owner.spelling()
                        + ") " + n + " " + role.noun(n))));
        return String.join(", ", parts);
    }

    /** The scoring this feature already had during the game. */
    public static Optional<Scoring> completedScoring(Feature f, GameState state) {
        return state.scorings().stream()
                .filter(s -> s.phase() == ScoringPhase.COMPLETED && f.contains(s.feature()))
                .reduce((a, b) -> b);
    }

    /** The end scorings that concern this feature if the game ended now. */
    public static List<Scoring> finalScorings(Feature f, GameState finalState) {
        return finalState.scorings().stream()
                .filter(s -> s.phase() == ScoringPhase.END_OF_GAME && f.contains(s.feature()))
                .toList();
    }

    /** One line for the hover bar under the board. */
    public static String line(Feature f, RecordView view) {
        StringBuilder b = new StringBuilder(headline(f));
        b.append(" — figures: ").append(holders(f, view.state()));
        Optional<Scoring> done = completedScoring(f, view.state());
        if (done.isPresent()) {
            b.append(" — scored in turn ").append(done.get().turn()).append(": ").append(done.get().explanation());
        } else {
            List<Scoring> end = finalScorings(f, view.finalState());
            if (!end.isEmpty()) {
                b.append(" — if the game ended now: ").append(end.get(0).explanation());
            }
        }
        return b.toString();
    }
}
