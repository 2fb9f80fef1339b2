package org.tablecompanion.ui.app.session;

import java.nio.file.Path;
import java.util.Optional;
import org.tablecompanion.engine.record.GameRecord;

/**
 * A game record as the companion holds it: the record itself, a title for the window, and the
 * file it was read from or last saved to (empty for the bundled sample and for new games).
 *
 * @param record the events and who plays
 * @param title what the window calls it ("bundled sample: base game", "game.json")
 * @param file where it lives on disk, if anywhere
 */
public record OpenRecord(GameRecord record, String title, Optional<Path> file) {

    public OpenRecord {
        file = file == null ? Optional.empty() : file;
    }

    public OpenRecord withRecord(GameRecord changed) {
        return new OpenRecord(changed, title, file);
    }

    public OpenRecord savedAs(Path saved) {
        return new OpenRecord(record, saved.getFileName().toString(), Optional.of(saved));
    }
}
