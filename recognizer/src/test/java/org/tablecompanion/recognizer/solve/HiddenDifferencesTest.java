package org.tablecompanion.recognizer.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;
import org.tablecompanion.recognizer.identify.TerrainLayouts;
import org.tablecompanion.recognizer.identify.TilePictures;

/**
 * A junction (W) read where a figure covers its one stub that a straight road (U) lacks: the
 * figure alone decides between them unless a neighbour checks that edge.
 */
class HiddenDifferencesTest {

    private static final Catalog BASE = Catalogs.builtIn("base");
    private static final TerrainLayouts LAYOUTS = new TerrainLayouts(BASE);
    private static final HiddenDifferences HIDDEN = new HiddenDifferences(LAYOUTS, new BoardSolver(BASE));
    private static final Cell AT = new Cell(0, 0);
    private static final Candidate JUNCTION = new Candidate("W", Rotation.R180, 0);
    private static final Candidate STRAIGHT = new Candidate("U", Rotation.R0, -8);

    /** The pixels where the junction and the straight road differ: the junction's stub. */
    private static boolean[] stub() {
        int[] w = LAYOUTS.layout("W", Rotation.R180).terrain();
        int[] u = LAYOUTS.layout("U", Rotation.R0).terrain();
        boolean[] out = new boolean[w.length];
        for (int p = 0; p < w.length; p++) {
            out[p] = w[p] != u[p];
        }
        return out;
    }

    /** The neighbouring cell the stub leads to. */
    private static Cell beyondTheStub() {
        boolean[] stub = stub();
        int n = TilePictures.SIZE;
        int mid = n / 2;
        if (stub[mid]) {
            return AT.neighbour(0, -1);
        }
        if (stub[mid * n + n - 1]) {
            return AT.neighbour(1, 0);
        }
        if (stub[(n - 1) * n + mid]) {
            return AT.neighbour(0, 1);
        }
        assertTrue(stub[mid * n], "the stub reaches a side");
        return AT.neighbour(-1, 0);
    }

    private static Map<Cell, Candidate> hidden(boolean[] unexplained, Map<Cell, Candidate> neighbours) {
        Map<Cell, Candidate> trusted = new LinkedHashMap<>(neighbours);
        trusted.put(AT, JUNCTION);
        return HIDDEN.find(trusted, Map.of(AT, List.of(JUNCTION, STRAIGHT)), Map.of(AT, unexplained));
    }

    @Test
    void aFigureOverTheOnlyStubLeavesTheStraightRoadPossible() {
        assertEquals(Map.of(AT, STRAIGHT), hidden(stub(), Map.of()));
    }

    @Test
    void aFigureElsewhereLeavesTheJunctionDecided() {
        boolean[] corner = new boolean[TilePictures.SIZE * TilePictures.SIZE];
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 6; x++) {
                corner[y * TilePictures.SIZE + x] = true;
            }
        }
        assertTrue(hidden(corner, Map.of()).isEmpty());
    }

    /** The pixels of M's city (upright) a figure covers: those within {@code rows} of its top side. */
    private static boolean[] cityCovered(int rows) {
        int n = TilePictures.SIZE;
        int city = LAYOUTS.terrains().indexOf(Terrain.CITY);
        int[] m = LAYOUTS.layout("M", Rotation.R0).terrain();
        boolean[] out = new boolean[m.length];
        for (int p = 0; p < rows * n; p++) {
            out[p] = m[p] == city;
        }
        return out;
    }

    private static Map<Cell, Candidate> pennant(boolean[] unexplained) {
        Candidate withPennant = new Candidate("M", Rotation.R0, 0);
        Candidate without = new Candidate("N", Rotation.R0, -6);
        return HIDDEN.find(Map.of(AT, withPennant), Map.of(AT, List.of(withPennant, without)),
                Map.of(AT, unexplained));
    }

    @Test
    void aFigureOverMuchOfACityLeavesItsPennantUndecided() {
        // M and N differ only by M's pennant, drawn anywhere in the city: a figure over the half
        // of the city along its top side may hide it, or its rim pass for one.
        assertEquals(Map.of(AT, new Candidate("N", Rotation.R0, -6)), pennant(cityCovered(TilePictures.SIZE / 4)));
    }

    @Test
    void aFigureOverALittleOfACityLeavesItsPennantDecided() {
        assertTrue(pennant(cityCovered(3)).isEmpty());
    }

    @Test
    void aNeighboursRoadMeetingTheStubDecidesIt() {
        // A crossroads has a road on every side: the straight road would leave it unmet.
        assertTrue(hidden(stub(), Map.of(beyondTheStub(), new Candidate("X", Rotation.R0, 0))).isEmpty());
    }
}
