package org.tablecompanion.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;

/** The layout routine on small hand-made tiles, one situation each. */
class TileLayoutTest {

    private static FeatureSpec feature(Terrain terrain, String... ports) {
        List<Port> list = new ArrayList<>();
        for (String p : ports) {
            list.addAll(Port.parse(p));
        }
        return FeatureSpec.of(terrain, list);
    }

    private static FeatureSpec riverInto(int lake, String port) {
        FeatureSpec f = feature(Terrain.RIVER, port);
        return new FeatureSpec(f.terrain(), f.ports(), 0, List.of(), 0, Optional.of(lake), Map.of(), false, 0,
                Optional.empty());
    }

    private static TileGeometry layout(FeatureSpec... features) {
        return TileLayout.layout(new TileType("t", 1, TileRole.LAND, List.of(features)));
    }

    @Test
    void aCityOnAllFourEdgesCoversTheWholeTile() {
        TileGeometry g = layout(feature(Terrain.CITY, "N", "E", "S", "W"));
        for (int f : g.featureGrid(20, 20)) {
            assertEquals(0, f);
        }
    }

    @Test
    void aCityOnOneEdgeIsALensThatLeavesTheCentreToTheField() {
        TileGeometry g = layout(feature(Terrain.CITY, "N"), feature(Terrain.FIELD, "E", "S", "W"));
        assertEquals(0, g.featureAt(0.5, 0.15));
        assertEquals(1, g.featureAt(0.5, 0.5));
        assertEquals(1, g.featureAt(0.05, 0.1), "the lens narrows towards the corners");
    }

    @Test
    void aCityOnThreeEdgesLeavesALensOfFieldOnTheFourth() {
        TileGeometry g = layout(feature(Terrain.CITY, "N", "E", "W"), feature(Terrain.FIELD, "S"));
        assertEquals(0, g.featureAt(0.5, 0.5));
        assertEquals(1, g.featureAt(0.5, 0.9));
    }

    @Test
    void twoCitiesOnNeighbouringEdgesMeetAtTheCornerDiagonal() {
        TileGeometry g = layout(feature(Terrain.CITY, "N"), feature(Terrain.CITY, "E"), feature(Terrain.FIELD, "S", "W"));
        assertEquals(0, g.featureAt(0.9, 0.02));
        assertEquals(1, g.featureAt(0.98, 0.1));
    }

    @Test
    void aRoadCrossesARiverOnABridge() {
        TileGeometry g = layout(feature(Terrain.ROAD, "E.c", "W.c"), feature(Terrain.RIVER, "N.c", "S.c"),
                feature(Terrain.FIELD, "N.l", "W.r"), feature(Terrain.FIELD, "N.r", "E.l"),
                feature(Terrain.FIELD, "E.r", "S.l"), feature(Terrain.FIELD, "S.r", "W.l"));
        assertEquals(0, g.featureAt(0.5, 0.5));
        assertEquals(1, g.featureAt(0.5, 0.2));
    }

    @Test
    void aRoadWithOneEndRunsIntoTheMonastery() {
        TileGeometry g = layout(feature(Terrain.MONASTERY), feature(Terrain.ROAD, "S.c"),
                feature(Terrain.FIELD, "N", "E", "S.l", "S.r", "W"));
        assertEquals(0, g.featureAt(0.5, 0.5));
        assertEquals(1, g.featureAt(0.5, 0.8));
        assertEquals(2, g.featureAt(0.5, 0.1));
    }

    @Test
    void threeRoadsMeetAtACrossingThatSplitsTheFieldThreeWays() {
        TileGeometry g = layout(feature(Terrain.ROAD, "E.c"), feature(Terrain.ROAD, "S.c"), feature(Terrain.ROAD, "W.c"),
                feature(Terrain.FIELD, "W.r", "N", "E.l"), feature(Terrain.FIELD, "E.r", "S.l"),
                feature(Terrain.FIELD, "S.r", "W.l"));
        assertEquals(3, g.featureAt(0.5, 0.2));
        assertEquals(4, g.featureAt(0.8, 0.8));
        assertEquals(5, g.featureAt(0.2, 0.8));
        assertEquals(1, g.featureAt(0.5, 0.8));
    }

    @Test
    void aRiverRunsIntoItsLake() {
        TileGeometry g = layout(feature(Terrain.MEADOW, "N", "E", "S", "W.l", "W.r"), riverInto(2, "W.c"),
                feature(Terrain.LAKE));
        assertEquals(2, g.featureAt(0.5, 0.5));
        assertEquals(1, g.featureAt(0.15, 0.5));
        assertEquals(ShapeKind.CENTRE, g.shape(2).kind());
    }

    @Test
    void aRiverWithOneEdgeAndNoLakeRisesAtASpringInsideTheTile() {
        TileGeometry g = layout(feature(Terrain.FIELD, "N", "E.l", "E.r", "S", "W"), feature(Terrain.RIVER, "E.c"));
        FeatureShape river = g.shape(1);
        assertEquals(1, river.pools().size());
        assertTrue(river.pools().get(0).spring());
        assertEquals(1, g.featureAt(river.pools().get(0).centre()));
        assertEquals(0, g.featureAt(0.1, 0.5), "the field runs round the spring");
    }

