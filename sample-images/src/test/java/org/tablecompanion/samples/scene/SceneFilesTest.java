package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.samples.scene.truth.SceneTruth;

class SceneFilesTest {

    @TempDir
    Path dir;

    @Test
    void aWrittenTruthReadsBackEqual() throws Exception {
        RenderedScene s = new SceneGenerator(new StandInTileArt()).generate(
                SceneGenerator.Request.of(TestBoards.patch(), Difficulty.DEFAULT, 3).withSize(320, 180)
                        .withArm(ArmChoice.ALWAYS));
        SceneTruth written = SceneFiles.write(s, dir, "scene");
        SceneTruth read = SceneFiles.readTruth(dir.resolve("scene.json"));
        assertEquals(SceneFiles.toJson(written), SceneFiles.toJson(read));
        assertEquals("scene.jpg", read.image().file());
        assertEquals(SceneTruth.FORMAT, read.format());
        assertTrue(Files.size(dir.resolve("scene.jpg")) > 1000);
    }

    @Test
    void aTruthOfAnotherFormatIsRefusedByName() throws Exception {
        RenderedScene s = new SceneGenerator(new StandInTileArt()).generate(
                SceneGenerator.Request.of(TestBoards.patch(), Difficulty.EASY, 3).withSize(160, 90));
        SceneFiles.write(s, dir, "scene");
        Path file = dir.resolve("scene.json");
        Files.writeString(file, Files.readString(file).replace(SceneTruth.FORMAT, "tablecompanion-scene/0"));
        Exception e = assertThrows(Exception.class, () -> SceneFiles.readTruth(file));
        assertTrue(e.getMessage().contains("tablecompanion-scene/0"), e.getMessage());
    }

    @Test
    void aMissingTruthFileIsAnInputError() {
        assertThrows(UncheckedIOException.class, () -> SceneFiles.readTruth(dir.resolve("nope.json")));
    }
}
