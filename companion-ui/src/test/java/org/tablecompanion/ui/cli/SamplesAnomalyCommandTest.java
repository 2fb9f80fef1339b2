package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SamplesAnomalyCommandTest {

    @TempDir
    Path dir;

    @Test
    void aShortFilmWithAnAnomalyIsWrittenWithItsTruth() throws IOException {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "anomaly", "--anomaly", "camera-bumped",
                "--turns", "3", "--turn", "1", "--size", "320x180", "--out", dir.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("camera-bumped in"), r.out());
        assertTrue(Files.readString(dir.resolve("sequence.json")).contains("\"anomaly\" : \"camera-bumped\""));
        assertTrue(Files.isRegularFile(dir.resolve("game.json")));
    }

    @Test
    void anUnknownAnomalyIsOneLineAndExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "anomaly", "--anomaly", "sneeze",
                "--out", dir.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("sneeze") && r.err().strip().lines().count() == 1, r.err());
    }

    @Test
    void aTurnPastTheGameIsExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("samples", "anomaly", "--turns", "5", "--turn", "5",
                "--out", dir.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("turn must be 1..4"), r.err());
    }
}
