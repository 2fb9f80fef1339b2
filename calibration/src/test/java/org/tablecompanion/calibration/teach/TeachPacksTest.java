package org.tablecompanion.calibration.teach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;

class TeachPacksTest {

    private static final Catalog BASE = Catalogs.builtIn("base");

    @TempDir
    Path dir;

    static {
        OpenCvLibrary.load();
    }

    private static Map<String, Mat> batch(int index) {
        Map<String, Mat> out = new LinkedHashMap<>();
        for (GuideLayout.Slot s : GuideLayout.batches(BASE).get(index).slots()) {
            out.put(s.tileId(), new Mat(BatchCutter.TILE_PX, BatchCutter.TILE_PX, CvType.CV_8UC3, new Scalar(40, 120, 60)));
        }
        return out;
    }

    @Test
    void aPackGrowsBatchByBatchUntilComplete() {
        Path pack = dir.resolve("base");
        TeachPacks.Status first = TeachPacks.add(pack, BASE, batch(0), "teach");
        assertFalse(first.complete());
        assertEquals(GuideLayout.PER_PAGE, first.have());
        TeachPacks.Status second = TeachPacks.add(pack, BASE, batch(1), "teach");
        assertTrue(second.complete(), second.missing().toString());
        assertEquals(BASE.tiles().size(), AppearancePack.load(pack, BASE).pictures().size());
    }

    @Test
    void theReviewShowsEveryTileOfTheCatalog() {
        Path pack = dir.resolve("base");
        TeachPacks.add(pack, BASE, batch(0), "teach");
        Mat review = TeachPacks.review(AppearancePack.loadPartial(pack, BASE), BASE);
        int rows = (BASE.tiles().size() + 7) / 8;
        assertEquals(rows * (128 + 18 + 8) + 8, review.rows());
    }

    @Test
    void theReviewIsWrittenBesideThePackNotInIt() {
        assertEquals(dir.resolve("base-review.png").toAbsolutePath(), TeachPacks.reviewFile(dir.resolve("base")));
    }

    @Test
    void theGuideHasAPagePerTwelveTiles() {
        assertEquals((BASE.tiles().size() + 11) / 12, GuideSheet.sheets(BASE).size());
    }
}
