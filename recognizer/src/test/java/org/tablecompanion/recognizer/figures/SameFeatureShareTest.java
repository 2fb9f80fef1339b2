package org.tablecompanion.recognizer.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.identify.Candidate;

/** How much of the belief in a tile puts a figure found on it on the same feature of the board. */
class SameFeatureShareTest {

    private static final Catalog BASE = Catalogs.builtIn("base");
    private static final FigureFinder FINDER = new FigureFinder(BASE);
    /** A farmer on the northern field of a straight road (U) lying east-west, in cell (0,0). */
    private static final FoundFigure FARMER = new FoundFigure(PlayerColour.RED, FigureKind.LYING, new Vec2(0.5, 0.2),
            new Cell(0, 0), 1, Terrain.FIELD, 1.0);

    @Test
    void aReadingThatPutsTheFigureOnAFieldAlongTheSameEdgesAgrees() {
        // U turned half round puts its other field along the same edges under the foot.
        double share = FINDER.sameFeatureShare(FARMER, List.of(new Candidate("U", Rotation.R0, 3),
                new Candidate("U", Rotation.R180, 2)), List.of(0.6, 0.3));
        assertEquals(0.9, share, 1e-9);
    }

    @Test
    void aReadingThatPutsTheFigureOnAnotherFeatureDoesNotAgree() {
        // The curve V's big field touches the whole north, east and south edges: another field.
        double share = FINDER.sameFeatureShare(FARMER, List.of(new Candidate("U", Rotation.R0, 3),
                new Candidate("V", Rotation.R0, 2)), List.of(0.6, 0.3));
        assertEquals(0.6, share, 1e-9);
    }
}
