package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SceneDeterminismTest {

    private static SceneGenerator.Request request(long seed) {
        return SceneGenerator.Request.of(TestBoards.patch(), Difficulty.HARD, seed).withSize(480, 270)
                .withArm(ArmChoice.ALWAYS);
    }

    @Test
    void theSameSeedGivesTheSameBytes() {
        RenderedScene a = new SceneGenerator(new StandInTileArt()).generate(request(5));
        RenderedScene b = new SceneGenerator(new StandInTileArt()).generate(request(5));
        assertArrayEquals(a.jpeg(), b.jpeg());
        assertEquals(SceneFiles.toJson(a.truth()), SceneFiles.toJson(b.truth()));
    }

    @Test
    void anotherSeedGivesAnotherScene() {
        SceneGenerator generator = new SceneGenerator(new StandInTileArt());
        RenderedScene a = generator.generate(request(5));
        RenderedScene b = generator.generate(request(6));
        assertFalse(Arrays.equals(a.jpeg(), b.jpeg()));
    }
}
