package org.tablecompanion.recognizer.figures;

import java.util.List;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * What colour a figure's pixel is. Figures are stained wood in eight colours; their lit tops,
 * shaded sides and the photo's light change brightness far more than hue, so a pixel is judged by
 * its chromaticity first and its brightness second. Dark and grey figures have no hue and are
 * told by brightness alone, and only when most of a blob agrees (shadows are dark too).
 */
final class FigureColours {

    /** Typical sRGB of each colour's paint. */
    record Paint(PlayerColour colour, double r, double g, double b) {
    }

    static final List<Paint> PAINTS = List.of(
            new Paint(PlayerColour.RED, 196, 38, 36),
            new Paint(PlayerColour.BLUE, 30, 78, 170),
            new Paint(PlayerColour.YELLOW, 236, 196, 30),
            new Paint(PlayerColour.GREEN, 38, 140, 58),
            new Paint(PlayerColour.BLACK, 34, 32, 34),
            new Paint(PlayerColour.GREY, 150, 150, 146),
            new Paint(PlayerColour.PINK, 232, 120, 160),
            new Paint(PlayerColour.PURPLE, 112, 52, 140));

    private FigureColours() {
    }

    /**
     * The colour a pixel most likely shows, or null for none (too far from every paint).
     * Coordinates: chromaticity (r, g) of the pixel and of the paint, and saturation.
     */
    static PlayerColour classify(double r, double g, double b) {
        double sum = r + g + b + 1;
        double max = Math.max(r, Math.max(g, b));
        double min = Math.min(r, Math.min(g, b));
        double sat = max <= 0 ? 0 : (max - min) / max;
        if (sat < 0.28) {
            if (max < 60) {
                return PlayerColour.BLACK;
            }
            if (max > 110 && max < 200 && sat < 0.12) {
                return PlayerColour.GREY;
            }
            return null;
        }
        PlayerColour best = null;
        double bestD = 0.10;
        for (Paint p : PAINTS) {
            if (p.colour() == PlayerColour.BLACK || p.colour() == PlayerColour.GREY) {
                continue;
            }
            double ps = p.r() + p.g() + p.b() + 1;
            double dr = r / sum - p.r() / ps;
            double dg = g / sum - p.g() / ps;
            double d = Math.sqrt(dr * dr + dg * dg);
            if (d < bestD) {
                bestD = d;
                best = p.colour();
            }
        }
        return best;
    }
}
