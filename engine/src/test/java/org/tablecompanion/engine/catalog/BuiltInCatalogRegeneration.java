package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Writes the built-in catalog files from the shared facts. Not part of the normal test run (the
 * class name matches no test pattern); run it on purpose, once, when the facts change:
 * {@code mvn -o -pl engine -am test -Dtest=BuiltInCatalogRegeneration -Dsurefire.failIfNoSpecifiedTests=false
 * -Dtablecompanion.regenerateCatalogs=true}. The files are then ours: review the diff, commit.
 */
class BuiltInCatalogRegeneration {

    private static final Path OUT = Path.of("src", "main", "resources", "catalogs");

    @Test
    void writesTheBuiltInCatalogsFromTheFacts() throws IOException {
        Assumptions.assumeTrue(Boolean.getBoolean("tablecompanion.regenerateCatalogs"), "regeneration not asked for");
        Path facts = SharedFacts.folder().orElseThrow(() -> new IllegalStateException("no shared/catalog-facts"));
        write("base", FactsConverter.base(facts), "The 24 tile types A-X of the base game, named as the public "
                + "tile lists name them. The game starts with one of the four D tiles.");
        write("river", FactsConverter.river(facts), "The River: the spring replaces the base start tile, the "
                + "other 10 river tiles are drawn first, the lake tile ends the river. A river that reaches one "
                + "edge and runs into no lake begins at a spring.");
        write("hg-2020", FactsConverter.hunters2020(facts), "Hunters & Gatherers, 2020 printing. Tile ids are "
                + "the tiles' places on the printed punch-boards (0-94); 56 is the start tile, 79-94 the menhir "
                + "bonus tiles. gold = a menhir in the forest. A forest 'with mushrooms' counts one patch (the "
                + "tile lists give no number). A river that reaches one edge and runs into no lake begins at a "
                + "spring.");
    }

    private static void write(String id, Catalog catalog, String notes) throws IOException {
        String text = CatalogWriter.write(catalog, Optional.of(notes));
        assertEquals(catalog, CatalogReader.read(text, id), "the written file reads back as the same catalog");
        Files.writeString(OUT.resolve(id + ".json"), text, StandardCharsets.UTF_8);
    }
}
