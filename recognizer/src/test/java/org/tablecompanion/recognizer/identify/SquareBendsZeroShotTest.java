package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.TileLayout;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.samples.render.TileRenderer;

/**
 * The printed base game bends some roads square by the tile's middle where our geometry bends
 * them round (the real V photo of `../shared/real-tiles`, read as the W junction at 100 % while
 * zero-shot knew only the round bend). Zero-shot accepts either where the two differ.
 */
class SquareBendsZeroShotTest {

    @Test
    void roadsPaintedBentSquareByTheMiddleReadAsTheirOwnTypes() {
        OpenCvNative.load();
        Catalog catalog = Catalogs.builtIn("base");
        List<TileType> tiles = catalog.tiles();
        List<Patch> patches = PaintedBoardTiles.patches(new TileRenderer(TileLayout::tightlyBent), catalog, tiles,
                (t, m) -> { });
        MatchResult result = new ZeroShotMatcher(catalog).match(patches);
        TerrainLayouts layouts = new TerrainLayouts(catalog);
        for (int k = 0; k < tiles.size(); k++) {
            Candidate best = result.candidates().get(k).get(0);
            String painted = tiles.get(k).id();
            assertEquals(painted, best.tileId());
            // A tile that looks the same turned (U, X) reads right in each of those turns.
            assertEquals(layouts.shape(layouts.layout(painted, Rotation.R0)),
                    layouts.shape(layouts.layout(best.tileId(), best.rotation())), painted + " " + best.rotation());
        }
    }
}