    @Test
    void aForestHoldingOnePortHugsThatPartOfTheEdge() {
        TileGeometry g = layout(feature(Terrain.FOREST, "N.l"), feature(Terrain.MEADOW, "N.c", "N.r", "E", "S", "W"));
        assertEquals(0, g.featureAt(0.15, 0.03));
        assertEquals(1, g.featureAt(0.7, 0.03));
        assertEquals(1, g.featureAt(0.5, 0.5));
    }

    @Test
    void meadowsRoundOneForestAreKeptApartByTreeLines() {
        TileGeometry g = layout(feature(Terrain.MEADOW, "N"), feature(Terrain.MEADOW, "E"), feature(Terrain.MEADOW, "S"),
                feature(Terrain.FOREST, "W"));
        assertEquals(0, g.featureAt(0.5, 0.1));
        assertEquals(1, g.featureAt(0.9, 0.5));
        assertEquals(2, g.featureAt(0.5, 0.9));
        assertEquals(3, g.featureAt(0.87, 0.87), "a tree line runs from the forest to the corner between E and S");
    }

    @Test
    void everyPointOfTheTileBelongsToSomeFeature() {
        TileGeometry g = layout(feature(Terrain.CITY, "N", "S"), feature(Terrain.FIELD, "E"), feature(Terrain.FIELD, "W"));
        for (int f : g.featureGrid(40, 40)) {
            assertTrue(f >= 0 && f < 3);
        }
        assertEquals(0, g.featureAt(0.5, 0.5), "a city on two opposite edges joins across the middle");
    }

    @Test
    void polygonsACatalogDrawsReplaceTheDerivedShape() {
        TileType tile = new TileType("t", 1, TileRole.LAND,
                List.of(feature(Terrain.MONASTERY), feature(Terrain.FIELD, "N", "E", "S", "W")));
        Polygon corner = new Polygon(List.of(new Point2(0.6, 0.6), new Point2(0.9, 0.6), new Point2(0.9, 0.9),
                new Point2(0.6, 0.9)));
        TileGeometry g = TileLayout.layout(tile, Map.of(0, List.of(corner)));
        assertEquals(0, g.featureAt(0.75, 0.75));
        assertEquals(1, g.featureAt(0.4, 0.4));
        assertEquals(ShapeKind.GIVEN, g.shape(0).kind());
        assertFalse(g.shape(0).outlineContains(new Point2(0.4, 0.4)));
    }

    @Test
    void drawingAFeatureTheTileLacksIsRefusedNamingTheTile() {
        TileType tile = new TileType("t7", 1, TileRole.LAND, List.of(feature(Terrain.FIELD, "N", "E", "S", "W")));
        Polygon p = new Polygon(List.of(new Point2(0, 0), new Point2(1, 0), new Point2(1, 1)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TileLayout.layout(tile, Map.of(3, List.of(p))));
        assertTrue(e.getMessage().contains("t7"), e.getMessage());
    }

    @Test
    void theSameTileAlwaysGetsTheSameLayout() {
        FeatureSpec[] features = {feature(Terrain.MEADOW, "N", "E", "S", "W.l", "W.r"), riverInto(2, "W.c"),
            feature(Terrain.LAKE)};
        TileGeometry a = layout(features);
        TileGeometry b = layout(features);
        assertEquals(a.shapes(), b.shapes());
    }

    @Test
    void aSquareBendRunsTheRoadThroughTheMiddleWhereTheRoundBendLeavesField() {
        TileType curve = new TileType("v", 1, TileRole.LAND, List.of(feature(Terrain.ROAD, "S.c", "W.c"),
                feature(Terrain.FIELD, "N", "E", "S.l", "W.r"), feature(Terrain.FIELD, "S.r", "W.l")));
        assertEquals(0, TileLayout.tightlyBent(curve).featureAt(0.5, 0.5));
        assertEquals(1, TileLayout.layout(curve).featureAt(0.5, 0.5));
        // Both still leave the edges square to them, at the ports.
        assertEquals(0, TileLayout.tightlyBent(curve).featureAt(0.05, 0.5));
        assertEquals(0, TileLayout.tightlyBent(curve).featureAt(0.5, 0.95));
    }

    @Test
    void aTileWithNoBandTurningACornerIsLaidOutTheSameBentSquare() {
        TileType straight = new TileType("u", 1, TileRole.LAND, List.of(feature(Terrain.ROAD, "E.c", "W.c"),
                feature(Terrain.FIELD, "N", "E.l", "W.r"), feature(Terrain.FIELD, "E.r", "S", "W.l")));
        assertArrayEquals(TileLayout.layout(straight).featureGrid(64, 64),
                TileLayout.tightlyBent(straight).featureGrid(64, 64));
    }
}
