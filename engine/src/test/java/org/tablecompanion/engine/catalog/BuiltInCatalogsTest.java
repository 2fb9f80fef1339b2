package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The catalogs shipped in the engine hold the printed boxes (checked without the shared facts). */
class BuiltInCatalogsTest {

    private static int count(Catalog c, Terrain terrain) {
        return c.tiles().stream().mapToInt(t -> t.count()
                * (int) t.features().stream().filter(f -> f.terrain() == terrain).count()).sum();
    }

    @Test
    void baseGameHas24TypesAnd72TilesStartingWithD() {
        Catalog base = Catalogs.builtIn("base");
        assertEquals(24, base.tiles().size());
        assertEquals(72, base.tileCount());
        assertEquals("D", base.startTile());
        assertEquals(4, base.startTileType().count());
        assertEquals(GameKind.CARCASSONNE, base.game());
    }

    @Test
    void baseGameHas10PennantsAnd6Monasteries() {
        Catalog base = Catalogs.builtIn("base");
        int pennants = base.tiles().stream().mapToInt(t -> t.count()
                * t.features().stream().mapToInt(FeatureSpec::pennants).sum()).sum();
        assertEquals(10, pennants);
        assertEquals(6, count(base, Terrain.MONASTERY));
    }

    @Test
    void riverHas12TilesFromSpringToLake() {
        Catalog river = Catalogs.builtIn("river");
        assertEquals(12, river.tileCount());
        assertEquals(10, river.tiles().size());
        assertEquals("spring", river.startTile());
        assertEquals(TileRole.RIVER_SPRING, river.startTileType().role());
        assertEquals(1, river.tilesWithRole(TileRole.RIVER_LAKE).size());
        assertEquals(10, river.tilesWithRole(TileRole.RIVER).stream().mapToInt(TileType::count).sum());
    }

    @Test
    void huntersAndGatherers2020Has95TilesStartingWith56() {
        Catalog hg = Catalogs.builtIn("hg-2020");
        assertEquals(95, hg.tileCount());
        assertEquals("56", hg.startTile());
        assertEquals(GameKind.HUNTERS_AND_GATHERERS, hg.game());
        assertEquals(79, hg.tilesWithRole(TileRole.LAND).size(), "78 land tiles + the start tile");
        assertEquals(16, hg.tilesWithRole(TileRole.BONUS).size());
    }

    @Test
    void huntersAndGatherers2020Has19LakesOnNormalTiles() {
        Catalog hg = Catalogs.builtIn("hg-2020");
        long lakes = hg.tilesWithRole(TileRole.LAND).stream().filter(t -> !t.id().equals(hg.startTile()))
                .flatMap(t -> t.features().stream()).filter(f -> f.terrain() == Terrain.LAKE).count();
        assertEquals(19, lakes);
    }

    @Test
    void huntersAndGatherers2020StartTileHasItsAurochsMenhirAndLake() {
        TileType start = Catalogs.builtIn("hg-2020").startTileType();
        assertTrue(start.features().stream().anyMatch(f -> f.animals(Animal.AUROCHS) == 1));
        assertTrue(start.features().stream().anyMatch(FeatureSpec::gold));
        FeatureSpec river = start.features().stream().filter(f -> f.terrain() == Terrain.RIVER).findFirst().orElseThrow();
        assertEquals(Terrain.LAKE, start.feature(river.lake().orElseThrow()).terrain());
    }

    @Test
    void huntersAndGatherers2020BonusTilesCarryTheSixPowers() {
        Catalog hg = Catalogs.builtIn("hg-2020");
        long powers = hg.tilesWithRole(TileRole.BONUS).stream().flatMap(t -> t.features().stream())
                .filter(f -> f.power().isPresent()).count();
        assertEquals(6, powers);
        assertTrue(hg.tilesWithRole(TileRole.BONUS).stream().flatMap(t -> t.features().stream())
                .anyMatch(f -> f.power().equals(Optional.of(Power.WILD_FIRE))));
    }

    @Test
    void everyBuiltInCatalogReadsBackFromWhatTheWriterWrites() {
        for (String id : Catalogs.BUILT_IN) {
            Catalog c = Catalogs.builtIn(id);
            assertEquals(c, CatalogReader.read(CatalogWriter.write(c), id), id);
        }
    }
}
