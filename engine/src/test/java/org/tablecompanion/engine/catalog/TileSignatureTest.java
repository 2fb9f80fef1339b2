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
}
