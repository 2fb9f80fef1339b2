package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;

class ResumeTest {

    @Test
    void aRestartedTrackerResumesTheSavedGameAndReadsOn(@TempDir Path dir) {
        GameRecord truth = SampleReplays.truth("base");
        Path file = dir.resolve("game.json");
        TrackerSettings settings = TrackerSettings.forStills(SampleReplays.recognizer(truth), Optional.of(file));
        Tracker first = new Tracker(settings, SampleReplays.setUp(truth));
        SampleReplays.feed(first, "base", 0, 40);
        int saved = first.game().events().size();
        assertTrue(Files.exists(file) && Files.exists(TrackerMemory.besides(file)), "record and memory saved");
        assertEquals(saved, GameRecords.read(file).events().size(), "saved after every turn");

        Game resumed = GameRecords.replay(GameRecords.read(file));
        Tracker second = new Tracker(settings, resumed);
        assertTrue(second.resumedFromMemory());
        SampleReplays.feed(second, "base", 40, 80);
        assertReadOnAsFilmed(second, saved, truth);
    }

    @Test
    void aTrackerWhoseRecordIsKeptElsewhereWritesOnlyItsMemoryAndResumesFromIt(@TempDir Path dir) {
        GameRecord truth = SampleReplays.truth("base");
        Path file = dir.resolve("autosave.json");
        TrackerSettings settings = TrackerSettings.forStills(SampleReplays.recognizer(truth), Optional.empty())
                .keepingMemoryBeside(file);
        Tracker first = new Tracker(settings, SampleReplays.setUp(truth));
        SampleReplays.feed(first, "base", 0, 40);
        assertFalse(Files.exists(file), "the record is the window's to write");
        assertTrue(Files.exists(TrackerMemory.besides(file)) && Files.exists(TrackerMemory.pictureBesides(file)));

        // the window's autosave of the same game, then a restart
        Tracker second = new Tracker(settings, GameRecords.replay(GameRecords.read(writeRecord(file, first, truth))));
        assertTrue(second.resumedFromMemory());
        SampleReplays.feed(second, "base", 40, 80);
        assertReadOnAsFilmed(second, first.game().events().size(), truth);
    }

    @Test
    void aReopenedGameTakesTheTrackersMemoryToTheFileItIsAutosavedTo(@TempDir Path dir) throws Exception {
        Path opened = dir.resolve("game.json");
        Files.writeString(TrackerMemory.besides(opened), "{\"format\":\"tablecompanion-tracker/1\"}");
        Files.writeString(TrackerMemory.pictureBesides(opened), "jpeg");
        Path saved = dir.resolve("game.autosave.json");
        TrackerMemory.carry(opened, saved);
        assertEquals(Files.readString(TrackerMemory.besides(opened)), Files.readString(TrackerMemory.besides(saved)));
        assertEquals("jpeg", Files.readString(TrackerMemory.pictureBesides(saved)));
    }

    /** The second tracker read turns beyond the first one's, each as the film shows it. */
    private static void assertReadOnAsFilmed(Tracker second, int eventsBefore, GameRecord truth) {
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        List<String> read = CanonicalRecord.of(second.game().events(), catalog);
        assertTrue(read.size() > eventsBefore, "read on after " + eventsBefore + " events");
        assertEquals(CanonicalRecord.of(truth.events(), catalog).subList(0, read.size()), read);
    }

    private static Path writeRecord(Path file, Tracker tracker, GameRecord truth) {
        TrackerMemory.writeAtomically(file, GameRecords.write(GameRecords.of(tracker.game(), truth.catalogs())));
        return file;
    }

    @Test
    void aCorrectedGameKeepsTheBoardTheTrackerSees() {
        GameRecord truth = SampleReplays.truth("base");
        Tracker first = SampleReplays.onSetUpTable(truth);
        SampleReplays.feed(first, "base", 0, 30);
        // The players fix the game by hand (here: the same events, replayed into a new game).
        Game corrected = GameRecords.replay(GameRecord.of(truth.players(), truth.catalogs(), truth.rules(),
                first.game().events()));
        Tracker second = first.withGame(corrected);
        SampleReplays.feed(second, "base", 30, 60);
        assertReadOnAsFilmed(second, first.game().events().size(), truth);
    }

    @Test
    void theRecordIsWrittenInOneMoveWithNoTemporaryFileLeft(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        TrackerMemory.writeAtomically(file, "{}");
        TrackerMemory.writeAtomically(file, "{\"a\":1}");
        assertEquals("{\"a\":1}", Files.readString(file));
        try (var list = Files.list(dir)) {
            assertEquals(List.of(file), list.toList());
        }
    }
}
