package org.tablecompanion.calibration.figures;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * Tells whose figure a colour is, from the colours learned for this table. A colour far from
 * every learned one is nobody's (a finger, a coin, a shadow).
 */
public final class FigureColourClassifier {

    /** Beyond this many spreads from every player's colour, a colour is nobody's. */
    public static final double NOBODY_BEYOND = 4.0;

    private final List<FigureColour> colours;

    /**
     * @param colour the nearest player colour
     * @param distance how far, in spreads (about 1 for a typical pixel of that colour)
     * @param margin distance to the second nearest minus distance to the nearest
     */
    public record Match(PlayerColour colour, double distance, double margin) {
    }

    public FigureColourClassifier(List<FigureColour> colours) {
        if (colours.isEmpty()) {
            throw new IllegalArgumentException("no figure colours learned yet: run 'companion calibrate figures'");
        }
        this.colours = List.copyOf(colours);
    }

    /** The player whose figures look most like this L*a*b* colour, if any is near enough. */
    public Optional<Match> classify(double[] lab) {
        Match all = nearest(lab);
        return all.distance() <= NOBODY_BEYOND ? Optional.of(all) : Optional.empty();
    }

    /** The nearest player colour however far. */
    public Match nearest(double[] lab) {
        PlayerColour best = null;
        double bestD = Double.MAX_VALUE;
        double second = Double.MAX_VALUE;
        for (FigureColour c : colours) {
            double d = distance(c, lab);
            if (d < bestD) {
                second = bestD;
                bestD = d;
                best = c.colour();
            } else if (d < second) {
                second = d;
            }
        }
        return new Match(best, bestD, second == Double.MAX_VALUE ? Double.MAX_VALUE : second - bestD);
    }

    /** Distance in units of the learned spread, lightness counting a third (light changes it most). */
    static double distance(FigureColour c, double[] lab) {
        double dl = (lab[0] - c.lab().get(0)) / (c.spread().get(0) + 8) / 3;
        double da = (lab[1] - c.lab().get(1)) / (c.spread().get(1) + 4);
        double db = (lab[2] - c.lab().get(2)) / (c.spread().get(2) + 4);
        return Math.sqrt(dl * dl + da * da + db * db);
    }
}
