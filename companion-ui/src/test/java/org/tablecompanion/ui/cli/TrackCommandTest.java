package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.source.FrameSources;
import org.tablecompanion.ui.track.RenderedPack;

/** companion track: a short folder of filmed frames, and bad sources as one line with exit 2. */
class TrackCommandTest {

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CompanionCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void aFolderOfFramesIsFollowedTurnByTurnAndSaved(@TempDir Path dir) throws Exception {
        Path frames = Files.createDirectories(dir.resolve("frames"));
        Path sample = FrameSources.sampleFolder("base");
        for (int i = 0; i < 9; i++) {
            String name = String.format("frame-%03d.jpg", i);
            Files.copy(sample.resolve(name), frames.resolve(name));
        }
        AppearancePack pack = RenderedPack.of(Catalogs.builtIn("base"));
        AppearancePack.write(dir.resolve("pack"), PackInfo.of("base", "painted prints", RenderedPack.PRINT_SIZE),
                pack.pictures());
        Path record = dir.resolve("game.json");
        Run r = run("track", frames.toString(), "--catalog", "base", "--pack", dir.resolve("pack").toString(),
                "--players", "Ada:red,Bela:blue,Cleo:yellow", "--record", record.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("start tile found"), r.out());
        assertTrue(r.out().contains("Ada laid O"), r.out());
        // Ada's meeple stands between the road and a field: asked, and nobody answers here.
        assertTrue(r.out().contains("question q1 (CLOSE_CANDIDATES): Where does red's figure"), r.out());
        assertTrue(r.out().contains("nobody answers here: taking 'neither: I will enter it by hand'"), r.out());
        assertTrue(r.out().contains("Bela laid B"), r.out());
        assertTrue(r.out().contains("Bela set a follower"), r.out());
        assertTrue(r.out().contains("Cleo laid H"), r.out());
        // the start tile, 3 tiles and Bela's figure, saved after every turn
        assertEquals(5, GameRecords.read(record).events().size(), r.out());
    }

    @Test
    void aMissingFolderIsOneLineAndExit2() {
        Run r = run("track", "/no/such/frames");
        assertEquals(2, r.exit());
        assertEquals(List.of("companion track: source '/no/such/frames': no such folder or video file"),
                r.err().lines().toList());
    }

    @Test
    void anUnreadableAviIsOneLineAndExit2(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("game.avi");
        Files.writeString(bad, "this is no video");
        Run r = run("track", bad.toString());
        assertEquals(2, r.exit());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("companion track: cannot read video"), r.err());
    }

    @Test
    void noCameraIsOneLineAndExit2() {
        Run r = run("track", "camera:9");
        assertEquals(2, r.exit());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("camera 9"), r.err());
    }

    @Test
    void aBadPlayerIsOneLineAndExit2(@TempDir Path dir) throws Exception {
        Files.copy(FrameSources.sampleFolder("base").resolve("frame-000.jpg"), dir.resolve("frame-000.jpg"));
        Run r = run("track", dir.toString(), "--players", "Ada");
        assertEquals(2, r.exit());
        assertEquals(List.of("companion track: --players: 'Ada' is not NAME:COLOUR (e.g. Ada:red)"), r.err().lines().toList());
    }
}
