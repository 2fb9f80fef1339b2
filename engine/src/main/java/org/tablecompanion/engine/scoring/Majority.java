package org.tablecompanion.engine.scoring;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;

/**
 * Who owns a feature: the player(s) with the most figures of the scoring role on it. A tie gives
 * every tied player the full value.
 *
 * @param counts figures of the role per player (colour order)
 * @param winners the players with the most, empty when nobody has a figure there
 */
public record Majority(Map<PlayerColour, Integer> counts, List<PlayerColour> winners) {

    /**
     * Nobody there, shared: most features completed during a game and most features at its end
     * hold no figure, and each asked for a new empty map and list. Unmodifiable, so sharing it
     * cannot leak one feature's answer into another's (no caller adds to a majority).
     */
    private static final Majority NOBODY = new Majority(Map.of(), List.of());

    public static Majority of(List<Figure> figures, Role role) {
        if (figures.isEmpty()) { // most features at the end of a game: nobody there
            return NOBODY;
        }
        // Counted by colour number, then listed in colour order (the order an EnumMap keeps).
        int[] byColour = new int[COLOURS.length];
        boolean any = false;
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            if (f.role() == role) {
                byColour[f.owner().ordinal()]++;
                any = true;
            }
        }
        if (!any) {
            return NOBODY;
        }
        int best = 0;
        for (int n : byColour) {
            best = Math.max(best, n);
        }
        Map<PlayerColour, Integer> counts = new LinkedHashMap<>();
        List<PlayerColour> winners = new ArrayList<>(2);
        for (int c = 0; c < byColour.length; c++) {
            if (byColour[c] > 0) {
                counts.put(COLOURS[c], byColour[c]);
                if (byColour[c] == best) {
                    winners.add(COLOURS[c]);
                }
            }
        }
        return new Majority(counts, winners);
    }

    private static final PlayerColour[] COLOURS = PlayerColour.values();

    public static Majority ofCounts(Map<PlayerColour, Integer> rawCounts) {
        Map<PlayerColour, Integer> counts = new EnumMap<>(PlayerColour.class);
        rawCounts.forEach((p, n) -> {
            if (n > 0) {
                counts.put(p, n);
            }
        });
        int best = 0;
        for (int n : counts.values()) {
            best = Math.max(best, n);
        }
        List<PlayerColour> winners = new ArrayList<>();
        for (Map.Entry<PlayerColour, Integer> e : counts.entrySet()) {
            if (e.getValue() == best) {
                winners.add(e.getKey());
            }
        }
        return new Majority(new LinkedHashMap<>(counts), winners);
    }

    public boolean isEmpty() {
        return counts.isEmpty();
    }

    /** "red 2 knights, blue 1 knight". */
    public String describe(Role role) {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<PlayerColour, Integer> e : counts.entrySet()) {
            if (b.length() > 0) {
                b.append(", ");
            }
            int n = e.getValue();
            b.append(e.getKey().spelling()).append(' ').append(n).append(' ').append(role.noun(n));
        }
        return b.toString();
    }

    /** "red scores 12", "red and blue score 4 each (tie)". */
    public String describeWinners(int points) {
        if (winners.size() == 1) {
            return winners.get(0).spelling() + " scores " + points;
        }
        StringBuilder b = new StringBuilder();
        for (PlayerColour w : winners) {
            if (b.length() > 0) {
                b.append(" and ");
            }
            b.append(w.spelling());
        }
        return b.append(" score ").append(points).append(" each (tie)").toString();
    }

    /** The scoring that gives every winner {@code points}; the explanation adds who had what. */
    public Scoring award(int turn, ScoringPhase phase, org.tablecompanion.engine.features.Feature feature,
            Role role, int points, String value) {
        List<Award> awards = new ArrayList<>();
        for (PlayerColour w : winners) {
            awards.add(new Award(w, points));
        }
        String explanation = value + "; " + describe(role) + ": " + describeWinners(points);
        return new Scoring(turn, phase, feature.terrain(), feature.anchor(), feature.tiles(), counts, awards,
                explanation);
    }
}
