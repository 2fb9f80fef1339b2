package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code companion score} and {@code companion bench hg} on Hunters &amp; Gatherers games. */
class HgScoreCommandTest {

    @TempDir
    Path dir;

    private static String sample(String name) {
        String root = System.getProperty("tablecompanion.root");
        Path fromRoot = root == null ? null : Path.of(root, "engine", "src", "main", "resources", "games", name);
        Path p = fromRoot != null && Files.isRegularFile(fromRoot) ? fromRoot
                : Path.of("..", "engine", "src", "main", "resources", "games", name);
        return p.toString();
    }

    @Test
    void theClassicSampleIsExplainedMeadowByMeadowAndSystemBySystem() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("score", sample("hg-2020-classic.json"));
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("rules: Hunters & Gatherers, classic"), r.out());
        assertTrue(r.out().contains("meadow on "), r.out());
        assertTrue(r.out().contains("eats the deer at"), r.out());
        assertTrue(r.out().contains("river system on "), r.out());
        assertTrue(r.out().contains("with 1 fish"), r.out());
        assertTrue(r.out().contains("forest of "), r.out());
        assertTrue(!r.out().contains("Warnings"), r.out());
    }

    @Test
    void theEditionSwitchRescoresAGameUnderThe2020PrintingsRules() {
        ScoreCommandTest.Run classic = ScoreCommandTest.run("score", sample("hg-2020-classic.json"));
        ScoreCommandTest.Run edition = ScoreCommandTest.run("score", "--hg-edition", "edition-2020",
                sample("hg-2020-classic.json"));
        assertEquals(0, edition.exit(), edition.err());
        assertTrue(edition.out().contains("rules: Hunters & Gatherers, edition-2020"), edition.out());
        assertTrue(edition.out().contains("(2020 printing values)"), edition.out());
        assertNotEquals(classic.out(), edition.out());
    }

    @Test
    void anUnknownEditionIsOneLineAndExitTwo() {
        ScoreCommandTest.Run r = ScoreCommandTest.run("score", "--hg-edition", "third", sample("hg-2020-classic.json"));
        assertEquals(2, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("unknown H&G edition 'third' (use classic or edition-2020)"), r.err());
    }

    @Test
    void anInvalidUserCatalogIsOneLineAndExitTwo() throws IOException {
        Path bad = dir.resolve("my-tiles.json");
        Files.writeString(bad, """
                { "format": "tablecompanion-catalog/1", "id": "mine", "game": "hunters-and-gatherers",
                  "startTile": "x", "tiles": [ { "id": "x", "count": 1, "features": [
                    {"terrain": "forest", "ports": ["N", "E.l", "E.r", "S", "W"]},
                    {"terrain": "river", "ports": ["E.c"]} ] } ] }
                """);
        ScoreCommandTest.Run r = ScoreCommandTest.run("score", "--catalog", bad.toString(),
                sample("hg-2020-classic.json"));
        assertEquals(2, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("needs meadow on both sides"), r.err());
    }

    @Test
    void theHgBenchmarkWritesItsFiguresBesideTheBaseGame() throws IOException {
        Path out = dir.resolve("hg.json");
        ScoreCommandTest.Run r = ScoreCommandTest.run("bench", "hg", "--rounds", "1", "--games", "2",
                "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        String json = Files.readString(out);
        assertTrue(json.contains("\"base\""), json);
        assertTrue(json.contains("\"hg-2020 classic\""), json);
        assertTrue(json.contains("scoreFinishedBoardMillis"), json);
    }
}
