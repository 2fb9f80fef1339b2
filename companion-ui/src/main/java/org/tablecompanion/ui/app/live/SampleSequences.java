package org.tablecompanion.ui.app.live;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;

/**
 * The committed sample sequences (sample-images/scenes/sequences/&lt;game&gt;): frames of a filmed game
 * with its record. The companion replays one when no camera is there, so a new user sees tiles
 * appear and scores change. Found under the project folder ({@code -Dtablecompanion.root}, else
 * the working folder or its parent).
 */
public final class SampleSequences {

    private SampleSequences() {
    }

    /** The folder of a sample sequence ("base" or "hg"). */
    public static Path folder(String game) {
        List<Path> tried = new ArrayList<>();
        for (Path root : roots()) {
            Path f = root.resolve("sample-images").resolve("scenes").resolve("sequences").resolve(game);
            if (Files.isDirectory(f)) {
                return f;
            }
            tried.add(f);
        }
        throw new BadInputException("the sample sequence " + game + " is not here (looked in " + tried.get(0)
                + "): run the companion from the project folder");
    }

    private static List<Path> roots() {
        List<Path> roots = new ArrayList<>();
        String configured = System.getProperty("tablecompanion.root");
        if (configured != null && !configured.isBlank()) {
            roots.add(Path.of(configured));
        }
        Path here = Path.of("").toAbsolutePath();
        roots.add(here);
        if (here.getParent() != null) {
            roots.add(here.getParent());
        }
        return roots;
    }

    /**
     * The game the sequence films, with no events yet: its players, catalogs and rules. The
     * tracker lays every tile, the start tile included, as it sees them.
     */
    public static GameRecord emptyGame(String game) {
        GameRecord filmed = GameRecords.read(folder(game).resolve("game.json"));
        return GameRecord.of(filmed.players(), filmed.catalogs(), filmed.rules(), List.of());
    }

    /** The record the sequence was filmed from: what a perfect tracker would end with. */
    public static GameRecord filmedGame(String game) {
        return GameRecords.read(folder(game).resolve("game.json"));
    }
}
