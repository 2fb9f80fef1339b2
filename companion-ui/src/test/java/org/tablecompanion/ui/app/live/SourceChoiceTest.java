package org.tablecompanion.ui.app.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SourceChoiceTest {

    @Test
    void theCommandLineSpellingsOfASourceAreRead() throws Exception {
        Path folder = Files.createTempDirectory("frames");
        Path video = Files.createTempFile("game", ".avi");
        assertEquals(new SourceChoice.Sample("base"), SourceChoice.parse("sample", 1920, 1080));
        assertEquals(new SourceChoice.Sample("hg"), SourceChoice.parse("sample:hg", 1920, 1080));
        assertEquals(new SourceChoice.Camera(0, 1280, 720), SourceChoice.parse("camera", 1280, 720));
        assertEquals(new SourceChoice.Camera(2, 1920, 1080), SourceChoice.parse("camera:2", 1920, 1080));
        assertEquals(new SourceChoice.Folder(folder), SourceChoice.parse(folder.toString(), 1920, 1080));
        assertEquals(new SourceChoice.VideoFile(video), SourceChoice.parse(video.toString(), 1920, 1080));
        assertEquals("camera:2", new SourceChoice.Camera(2, 1920, 1080).spec());
    }

    @Test
    void aSourceThatIsNoneOfThemIsOneLineNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SourceChoice.parse("camera:x", 1920, 1080));
        assertTrue(e.getMessage().startsWith("--source camera:x: "), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SourceChoice.parse("no-such-thing", 1920, 1080));
        assertTrue(e.getMessage().startsWith("--source no-such-thing: expected sample"), e.getMessage());
    }
}
