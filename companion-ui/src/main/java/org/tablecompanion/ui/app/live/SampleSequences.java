package org.tablecompanion.ui.app.live;

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
     * The table as it was set up before the first frame: the filmed game's players, catalogs and
     * rules, and its start tile (as players set up a game); the tracker reads every turn after it.
     */
    public static GameRecord setUp(String game) {
        GameRecord filmed = filmedGame(game);
        return GameRecord.of(filmed.players(), filmed.catalogs(), filmed.rules(), filmed.events().subList(0, 1));
    }

    /** The record the sequence was filmed from: what a perfect tracker would end with. */
    public static GameRecord filmedGame(String game) {
        return GameRecords.read(FrameSources.sampleFolder(game).resolve("game.json"));
    }
}
