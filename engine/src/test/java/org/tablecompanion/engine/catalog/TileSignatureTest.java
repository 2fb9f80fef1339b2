package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** Which tile types, as they lie, play the same for every rule. */
class TileSignatureTest {

    private final Catalog hg = Catalogs.builtIn("hg-2020");
    private final Catalog base = Catalogs.builtIn("base");

    @Test
    void twinsThatDifferOnlyInTheirArtPlayTheSame() {
        // 39 and 40: a meadow, a forest with gold across, a meadow.
        assertEquals(TileSignature.of(hg.require("39"), Rotation.R0), TileSignature.of(hg.require("40"), Rotation.R0));
    }

    @Test
    void anotherAnimalPlaysOtherwise() {
        // 18 has a tiger where 15 has a deer; hunters score them apart.
        assertNotEquals(TileSignature.of(hg.require("18"), Rotation.R0),
                TileSignature.of(hg.require("15"), Rotation.R0));
    }

    @Test
    void aPennantPlaysOtherwise() {
        assertNotEquals(TileSignature.of(base.require("M"), Rotation.R0),
                TileSignature.of(base.require("N"), Rotation.R0));
    }

    @Test
    void aSymmetricTileTurnedHalfRoundPlaysTheSame() {
        // U, the straight road, turned half round lies the same way.
        assertEquals(TileSignature.of(base.require("U"), Rotation.R0), TileSignature.of(base.require("U"), Rotation.R180));
        assertNotEquals(TileSignature.of(base.require("U"), Rotation.R0), TileSignature.of(base.require("U"), Rotation.R90));
    }

    @Test
    void aFieldBetweenTwoCitiesNamesThemInPortOrder() {
        // H turned a quarter: the field between the west and east cities names both, in one order
        // whatever the run (a hash set's order once made it differ from run to run).
        String field = TileSignature.of(base.require("H"), Rotation.R90).edgeFeatures().values().stream()
                .filter(text -> text.startsWith("FIELD")).findFirst().orElseThrow();
        java.util.regex.Matcher cities = java.util.regex.Pattern.compile("cities=\\[(\\[[^\\]]*\\]), (\\[[^\\]]*\\])\\]")
                .matcher(field);
        org.junit.jupiter.api.Assertions.assertTrue(cities.find(), field);
        org.junit.jupiter.api.Assertions.assertTrue(cities.group(1).compareTo(cities.group(2)) < 0, field);
    }

    @Test
    void aFieldBetweenTwoCitiesTurnedHalfRoundPlaysTheSame() {
        assertEquals(TileSignature.of(base.require("H"), Rotation.R90), TileSignature.of(base.require("H"), Rotation.R270));
    }
}
