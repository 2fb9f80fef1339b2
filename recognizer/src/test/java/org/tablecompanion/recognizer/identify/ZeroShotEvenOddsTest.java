package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * Zero-shot's "none of these" ({@link ZeroShotMatcher#evenOdds}) is for squares that fit no
 * reading (bare table between tiles): a tile read right must fit its reading far above it, or
 * the board solve would ask about it.
 */
class ZeroShotEvenOddsTest {

    @Test
    void everyPaintedTileFitsItsReadingFarAboveEvenOdds() {
        OpenCvNative.load();
        Catalog catalog = Catalogs.builtIn("base");
        // Every type at the size a 1080p board shows a tile at.
        List<Patch> patches = PaintedBoardTiles.patches(catalog, catalog.tiles());
        List<String> ids = catalog.tiles().stream().map(TileType::id).toList();
        ZeroShotMatcher matcher = new ZeroShotMatcher(catalog);
        MatchResult result = matcher.match(patches);
        for (int k = 0; k < ids.size(); k++) {
            double best = result.candidates().get(k).get(0).score();
            // 20 above even odds: "none of these" then holds under 1e-8 of the belief.
            assertTrue(best > matcher.evenOdds() + 20, ids.get(k) + " scores " + best);
        }
    }
}
