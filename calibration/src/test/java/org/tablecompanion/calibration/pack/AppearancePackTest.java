package org.tablecompanion.calibration.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;

class AppearancePackTest {

    @TempDir
    Path dir;

    private static final Catalog RIVER = Catalogs.builtIn("river");

    private static Map<String, Mat> squares(Catalog catalog, int count) {
        OpenCvLibrary.load();
        Map<String, Mat> out = new LinkedHashMap<>();
        for (TileType t : catalog.tiles().subList(0, count)) {
            out.put(t.id(), new Mat(64, 64, CvType.CV_8UC3, new Scalar(out.size() * 10, 100, 200)));
        }
        return out;
    }

    @Test
    void aWrittenPackLoadsWithEveryTile() {
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Map<String, Mat> pictures = squares(RIVER, RIVER.tiles().size());
        AppearancePack.write(dir, PackInfo.of("river", "teach", 64), pictures);
        pictures.values().forEach(Mat::release);
        AppearancePack pack = AppearancePack.load(dir, RIVER);
        assertEquals(RIVER.tiles().size(), pack.pictures().size());
        assertEquals("teach", pack.info().source());
        assertEquals(64, pack.pictures().values().iterator().next().cols());
        pack.release();
    }

    @Test
    void anEmptyFolderIsRefused() {
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> AppearancePack.load(dir, RIVER));
        assertTrue(e.getMessage().contains("holds no <tile-id>.png or .jpg pictures"), e.getMessage());
    }

    @Test
    void aMissingFolderIsRefused() {
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> AppearancePack.load(dir.resolve("nowhere"), RIVER));
        assertTrue(e.getMessage().endsWith("no such folder"), e.getMessage());
    }

    @Test
    void aPictureOfAnUnknownTileIsNamed() {
        Map<String, Mat> pictures = squares(RIVER, 2);
        AppearancePack.write(dir, PackInfo.of("river", "teach", 64), pictures);
        pictures.values().forEach(Mat::release);
        Mat stray = new Mat(32, 32, CvType.CV_8UC3, new Scalar(1, 2, 3));
        Imgcodecs.imwrite(dir.resolve("castle-x.png").toString(), stray);
        stray.release();
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> AppearancePack.loadPartial(dir, RIVER));
        assertTrue(e.getMessage().contains("castle-x.png names no tile of catalog river"), e.getMessage());
    }

    @Test
    void missingTilesAreListed() {
        Map<String, Mat> pictures = squares(RIVER, 3);
        AppearancePack.write(dir, PackInfo.of("river", "teach", 64), pictures);
        pictures.values().forEach(Mat::release);
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> AppearancePack.load(dir, RIVER));
        assertTrue(e.getMessage().contains("lacks " + (RIVER.tiles().size() - 3) + " of the " + RIVER.tiles().size()),
                e.getMessage());
        assertTrue(e.getMessage().contains(RIVER.tiles().get(3).id()), e.getMessage());
    }

    @Test
    void aPartialPackLoadsAndSaysWhatIsMissing() {
        Map<String, Mat> pictures = squares(RIVER, 3);
        AppearancePack.write(dir, PackInfo.of("river", "teach", 64), pictures);
        pictures.values().forEach(Mat::release);
        AppearancePack pack = AppearancePack.loadPartial(dir, RIVER);
        assertEquals(3, pack.pictures().size());
        assertEquals(RIVER.tiles().size() - 3, pack.missing(RIVER).size());
    }

    @Test
    void aPictureThatDoesNotDecodeIsNamed() throws IOException {
        Map<String, Mat> pictures = squares(RIVER, 1);
        AppearancePack.write(dir, PackInfo.of("river", "teach", 64), pictures);
        pictures.values().forEach(Mat::release);
        Files.writeString(dir.resolve(RIVER.tiles().get(1).id() + ".jpg"), "not a picture");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> AppearancePack.loadPartial(dir, RIVER));
        assertTrue(e.getMessage().contains("cannot read " + RIVER.tiles().get(1).id() + ".jpg"), e.getMessage());
    }

    @Test
    void aBadPackDescriptionIsNamed() throws IOException {
        Map<String, Mat> pictures = squares(RIVER, 1);
        AppearancePack.write(dir, PackInfo.of("river", "teach", 64), pictures);
        pictures.values().forEach(Mat::release);
        Files.writeString(dir.resolve("pack.json"), "{\"format\": \"tablecompanion-pack/1\", \"margin\": 0.7}");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> AppearancePack.loadPartial(dir, RIVER));
        assertTrue(e.getMessage().contains("margin must be in [0, 0.4)"), e.getMessage());
    }

    @Test
    void theMarginIsCutAway() throws IOException {
        Map<String, Mat> pictures = squares(RIVER, 1);
        AppearancePack.write(dir, PackInfo.of("river", "import", 64), pictures);
        pictures.values().forEach(Mat::release);
        Files.writeString(dir.resolve("pack.json"), "{\"format\": \"tablecompanion-pack/1\", \"margin\": 0.25}");
        AppearancePack pack = AppearancePack.loadPartial(dir, RIVER);
        assertEquals(32, pack.pictures().values().iterator().next().cols());
        pack.release();
    }
}
