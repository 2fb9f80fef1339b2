package org.tablecompanion.engine.hg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablecompanion.engine.players.PlayerColour.BLUE;
import static org.tablecompanion.engine.players.PlayerColour.RED;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.catalog.CatalogReader;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.FigurePlaced;
import org.tablecompanion.engine.events.FigureReturned;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.record.GameRecords;

/** Input that cannot be right, in H&amp;G games and catalogs: one line naming what and where. */
class HgBadInputTest {

    private static void assertOneLine(String message) {
        assertEquals(1, message.lines().count(), message);
    }

    @Test
    void takingBackAFigureThatIsNotThereIsRefusedAndChangesNothing() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE).tile("meadow", 1, 0, 0);
        GameState before = p.state();
        BadInputException e = assertThrows(BadInputException.class,
                () -> p.game.apply(new FigureReturned(RED, 1, 0, 0)));
        assertEquals("event 2 (red figure on feature 0 of the tile at (1,0) taken back): no red figure stands on"
                + " feature 0 of the tile at (1,0)", e.getMessage());
        assertEquals(before, p.state());
    }

    @Test
    void takingBackAnotherPlayersFigureByTheWrongColourIsRefused() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE).tile("meadow", 1, 0, 0).member(RED, 1, 0, 0);
        BadInputException e = assertThrows(BadInputException.class,
                () -> p.game.apply(new FigureReturned(BLUE, 1, 0, 0)));
        assertTrue(e.getMessage().contains("no blue figure stands on feature 0"), e.getMessage());
    }

    @Test
    void takingBackAFigureOfNobodyIsRefused() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE).tile("meadow", 1, 0, 0).member(RED, 1, 0, 0);
        BadInputException e = assertThrows(BadInputException.class,
                () -> p.game.apply(new FigureReturned(null, 1, 0, 0)));
        assertTrue(e.getMessage().endsWith("no player plays that colour"), e.getMessage());
    }

    @Test
    void takingBackAFigureAfterTheEndIsRefused() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE).tile("meadow", 1, 0, 0).member(RED, 1, 0, 0);
        p.end();
        BadInputException e = assertThrows(BadInputException.class,
                () -> p.game.apply(new FigureReturned(RED, 1, 0, 0)));
        assertTrue(e.getMessage().contains("after the game ended"), e.getMessage());
    }

    @Test
    void aHutOnAFeatureTheTileDoesNotHaveIsRefused() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE).tile("lake-1", 1, 0, 0);
        BadInputException e = assertThrows(BadInputException.class,
                () -> p.game.apply(new FigurePlaced(RED, FigureKind.HUT, 1, 0, 9)));
        assertTrue(e.getMessage().endsWith("tile lake-1 at (1,0) has no feature 9 (it has 3: 0..2)"), e.getMessage());
    }

    @Test
    void anUnknownTileInAnHgGameIsRefused() {
        HgPlay p = HgPlay.start("meadow", 0, RED, BLUE);
        BadInputException e = assertThrows(BadInputException.class,
                () -> p.game.apply(TilePlaced.of("volcano", 1, 0, Rotation.R0)));
        assertTrue(e.getMessage().endsWith("unknown tile id 'volcano' (catalog hg-test-tiles)"), e.getMessage());
    }

    @Test
    void aRecordWithAnUnknownHgEditionIsRefusedNamingThePlace() {
        String json = """
                {"format": "tablecompanion-record/1", "players": [{"name": "Ann", "colour": "red"}],
                 "catalogs": ["hg-2020"],
                 "rules": {"farmScoring": "per-field-3", "smallCity": false, "hgEdition": "edition-2021"},
                 "events": []}
                """;
        BadInputException e = assertThrows(BadInputException.class, () -> GameRecords.read(json, "game.json"));
        assertOneLine(e.getMessage());
        assertTrue(e.getMessage().contains("(at /rules/hgEdition)"), e.getMessage());
        assertTrue(e.getMessage().contains("unknown H&G edition 'edition-2021' (use classic or edition-2020)"),
                e.getMessage());
    }

    @Test
    void aRecordWithAFigureReturnedWithoutAFeatureIsRefusedNamingThePlace() {
        String json = """
                {"format": "tablecompanion-record/1", "players": [{"name": "Ann", "colour": "red"}],
                 "catalogs": ["hg-2020"],
                 "rules": {"farmScoring": "per-field-3", "smallCity": false, "hgEdition": "classic"},
                 "events": [{"type": "figure-returned", "player": "red", "x": 0, "y": 0}]}
                """;
        BadInputException e = assertThrows(BadInputException.class, () -> GameRecords.read(json, "game.json"));
        assertOneLine(e.getMessage());
        assertTrue(e.getMessage().contains("/events/0"), e.getMessage());
    }

    private static String catalog(String features) {
        return """
                { "format": "tablecompanion-catalog/1", "id": "mine", "game": "hunters-and-gatherers",
                  "startTile": "a", "tiles": [ { "id": "a", "count": 1, "features": [ %s ] } ] }
                """.formatted(features);
    }

    private static String refused(String json) {
        BadInputException e = assertThrows(BadInputException.class, () -> CatalogReader.read(json, "mine.json"));
        assertOneLine(e.getMessage());
        assertTrue(e.getMessage().startsWith("catalog mine.json: "), e.getMessage());
        return e.getMessage();
    }

    @Test
    void aUserCatalogWithARiverWithoutMeadowOnBothSidesIsRefused() {
        String m = refused(catalog("""
                {"terrain": "forest", "ports": ["N", "E.l", "E.r", "S", "W"]}, {"terrain": "river", "ports": ["E.c"]}"""));
        assertTrue(m.contains("needs meadow on both sides"), m);
    }

    @Test
    void aUserCatalogWhoseRiverRunsIntoAForestIsRefused() {
        String m = refused(catalog("""
                {"terrain": "meadow", "ports": ["N", "E.l", "E.r", "S"]}, {"terrain": "river", "ports": ["E.c"], "lake": 2},
                {"terrain": "forest", "ports": ["W"]}"""));
        assertTrue(m.contains("which is a forest, not a lake"), m);
    }

    @Test
    void aUserCatalogWithAnUnknownPowerIsRefused() {
        String m = refused(catalog("""
                {"terrain": "meadow", "ports": ["N", "E", "S", "W"], "power": "volcano"}"""));
        assertTrue(m.contains("unknown power 'volcano'"), m);
    }

    @Test
    void aUserCatalogWithAnimalsInAForestIsRefused() {
        String m = refused(catalog("""
                {"terrain": "forest", "ports": ["N", "E", "S", "W"], "animals": {"deer": 1}}"""));
        assertTrue(m.contains("'animals' belongs only on a meadow"), m);
    }

    @Test
    void aUserCatalogWithAnUnknownAnimalIsRefused() {
        String m = refused(catalog("""
                {"terrain": "meadow", "ports": ["N", "E", "S", "W"], "animals": {"bear": 1}}"""));
        assertTrue(m.contains("unknown animal 'bear'"), m);
    }

    @Test
    void aUserCatalogThatStartsWithABonusTileIsRefused() {
        String m = refused("""
                { "format": "tablecompanion-catalog/1", "id": "mine", "game": "hunters-and-gatherers",
                  "startTile": "a", "tiles": [ { "id": "a", "count": 1, "role": "bonus", "features": [
                    {"terrain": "meadow", "ports": ["N", "E", "S", "W"]} ] } ] }
                """);
        assertTrue(m.contains("is a bonus tile; the game cannot start with one"), m);
    }

    @Test
    void anHgCatalogCannotBePlayedWithTheBaseGame() {
        BadInputException e = assertThrows(BadInputException.class, () -> Catalogs.resolve("hg-2020+base"));
        assertOneLine(e.getMessage());
        assertTrue(e.getMessage().contains("they cannot be played together"), e.getMessage());
    }
}
