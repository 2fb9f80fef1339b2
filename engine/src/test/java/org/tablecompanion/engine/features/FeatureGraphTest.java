package org.tablecompanion.engine.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Terrain;

class FeatureGraphTest {

    private static final Catalog BASE = Play.base();

    private static PlacedTile t(String id, int x, int y, int deg) {
        return Play.placed(BASE, id, x, y, deg);
    }

    @Test
    void matchingPortsOfOneTerrainJoinFeatures() {
        FeatureGraph g = new FeatureGraph();
        g.add(t("U", 0, 0, 0));
        g.add(t("U", 1, 0, 0));
        assertTrue(g.sameFeature(FeaturePart.of(0, 0, 0), FeaturePart.of(1, 0, 0)));
        Feature road = g.featureOf(FeaturePart.of(0, 0, 0)).orElseThrow();
        assertEquals(Terrain.ROAD, road.terrain());
        assertEquals(2, road.tileCount());
        assertEquals(2, road.openPorts().size());
        assertFalse(road.complete());
    }

    @Test
    void fieldsOnEitherSideOfARoadStaySeparate() {
        FeatureGraph g = new FeatureGraph();
        g.add(t("U", 0, 0, 0));
        g.add(t("U", 1, 0, 0));
        assertNotEquals(g.root(FeaturePart.of(0, 0, 1)), g.root(FeaturePart.of(0, 0, 2)));
        assertTrue(g.sameFeature(FeaturePart.of(0, 0, 1), FeaturePart.of(1, 0, 1)));
    }

    @Test
    void aFeatureClosedOnEverySideIsComplete() {
        FeatureGraph g = new FeatureGraph();
        g.add(t("E", 0, 0, 0));
        g.add(t("E", 0, -1, 180));
        Feature city = g.featureOf(FeaturePart.of(0, 0, 0)).orElseThrow();
        assertTrue(city.complete());
        assertTrue(city.openPorts().isEmpty());
    }

    @Test
    void aMonasteryIsCompleteOnlyWithAllEightNeighbours() {
        FeatureGraph g = new FeatureGraph();
        g.add(t("B", 0, 0, 0));
        int placed = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx == 0 && dy == 0) {
                    continue;
                }
                assertFalse(g.featureOf(FeaturePart.of(0, 0, 0)).orElseThrow().complete(), "after " + placed);
                g.add(t("B", dx, dy, 0));
                placed++;
            }
        }
        assertTrue(g.featureOf(FeaturePart.of(0, 0, 0)).orElseThrow().complete());
    }

    @Test
    void aTileWithTwoPartsOfOneCityIsOneTileOfThatCity() {
        FeatureGraph g = FeatureGraph.of(org.tablecompanion.engine.board.Board.of(java.util.List.of(
                t("I", 0, 0, 0), t("N", 0, -1, 270), t("N", -1, 0, 90), t("N", -1, -1, 180))));
        Feature city = g.featureOf(FeaturePart.of(0, 0, 0)).orElseThrow();
        assertEquals(5, city.parts().size());
        assertEquals(4, city.tileCount());
        assertTrue(g.sameFeature(FeaturePart.of(0, 0, 0), FeaturePart.of(0, 0, 1)));
    }

    @Test
    void theAnchorIsTheEarliestLaidPart() {
        FeatureGraph g = new FeatureGraph();
        g.add(t("U", 5, 0, 0));
        g.add(t("U", 4, 0, 0));
        assertEquals(FeaturePart.of(5, 0, 0), g.featureOf(FeaturePart.of(4, 0, 0)).orElseThrow().anchor());
    }

    @Test
    void aSnapshotDoesNotFollowLaterTiles() {
        FeatureGraph g = new FeatureGraph();
        g.add(t("U", 0, 0, 0));
        Features before = g.snapshot();
        g.add(t("U", 1, 0, 0));
        assertEquals(1, before.of(FeaturePart.of(0, 0, 0)).orElseThrow().tileCount());
        assertTrue(before.of(FeaturePart.of(1, 0, 0)).isEmpty());
    }
}
