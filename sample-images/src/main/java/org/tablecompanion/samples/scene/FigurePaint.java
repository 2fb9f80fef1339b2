package org.tablecompanion.samples.scene;

import org.tablecompanion.engine.players.PlayerColour;

/**
 * The colour each player's wooden figures are painted in (sRGB). Stained wood is duller than the
 * pure colour names suggest.
 */
final class FigurePaint {

    private FigurePaint() {
    }

    static Rgb of(PlayerColour colour) {
        return switch (colour) {
            case RED -> new Rgb(196, 38, 36);
            case BLUE -> new Rgb(30, 78, 170);
            case YELLOW -> new Rgb(236, 196, 30);
            case GREEN -> new Rgb(38, 140, 58);
            case BLACK -> new Rgb(34, 32, 34);
            case GREY -> new Rgb(150, 150, 146);
            case PINK -> new Rgb(232, 120, 160);
            case PURPLE -> new Rgb(112, 52, 140);
        };
    }
}
