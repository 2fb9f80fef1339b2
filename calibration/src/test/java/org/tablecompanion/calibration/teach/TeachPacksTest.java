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
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Map<String, Mat> firstBatch = batch(0);
        TeachPacks.Status first = TeachPacks.add(pack, BASE, firstBatch, "teach");
        firstBatch.values().forEach(Mat::release);
        assertFalse(first.complete());
        assertEquals(GuideLayout.PER_PAGE, first.have());
        Map<String, Mat> secondBatch = batch(1);
        TeachPacks.Status second = TeachPacks.add(pack, BASE, secondBatch, "teach");
        secondBatch.values().forEach(Mat::release);
        assertTrue(second.complete(), second.missing().toString());
        assertEquals(BASE.tiles().size(), AppearancePack.load(pack, BASE).pictures().size());
    }

    @Test
    void theReviewShowsEveryTileOfTheCatalog() {
        Path pack = dir.resolve("base");
        Map<String, Mat> tiles = batch(0);
        TeachPacks.add(pack, BASE, tiles, "teach");
        tiles.values().forEach(Mat::release);
        AppearancePack loaded = AppearancePack.loadPartial(pack, BASE);
        Mat review = TeachPacks.review(loaded, BASE);
        loaded.release();
        int rows = (BASE.tiles().size() + 7) / 8;
        assertEquals(rows * (128 + 18 + 8) + 8, review.rows());
        review.release();
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
