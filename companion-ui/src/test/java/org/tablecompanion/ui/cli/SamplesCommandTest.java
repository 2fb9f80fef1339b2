package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SamplesCommandTest {

    @TempDir
    Path dir;

    @Test
    void aSceneIsWrittenAsPictureAndTruth() throws IOException {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "scene", "--game", "river", "--tiles", "8",
                "--size", "320x180", "--difficulty", "hard", "--out", dir.toString(), "--name", "s");
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.size(dir.resolve("s.jpg")) > 1000);
        assertTrue(Files.readString(dir.resolve("s.json")).contains("tablecompanion-scene/1"));
    }

    @Test
    void anUnknownDifficultyIsOneLineAndExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "scene", "--difficulty", "brutal",
                "--out", dir.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("brutal") && r.err().strip().lines().count() == 1, r.err());
    }

    @Test
    void aBadSizeIsExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "scene", "--size", "big", "--out", dir.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("WIDTHxHEIGHT"), r.err());
    }

    @Test
    void regeneratingOutsideTheRepositoryIsRefused() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "regenerate", "--root", dir.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("not the repository root"), r.err());
    }

    @Test
    void theTileSheetIsWrittenWhereAsked() throws IOException {
        Path out = dir.resolve("sheet.png");
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "tiles", "--tile-size", "32", "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.size(out) > 10_000);
    }

    @Test
    void aTileSizeOutOfRangeIsExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "tiles", "--tile-size", "5000",
                "--out", dir.resolve("x.png").toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--tile-size"), r.err());
    }
}
