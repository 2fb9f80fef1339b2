package org.tablecompanion.ui.app.live;

import java.util.List;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.source.FrameSources;

/**
 * The committed sample sequences (sample-images/scenes/sequences/&lt;game&gt;): frames of a filmed game
 * with its record. The companion replays one when no camera is there, so a new user sees tiles
 * appear and scores change.
 */
public final class SampleSequences {

    private SampleSequences() {
    }

    /**
     * The game the sequence films, with no events yet: its players, catalogs and rules. The
     * tracker lays every tile, the start tile included, as it sees them.
     */
    public static GameRecord emptyGame(String game) {
        GameRecord filmed = filmedGame(game);
        return GameRecord.of(filmed.players(), filmed.catalogs(), filmed.rules(), List.of());
    }

    /** The record the sequence was filmed from: what a perfect tracker would end with. */
    public static GameRecord filmedGame(String game) {
        return GameRecords.read(FrameSources.sampleFolder(game).resolve("game.json"));
    }
}
