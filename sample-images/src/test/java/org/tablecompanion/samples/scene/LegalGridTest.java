package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;

class LegalGridTest {

    private static final Catalog HG = Catalogs.builtIn("hg-2020");
    /** Every fourth H&G type, as the shared scans hold. */
    private static final List<String> EVERY_FOURTH = IntStream.range(0, 24).mapToObj(k -> String.valueOf(4 * k))
            .toList();

    @Test
    void everyTileMeetsTheTilesLaidBeforeItByTheRules() {
        for (long seed = 1; seed <= 20; seed++) {
            List<SceneTile> tiles = LegalGrid.of(HG, EVERY_FOURTH, 8, 6, new SplittableRandom(seed)).orElseThrow();
            Board board = Board.empty();
            for (SceneTile t : tiles) {
                Position at = new Position(t.x(), t.y());
                if (!board.isEmpty()) {
                    assertTrue(board.fits(HG.require(t.tileId()), at, t.rotation()), "seed " + seed + " at " + at);
                }
                board = board.with(new PlacedTile(HG.require(t.tileId()), at, t.rotation()));
            }
        }
    }

    @Test
    void theRectangleIsFilledOnce() {
        List<SceneTile> tiles = LegalGrid.of(HG, EVERY_FOURTH, 8, 6, new SplittableRandom(7)).orElseThrow();
        Set<Position> cells = new HashSet<>();
        tiles.forEach(t -> cells.add(new Position(t.x(), t.y())));
        assertEquals(48, tiles.size());
        assertEquals(48, cells.size());
        assertTrue(cells.stream().allMatch(p -> p.x() >= 0 && p.x() < 8 && p.y() >= 0 && p.y() < 6));
    }

    @Test
    void theTypesAtHandAreSpreadOverTheBoard() {
        List<SceneTile> tiles = LegalGrid.of(HG, EVERY_FOURTH, 8, 6, new SplittableRandom(7)).orElseThrow();
        long types = tiles.stream().map(SceneTile::tileId).distinct().count();
        assertTrue(types >= 12, types + " types");
    }
}
