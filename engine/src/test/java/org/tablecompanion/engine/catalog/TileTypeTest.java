package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Turning tile types: the helpers that rendering, matching and the board all use. */
class TileTypeTest {

    private final TileType d = Catalogs.builtIn("base").require("D");

    @Test
    void aTileTurnedAQuarterHasItsNorthernCityInTheEast() {
        TileType turned = d.rotated(Rotation.R90);
        assertEquals(Terrain.CITY, turned.terrainAt(Port.E_C));
        assertEquals(Terrain.ROAD, turned.terrainAt(Port.N_C));
        assertEquals(Terrain.ROAD, turned.terrainAt(Port.S_C));
        assertEquals(Terrain.FIELD, turned.terrainAt(Port.W_C));
    }

    @Test
    void rotatedAgreesWithTerrainAtUnderARotation() {
        for (Rotation r : Rotation.values()) {
            for (Port p : Port.values()) {
                assertEquals(d.terrainAt(p, r), d.rotated(r).terrainAt(p), r + " " + p);
                assertEquals(d.featureAt(p, r), d.rotated(r).featureAt(p), r + " " + p);
            }
        }
    }

    @Test
    void turningKeepsFeatureIndexes() {
        TileType turned = d.rotated(Rotation.R270);
        for (int i = 0; i < d.features().size(); i++) {
            assertEquals(d.feature(i).terrain(), turned.feature(i).terrain());
            assertEquals(d.feature(i).touchesCities(), turned.feature(i).touchesCities());
        }
        assertEquals(Optional.of(1), turned.featureAt(Port.W_L), "the city now lies west");
    }

    @Test
    void noTurnIsTheSameTile() {
        assertSame(d, d.rotated(Rotation.R0));
    }

    @Test
    void theRiversSpringIsAtTheStartOfItsRiver() {
        TileType spring = Catalogs.builtIn("river").require("spring");
        assertTrue(spring.features().stream().anyMatch(FeatureSpec::endsAtSpring));
        TileType lake = Catalogs.builtIn("river").require("lake");
        assertFalse(lake.features().stream().anyMatch(FeatureSpec::endsAtSpring), "the lake tile ends the river");
    }
}
