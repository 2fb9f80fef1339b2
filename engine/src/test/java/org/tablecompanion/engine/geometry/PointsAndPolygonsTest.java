package org.tablecompanion.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Rotation;

class PointsAndPolygonsTest {

    @Test
    void aQuarterTurnTakesTheNorthEdgeToTheEastEdge() {
        assertEquals(new Point2(1, 0.5), new Point2(0.5, 0).rotated(Rotation.R90));
        assertEquals(new Point2(0, 0), new Point2(0, 1).rotated(Rotation.R90));
    }

    @Test
    void turningAndTurningBackReturnsTheSamePoint() {
        Point2 p = new Point2(0.1875, 0.8125);
        for (Rotation r : Rotation.values()) {
            assertEquals(p, p.rotated(r).rotated(r.inverse()));
        }
    }

    @Test
    void aPolygonContainsItsInsideAndNotItsOutside() {
        Polygon triangle = new Polygon(List.of(new Point2(0, 0), new Point2(1, 0), new Point2(0, 1)));
        assertTrue(triangle.contains(new Point2(0.2, 0.2)));
        assertFalse(triangle.contains(new Point2(0.8, 0.8)));
        assertEquals(0.5, triangle.area(), 1e-12);
    }

    @Test
    void aPolylineMeasuresDistanceToItsNearestSegment() {
        Polyline l = new Polyline(List.of(new Point2(0, 0.5), new Point2(1, 0.5)));
        assertEquals(0.25, l.distanceTo(new Point2(0.3, 0.75)), 1e-12);
        assertEquals(new Point2(0.5, 0.5), l.pointAt(0.5));
    }

    @Test
    void anOutlineWithAHoleSubtractsTheHoleFromItsArea() {
        Polygon outer = new Polygon(List.of(new Point2(0, 0), new Point2(1, 0), new Point2(1, 1), new Point2(0, 1)));
        Polygon hole = new Polygon(List.of(new Point2(0.25, 0.25), new Point2(0.75, 0.25), new Point2(0.75, 0.75),
                new Point2(0.25, 0.75)));
        FeatureShape s = new FeatureShape(0, org.tablecompanion.engine.catalog.Terrain.FIELD, ShapeKind.FILL,
                List.of(outer, hole), new Point2(0.1, 0.1), List.of(), 0, List.of());
        assertEquals(0.75, s.area(), 1e-12);
        assertFalse(s.outlineContains(new Point2(0.5, 0.5)));
        assertTrue(s.outlineContains(new Point2(0.1, 0.5)));
    }
}
