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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoreCommandTest {

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CompanionCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(exit, out.toString(), err.toString());
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static final String HEAD = "{\"format\":\"tablecompanion-record/1\",\"players\":[{\"name\":\"Ann\",\"colour\":\"red\"},"
            + "{\"name\":\"Bob\",\"colour\":\"blue\"}],\"catalogs\":[\"base\"],\"events\":[";

    @Test
    void withoutARecordItScoresTheBundledSampleGame() {
        Run r = run("score");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Final scores"), r.out());
        assertTrue(r.out().contains("Scorings"), r.out());
        assertTrue(r.out().contains("field touching"), r.out());
    }

    @Test
    void everyScoringLineCarriesItsExplanation() {
        Run r = run("score");
        assertTrue(r.out().lines().anyMatch(l -> l.contains("city of") && l.contains("scores")), r.out());
    }

    @Test
    void theFarmSwitchChangesTheFieldScoring() {
        Run perField = run("score", "--farms", "per-field-3");
        Run cityCentric = run("score", "--farms", "city-centric-4");
        assertEquals(0, cityCentric.exit(), cityCentric.err());
        assertTrue(cityCentric.out().contains("rules: farms city-centric-4"));
        assertTrue(!perField.out().equals(cityCentric.out()));
    }

    @Test
    void theSmallCitySwitchIsShown() {
        Run r = run("score", "--small-city");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("small city on"), r.out());
    }

    @Test
    void jsonPrintsTheFinalStateAsJson() throws IOException {
        Run r = run("score", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode n = new ObjectMapper().readTree(r.out());
        assertEquals("tablecompanion-state/1", n.get("format").asText());
        assertTrue(n.get("ended").asBoolean());
        assertEquals(3, n.get("players").size());
        assertTrue(n.get("scorings").size() > 0);
    }

    @Test
    void aRecordFileIsScored() throws IOException {
        Path p = write("game.json", HEAD + "{\"type\":\"tile-placed\",\"tile\":\"E\",\"x\":0,\"y\":0},"
                + "{\"type\":\"tile-placed\",\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":180},"
                + "{\"type\":\"figure-placed\",\"player\":\"red\",\"x\":0,\"y\":-1,\"feature\":0}]}");
        Run r = run("score", p.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().matches("(?s).*Ann \\(red\\)\\s+4\\s.*"), r.out());
        assertTrue(r.out().contains("the start tile is D"), r.out());
    }

    @Test
    void aMissingFileIsOneLineAndExitTwo() {
        Run r = run("score", dir.resolve("nope.json").toString());
        assertEquals(2, r.exit());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("cannot read the file"), r.err());
    }

    @Test
    void malformedJsonIsOneLineNamingTheLineAndColumn() throws IOException {
        Path p = write("bad.json", "{\n  \"format\": \"tablecompanion-record/1\",\n  \"players\": [ oops ]\n}");
        Run r = run("score", p.toString());
        assertEquals(2, r.exit());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("line 3"), r.err());
    }

    @Test
    void aWrongFieldIsOneLineNamingItsJsonPath() throws IOException {
        Path p = write("bad.json", HEAD + "{\"type\":\"tile-placed\",\"tile\":\"E\",\"x\":0,\"y\":0,\"rotation\":45}]}");
        Run r = run("score", p.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("/events/0/rotation"), r.err());
        assertTrue(r.err().contains("multiple of 90"), r.err());
    }

    @Test
    void anUnknownTileIdIsOneLineNamingTheEvent() throws IOException {
        Path p = write("unknown.json", HEAD + "{\"type\":\"tile-placed\",\"tile\":\"D\",\"x\":0,\"y\":0},"
                + "{\"type\":\"tile-placed\",\"tile\":\"Z\",\"x\":1,\"y\":0}]}");
        Run r = run("score", p.toString());
        assertEquals(2, r.exit());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("event 1") && r.err().contains("unknown tile id 'Z'"), r.err());
    }

    @Test
    void anImpossibleBoardIsOneLineAndExitTwo() throws IOException {
        Path p = write("twice.json", HEAD + "{\"type\":\"tile-placed\",\"tile\":\"D\",\"x\":0,\"y\":0},"
                + "{\"type\":\"tile-placed\",\"tile\":\"E\",\"x\":0,\"y\":0}]}");
        Run r = run("score", p.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("two tiles cannot share a square"), r.err());
    }

    @Test
    void anUnknownFarmRuleIsExitTwo() {
        Run r = run("score", "--farms", "lots");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("per-field-3"), r.err());
    }

    @Test
    void anUnknownCatalogIsExitTwo() {
        Run r = run("score", "--catalog", "nosuch");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown catalog 'nosuch'"), r.err());
    }

    @Test
    void theCatalogOptionReplacesTheRecordsCatalogs() {
        Run r = run("score", "--catalog", "base+river");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("The River"), r.out());
    }
}
