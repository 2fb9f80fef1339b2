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
        Imgcodecs.imwrite(single.toString(), tile);
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
    void aPackWithAForeignTileIsOneLineAndExitTwo() throws IOException {
        Path bad = Files.createDirectories(dir.resolve("badpack"));
        Files.copy(pack.resolve("D.png"), bad.resolve("Z9.png"));
        Run r = run("recognize", photo.toString(), "--catalog", "base", "--pack", bad.toString());
        assertEquals(CompanionCli.EXIT_BAD_INPUT, r.exit());
        assertTrue(r.err().contains("Z9.png names no tile of catalog base"), r.err());
    }
}
