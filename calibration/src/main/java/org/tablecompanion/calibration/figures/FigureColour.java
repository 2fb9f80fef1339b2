package org.tablecompanion.calibration.figures;

import java.util.List;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * How one player's figures look on this table, learned from a photo of them: the mean colour in
 * CIE L*a*b* (L 0..100, a and b about -128..127) of the colour-corrected picture, and its spread.
 * Lighting changes mostly move L, so matching weighs a and b more than L.
 *
 * @param colour the player's colour
 * @param lab mean L*, a*, b*
 * @param spread standard deviation of L*, a*, b* over the figures' pixels
 * @param figures how many figures the colour was learned from
 */
public record FigureColour(PlayerColour colour, List<Double> lab, List<Double> spread, int figures) {

    public FigureColour {
        lab = lab == null ? List.of() : List.copyOf(lab);
        spread = spread == null ? List.of() : List.copyOf(spread);
        if (colour == null) {
            throw new IllegalArgumentException("figures[].colour is missing");
        }
        if (lab.size() != 3 || lab.stream().anyMatch(v -> !Double.isFinite(v))) {
            throw new IllegalArgumentException("figures[].lab must be 3 numbers (L, a, b), got " + lab);
        }
        if (spread.size() != 3 || spread.stream().anyMatch(v -> !(v >= 0))) {
            throw new IllegalArgumentException("figures[].spread must be 3 non-negative numbers, got " + spread);
        }
        if (figures < 1) {
            throw new IllegalArgumentException("figures[].figures must be at least 1, got " + figures);
        }
    }
}
