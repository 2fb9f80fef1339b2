package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.random.RandomGame;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;

/** Catalogs users write for their own H&amp;G tiles play and score like the built-in one. */
class HgUserCatalogTest {

    private static Path firstEditionExample() {
        String root = System.getProperty("tablecompanion.root");
        Path fromRoot = root == null ? null : Path.of(root, "docs", "examples");
        Path dir = fromRoot != null && Files.isDirectory(fromRoot) ? fromRoot : Path.of("..", "docs", "examples");
        return dir.resolve("hg-first-edition-example.json");
    }

    @Test
    void theFirstEditionExampleCatalogPlaysScoresAndReplaysFromItsFile() {
        String file = firstEditionExample().toString();
        for (long seed = 1; seed <= 5; seed++) {
            RandomGame g = new HgRandomGames(List.of(file), 3, Rules.DEFAULT).play(seed);
            GameState s = g.finalState();
            assertTrue(s.warnings().isEmpty(), s.warnings().toString());
            assertEquals(s.scores(), GameRecords.replay(GameRecords.read(GameRecords.write(g.record()), "copy"))
                    .state().scores());
        }
    }

    @Test
    void aUserCatalogWrittenToAFileIsLoadedByItsPathInARecord(@TempDir Path dir) throws Exception {
        Path tiles = dir.resolve("my-tiles.json");
        Files.writeString(tiles, """
                { "format": "tablecompanion-catalog/1", "id": "my-hg", "game": "hunters-and-gatherers",
                  "startTile": "lake",
                  "tiles": [
                    { "id": "lake", "count": 2, "features": [
                        {"terrain": "meadow", "ports": ["N", "E.l", "E.r", "S", "W"], "animals": {"mammoth": 1}},
                        {"terrain": "river", "ports": ["E.c"], "lake": 2},
                        {"terrain": "lake", "fish": 4} ] },
                    { "id": "straight", "count": 3, "features": [
                        {"terrain": "meadow", "ports": ["N", "E.l", "W.r"]},
                        {"terrain": "river", "ports": ["E.c", "W.c"]},
                        {"terrain": "meadow", "ports": ["E.r", "S", "W.l"], "animals": {"deer": 1}} ] } ] }
                """);
        Path record = dir.resolve("game.json");
        Files.writeString(record, """
                { "format": "tablecompanion-record/1",
                  "players": [{"name": "Ann", "colour": "red"}, {"name": "Bo", "colour": "blue"}],
                  "catalogs": ["%s"],
                  "rules": {"farmScoring": "per-field-3", "smallCity": false, "hgEdition": "classic"},
                  "events": [
                    {"type": "tile-placed", "tile": "lake", "x": 0, "y": 0, "rotation": 0, "bonus": false},
                    {"type": "tile-placed", "tile": "straight", "x": 1, "y": 0, "rotation": 0, "bonus": false},
                    {"type": "figure-placed", "player": "red", "kind": "follower", "x": 1, "y": 0, "feature": 1},
                    {"type": "tile-placed", "tile": "lake", "x": 2, "y": 0, "rotation": 180, "bonus": false},
                    {"type": "figure-placed", "player": "blue", "kind": "hut", "x": 2, "y": 0, "feature": 2},
                    {"type": "game-ended"} ] }
                """.formatted(tiles.toString().replace("\\", "\\\\")));
        GameRecord r = GameRecords.read(record);
        GameState s = GameRecords.replay(r).state();
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertEquals(3 + 4 + 4, s.score(org.tablecompanion.engine.players.PlayerColour.RED), "river of 3 + two lakes");
        assertEquals(8, s.score(org.tablecompanion.engine.players.PlayerColour.BLUE), "hut: 4 + 4 fish");
    }
}
