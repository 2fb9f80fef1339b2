package org.tablecompanion.engine.features;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;

/**
 * The process-wide shape cache must hand out exactly what building the shape afresh gives.
 * Isolated: test classes run two at a time, and a game in another class may take a tile's slot
 * between two asks (the cache's contract allows it), which made asking twice flaky.
 */
@Isolated
class TileShapeTest {

    private static void assertSameShape(TileShape expected, TileShape actual) {
        assertArrayEquals(expected.specs, actual.specs);
        assertArrayEquals(expected.terrains, actual.terrains);
        assertArrayEquals(expected.portCounts, actual.portCounts);
        assertArrayEquals(expected.portFeature, actual.portFeature);
        assertArrayEquals(expected.partPorts, actual.partPorts);
        assertEquals(expected.monasteries, actual.monasteries);
        assertEquals(expected.portListedTwice, actual.portListedTwice);
        for (int i = 0; i < expected.specs.length; i++) {
            for (int turn = 0; turn < 12; turn += 3) {
                assertEquals(expected.boardPorts(i, turn), actual.boardPorts(i, turn));
            }
        }
    }

    @Test
    void aCachedShapeEqualsAFreshlyBuiltOneForEveryBuiltInTile() {
        for (String id : Catalogs.BUILT_IN) {
            Catalog catalog = Catalogs.builtIn(id);
            for (TileType t : catalog.tiles()) {
                TileShape cached = TileShape.of(t);
                assertSameShape(new TileShape(t), cached);
                assertSame(cached, TileShape.of(t), "asked again, the same shape comes back");
            }
        }
    }

    @Test
    void anEqualButDistinctTileTypeGetsItsOwnCorrectShape() {
        TileType base = Catalogs.builtIn("base").tiles().get(0);
        TileType copy = new TileType(base.id(), base.count(), base.role(), base.features());
        TileShape a = TileShape.of(base);
        TileShape b = TileShape.of(copy);
        assertSameShape(a, b);
        assertNotSame(a, b); // told apart by identity: no deep equals on the hot path
    }

    @Test
    void theCacheStaysCorrectWhenManyTypesCompeteForItsSlots() {
        TileType base = Catalogs.builtIn("base").tiles().get(1);
        TileShape fresh = new TileShape(base);
        for (int i = 0; i < 5000; i++) {
            TileType other = new TileType(base.id(), base.count(), base.role(), base.features());
            assertSameShape(fresh, TileShape.of(other));
        }
        assertSameShape(fresh, TileShape.of(base));
    }
}
