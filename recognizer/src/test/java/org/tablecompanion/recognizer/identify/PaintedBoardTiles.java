package org.tablecompanion.recognizer.identify;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

/**
 * Tiles of a catalog painted by our renderer and shrunk to the size a 1080p board shows them (80
 * px), as the patches a matcher reads together: the zero-shot tests' stand-in for a board.
 */
final class PaintedBoardTiles {

    private PaintedBoardTiles() {
    }

    /** The patches of {@code tiles} (same order), each drawn on by {@code drawOn} before it is cut. */
    static List<Patch> patches(Catalog catalog, List<TileType> tiles, BiConsumer<TileType, Mat> drawOn) {
        return patches(new TileRenderer(), catalog, tiles, drawOn);
    }

    /** The same, painted by {@code renderer}. */
    static List<Patch> patches(TileRenderer renderer, Catalog catalog, List<TileType> tiles,
                               BiConsumer<TileType, Mat> drawOn) {
        List<Patch> patches = new ArrayList<>();
        for (TileType t : tiles) {
            Mat print = renderer.render(t, Rotation.R0, 256, 1, TileStyle.forCatalog(catalog));
            Mat seen = new Mat();
            Imgproc.resize(print, seen, new Size(80, 80), 0, 0, Imgproc.INTER_AREA);
            drawOn.accept(t, seen);
            patches.add(Patch.of(seen, TilePictures.DETAIL, TilePictures.BLUR));
            print.release();
            seen.release();
        }
        return patches;
    }

    /** The patches of {@code tiles}, as painted. */
    static List<Patch> patches(Catalog catalog, List<TileType> tiles) {
        return patches(catalog, tiles, (t, m) -> { });
    }
}
