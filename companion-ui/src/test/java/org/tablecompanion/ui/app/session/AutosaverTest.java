package org.tablecompanion.ui.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;

class AutosaverTest {

    @TempDir
    Path dir;

    private static final GameRecord RECORD = GameRecord.of(List.of(Player.of(PlayerColour.RED)), List.of("base"),
            Rules.DEFAULT, List.of(TilePlaced.of("D", 0, 0, Rotation.R0)));

    private Autosaver autosaver() {
        return new Autosaver(dir.resolve("home"), Clock.fixed(Instant.parse("2026-03-04T05:06:07Z"), ZoneOffset.UTC));
    }

    @Test
    void aRecordFromAFileIsAutosavedNextToItWithoutTouchingIt() throws IOException {
        Path file = dir.resolve("game.json");
        GameRecords.write(RECORD, file);
        String original = Files.readString(file);
        Path saved = autosaver().save(new OpenRecord(RECORD, "game.json", Optional.of(file)));
        assertEquals(dir.resolve("game.autosave.json"), saved);
        assertEquals(original, Files.readString(file));
        assertEquals(RECORD, GameRecords.read(saved));
    }

    @Test
    void aNewGameIsAutosavedInTheHomeFolderUnderItsDateAndTitle() throws IOException {
        Path saved = autosaver().save(new OpenRecord(RECORD, "Carcassonne + the River", Optional.empty()));
        assertEquals(dir.resolve("home/games/2026-03-04-050607-carcassonne-the-river.json"), saved);
    }

    @Test
    void anotherSessionsAutosaveIsNeverOverwritten() throws IOException {
        Path file = dir.resolve("game.json");
        GameRecords.write(RECORD, file);
        Files.writeString(dir.resolve("game.autosave.json"), "another session's game");
        Path saved = autosaver().save(new OpenRecord(RECORD, "game.json", Optional.of(file)));
        assertEquals(dir.resolve("game.autosave-2.json"), saved);
        assertEquals("another session's game", Files.readString(dir.resolve("game.autosave.json")));
    }

    @Test
    void laterChangesGoToTheSameAutosaveFile() throws IOException {
        Autosaver autosaver = autosaver();
        OpenRecord open = new OpenRecord(RECORD, "new game", Optional.empty());
        Path first = autosaver.save(open);
        Path second = autosaver.save(open.withRecord(RECORD.withRules(Rules.DEFAULT.withSmallCity(true))));
        assertEquals(first, second);
        assertNotEquals(RECORD, GameRecords.read(second));
    }

    @Test
    void anAutosaveFileOpenedAgainKeepsBeingTheAutosave() throws IOException {
        Path file = dir.resolve("game.autosave.json");
        GameRecords.write(RECORD, file);
        assertEquals(file, autosaver().save(new OpenRecord(RECORD, "game.autosave.json", Optional.of(file))));
    }

    @Test
    void anAtomicWriteLeavesNoTemporaryFileBehind() throws IOException {
        AtomicFiles.write(dir.resolve("a.json"), "{}");
        AtomicFiles.write(dir.resolve("a.json"), "{\"b\":1}");
        try (var files = Files.list(dir)) {
            assertEquals(List.of(dir.resolve("a.json")), files.toList());
        }
        assertEquals("{\"b\":1}", Files.readString(dir.resolve("a.json")));
    }
}
