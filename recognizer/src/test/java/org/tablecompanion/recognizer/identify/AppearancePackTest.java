package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.recognizer.OpenCvNative;

class AppearancePackTest {

    @TempDir
    Path dir;

    private final Catalog base = Catalogs.builtIn("base");

    private void picture(String name) {
        OpenCvNative.load();
        Mat m = new Mat(40, 40, CvType.CV_8UC3, new Scalar(40, 160, 90));
        Imgcodecs.imwrite(dir.resolve(name).toString(), m);
        m.release();
    }

    @Test
    void readsOnePicturePerTileId() {
        picture("D.png");
        picture("E.jpg");
        AppearancePack p = AppearancePack.load(dir, base);
        assertEquals(java.util.Set.of("D", "E"), java.util.Set.copyOf(p.tileIds()));
    }

    @Test
    void packJsonCropsTheBorder() throws Exception {
        picture("D.png");
        Files.writeString(dir.resolve("pack.json"), "{\"format\":\"tablecompanion-pack/1\",\"margin\":0.1}");
        AppearancePack p = AppearancePack.load(dir, base);
        assertEquals(32, p.pictures().get("D").cols());
    }

    @Test
    void refusesAPictureOfATileTheCatalogDoesNotHave() {
        picture("Q7.png");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AppearancePack.load(dir, base));
        assertTrue(e.getMessage().contains("Q7.png names no tile of catalog base"), e.getMessage());
    }

    @Test
    void refusesAFolderWithoutPictures() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AppearancePack.load(dir, base));
        assertTrue(e.getMessage().contains("holds no <tile-id>.png"), e.getMessage());
    }
}
