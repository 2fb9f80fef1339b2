package org.tablecompanion.calibration.teach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.file.CalibrationInputException;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.testing.Likeness;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.progress.Progress;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;

class ScanImporterTest {

    private static final Catalog RIVER = Catalogs.builtIn("river");

    @TempDir
    Path dir;

    static {
        OpenCvLibrary.load();
    }

    /** A 600 px scan: the tile turned 2 degrees on the scanner's white lid. */
    private static Mat scanOnLid(Mat tile) {
        Mat big = new Mat();
        Imgproc.resize(tile, big, new Size(480, 480), 0, 0, Imgproc.INTER_CUBIC);
        Mat scan = new Mat(620, 600, CvType.CV_8UC3, new Scalar(245, 247, 250));
        Mat r = Imgproc.getRotationMatrix2D(new Point(240, 240), 2, 1);
        r.put(0, 2, r.get(0, 2)[0] + 60);
        r.put(1, 2, r.get(1, 2)[0] + 70);
        Imgproc.warpAffine(big, scan, r, scan.size(), Imgproc.INTER_LINEAR, Core.BORDER_TRANSPARENT, new Scalar(0));
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        big.release();
        r.release();
        return scan;
    }


    @Test
    void scansOnALidAreCutToTheTile() throws Exception {
        GuidePhotos art = new GuidePhotos(RIVER);
        Path scans = Files.createDirectories(dir.resolve("scans"));
        for (var t : RIVER.tiles()) {
            Mat scan = scanOnLid(art.tile(t.id()));
            Imgcodecs.imwrite(scans.resolve(t.id() + ".jpg").toString(), scan);
            scan.release();
        }
        ScanImporter.Report report = ScanImporter.importScans(scans, RIVER, dir.resolve("pack"), Progress.NONE);
        assertEquals(RIVER.tiles().size(), report.imported());
        AppearancePack pack = AppearancePack.load(dir.resolve("pack"), RIVER);
        for (var e : pack.pictures().entrySet()) {
            assertTrue(Likeness.of(e.getValue(), art.tile(e.getKey())) > 0.85, e.getKey());
        }
        assertEquals("import", pack.info().source());
        pack.release();
        // The art's pictures live in its map: keep it until the last comparison has returned.
        Reference.reachabilityFence(art);
    }

    @Test
    void tightScansAreTakenWhole() throws Exception {
        GuidePhotos art = new GuidePhotos(RIVER);
        Path scans = Files.createDirectories(dir.resolve("scans"));
        String id = RIVER.tiles().get(3).id();
        Imgcodecs.imwrite(scans.resolve(id + ".png").toString(), art.tile(id));
        ScanImporter.importScans(scans, RIVER, dir.resolve("pack"), Progress.NONE);
        AppearancePack pack = AppearancePack.loadPartial(dir.resolve("pack"), RIVER);
        Mat got = pack.pictures().get(id);
        assertTrue(Likeness.of(got, art.tile(id)) > 0.97);
        pack.release();
        Reference.reachabilityFence(art);
    }

    @Test
    void aStrayScanStopsTheImportBeforeAnythingIsWritten() throws Exception {
        Path scans = Files.createDirectories(dir.resolve("scans"));
        Mat plain = new Mat(64, 64, CvType.CV_8UC3, new Scalar(1, 2, 3));
        Imgcodecs.imwrite(scans.resolve(RIVER.tiles().get(0).id() + ".png").toString(), plain);
        Imgcodecs.imwrite(scans.resolve("holiday.png").toString(), plain);
        plain.release();
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> ScanImporter.importScans(scans, RIVER, dir.resolve("pack"), Progress.NONE));
        assertTrue(e.getMessage().contains("holiday.png names no tile of catalog river"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("pack")));
    }
}
