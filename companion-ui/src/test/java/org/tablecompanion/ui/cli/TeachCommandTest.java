package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.calibration.teach.GuideLayout;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

class TeachCommandTest {

    private static final Catalog RIVER = Catalogs.builtIn("river");

    @TempDir
    Path dir;

    static {
        OpenCvLibrary.load();
    }

    /** The printed guide page with the river tiles laid on it, seen straight from above. */
    private Path laidOut(int leaveEmpty) {
        ScoreCommandTest.run("teach", "guide", "--catalog", "river", "--out", dir.toString());
        Mat page = Imgcodecs.imread(dir.resolve("guide-river-1.png").toString());
        TileRenderer renderer = new TileRenderer();
        int px = 12;
        int tile = (int) Math.round(GuideLayout.TILE_MM * px);
        var slots = GuideLayout.batches(RIVER).get(0).slots();
        for (int i = 0; i < slots.size() - leaveEmpty; i++) {
            var s = slots.get(i);
            Mat art = renderer.render(RIVER.require(s.tileId()), Rotation.R0, tile, 3, TileStyle.forCatalog(RIVER));
            int x = (int) Math.round(s.centreX() * px - tile / 2.0);
            int y = (int) Math.round(s.centreY() * px - tile / 2.0);
            // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
            // finalizer mid-call.
            Mat slot = page.submat(new Rect(x, y, tile, tile));
            art.copyTo(slot);
            slot.release();
            art.release();
        }
        Path photo = dir.resolve("page.jpg");
        Imgcodecs.imwrite(photo.toString(), page);
        page.release();
        return photo;
    }

    @Test
    void theGuideIsWrittenAsOnePdfAndAPngPerPage() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("teach", "guide", "--catalog", "base", "--out", dir.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.exists(dir.resolve("guide-base.pdf")));
        assertTrue(Files.exists(dir.resolve("guide-base-2.png")));
        assertTrue(r.out().contains("on 2 pages"), r.out());
    }

    @Test
    void aPhotoOfALaidOutPageMakesACompletePackAndAReview() {
        Path photo = laidOut(0);
        Path pack = dir.resolve("river-pack");
        ScoreCommandTest.Run r = ScoreCommandTest.run("teach", "photo", "--catalog", "river", "--pack", pack.toString(),
                photo.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("page 1, " + RIVER.tiles().size() + " tiles cut"), r.out());
        assertTrue(r.out().contains("complete"), r.out());
        assertTrue(Files.exists(dir.resolve("river-pack-review.png")));
    }

    @Test
    void anIncompletePackIsRefusedUnlessPartial() {
        Path photo = laidOut(2);
        Path pack = dir.resolve("river-pack");
        ScoreCommandTest.run("teach", "photo", "--catalog", "river", "--pack", pack.toString(), photo.toString());
        Path file = dir.resolve("table.json");
        ScoreCommandTest.Run refused = ScoreCommandTest.run("teach", "use", "--catalog", "river", "--pack", pack.toString(),
                "-c", file.toString());
        assertEquals(2, refused.exit());
        assertTrue(refused.err().contains("lacks 2 of the " + RIVER.tiles().size()), refused.err());
        ScoreCommandTest.Run partial = ScoreCommandTest.run("teach", "use", "--catalog", "river", "--pack", pack.toString(),
                "--partial", "-c", file.toString());
        assertEquals(0, partial.exit(), partial.err());
        var use = CalibrationFiles.read(file).pack("river").orElseThrow();
        assertEquals("river-pack", use.path());
        assertEquals(RIVER.tiles().size() - 2, use.tiles());
    }

    @Test
    void theStartTileOfTheTaughtPackServesAsColourReference() {
        Path pack = dir.resolve("river-pack");
        ScoreCommandTest.run("teach", "photo", "--catalog", "river", "--pack", pack.toString(), laidOut(0).toString());
        Path file = dir.resolve("table.json");
        ScoreCommandTest.run("teach", "use", "--catalog", "river", "--pack", pack.toString(), "-c", file.toString());
        Mat table = new Mat(480, 640, org.opencv.core.CvType.CV_8UC3, new org.opencv.core.Scalar(70, 110, 150));
        Mat start = new TileRenderer().render(RIVER.startTileType(), Rotation.R90, 200, 3, TileStyle.forCatalog(RIVER));
        Mat middle = table.submat(new Rect(220, 140, 200, 200));
        start.copyTo(middle);
        middle.release();
        start.release();
        org.opencv.core.Core.multiply(table, new org.opencv.core.Scalar(1.2, 1.0, 0.8), table);
        Path photo = dir.resolve("start.png");
        Imgcodecs.imwrite(photo.toString(), table);
        table.release();
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "colour", "--reference", "start-tile", "--catalog",
                "river", "-c", file.toString(), photo.toString());
        assertEquals(0, r.exit(), r.err());
        var colour = CalibrationFiles.read(file).colour().orElseThrow();
        assertEquals(1 / 1.2, colour.gains()[0], 0.06);
        assertEquals(1 / 0.8, colour.gains()[2], 0.08);
    }

    @Test
    void theStartTileNeedsAPack() {
        Path photo = dir.resolve("blank.png");
        writeBlankPhoto(photo);
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "colour", "--reference", "start-tile", "--catalog",
                "river", "-c", dir.resolve("t.json").toString(), photo.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("needs the appearance pack of river"), r.err());
    }

    @Test
    void aPhotoWithoutTheGuideIsOneLineAndExitTwo() {
        Path photo = dir.resolve("blank.png");
        writeBlankPhoto(photo);
        ScoreCommandTest.Run r = ScoreCommandTest.run("teach", "photo", "--catalog", "river", "--pack",
                dir.resolve("p").toString(), photo.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().strip().lines().count() == 1 && r.err().contains("no layout guide markers"), r.err());
    }

    @Test
    void anUnknownCatalogIsExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("teach", "guide", "--catalog", "nope", "--out", dir.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nope"), r.err());
    }

    /**
     * A plain light-grey page. The pixels are set: an uninitialised Mat holds whatever memory it got, and once
     * that garbage held a square the guide finder took for one of its markers.
     */
    private static void writeBlankPhoto(Path photo) {
        Mat blank = new Mat(100, 100, org.opencv.core.CvType.CV_8UC3, new org.opencv.core.Scalar(200, 200, 200));
        Imgcodecs.imwrite(photo.toString(), blank);
        blank.release();
    }
}
