package org.tablecompanion.samples.scene;

import java.util.Locale;

/**
 * The six player colours of the wooden figures, with the colour the wood is painted in (sRGB).
 * The painted values are deliberately not pure primaries: real stained wood is duller.
 */
public enum FigureColour {
    RED(196, 38, 36),
    BLUE(30, 78, 170),
    YELLOW(236, 196, 30),
    GREEN(38, 140, 58),
    BLACK(34, 32, 34),
    GREY(150, 150, 146);

    private final int red;
    private final int green;
    private final int blue;

    FigureColour(int red, int green, int blue) {
        this.red = red;
        this.green = green;
        this.blue = blue;
    }

    public int red() {
        return red;
    }

    public int green() {
        return green;
    }

    public int blue() {
        return blue;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads a colour name in any case ("red", "Blue"). */
    public static FigureColour parse(String text) {
        for (FigureColour c : values()) {
            if (c.name().equalsIgnoreCase(text.trim())) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown figure colour '" + text + "'");
    }
}
