package org.tablecompanion.recognizer.figures;

import java.util.List;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * What colour a figure's pixel is. Figures are stained wood in eight colours; their lit tops,
 * shaded sides and the photo's light change brightness far more than hue, so a pixel is judged by
 * its chromaticity first and its brightness second. Dark and grey figures have no hue and are
 * told by brightness alone, and only when most of a blob agrees (shadows are dark too).
 * {@link #paintLike} is the tracker's test, {@link #woodLike} the tile matcher's.
 */
public final class FigureColours {

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

    /** Brightest channel below which a pixel of little chroma is black wood, 8-bit. */
    static final double BLACK_MAX = 45;
    /** Chroma (brightest less darkest channel) below which a dark pixel is black wood, 8-bit. */
    static final double BLACK_CHROMA = 15;

    private FigureColours() {
    }

    /**
     * Whether a pixel has the strong colour of a figure's paint (red, blue, yellow, green, pink,
     * purple; not black or grey, which shadows share). Tile art has such colours too (roofs,
     * rivers), so this says "could be a figure", never "is".
     */
    public static boolean paintLike(double r, double g, double b) {
        // Saturation first: most pixels of a tile fail it, and need no hue (the tile matcher asks
        // about every pixel it compares).
        double max = Math.max(r, Math.max(g, b));
        double min = Math.min(r, Math.min(g, b));
        if (!(max > 0 && (max - min) / max >= 0.5)) {
            return false;
        }
        PlayerColour c = byHue(r, g, b);
        return c != null && c != PlayerColour.BLACK && c != PlayerColour.GREY;
    }

    /**
     * Whether a pixel may be a figure's wood, for the tile matcher (which forgives such pixels a
     * part of their cost): paint-like or black wood. Black figures hide a city's pennant or a
     * road's end as coloured ones do, and without this a black meeple on a pennant made the
     * city read as the one without (S as R) in generated default scenes.
     */
    public static boolean woodLike(double r, double g, double b) {
        return blackWood(r, g, b) || paintLike(r, g, b);
    }

    private static boolean blackWood(double r, double g, double b) {
        double max = Math.max(r, Math.max(g, b));
        double min = Math.min(r, Math.min(g, b));
        return max < BLACK_MAX && max - min < BLACK_CHROMA;
    }

    /**
     * The colour a pixel most likely shows, or null for none. Hue decides among the coloured
     * paints (a lit red side turns pinkish, so pink needs a pale, less saturated pixel); dark and
     * grey pixels are judged by brightness.
     */
    public static PlayerColour classify(double r, double g, double b) {
        // In the dark the camera's noise and the tile's light bounced onto black wood give a
        // pixel a few levels of chroma that make a large saturation of a small brightness: a
        // black meeple's pixels in default scenes are below 45 with chroma below 15, and the
        // shadows beside figures on grass, the nearest others, have more chroma (20 and up).
        if (blackWood(r, g, b)) {
            return PlayerColour.BLACK;
        }
        return byHue(r, g, b);
    }

    /**
     * The paint a pixel's hue and saturation point to, dark pixels aside (the tile matcher's
     * idea of paint, which must not change with the figures' idea of black).
     */
    private static PlayerColour byHue(double r, double g, double b) {
        double max = Math.max(r, Math.max(g, b));
        double min = Math.min(r, Math.min(g, b));
        double sat = max <= 0 ? 0 : (max - min) / max;
        if (sat < 0.25) {
            if (max > 110 && max < 200 && sat < 0.1) {
                return PlayerColour.GREY;
            }
            return null;
        }
        double hue = hue(r, g, b, max, min);
        if (hue >= 340 || hue < 16) {
            return sat >= 0.5 ? PlayerColour.RED : max > 170 ? PlayerColour.PINK : null;
        }
        if (hue >= 310) {
            return max > 150 && sat < 0.6 ? PlayerColour.PINK : sat >= 0.5 ? PlayerColour.RED : null;
        }
        if (hue >= 40 && hue < 62 && sat >= 0.55) {
            return PlayerColour.YELLOW;
        }
        if (hue >= 115 && hue < 165 && sat >= 0.5) {
            return PlayerColour.GREEN;
        }
        if (hue >= 200 && hue < 245 && sat >= 0.45) {
            return PlayerColour.BLUE;
        }
        if (hue >= 260 && hue < 310 && sat >= 0.3) {
            return PlayerColour.PURPLE;
        }
        return null;
    }

    private static double hue(double r, double g, double b, double max, double min) {
        double d = max - min;
        double h;
        if (max == r) {
            h = 60 * (((g - b) / d) % 6);
        } else if (max == g) {
            h = 60 * ((b - r) / d + 2);
        } else {
            h = 60 * ((r - g) / d + 4);
        }
        return h < 0 ? h + 360 : h;
    }
}
