package org.tablecompanion.ui.app.board;

import javafx.scene.paint.Color;
import org.tablecompanion.engine.players.PlayerColour;

/** How each player colour looks on screen: the colour of the wooden figures. */
public final class PlayerPalette {

    private PlayerPalette() {
    }

    public static int argb(PlayerColour colour) {
        return switch (colour) {
            case RED -> 0xFFD7263D;
            case BLUE -> 0xFF1F5FD0;
            case YELLOW -> 0xFFF5C400;
            case GREEN -> 0xFF1F9E3F;
            case BLACK -> 0xFF202020;
            case GREY -> 0xFF9C9C9C;
            case PINK -> 0xFFF06EAA;
            case PURPLE -> 0xFF7D3C98;
        };
    }

    public static Color color(PlayerColour colour) {
        int c = argb(colour);
        return Color.rgb((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    /** Text that reads on a swatch of the colour. */
    public static Color textOn(PlayerColour colour) {
        return switch (colour) {
            case YELLOW, GREY, PINK -> Color.BLACK;
            default -> Color.WHITE;
        };
    }
}
