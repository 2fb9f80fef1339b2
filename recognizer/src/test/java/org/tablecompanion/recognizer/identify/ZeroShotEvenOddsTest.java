package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

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
        TileRenderer renderer = new TileRenderer();
        List<Patch> patches = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (TileType t : catalog.tiles()) {
            Mat print = renderer.render(t, Rotation.R0, 256, 1, TileStyle.forCatalog(catalog));
            Mat seen = new Mat();
            // The size a 1080p board shows a tile at.
            Imgproc.resize(print, seen, new Size(80, 80), 0, 0, Imgproc.INTER_AREA);
            patches.add(Patch.of(seen, TilePictures.DETAIL, TilePictures.BLUR));
            ids.add(t.id());
            print.release();
            seen.release();
        }
        ZeroShotMatcher matcher = new ZeroShotMatcher(catalog);
        MatchResult result = matcher.match(patches);
        for (int k = 0; k < ids.size(); k++) {
            double best = result.candidates().get(k).get(0).score();
            // 20 above even odds: "none of these" then holds under 1e-8 of the belief.
            assertTrue(best > matcher.evenOdds() + 20, ids.get(k) + " scores " + best);
        }
    }
}
