package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {

    @TempDir
    Path dir;

    @Test
    void anUnknownTargetIsExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("bench", "everything");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown benchmark 'everything'"), r.err());
    }

    @Test
    void theEngineBenchmarkWritesItsFigures() throws IOException {
        Path out = dir.resolve("engine.json");
        ScoreCommandTest.Run r = ScoreCommandTest.run("bench", "engine", "--rounds", "1", "--games", "2",
                "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        String json = Files.readString(out);
        assertTrue(json.contains("replayAndFinalScoreGamesPerSecond"), json);
        assertTrue(json.contains("\"1000\""), json);
    }
}
