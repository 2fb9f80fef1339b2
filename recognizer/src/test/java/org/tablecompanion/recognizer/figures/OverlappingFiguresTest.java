package org.tablecompanion.recognizer.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.geometry.Vec2;

/** Two figures of one colour whose wood would overlap are one figure read twice. */
class OverlappingFiguresTest {

    private static FoundFigure at(PlayerColour colour, double u, double v) {
        return new FoundFigure(colour, FigureKind.STANDING, new Vec2(u, v), new Cell((int) u, (int) v), 0,
                Terrain.FOREST, 1.0);
    }

    @Test
    void twoFiguresOfOneColourAFifthOfACellApartBothOverlap() {
        assertEquals(Set.of(0, 1), FigureFinder.overlapping(List.of(at(PlayerColour.GREEN, 3.4, 2.5),
                at(PlayerColour.GREEN, 3.6, 2.5), at(PlayerColour.GREEN, 4.5, 2.5))));
    }

    @Test
    void figuresHalfACellApartDoNotOverlap() {
        assertEquals(Set.of(), FigureFinder.overlapping(List.of(at(PlayerColour.GREEN, 3.25, 2.5),
                at(PlayerColour.GREEN, 3.75, 2.5))));
    }

    @Test
    void figuresOfOneColourAThirdOfACellApartOverlap() {
        // Feet measured on the board stand further apart than the wood where the board's depth is
        // foreshortened: a meeple's blob fallen in two at 45 degrees of tilt stood 0.36 apart.
        assertEquals(Set.of(0, 1), FigureFinder.overlapping(List.of(at(PlayerColour.GREEN, 3.3, 2.5),
                at(PlayerColour.GREEN, 3.3, 2.86))));
    }

    @Test
    void figuresOfTwoColoursSideBySideDoNotOverlap() {
        assertEquals(Set.of(), FigureFinder.overlapping(List.of(at(PlayerColour.GREEN, 3.4, 2.5),
                at(PlayerColour.RED, 3.5, 2.5))));
    }
}
