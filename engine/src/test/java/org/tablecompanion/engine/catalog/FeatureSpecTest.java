package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Whether two features, as they lie, would be the same feature of a board. */
class FeatureSpecTest {

    @Test
    void featuresOfOneTerrainTouchingTheSamePortsInAnyOrderLieAlike() {
        assertTrue(FeatureSpec.of(Terrain.FIELD, List.of(Port.N_L, Port.W_R, Port.W_L))
                .liesAlike(FeatureSpec.of(Terrain.FIELD, List.of(Port.W_L, Port.N_L, Port.W_R))));
    }

    @Test
    void featuresTouchingOtherPortsDoNotLieAlike() {
        assertFalse(FeatureSpec.of(Terrain.ROAD, List.of(Port.N_C, Port.S_C))
                .liesAlike(FeatureSpec.of(Terrain.ROAD, List.of(Port.N_C))));
    }

    @Test
    void featuresOfAnotherTerrainOnTheSamePortsDoNotLieAlike() {
        assertFalse(FeatureSpec.of(Terrain.MEADOW, List.of(Port.E_C))
                .liesAlike(FeatureSpec.of(Terrain.FOREST, List.of(Port.E_C))));
    }

    @Test
    void twoLakesOnNoEdgeLieAlike() {
        assertTrue(FeatureSpec.of(Terrain.LAKE, List.of()).liesAlike(FeatureSpec.of(Terrain.LAKE, List.of())));
    }
}
