package org.tablecompanion.engine.players;

import java.util.ArrayList;
import java.util.List;

/**
 * A score as the physical 50-space track shows it: the space the scoring figure stands on plus
 * the 50/100 cards the player holds (one card is 50 on one side and 100 on the other).
 *
 * @param total the score
 */
public record TrackPosition(int total) {

    public static final int TRACK_LENGTH = 50;

    /** The space on the track (0..49). */
    public int space() {
        return Math.floorMod(total, TRACK_LENGTH);
    }

    /** How many times the figure has passed 0. */
    public int laps() {
        return Math.floorDiv(total, TRACK_LENGTH);
    }

    /** The cards' faces: 100s first, then one 50 for an odd lap (120 -> [100], 170 -> [100, 50]). */
    public List<Integer> cards() {
        List<Integer> cards = new ArrayList<>();
        int laps = Math.max(0, laps());
        for (int i = 0; i < laps / 2; i++) {
            cards.add(100);
        }
        if (laps % 2 == 1) {
            cards.add(50);
        }
        return cards;
    }

    /** "73 = space 23 + 50 card". */
    public String describe() {
        List<Integer> cards = cards();
        if (cards.isEmpty()) {
            return total + " = space " + space();
        }
        StringBuilder b = new StringBuilder().append(total).append(" = space ").append(space());
        for (int c : cards) {
            b.append(" + ").append(c).append(" card");
        }
        return b.toString();
    }
}
