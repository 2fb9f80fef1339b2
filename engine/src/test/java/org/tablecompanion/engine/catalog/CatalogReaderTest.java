package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.BadInputException;

/** Reading catalog files: what is accepted, and one test per kind of mistake with its message. */
class CatalogReaderTest {

    private static final String SOURCE = "test.json";

    /** Base-game tile D, upright: city north, road west-east. */
    private static final String TILE_D = """
            {"id": "D", "count": 4, "role": "land", "features": [
              {"terrain": "road", "ports": ["W.c", "E.c"]},
              {"terrain": "city", "ports": ["N"], "pennants": 0},
              {"terrain": "field", "ports": ["E.l", "W.r"], "touchesCities": [1]},
              {"terrain": "field", "ports": ["E.r", "S", "W.l"]}]}""";

    /** Like the H&amp;G 2020 start tile: meadow north, forest east and south, a river from the west into a lake. */
    private static final String TILE_HG = """
            {"id": "S", "count": 1, "features": [
              {"terrain": "meadow", "ports": ["N", "W.r"], "animals": {"aurochs": 1}},
              {"terrain": "forest", "ports": ["E", "S"], "gold": true},
              {"terrain": "meadow", "ports": ["W.l"]},
              {"terrain": "river", "ports": ["W.c"], "lake": 4},
              {"terrain": "lake", "fish": 1, "power": "logboat"}]}""";

    private static String carcassonne(String tiles) {
        return "{\"format\": \"tablecompanion-catalog/1\", \"id\": \"t\", \"name\": \"Test\", \"game\": \"carcassonne\","
                + " \"startTile\": \"D\", \"tiles\": [" + tiles + "]}";
    }

    private static String hunters(String tiles) {
        return "{\"format\": \"tablecompanion-catalog/1\", \"id\": \"h\", \"game\": \"hunters-and-gatherers\","
                + " \"startTile\": \"S\", \"tiles\": [" + tiles + "]}";
    }

