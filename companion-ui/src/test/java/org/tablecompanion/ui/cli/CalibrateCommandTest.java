package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;

class CalibrateCommandTest {

    @TempDir
    Path dir;

    static {
        OpenCvLibrary.load();
    }

    private static boolean oneLine(String err) {
        return err.strip().lines().count() == 1;
    }

    /** A table photo with a grey card under a warm lamp. */
    private Path cardPhoto() {
        Mat m = new Mat(360, 640, CvType.CV_8UC3, new Scalar(70, 110, 150));
        Imgproc.rectangle(m, new Point(250, 120), new Point(400, 230), new Scalar(140, 140, 140), -1);
        Core.multiply(m, new Scalar(0.8, 1.0, 1.2), m);
        Path f = dir.resolve("card.png");
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Imgcodecs.imwrite(f.toString(), m);
        m.release();
        return f;
    }

    @Test
    void theBoardIsWrittenAsPdfAndPng() throws IOException {
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "board", "--out", dir.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.size(dir.resolve("camera-board.pdf")) > 10_000);
        assertTrue(Files.size(dir.resolve("camera-board.png")) > 10_000);
        assertTrue(r.out().contains("28 mm"), r.out());
    }

    @Test
    void theMarkersAreWrittenAsPdfAndPng() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "markers", "--out", dir.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.exists(dir.resolve("table-markers.pdf")));
        assertTrue(Files.exists(dir.resolve("table-markers.png")));
    }

    @Test
    void tooFewBoardPhotosAreOneLineAndExitTwoAndWriteNothing() {
        ScoreCommandTest.run("calibrate", "board", "--out", dir.toString());
        String png = dir.resolve("camera-board.png").toString();
        Path file = dir.resolve("table.json");
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "camera", "-c", file.toString(), png, png, png);
        assertEquals(2, r.exit(), r.err());
        assertTrue(oneLine(r.err()) && r.err().contains("only 3 of 3 pictures show the board"), r.err());
        assertTrue(r.out().contains("finding the board 3/3"), r.out());
        assertFalse(Files.exists(file));
    }

    @Test
    void theWhiteBalanceIsWrittenAndShown() {
        Path file = dir.resolve("table.json");
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "colour", "-c", file.toString(), cardPhoto().toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(CalibrationFiles.read(file).colour().isPresent());
        ScoreCommandTest.Run show = ScoreCommandTest.run("calibrate", "show", "-c", file.toString());
        assertEquals(0, show.exit(), show.err());
        assertTrue(show.out().contains("colour:  grey-card"), show.out());
        assertTrue(show.out().contains("camera:  not calibrated"), show.out());
    }

    @Test
    void aCorruptCalibrationIsOneLineAndLeftAsItWas() throws IOException {
        Path file = dir.resolve("table.json");
        Files.writeString(file, "{\"format\": \"tablecompanion-calibration/1\", \"camera\": [");
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "colour", "-c", file.toString(), cardPhoto().toString());
        assertEquals(2, r.exit());
        assertTrue(oneLine(r.err()) && r.err().contains("not JSON"), r.err());
        assertEquals("{\"format\": \"tablecompanion-calibration/1\", \"camera\": [", Files.readString(file));
    }

    @Test
    void aPhotoWithoutMarkersNamesTheMissingOnes() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "table", "-c", dir.resolve("t.json").toString(),
                cardPhoto().toString());
        assertEquals(2, r.exit());
        assertTrue(oneLine(r.err()) && r.err().contains("table markers not found: id 0 (NW)"), r.err());
    }

    @Test
    void aMissingPhotoIsNamed() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "colour", "-c", dir.resolve("t.json").toString(),
                dir.resolve("nope.jpg").toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nope.jpg: no such picture"), r.err());
    }

    @Test
    void anUnknownPlayerColourIsExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "figures", "-c", dir.resolve("t.json").toString(),
                "--players", "red,orange", cardPhoto().toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("orange"), r.err());
    }

    @Test
    void aBadAreaIsExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("calibrate", "table", "--area", "big", "-c",
                dir.resolve("t.json").toString(), cardPhoto().toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--area"), r.err());
    }
}
