package org.tablecompanion.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/** A tile type is laid out once per process, and what is kept is what laying it out anew gives. */
class TileLayoutMemoTest {

    @Test
    void aKeptLayoutIsTheOneLayingTheTypeOutAnewGives() {
        for (TileType t : Catalogs.builtIn("base").tiles()) {
            TileGeometry kept = TileLayout.layout(t);
            TileGeometry anew = TileLayout.layout(t, Map.of());
            assertSame(kept, TileLayout.layout(t), t.id());
            for (Rotation r : Rotation.values()) {
                assertEquals(anew.at(r).shapes(), kept.at(r).shapes(), t.id() + " " + r);
                assertArrayEquals(anew.at(r).featureGrid(64, 64), kept.at(r).featureGrid(64, 64), t.id() + " " + r);
            }
        }
    }
}
