package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
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
 * Zero-shot reading of tiles whose terrains lie alike and which differ only by a printed mark:
 * every base tile type painted once at the size a 1080p board shows it, read together.
 */
class ZeroShotMarksTest {

    private static final List<TileType> TYPES = new ArrayList<>();
    private static MatchResult result;

    @BeforeAll
    static void readEveryBaseTile() {
        OpenCvNative.load();
        Catalog base = Catalogs.builtIn("base");
        TileRenderer renderer = new TileRenderer();
        List<Patch> patches = new ArrayList<>();
        for (TileType t : base.tiles()) {
            Mat print = renderer.render(t, Rotation.R0, 256, 1, TileStyle.forCatalog(base));
            Mat seen = new Mat();
            Imgproc.resize(print, seen, new Size(80, 80), 0, 0, Imgproc.INTER_AREA);
            patches.add(Patch.of(seen, TilePictures.DETAIL, TilePictures.BLUR));
            TYPES.add(t);
            print.release();
            seen.release();
        }
        result = new ZeroShotMatcher(base).match(patches);
    }

    private static String readAs(String id) {
        for (int k = 0; k < TYPES.size(); k++) {
            if (TYPES.get(k).id().equals(id)) {
                return result.candidates().get(k).get(0).tileId();
            }
        }
        throw new IllegalArgumentException(id);
    }

    @Test
    void aCityWithAPennantIsToldFromItsTwinWithout() {
        for (String[] twins : new String[][] {{"F", "G"}, {"M", "N"}, {"O", "P"}, {"Q", "R"}, {"S", "T"}}) {
            assertEquals(twins[0], readAs(twins[0]), "pennant twin " + twins[0]);
            assertEquals(twins[1], readAs(twins[1]), "plain twin " + twins[1]);
        }
    }
}
