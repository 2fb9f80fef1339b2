package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.engine.BadInputException;

/** Finding catalogs by name or path and combining them. */
class CatalogsTest {

    @TempDir
    Path dir;

    @Test
    void baseWithTheRiverIs71Plus12TilesStartingAtTheSpring() {
        // The River's rules (Romanian rulebook in the seeds): the base start tile leaves the game.
        Catalog both = Catalogs.combine(Catalogs.builtIn("base"), Catalogs.builtIn("river"));
        assertEquals(83, both.tileCount());
        assertEquals("spring", both.startTile());
        assertEquals(3, both.require("D").count());
        assertEquals("base+river", both.id());
    }

    @Test
    void theOrderOfCombinationDoesNotChangeTheTiles() {
        Catalog a = Catalogs.combine(Catalogs.builtIn("base"), Catalogs.builtIn("river"));
        Catalog b = Catalogs.combine(Catalogs.builtIn("river"), Catalogs.builtIn("base"));
        assertEquals(a.tileCount(), b.tileCount());
        assertEquals(a.startTile(), b.startTile());
        assertEquals(3, b.require("D").count());
    }

    @Test
    void combiningWithoutASpringKeepsTheFirstStartTile() throws IOException {
        Path extra = dir.resolve("extra.json");
        Files.writeString(extra, """
                {"format": "tablecompanion-catalog/1", "id": "extra", "game": "carcassonne", "startTile": "Y",
                 "tiles": [{"id": "Y", "count": 2, "features": [{"terrain": "monastery"},
                   {"terrain": "field", "ports": ["N", "E", "S", "W"]}]}]}""");
        Catalog both = Catalogs.resolve("base+" + extra);
        assertEquals("D", both.startTile());
        assertEquals(74, both.tileCount());
        assertEquals(4, both.require("D").count());
    }

    @Test
    void catalogsOfDifferentGamesCannotBeCombined() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> Catalogs.combine(Catalogs.builtIn("base"), Catalogs.builtIn("hg-2020")));
        assertTrue(e.getMessage().contains("cannot be played together"), e.getMessage());
    }

    @Test
    void aTileIdInTwoCombinedCatalogsIsRefused() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> Catalogs.combine(Catalogs.builtIn("base"), Catalogs.builtIn("base")));
        assertEquals("catalog combination base+base: tile A is in both base and base", e.getMessage());
    }

    @Test
    void resolveFindsBuiltInsCombinationsAndFiles() throws IOException {
        assertEquals("hg-2020", Catalogs.resolve("hg-2020").id());
        assertEquals(83, Catalogs.resolve("base+river").tileCount());
        Path file = dir.resolve("mine.json");
        Files.writeString(file, CatalogWriter.write(Catalogs.builtIn("river")));
        assertEquals(12, Catalogs.resolve(file.toString()).tileCount());
    }

    @Test
    void resolveNamesWhatItCouldNotFind() {
        BadInputException e = assertThrows(BadInputException.class, () -> Catalogs.resolve("bse"));
        assertEquals("unknown catalog 'bse': neither a built-in catalog (base, river, hg-2020) nor a readable file",
                e.getMessage());
    }

    @Test
    void anUnknownBuiltInIsRefused() {
        BadInputException e = assertThrows(BadInputException.class, () -> Catalogs.builtIn("inns"));
        assertTrue(e.getMessage().startsWith("unknown built-in catalog 'inns'"), e.getMessage());
    }

    @Test
    void aMissingFileIsNamed() {
        Path missing = dir.resolve("nope.json");
        BadInputException e = assertThrows(BadInputException.class, () -> Catalogs.load(missing));
        assertEquals("catalog " + missing + ": cannot read the file (NoSuchFileException)", e.getMessage());
    }

    @Test
    void errorsInAFileNameTheFile() throws IOException {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\"format\": ");
        BadInputException e = assertThrows(BadInputException.class, () -> Catalogs.load(file));
        assertTrue(e.getMessage().startsWith("catalog " + file + ": malformed JSON (line 1, column"), e.getMessage());
    }

    @Test
    void builtInIdsAreListed() {
        assertEquals(List.of("base", "river", "hg-2020"), Catalogs.BUILT_IN);
    }
}