    private static void assertRejected(String json, String... fragments) {
        BadInputException e = assertThrows(BadInputException.class, () -> CatalogReader.read(json, SOURCE));
        String message = e.getMessage();
        assertTrue(message.startsWith("catalog test.json: "), message);
        assertFalse(message.contains("\n"), "one line: " + message);
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), "'" + fragment + "' missing from: " + message);
        }
    }

    @Test
    void readsTheBriefsExampleTile() {
        Catalog c = CatalogReader.read(carcassonne(TILE_D), SOURCE);
        TileType d = c.require("D");
        assertEquals(4, d.count());
        assertEquals(TileRole.LAND, d.role());
        assertEquals(Terrain.CITY, d.terrainAt(Port.parse("N.l").get(0)));
        assertEquals(List.of(Port.E_C, Port.W_C), d.feature(0).ports());
        assertEquals(List.of(1), d.feature(2).touchesCities());
        assertEquals(Optional.of(0), d.featureAt(Port.W_C));
    }

    @Test
    void readsHuntersAndGatherersFeatures() {
        Catalog c = CatalogReader.read(hunters(TILE_HG), SOURCE);
        TileType s = c.require("S");
        assertEquals(GameKind.HUNTERS_AND_GATHERERS, c.game());
        assertEquals(Map.of(Animal.AUROCHS, 1), s.feature(0).animals());
        assertTrue(s.feature(1).gold());
        assertEquals(Optional.of(4), s.feature(3).lake());
        assertEquals(1, s.feature(4).fish());
        assertEquals(Optional.of(Power.LOGBOAT), s.feature(4).power());
        assertEquals(TileRole.LAND, s.role(), "role defaults to land");
        assertEquals("h", c.name(), "name defaults to the id");
    }

    @Test
    void acceptsUnderscoresHyphensAndAnyCaseInNames() {
        String json = hunters(TILE_HG.replace("\"logboat\"", "\"HUNTING_TRAP\"").replace("\"meadow\", \"ports\": [\"W.l\"]",
                "\"Meadow\", \"ports\": [\"W.l\"], \"power\": \"wild-fire\""));
        TileType s = CatalogReader.read(json, SOURCE).require("S");
        assertEquals(Optional.of(Power.HUNTING_TRAP), s.feature(4).power());
        assertEquals(Optional.of(Power.WILD_FIRE), s.feature(2).power());
    }

    @Test
    void acceptsCommentsInUserCatalogs() {
        String json = "// my tiles\n" + carcassonne("/* the start */ " + TILE_D);
        assertEquals(1, CatalogReader.read(json, SOURCE).tiles().size());
    }

    @Test
    void aRiverOnOneEdgeWithoutALakeBeginsAtASpring() {
        String json = hunters(TILE_HG.replace(", \"lake\": 4", ""));
        TileType s = CatalogReader.read(json, SOURCE).require("S");
        assertTrue(s.feature(3).endsAtSpring());
        assertFalse(CatalogReader.read(hunters(TILE_HG), SOURCE).require("S").feature(3).endsAtSpring());
    }

    @Test
    void malformedJsonNamesLineAndColumn() {
        assertRejected("{\n  \"format\": \"tablecompanion-catalog/1\",\n  \"id\": \"t\" \"game\": 1\n}",
                "malformed JSON (line 3, column");
    }

    @Test
    void anEmptyFileIsRefused() {
        assertRejected("  ", "the file is empty");
    }

    @Test
    void aDuplicateKeyIsMalformed() {
        assertRejected(carcassonne(TILE_D.replace("\"count\": 4", "\"count\": 4, \"count\": 3")),
                "malformed JSON", "Duplicate field 'count'");
    }

    @Test
    void anUnknownFieldIsNamedWithItsTileAndFeature() {
        assertRejected(carcassonne(TILE_D.replace("\"pennants\": 0", "\"pennant\": 1")),
                "tile D, feature 1: unknown field 'pennant' (line", "known fields:");
    }

    @Test
    void anUnknownTopLevelFieldIsRefused() {
        assertRejected(carcassonne(TILE_D).replace("\"name\"", "\"title\""), "unknown field 'title'");
    }

    @Test
    void aValueOfTheWrongTypeIsNamed() {
        assertRejected(carcassonne(TILE_D.replace("\"count\": 4", "\"count\": \"four\"")),
                "tile D: 'count' must be a whole number (line");
    }

    @Test
    void aFractionIsNotAWholeNumber() {
        assertRejected(carcassonne(TILE_D.replace("\"count\": 4", "\"count\": 1.5")), "tile D: 'count' must be a whole number");
    }

    @Test
    void aNumericTileIdReadsAsItsDigits() {
        String json = carcassonne(TILE_D.replace("\"id\": \"D\"", "\"id\": 56")).replace("\"startTile\": \"D\"", "\"startTile\": \"56\"");
        assertEquals("56", CatalogReader.read(json, SOURCE).tiles().get(0).id());
    }

    @Test
    void theFormatMustBeNamed() {
        assertRejected(carcassonne(TILE_D).replace("\"format\": \"tablecompanion-catalog/1\", ", ""),
                "missing 'format'");
    }

    @Test
    void anotherFormatVersionIsRefused() {
        assertRejected(carcassonne(TILE_D).replace("catalog/1", "catalog/2"),
                "format 'tablecompanion-catalog/2' is not supported");
    }

    @Test
    void anUnknownGameIsRefused() {
        assertRejected(carcassonne(TILE_D).replace("\"carcassonne\"", "\"chess\""),
                "unknown game 'chess' (use carcassonne, hunters-and-gatherers)");
    }

    @Test
    void theCatalogIdIsRequired() {
        assertRejected(carcassonne(TILE_D).replace("\"id\": \"t\", ", ""), "missing 'id'");
    }

    @Test
    void anEmptyTileListIsRefused() {
        assertRejected(carcassonne(""), "'tiles' is empty");
    }

    @Test
    void aTileWithoutIdIsNamedByPosition() {
        assertRejected(carcassonne(TILE_D + ", " + TILE_D.replace("\"id\": \"D\", ", "")), "tiles[1]: missing 'id'");
    }

    @Test
    void duplicateTileIdsAreRefused() {
        assertRejected(carcassonne(TILE_D + ", " + TILE_D), "tile D: the id is used twice (tiles[0] and tiles[1])");
    }

    @Test
    void anUnknownStartTileIsRefused() {
        assertRejected(carcassonne(TILE_D).replace("\"startTile\": \"D\"", "\"startTile\": \"Z\""),
                "start tile 'Z' is not one of the catalog's tiles");
    }

    @Test
    void theStartTileCannotBeABonusTile() {
        assertRejected(carcassonne(TILE_D.replace("\"land\"", "\"bonus\"")), "start tile 'D' is a bonus tile");
    }

    @Test
    void aMissingCountIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("\"count\": 4, ", "")), "tile D: missing 'count'");
    }

    @Test
    void aNonPositiveCountIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("\"count\": 4", "\"count\": 0")),
                "tile D: count must be at least 1, found 0");
    }

    @Test
    void anUnknownRoleIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("\"land\"", "\"sea\"")),
                "tile D: unknown role 'sea' (use land, river, river-spring, river-lake, bonus)");
    }

    @Test
    void geometryIsReservedForALaterVersion() {
        assertRejected(carcassonne(TILE_D.replace("\"role\": \"land\",", "\"role\": \"land\", \"geometry\": {},")),
                "tile D: 'geometry' is not supported yet");
    }

    @Test
    void aTileNeedsFeatures() {
        assertRejected(carcassonne("{\"id\": \"D\", \"count\": 1, \"features\": []}"), "tile D: missing 'features'");
    }

    @Test
    void anUnknownTerrainIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("\"city\"", "\"castle\"")),
                "tile D, feature 1: unknown terrain 'castle' (use city, road, field");
    }

    @Test
    void aTerrainOfTheOtherGameIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("\"city\"", "\"forest\"").replace("\"pennants\": 0", "\"gold\": false")
                .replace("\"touchesCities\": [1]", "\"ports\": []").replace(", \"ports\": []", "")),
                "feature 1 (forest): forest is not a terrain of carcassonne");
    }

    @Test
    void aBadPortNameIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("\"E.l\"", "\"E.x\"")),
                "tile D, feature 2 (field): 'E.x' is not a port");
    }

    @Test
    void aPortCoveredTwiceIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("\"E.r\", ", "\"E.r\", \"W.r\", ")),
                "tile D: port W.r is covered twice (features 2 and 3)");
    }

    @Test
    void aPortListedTwiceInOneFeatureIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("[\"N\"]", "[\"N\", \"N.c\"]")),
                "tile D: port N.c is covered twice by feature 1");
    }

    @Test
    void aPortCoveredByNoFeatureIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("[\"E.r\", \"S\", \"W.l\"]", "[\"E.r\", \"S.l\", \"W.l\"]")),
                "tile D: ports S.c, S.r belong to no feature");
    }

    @Test
    void aMonasteryCannotListPorts() {
        assertRejected(carcassonne(TILE_D.replace("\"features\": [", "\"features\": [{\"terrain\": \"monastery\", \"ports\": [\"N\"]},")),
                "feature 0 (monastery): a monastery lies inside the tile and cannot list ports");
    }

    @Test
    void anEdgeFeatureMustListPorts() {
        assertRejected(carcassonne(TILE_D.replace("\"features\": [", "\"features\": [{\"terrain\": \"road\"},")),
                "feature 0 (road): lists no ports");
    }

    @Test
    void aFieldNamingAMissingCityIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("[1]", "[7]")),
                "tile D, feature 2 (field): touchesCities names feature 7, but the tile has features 0 to 3");
    }

    @Test
    void aFieldNamingANonCityIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("[1]", "[0]")),
                "touchesCities names feature 0, which is a road, not a city");
    }

    @Test
    void onlyFieldsTouchCities() {
        assertRejected(carcassonne(TILE_D.replace("[\"N\"], \"pennants\": 0", "[\"N\"], \"touchesCities\": [1]")),
                "feature 1 (city): 'touchesCities' belongs only on a field");
    }

    @Test
    void aRoadOffTheMiddleOfAnEdgeIsRefused() {
        assertRejected(carcassonne(TILE_D.replace("[\"W.c\", \"E.c\"]", "[\"W.c\", \"E.l\"]")
                .replace("[\"E.l\", \"W.r\"]", "[\"E.c\", \"W.r\"]")),
                "a road runs through the middle of an edge: use E.c, not E.l");
    }

    @Test
    void aRiverSideMustBeMeadowRiverMeadow() {
        assertRejected(hunters(TILE_HG.replace("[\"E\", \"S\"]", "[\"E\", \"S\", \"W.l\"]")
                .replace("{\"terrain\": \"meadow\", \"ports\": [\"W.l\"]},", "")
                .replace("\"lake\": 4", "\"lake\": 3")),
                "tile S, feature 2 (river): the river at W.c needs meadow on both sides, but W.l is forest",
                "meadow | river | meadow");
    }

    @Test
    void aRiverEdgeInTheRiverExpansionNeedsFieldsBesideIt() {
        String tile = """
                {"id": "D", "count": 1, "features": [
                  {"terrain": "city", "ports": ["N", "E.l"]},
                  {"terrain": "river", "ports": ["E.c", "W.c"]},
                  {"terrain": "field", "ports": ["E.r", "S", "W.l"]},
                  {"terrain": "field", "ports": ["W.r"]}]}""";
        assertRejected(carcassonne(tile), "the river at E.c needs field on both sides, but E.l is city");
    }

    @Test
    void aRiversLakeMustBeALake() {
        assertRejected(hunters(TILE_HG.replace("\"lake\": 4", "\"lake\": 1")),
                "tile S, feature 3 (river): lake names feature 1, which is a forest, not a lake");
    }

    @Test
    void onlyRiversRunIntoLakes() {
        assertRejected(hunters(TILE_HG.replace("\"gold\": true", "\"lake\": 4")),
                "feature 1 (forest): 'lake' belongs only on a river");
    }

    @Test
    void pennantsBelongOnCities() {
        assertRejected(carcassonne(TILE_D.replace("[\"W.c\", \"E.c\"]", "[\"W.c\", \"E.c\"], \"pennants\": 1")),
                "tile D, feature 0 (road): 'pennants' belongs only on a city");
    }

    @Test
    void animalsBelongOnMeadows() {
        assertRejected(hunters(TILE_HG.replace("\"gold\": true", "\"animals\": {\"deer\": 1}")),
                "feature 1 (forest): 'animals' belongs only on a meadow");
    }

    @Test
    void fishBelongInLakesAndRivers() {
        assertRejected(hunters(TILE_HG.replace("\"gold\": true", "\"fish\": 2")),
                "feature 1 (forest): 'fish' belongs only on a river or lake");
    }

    @Test
    void goldAndMushroomsBelongInForests() {
        assertRejected(hunters(TILE_HG.replace("{\"aurochs\": 1}", "{\"aurochs\": 1}, \"mushrooms\": 1")),
                "feature 0 (meadow): 'mushrooms' belongs only on a forest");
    }

    @Test
    void powersBelongToHuntersAndGatherers() {
        assertRejected(carcassonne(TILE_D.replace("\"pennants\": 0", "\"power\": \"fire\"")),
                "feature 1 (city): 'power' belongs only on a");
    }

    @Test
    void anUnknownAnimalIsRefused() {
        assertRejected(hunters(TILE_HG.replace("aurochs", "unicorn")),
                "feature 0 (meadow): unknown animal 'unicorn' (use deer, mammoth, aurochs, tiger)");
    }

    @Test
    void anAnimalNeedsAPositiveCount() {
        assertRejected(hunters(TILE_HG.replace("\"aurochs\": 1", "\"aurochs\": 0")),
                "animal aurochs needs a count of at least 1, found 0");
    }

    @Test
    void anUnknownPowerIsRefused() {
        assertRejected(hunters(TILE_HG.replace("logboat", "teleport")),
                "feature 4 (lake): unknown power 'teleport' (use fire, dolmen, wild-fire");
    }

    @Test
    void negativeFishAreRefused() {
        assertRejected(hunters(TILE_HG.replace("\"fish\": 1", "\"fish\": -1")), "cannot be negative");
    }
}
