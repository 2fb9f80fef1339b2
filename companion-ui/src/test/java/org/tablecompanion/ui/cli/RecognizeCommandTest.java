package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.ColourReference;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneGenerator;

/** recognize, identify and endgame on one generated photo of a small base-game board. */
class RecognizeCommandTest {

    @TempDir
    static Path dir;
    private static Path photo;
    private static Path pack;
    private static RenderedScene scene;

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CompanionCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(exit, out.toString(), err.toString());
    }

    @BeforeAll
    static void photograph() throws IOException {
        List<Catalog> base = List.of(Catalogs.builtIn("base"));
        RecognizerBenchCommand.PrintedArt art = new RecognizerBenchCommand.PrintedArt(base);
        scene = new SceneGenerator(new CatalogTileArt(base, art)).generate(SceneGenerator.Request
                .of(SampleGame.board(SampleGame.BASE.play(1, 30)), Difficulty.EASY, 1).withSize(1280, 720));
        photo = dir.resolve("board.jpg");
        Files.write(photo, scene.jpeg());
        pack = Files.createDirectories(dir.resolve("pack"));
        for (var t : base.get(0).tiles()) {
            Imgcodecs.imwrite(pack.resolve(t.id() + ".png").toString(), art.print("base", t.id()));
        }
    }

    @Test
    void recognizePrintsTheBoardGridAndTheFigures() {
        Run r = run("recognize", photo.toString(), "--catalog", "base", "--pack", pack.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("30 tiles"), r.out());
        assertTrue(r.out().contains("Board (x east, y south"), r.out());
        assertTrue(r.out().contains("Figures"), r.out());
    }

    @Test
    void recognizeWritesTheObservationAsJsonAndAnOverlay() throws IOException {
        Path overlay = dir.resolve("overlay.png");
        Run r = run("recognize", photo.toString(), "--catalog", "base", "--pack", pack.toString(), "--json",
                "--overlay", overlay.toString());
        assertEquals(0, r.exit(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals("tablecompanion-observation/1", o.get("format").asText());
        assertEquals(30, o.get("tiles").size());
        assertEquals("pack", o.get("mode").asText());
        assertTrue(Files.size(overlay) > 10_000);
    }

    @Test
    void recognizeSavesEveryStagePictureForDebugging() throws IOException {
        Path debug = dir.resolve("debug");
        Run r = run("recognize", photo.toString(), "--catalog", "base", "--debug", debug.toString());
        assertEquals(0, r.exit(), r.err());
        try (var files = Files.list(debug)) {
            assertTrue(files.count() >= 4);
        }
    }

    @Test
    void identifyNamesTheTileInAPhotoOfOneTile() {
        Mat tile = Imgcodecs.imread(pack.resolve("D.png").toString());
        Core.rotate(tile, tile, Core.ROTATE_90_CLOCKWISE);
        Path single = dir.resolve("single-D.png");
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Imgcodecs.imwrite(single.toString(), tile);
        tile.release();
        Run r = run("identify", single.toString(), "--catalog", "base", "--pack", pack.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("single-D.png: D rotated 90"), r.out());
    }

    @Test
    void endgameScoresTheRecognizedBoardWithExplanations() {
        Run r = run("endgame", photo.toString(), "--catalog", "base", "--pack", pack.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("End-game scoring of the board as it lies"), r.out());
        assertTrue(r.out().contains("field"), r.out());
    }

    @Test
    void aMissingPhotoIsOneLineAndExitTwo() {
        Run r = run("recognize", dir.resolve("nothing.jpg").toString());
        assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("no image file"), r.err());
    }

    @Test
    void aFileThatIsNoPictureIsOneLineAndExitTwo() throws IOException {
        Path text = Files.writeString(dir.resolve("notes.jpg"), "this is no photo");
        Run r = run("recognize", text.toString());
        assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("notes.jpg: cannot read as a picture"), r.err());
    }

    @Test
    void aPhotoWithNoTilesInViewIsOneLineAndExitTwo() {
        Mat table = new Mat(720, 1280, org.opencv.core.CvType.CV_8UC3, new org.opencv.core.Scalar(70, 110, 150));
        Path empty = dir.resolve("empty-table.png");
        Imgcodecs.imwrite(empty.toString(), table);
        table.release();
        Run r = run("recognize", empty.toString(), "--catalog", "base");
        assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("empty-table.png: no tiles in view"), r.err());
    }

    @Test
    void anEmptyPackFolderIsOneLineAndExitTwo() throws IOException {
        Path emptyPack = Files.createDirectories(dir.resolve("emptypack"));
        Run r = run("recognize", photo.toString(), "--catalog", "base", "--pack", emptyPack.toString());
        assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("holds no <tile-id>.png or .jpg pictures"), r.err());
    }

    @Test
    void aPackWithAForeignTileIsOneLineAndExitTwo() throws IOException {
        Path bad = Files.createDirectories(dir.resolve("badpack"));
        Files.copy(pack.resolve("D.png"), bad.resolve("Z9.png"));
        Run r = run("recognize", photo.toString(), "--catalog", "base", "--pack", bad.toString());
        assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit());
        assertTrue(r.err().contains("Z9.png names no tile of catalog base"), r.err());
    }

    @Test
    void theCalibrationsPackIsUsedWhenNoPackIsGiven() throws IOException {
        Path file = dir.resolve("table/calibration.json");
        Files.createDirectories(file.getParent());
        CalibrationFiles.update(file, t -> t.withPack(new PackUse("base", "../pack", "import", 24))
                .withColour(new ColourCorrection(ColourReference.GREY_CARD, List.of(1.0, 1.0, 1.0),
                        List.of(128.0, 128.0, 128.0))));
        Run r = run("recognize", photo.toString(), "--catalog", "base", "--calibration", file.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals("pack", o.get("mode").asText());
        assertEquals(30, o.get("tiles").size());
        assertTrue(o.get("timingsMs").has("white-balance"), o.get("timingsMs").toString());
    }

    @Test
    void aCorruptCalibrationIsOneLineAndExitTwoForEveryCommandThatReadsIt() throws IOException {
        Path bad = dir.resolve("corrupt.json");
        Files.writeString(bad, "{\"format\": \"tablecompanion-calibration/1\", \"camera\": [");
        for (String[] args : List.of(
                new String[] {"recognize", photo.toString(), "-c", bad.toString()},
                new String[] {"identify", photo.toString(), "--calibration", bad.toString()},
                new String[] {"endgame", photo.toString(), "--calibration", bad.toString()},
                new String[] {"bench-recognizer", "--scenes", "1", "--calibration", bad.toString(), "--out",
                    dir.resolve("never.json").toString()})) {
            Run r = run(args);
            assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit(), args[0] + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("corrupt.json: not JSON"), r.err());
        }
        assertTrue(Files.notExists(dir.resolve("never.json")));
    }

    /** The bench on one easy base board of 12 tiles with a pack, no real tiles, plus {@code more}. */
    private static Run benchOneSmallBaseBoard(Path out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("bench-recognizer", "--scenes", "1", "--tiles", "12",
                "--difficulty", "easy", "--mode", "pack", "--games", "base", "--size", "1280x720", "--timing-runs", "1",
                "--real", dir.resolve("none").toString(), "--out", out.toString()));
        args.addAll(List.of(more));
        return run(args.toArray(new String[0]));
    }

    @Test
    void theBenchWarmsUpUntimedAndWritesEachScenesReadingWithoutTimes() throws IOException {
        Path readings = dir.resolve("readings");
        Path out = dir.resolve("bench.json");
        Run r = benchOneSmallBaseBoard(out, "--warm-up", "2", "--readings", readings.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("warm-up readings, untimed"), r.out());
        var row = new ObjectMapper().readTree(out.toFile()).get("rows").get(0);
        assertTrue(row.get("firstMs").asDouble() > 0, row.toString());
        var o = new ObjectMapper().readTree(
                readings.resolve("base-easy-1000-pack.json").toFile());
        assertEquals("tablecompanion-observation/1", o.get("format").asText());
        assertTrue(o.get("tiles").size() > 0, o.toString());
        assertEquals(0, o.get("timingsMs").size());
    }

    @Test
    void theBenchDrawsHowOftenEachConfidenceIsRight() throws IOException {
        Path picture = dir.resolve("reliability.png");
        Path out = dir.resolve("reliability.json");
        Run r = benchOneSmallBaseBoard(out, "--warm-up", "0", "--reliability-picture", picture.toString());
        assertEquals(0, r.exit(), r.err());
        Mat diagram = Imgcodecs.imread(picture.toString());
        assertTrue(diagram.cols() > 800, "a diagram of two panels");
        diagram.release();
        JsonNode told = new ObjectMapper().readTree(out.toFile()).get("rows").get(0).get("reliability").get("told");
        int readings = 0;
        for (JsonNode bin : told) {
            readings += bin.get("readings").asInt();
        }
        assertEquals(12, readings, told.toString());
    }

    @Test
    void aMissedSceneIsWrittenWithItsTruthSoItCanBeReadAgain() throws IOException {
        Path debug = dir.resolve("debug");
        Run r = run("bench-recognizer", "--scenes", "1", "--tiles", "30", "--difficulty", "hard", "--mode",
                "zero-shot", "--games", "base", "--size", "1280x720", "--timing-runs", "1", "--warm-up", "0",
                "--real", dir.resolve("none").toString(), "--debug", debug.toString(), "--out",
                dir.resolve("missed.json").toString());
        assertEquals(0, r.exit(), r.err());
        Path missed = debug.resolve("base-hard-1000-zero-shot");
        assertTrue(Files.isDirectory(missed), "a hard base board read zero-shot misses something: " + r.out());
        var truth = org.tablecompanion.samples.scene.SceneFiles.readTruth(missed.resolve("scene.json"));
        assertEquals("photo.jpg", truth.image().file());
        assertEquals(1000, truth.seed());
        assertTrue(truth.tiles().size() > 20, truth.tiles().toString());
        Mat again = Imgcodecs.imread(missed.resolve("photo.jpg").toString());
        assertEquals(truth.image().width(), again.cols());
        again.release();
    }

    @Test
    void aMissingCalibrationFileIsNamed() {
        Run r = run("recognize", photo.toString(), "--calibration", dir.resolve("nowhere.json").toString());
        assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("nowhere.json: no such calibration file"), r.err());
    }
}
